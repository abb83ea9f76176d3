// `mjkit mjai --bot NAME`: one of our agents served as an mjai bot over stdio, in the dialect of
// mjai.app and Mortal (a JSON array of events per line in, one action per line out).
import { Readable, Writable } from 'node:stream';
import { entryOf, serveMjai } from '@mjkit/game/node';
import { AGENTS, agentConfig } from '../agents.js';
import type { Command } from '../command.js';
import { needed, unknownName, usage } from '../usage.js';

export const mjaiCommand: Command = {
  name: 'mjai',
  args: '--bot NAME|<module>#<export> [--seed S] [--sequence-table FILE]',
  summary: 'serves a bot over stdio as an mjai bot (mjai.app\'s dialect), until the input ends',
  details: `Bots: ${AGENTS.names.join(', ')}, or <module>#<export> (an agent definition or
factory, as mjkit arena takes them). Each line in is a JSON array of the events since the bot's
last answer (or one event); each line out is its answer: dahai, reach, chi, pon, daiminkan,
kakan, ankan, hora, ryukyoku or none. Several games in one process are fine (each begins with
start_game). Events that do not fit the table are answered with none. --seed seeds an agent
that draws random numbers (random-legal). Four-player games only. To seat an mjai bot at
mjkit's own table: mjkit arena --agents 'mjai:<command>',…`,
  options: { bot: { type: 'string' }, seed: { type: 'string' }, 'sequence-table': { type: 'string' } },
  positionals: { min: 0, max: 0 },
  async run({ values, io }) {
    const bot = needed(values.bot, 'bot', 'NAME') as string;
    if (!AGENTS.has(bot) && !bot.includes('#')) usage(unknownName('bot', bot, AGENTS.names));
    const config = agentConfig(values);
    const entry = AGENTS.has(bot) ? AGENTS.entry(bot, config) : await entryOf(bot, config);
    const agent = entry.make({ set: 0, rotation: 0, seat: 0, seed: typeof values.seed === 'string' ? values.seed : 'mjai' });
    const input = io.inputStream?.() ?? Readable.from([io.readInput()]);
    const output = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        io.out(String(chunk));
        done();
      },
    });
    await serveMjai(agent, input, output);
    return 0;
  },
};
