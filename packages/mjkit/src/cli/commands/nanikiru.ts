// `mjkit nanikiru <hand> [options] | --stdin`: what to discard, by @mjkit/evaluator.
import { parseArgs } from 'node:util';
import { MjkitError, parseTiles, tileToString } from '@mjkit/core';
import type { RulePresetName, Tile, Wind } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import { evaluateDiscards, evaluateTurnAware, positionOf } from '@mjkit/evaluator';
import type { Position } from '@mjkit/evaluator';
import type { Command, CommandOptions } from '../command.js';

const OPTIONS = {
  indicators: { type: 'string' },
  visible: { type: 'string' },
  'seat-wind': { type: 'string' },
  'round-wind': { type: 'string' },
  drawable: { type: 'string' },
  rules: { type: 'string' },
  mode: { type: 'string' },
} as const satisfies CommandOptions;

type Values = { readonly [K in keyof typeof OPTIONS]?: string | undefined };

/** The result as `--json` prints it: tiles in mpsz (0 = red five). */
export interface NanikiruReport {
  readonly best: string;
  readonly shanten: number;
  readonly mode: 'normalized' | 'legacy' | 'turn-aware';
  readonly discards: readonly {
    readonly tile: string;
    readonly value: number;
    readonly shanten: number;
    readonly ukeire: number;
    readonly tenpai?: number;
    readonly win?: number;
  }[];
}

function windOf(text: string | undefined, what: string): Wind {
  if (text === undefined) return 0 as Wind;
  const i = 'ESWN'.indexOf(text.toUpperCase());
  if (text.length === 1 && i >= 0) return i as Wind;
  if (/^[0-3]$/.test(text)) return Number(text) as Wind;
  return fail('INVALID_ARGUMENT', `--${what} must be E, S, W, N (or 0..3), not ${JSON.stringify(text)}`);
}

function tilesOf(text: string | undefined): Tile[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').flatMap((part) => parseTiles(part.trim()));
}

function positionFrom(hand: string, v: Values): Position {
  const rules = v.rules ?? 'tenhou';
  if (rules !== 'tenhou' && rules !== 'majiang') fail('INVALID_ARGUMENT', `--rules must be tenhou or majiang, not ${JSON.stringify(rules)}`);
  let drawable: number | undefined;
  if (v.drawable !== undefined) {
    if (!/^\d+$/.test(v.drawable)) fail('INVALID_ARGUMENT', `--drawable must be a whole number, not ${JSON.stringify(v.drawable)}`);
    drawable = Number(v.drawable);
  }
  return positionOf({
    hand,
    doraIndicators: tilesOf(v.indicators),
    visible: tilesOf(v.visible),
    seatWind: windOf(v['seat-wind'], 'seat-wind'),
    roundWind: windOf(v['round-wind'], 'round-wind'),
    ...(drawable === undefined ? {} : { drawable }),
    rules: rules as RulePresetName,
  });
}

/** The ranked discards of one position, as `mjkit nanikiru --json` prints them. */
export function nanikiru(hand: string, v: Values): NanikiruReport {
  const mode = v.mode ?? 'normalized';
  if (mode !== 'normalized' && mode !== 'legacy' && mode !== 'turn-aware') fail('INVALID_ARGUMENT', `--mode must be normalized, legacy or turn-aware, not ${JSON.stringify(mode)}`);
  const p = positionFrom(hand, v);
  if (mode === 'turn-aware') {
    const r = evaluateTurnAware(p);
    const plain = evaluateDiscards(p);
    const ukeire = new Map(plain.discards.map((d) => [d.tile, d.ukeire]));
    return {
      best: tileToString(r.best),
      shanten: r.shanten,
      mode,
      discards: r.discards.map((d) => ({ tile: tileToString(d.tile), value: d.expectedScore, shanten: d.shanten, ukeire: ukeire.get(d.tile) ?? 0, tenpai: d.tenpai, win: d.win })),
    };
  }
  const r = evaluateDiscards(p, { preset: mode });
  return {
    best: tileToString(r.best),
    shanten: r.shanten,
    mode,
    discards: r.discards.map((d) => ({ tile: tileToString(d.tile), value: d.value, shanten: d.shanten, ukeire: d.ukeire })),
  };
}

