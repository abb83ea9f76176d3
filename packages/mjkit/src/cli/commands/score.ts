// `mjkit score <hand> …`: yaku, fu lines, han, limit, points and payments of a win.
import { scoreHand } from '@mjkit/scoring';
import type { Command } from '../command.js';
import { formatScore, scoreInput, scoreJson } from '../score.js';
import type { ScoreOptions } from '../score.js';

const FLAGS = ['tsumo', 'ron', 'riichi', 'double-riichi', 'ippatsu', 'rinshan', 'chankan', 'last', 'first', 'json'] as const;
const VALUES = ['win', 'from', 'round', 'seat', 'honba', 'riichi-sticks', 'kita', 'rules'] as const;

export const scoreCommand: Command = {
  name: 'score',
  args:
    '<hand> [--win <tile>] [--tsumo | --ron [--from E|S|W|N]]\n      [--riichi | --double-riichi] [--ippatsu] [--rinshan] [--chankan]\n      [--last] [--first] [--dora <tiles>]... [--ura <tiles>]...\n      [--round E|S|W|N] [--seat E|S|W|N] [--honba N] [--riichi-sticks N]\n      [--kita N] [--rules tenhou|tenhou-tonpuu|tenhou-sanma|no-red|majiang]\n      [--json]',
  summary:
    'yaku, fu lines, han, limit, points and payments. Defaults: East round,\nSouth seat, ron from the player to the left (a 14-tile hand: tsumo), tenhou',
  details:
    'A 13-tile hand needs --win, the winning tile. A 14-tile hand holds its\nwinning tile already: the last tile written (tsumo by default), or the\none --win names among its tiles (then a ron unless --tsumo).',
  options: Object.fromEntries([
    ...FLAGS.map((f) => [f, { type: 'boolean' as const }]),
    ...VALUES.map((v) => [v, { type: 'string' as const }]),
    ['dora', { type: 'string' as const, multiple: true }],
    ['ura', { type: 'string' as const, multiple: true }],
  ]),
  positionals: { min: 1, max: 1 },
  run({ values, positionals, io }) {
    const input = scoreInput(positionals[0] as string, values as ScoreOptions);
    const result = scoreHand(input);
    io.out(values.json ? JSON.stringify(scoreJson(input, result)) + '\n' : formatScore(input, result));
    return result.ok ? 0 : 1;
  },
};
