// `mjkit score <hand> …`: yaku, fu lines, han, limit, points and payments of a win.
import { scoreHand, scoreHongKong } from '@mjkit/scoring';
import type { Command } from '../command.js';
import { usage } from '../usage.js';
import { formatScore, scoreInput, scoreJson } from '../score.js';
import type { ScoreOptions } from '../score.js';
import { HK_RULES, formatHongKong, hongKongInput } from '../score-hk.js';
import type { HongKongScoreOptions } from '../score-hk.js';

const FLAGS = ['tsumo', 'ron', 'riichi', 'double-riichi', 'ippatsu', 'rinshan', 'bonus-replacement', 'chankan', 'last', 'first', 'json'] as const;
const VALUES = ['win', 'from', 'round', 'seat', 'honba', 'riichi-sticks', 'kita', 'rules', 'flowers', 'min-faan'] as const;

export const scoreCommand: Command = {
  name: 'score',
  args:
    '<hand> [--win <tile>] [--tsumo | --ron [--from E|S|W|N]]\n      [--riichi | --double-riichi] [--ippatsu] [--rinshan] [--chankan]\n      [--last] [--first] [--dora <tiles>]... [--ura <tiles>]...\n      [--round E|S|W|N] [--seat E|S|W|N] [--honba N] [--riichi-sticks N]\n      [--kita N] [--rules tenhou|tenhou-tonpuu|tenhou-sanma|no-red|majiang|hk|hk-east]\n      [--flowers 1f,6f] [--min-faan N] [--bonus-replacement] [--json]',
  summary:
    'yaku, fu lines, han, limit, points and payments. Defaults: East round,\nSouth seat, ron from the player to the left (a 14-tile hand: tsumo), tenhou',
  details:
    'A 13-tile hand needs --win, the winning tile. A 14-tile hand holds its\nwinning tile already: the last tile written (tsumo by default), or the\none --win names among its tiles (then a ron unless --tsumo).\n--rules hk (or hk-east): Hong Kong Old Style faan, the minimum (--min-faan, default 3;\nbonus tiles never count toward it), bonus tiles (--flowers), payments by seat wind;\n--rinshan is a win on a kong\'s replacement, --bonus-replacement on a bonus tile\'s,\n--first a heavenly or earthly hand.',
  options: Object.fromEntries([
    ...FLAGS.map((f) => [f, { type: 'boolean' as const }]),
    ...VALUES.map((v) => [v, { type: 'string' as const }]),
    ['dora', { type: 'string' as const, multiple: true }],
    ['ura', { type: 'string' as const, multiple: true }],
  ]),
  positionals: { min: 1, max: 1 },
  run({ values, positionals, io }) {
    if (typeof values.rules === 'string' && HK_RULES.includes(values.rules)) {
      const input = hongKongInput(positionals[0] as string, values as HongKongScoreOptions);
      const result = scoreHongKong(input);
      io.out(values.json ? JSON.stringify({ hand: input.hand.toString(), tsumo: input.tsumo, ...result }) + '\n' : formatHongKong(input, result));
      return result.ok ? 0 : 1;
    }
    for (const hkOnly of ['flowers', 'min-faan', 'bonus-replacement'] as const) if (values[hkOnly] !== undefined) usage(`--${hkOnly} is a Hong Kong rule: add --rules hk`);
    const input = scoreInput(positionals[0] as string, values as ScoreOptions);
    const result = scoreHand(input);
    io.out(values.json ? JSON.stringify(scoreJson(input, result)) + '\n' : formatScore(input, result));
    return result.ok ? 0 : 1;
  },
};
