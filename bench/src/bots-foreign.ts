// Our bots at @kobalab/majiang-core's own Game: four copies of each bot play whole hanchan there,
// and every answer is checked by our table and by majiang-core's legality helpers.
//
//   node --import tsx src/bots-foreign.ts --hanchan 100 --workers 2 [--bots priority,evaluator,evaluator-legacy,fold]
import { join } from 'node:path';
import { botEntry } from '@mjkit/bots';
import { majiangCorePlayer, playMajiangCoreGame } from './majiang-core-seat.js';
import type { Refusal } from './majiang-core-seat.js';
import { resultsDir, writeWhole } from './harness.js';
import { forkWorkers, option, progressBar } from './progress.js';

interface Done {
  readonly bot: string;
  readonly rounds: number;
  readonly ms: number;
  readonly refusals: Refusal[];
}

function work(args: string[], worker: number, workers: number): void {
  const hanchan = Number(option(args, '--hanchan', '100'));
  for (const bot of option(args, '--bots', 'priority,evaluator,evaluator-legacy,fold').split(',')) {
    for (let h = worker; h < hanchan; h += workers) {
      const refusals: Refusal[] = [];
      const t = performance.now();
      const players = [0, 1, 2, 3].map((seat) => majiangCorePlayer(botEntry(bot).make({ set: h, rotation: 0, seat: seat as 0, seed: `${bot}/${h}/${seat}` }), refusals));
      const paipu = playMajiangCoreGame(players, `foreign/${bot}/${h}`);
      process.send?.({ done: { bot, rounds: paipu.log.length, ms: performance.now() - t, refusals } satisfies Done });
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--worker');
  if (at >= 0) {
    const [w, ws] = (args[at + 1] as string).split('/').map(Number) as [number, number];
    return work(args.slice(0, at), w, ws);
  }
  const workers = Number(option(args, '--workers', '2'));
  const bots = option(args, '--bots', 'priority,evaluator,evaluator-legacy,fold').split(',');
  const total = Number(option(args, '--hanchan', '100')) * bots.length;
  const done: Done[] = [];
  const started = performance.now();
  await forkWorkers<{ done?: Done }>(import.meta.url, args, workers, (m) => {
    if (!m.done) return;
    done.push(m.done);
    progressBar(done.length, total, started, 'hanchan');
  });
  process.stderr.write('\n');
  const lines = [
    "# Our bots at @kobalab/majiang-core 1.4.1's own Game (four copies each, majiang-core's default rules)",
    '',
    `Command: \`cd bench && node --import tsx src/bots-foreign.ts ${args.join(' ')}\``,
    '',
    'Every answer is checked twice: by our own table, rebuilt from the messages majiang-core sends (an illegal answer there is replaced by tsumogiri or pass), and by majiang-core\'s legality helpers (`get_dapai`, `get_chi_mianzi`, `get_peng_mianzi`, `get_gang_mianzi`, `allow_lizhi`, `allow_hule`, `allow_pingju`) before the reply goes to its Game.',
    '',
    '| bot | hanchan | rounds | illegal answers | s per hanchan (one core) |',
    '|---|---|---|---|---|',
    ...bots.map((b) => {
      const d = done.filter((x) => x.bot === b);
      return `| ${b} | ${d.length} | ${d.reduce((s, x) => s + x.rounds, 0)} | ${d.reduce((s, x) => s + x.refusals.length, 0)} | ${(d.reduce((s, x) => s + x.ms, 0) / Math.max(1, d.length) / 1000).toFixed(2)} |`;
    }),
    `| all | ${done.length} | ${done.reduce((s, x) => s + x.rounds, 0)} | ${done.reduce((s, x) => s + x.refusals.length, 0)} | — |`,
    '',
    ...done.flatMap((d) => d.refusals.slice(0, 3).map((r) => `- ${d.bot}: ${r.message} → ${r.reply}`)).slice(0, 20),
    '',
  ];
  writeWhole(join(resultsDir, 'bots-foreign-engine.md'), lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