/** The report as a table. */
export function formatNanikiru(hand: string, r: NanikiruReport): string {
  const turnAware = r.mode === 'turn-aware';
  let out = `${hand}: shanten ${r.shanten}, best discard ${r.best} (${r.mode})\n`;
  out += turnAware ? '  discard  exp. score  win    tenpai  shanten  ukeire\n' : '  discard  value       shanten  ukeire\n';
  for (const d of r.discards) {
    const value = d.value.toFixed(turnAware ? 0 : 2).padStart(10);
    out += turnAware
      ? `  ${d.tile.padEnd(7)}  ${value}  ${(d.win ?? 0).toFixed(3)}  ${(d.tenpai ?? 0).toFixed(3)}   ${String(d.shanten).padStart(7)}  ${String(d.ukeire).padStart(6)}\n`
      : `  ${d.tile.padEnd(7)}  ${value}  ${String(d.shanten).padStart(7)}  ${String(d.ukeire).padStart(6)}\n`;
  }
  return out;
}

/** `--stdin`: each line is a hand and options as on the command line; one JSON object per line out. */
function lines(input: string, write: (t: string) => void): number {
  let bad = 0;
  for (const raw of input.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    let text: string;
    try {
      const { values, positionals } = parseArgs({ args: line.split(/\s+/), options: OPTIONS, allowPositionals: true, strict: true });
      if (positionals.length !== 1) fail('INVALID_ARGUMENT', 'a line is one hand and its options');
      text = JSON.stringify(nanikiru(positionals[0] as string, values));
    } catch (e) {
      const error =
        e instanceof MjkitError ? { code: e.code, message: e.message } : e instanceof Error && String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS') ? { code: 'USAGE', message: e.message } : null;
      if (error === null) throw e;
      bad++;
      text = JSON.stringify({ input: line, error });
    }
    write(text + '\n');
  }
  return bad;
}

export const nanikiruCommand: Command = {
  name: 'nanikiru',
  args: '<hand> [--indicators 4m,1z] [--visible …] [--seat-wind E] [--round-wind E]\n  [--drawable 70] [--rules tenhou|majiang] [--mode normalized|legacy|turn-aware] [--json] | --stdin',
  summary:
    'what to discard: every discard of a 14-tile hand valued by the 電脳麻将\nevaluation (normalized, or legacy as majiang-ai 1.0.13), or by the\nturn-aware win/tenpai probabilities and expected score. --stdin: one\nposition per line, written as the arguments; one JSON object per line out',
  details:
    'Defaults: nothing else visible, 70 tiles drawable, East seat and round,\ntenhou rules. --visible lists the tiles seen besides the hand and the dora\nindicators (discards, other players\' melds). --json prints\n{ best, shanten, mode, discards: [{ tile, value, shanten, ukeire }] }.',
  options: { ...OPTIONS, json: { type: 'boolean' }, stdin: { type: 'boolean' } },
  positionals: { min: 0, max: 1 },
  run({ values, positionals, io }) {
    if (values.stdin) {
      if (positionals.length > 0) return usage(io);
      return lines(io.readInput(), (t) => io.out(t)) > 0 ? 1 : 0;
    }
    if (positionals.length !== 1) return usage(io);
    const hand = positionals[0] as string;
    const report = nanikiru(hand, values as Values);
    io.out(values.json ? JSON.stringify(report) + '\n' : formatNanikiru(hand, report));
    return 0;
  },
};

function usage(io: { err(t: string): void }): number {
  io.err('usage: mjkit nanikiru <hand> [options] | mjkit nanikiru --stdin (mjkit nanikiru --help)\n');
  return 2;
}
