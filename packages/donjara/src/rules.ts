// The rules of the toy game: players, rounds, starting score and the yaku's points (ours to
// choose: the paper gives none).
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import type { DonjaraYaku } from './hand.js';

/** The rules of a Donjara game. */
export interface DonjaraRules {
  /** 2–4 (the study: 3). */
  readonly players: number;
  /** Rounds in a game; the dealer moves one seat each round (default: one per player). */
  readonly rounds: number;
  /** Every player's score at the start (default 20,000). */
  readonly startingScore: number;
  /** The points of each yaku (default nine 10,000, six-three 3,000, three triplets 1,000). */
  readonly points: Readonly<Record<DonjaraYaku, number>>;
}

/** The default points: each yaku's worth grows with how rarely it is made (README: measured rates). */
export const DONJARA_POINTS: Readonly<Record<DonjaraYaku, number>> = Object.freeze({ nine: 10000, 'six-three': 3000, 'three-triplets': 1000 });

const checked = new WeakSet<DonjaraRules>();

/**
 * Checked rules from options (every one optional); the result is frozen and accepted by the game
 * without checking again.
 *
 * @example
 * ```ts
 * import { donjaraRules } from '@mjkit/donjara';
 * donjaraRules({ players: 3 }).rounds; // => 3
 * donjaraRules().points['three-triplets']; // => 1000
 * ```
 */
export function donjaraRules(options: Partial<DonjaraRules> = {}): DonjaraRules {
  if (checked.has(options as DonjaraRules)) return options as DonjaraRules;
  const o = checkOptions(options, 'Donjara rules', ['players', 'rounds', 'startingScore', 'points']);
  const players = o.players ?? 3;
  if (!Number.isInteger(players) || players < 2 || players > 4) fail('INVALID_RULES', `players is 2, 3 or 4, not ${describeValue(players)}`);
  const rounds = o.rounds ?? players;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 1e6) fail('INVALID_RULES', `rounds is a whole number 1–1,000,000, not ${describeValue(rounds)}`);
  const startingScore = o.startingScore ?? 20000;
  if (!Number.isInteger(startingScore) || Math.abs(startingScore) > 1e9) fail('INVALID_RULES', `startingScore is a whole number, not ${describeValue(startingScore)}`);
  const given = o.points === undefined ? {} : checkOptions(o.points, 'points', ['nine', 'six-three', 'three-triplets']);
  const points = { ...DONJARA_POINTS, ...given };
  for (const [yaku, p] of Object.entries(points)) {
    if (!Number.isInteger(p) || p < 0 || p > 1e8) fail('INVALID_RULES', `the points of ${yaku} are a whole number ≥ 0, not ${describeValue(p)}`);
  }
  const rules: DonjaraRules = Object.freeze({ players, rounds, startingScore, points: Object.freeze(points) });
  checked.add(rules);
  return rules;
}
