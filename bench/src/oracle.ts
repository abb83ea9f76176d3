// The oracles: upper bounds on what a deal-in model can give the evaluator bot (issue 33). The
// bot's deal-in chances come from the opponents' real hands instead of a model: a kind deals in
// to an opponent exactly when that opponent is ready, waits on it and is not furiten by its own
// river (1), else 0. Yaku are not checked, so a closed ready hand without a yaku counts as a
// threat though it could not win on a discard: the oracle is, if anything, too careful there.
// The tenpai oracle knows only who is ready, and takes the learned model's chances for them. The
// learned model here is the first one shipped (rivers only, before the tiles passed after a riichi
// counted), kept as bench/weights/deal-in-rivers-only.bin, so that these runs stay what they were;
// the riichi-signal bots (deal-in-threshold.ts) start from the model as shipped instead.
// Arena names: ORACLES below (bots-arena.ts pair --bot NAME).
//
// How it knows the hands: the opponents' agents are wrapped, and each answer they give records
// their concealed hand after it (the hand they were shown, less the tile they threw). Games in one
// process run one after another, so one record serves; it is keyed by game, round and honba so
// that nothing carries over. An opponent that has not answered yet this round counts as not ready.
import { createRng, isOpenMeld, tileFromId, unseenOf, waitsOfCounts } from '@mjkit/core';
import type { Seat, Wind } from '@mjkit/core';
import { positionOf } from '@mjkit/evaluator';
import { predictWinScore } from '@mjkit/opponent-score';
import { shanten } from '@mjkit/shanten';
import { scoreHand } from '@mjkit/scoring';
import type { Agent } from '@mjkit/game';
import type { Action, PlayerView } from '@mjkit/table';
import { readFileSync } from 'node:fs';
import { concealedCount, decodeDealInModel, dealInRisk, evaluatorAgent } from '@mjkit/bots';
import type { EvaluatorAgentOptions, SafeKinds } from '@mjkit/bots';

/** The first shipped deal-in model (rivers only): the oracles' learned chances. */
export const RIVERS_ONLY = decodeDealInModel(new Uint8Array(readFileSync(new URL('../weights/deal-in-rivers-only.bin', import.meta.url))));

/** The last known concealed hand of each seat (tile kinds counted, and its tile ids), with where it was seen. */
const known: ({ game: number; round: number; honba: number; counts: Uint8Array; tiles: readonly number[] } | null)[] = [null, null, null, null];
let game = 0;

/** Wraps `agent` so that each answer records its seat's concealed hand after it. */
export function recordingAgent(agent: Agent): Agent {
  return {
    ...agent,
    name: agent.name,
    act: (view: PlayerView, actions: readonly Action[]) => {
      const answer = agent.act(view, actions) as Action;
      const tiles = answer.type === 'discard' ? view.hand.filter((t) => t !== answer.tile) : [...view.hand];
      known[view.seat] = { game, round: view.round, honba: view.honba, counts: kindCounts(tiles), tiles };
      return answer;
    },
  };
}

/** The kinds `seat`'s concealed hand (`counts` of its kinds) waits on beside its melds in `view` (kita apart), furiten or not. */
export function handWaits(counts: ArrayLike<number>, view: PlayerView, seat: number): readonly number[] {
  return waitsOfCounts(counts, (13 - concealedCount(view, seat as Seat)) / 3);
}

/**
 * The kinds a concealed hand (`counts` of its kinds) can win on, with `melds` melds beside it: its
 * waits, none when it is not ready or when it is furiten by `view`'s river of `seat` (one of its
 * waits there). The one rule for "what this hand would win on" that the oracles and the
 * deal-in benches read.
 */
export function liveWaits(counts: ArrayLike<number>, view: PlayerView, seat: number): readonly number[] {
  const waits = handWaits(counts, view, seat);
  const river = new Set(view.rivers[seat]!.map((r) => r.tile >> 2));
  return waits.some((w) => river.has(w)) ? [] : waits;
}

/** The kinds of each tile in `tiles`, counted (as bytes: the shanten tables' fast path). */
export function kindCounts(tiles: readonly number[]): Uint8Array {
  const counts = new Uint8Array(34);
  for (const t of tiles) counts[t >> 2]!++;
  return counts;
}

/** Seat `s`'s hand as last recorded in this round of this game, or null. */
function recordedHand(view: PlayerView, s: number): { readonly counts: Uint8Array; readonly tiles: readonly number[] } | null {
  const k = known[s];
  return k && k.game === game && k.round === view.round && k.honba === view.honba ? k : null;
}

/** The kinds seat `s` can win on now by the recorded hands (see {@link liveWaits}). */
function waitsOf(view: PlayerView, s: number): readonly number[] {
  const k = recordedHand(view, s);
  return k ? liveWaits(k.counts, view, s) : [];
}

/** Per opponent seat, 1 for each kind it waits on (ready and not furiten by its river), from the recorded hands. */
export function oracleChances(view: PlayerView): (Float64Array | null)[] {
  return [0, 1, 2, 3].map((s) => {
    if (s === view.seat || s >= view.players) return null;
    const p = new Float64Array(34);
    for (const w of waitsOf(view, s)) p[w] = 1;
    return p;
  });
}

/**
 * The chance of a deal-in in the training games, per situation of the opponent (deal-in-model.md:
 * 1,389 of 77,302 discards against a riichi, 2,086 of 211,621 against open melds, 585 of 887,155
 * against a closed silent hand).
 */
const BASE = { riichi: 1389 / 77302, open: 2086 / 211621, closed: 585 / 887155 } as const;

/**
 * Knowing only who is ready: the learned model's chances for a ready opponent, scaled up to a
 * ready hand's (its situation's base rate against a riichi's, a riichi being always ready), 0 for
 * one that is not (or is furiten). Against a riichi it knows no more than the learned model.
 */
export function tenpaiOracleChances(view: PlayerView): (Float64Array | null)[] {
  const learned = dealInRisk(view, RIVERS_ONLY).bySeat;
  return [0, 1, 2, 3].map((s) => {
    const q = learned[s];
    if (s === view.seat || s >= view.players || !q) return null;
    const p = new Float64Array(34);
    if (waitsOf(view, s).length === 0) return p;
    const open = view.melds[s]!.some(isOpenMeld);
    const scale = view.riichi[s] ? 1 : BASE.riichi / (open ? BASE.open : BASE.closed);
    for (let k = 0; k < 34; k++) p[k] = Math.min(1, q[k]! * scale);
    return p;
  });
}

/**
 * Between the two: the waits known only in part, as a second opinion of strength `d` (d′ of
 * signal detection). For each kind, a signal x drawn from N(d, 1) if a ready opponent waits on it
 * and N(0, 1) if not, fixed for the round (drawn from `key`); the chance is the tenpai oracle's
 * updated by it as Bayes says, σ(logit(q) + d·x − d²/2), so it stays a calibrated chance. d = 0
 * is the tenpai oracle (against a riichi: the learned model), a large d the oracle. The signal
 * alone tells a wait from another kind with AUC Φ(d/√2); deal-in-oracle.ts measures the AUC of
 * the combined chance against a riichi in the logs.
 */
export function noisyOracleChances(view: PlayerView, d: number): (Float64Array | null)[] {
  return tenpaiOracleChances(view).map((p, s) => {
    if (!p) return null;
    const waits = new Set(waitsOf(view, s));
    if (waits.size === 0) return p;
    const key = `${game}/${view.round}/${view.honba}/${s}`;
    return p.map((q, k) => withSignal(q, d, `${key}/${k}`, waits.has(k)));
  });
}

/** A standard normal draw from `key`, plus `mean` (Box–Muller). */
export function signal(key: string, mean: number): number {
  const rng = createRng(key);
  const u = 1 - rng.nextFloat();
  return mean + Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextFloat());
}

/** Chance `q` of a kind updated by its own seeded signal of strength d (drawn from `key`; centred on d when the kind is a wait). */
export function withSignal(q: number, d: number, key: string, wait: boolean): number {
  return updated(q, d, signal(key, wait ? d : 0));
}

/** The chance q updated by a signal x of strength d (see {@link noisyOracleChances}): σ(logit(q) + d·x − d²/2). */
export function updated(q: number, d: number, x: number): number {
  if (q <= 0 || q >= 1) return q;
  return 1 / (1 + ((1 - q) / q) * Math.exp(-(d * x - (d * d) / 2)));
}

/** The strengths of the noisy oracles in the arena (`evaluator+oracle-dD`). */
export const ORACLE_STRENGTHS = [0.5, 1, 2] as const;

/**
 * The bot as shipped, told a little more against a riichi only: its own deal-in chances (the
 * shipped model, the kinds passed after each riichi at 0), and for each opponent in riichi each
 * kind's chance updated by a signal of strength `d` about whether the hand waits on it, as
 * {@link noisyOracleChances} does. Nothing else changes: every open or silent hand keeps the
 * model's chances, so the runs map the live-tile AUC against a riichi, the one figure a better
 * deal-in model would move, to the rank.
 */
export function riichiSignalChances(view: PlayerView, safe: SafeKinds, d: number): (Float64Array | null)[] {
  return dealInRisk(view, undefined, safe).bySeat.map((p, s) => {
    if (!p || !view.riichi[s]) return p;
    const waits = new Set(waitsOf(view, s));
    const key = `${game}/${view.round}/${view.honba}/${s}`;
    return p.map((q, k) => withSignal(q, d, `${key}/${k}`, waits.has(k)));
  });
}

/**
 * Knowing the waits of the open hands only: each opponent with an open meld and no riichi gets the
 * oracle's chances (1 on each kind it waits on, 0 elsewhere); a riichi keeps the shipped model's
 * chances (the kinds passed after it at 0), and a closed silent hand the model's (`closed:
 * 'model'`) or none (`'zero'`: with every discard weighed, the quiet hands' small chances would
 * otherwise make the bot play safe from the start). What a perfect reader of open hands would give.
 */
export function openOracleChances(view: PlayerView, safe: SafeKinds | undefined, closed: 'model' | 'zero'): (Float64Array | null)[] {
  const oracle = oracleChances(view);
  return dealInRisk(view, undefined, safe).bySeat.map((p, s) => {
    if (!p || view.riichi[s]) return p;
    if (view.melds[s]!.some(isOpenMeld)) return oracle[s]!;
    return closed === 'model' ? p : new Float64Array(34);
  });
}

/**
 * Knowing only which open hands are ready: each opponent with an open meld and no riichi gets the
 * model's chances scaled up to a ready hand's (the base rate against a riichi over that against
 * open melds), or 0 when it is not ready; riichi as the model says, closed silent hands 0; every
 * discard weighed. Set beside {@link openOracleChances}, it splits what reading open hands gives
 * into knowing that they are ready and knowing what they wait on.
 */
export function openTenpaiOracleChances(view: PlayerView, safe: SafeKinds | undefined): (Float64Array | null)[] {
  return dealInRisk(view, undefined, safe).bySeat.map((p, s) => {
    if (!p || view.riichi[s]) return p;
    if (!view.melds[s]!.some(isOpenMeld)) return new Float64Array(34);
    if (waitsOf(view, s).length === 0) return new Float64Array(34);
    return p.map((q) => Math.min(1, (q * BASE.riichi) / BASE.open));
  });
}

/**
 * What seat `s`'s win on a discard of the viewer's would be worth, from its real hand: the mean,
 * over the kinds it can win on now ({@link liveWaits}) and a ron on each has a yaku, of that ron's
 * points (riichi counted when declared, with the uradora of one indicator expected over the kinds
 * not shown; no honba, sticks or ippatsu, as opponent-score's prediction has none); null when it is not ready, is furiten, or no wait can be won on by ron.
 */
export function realWinPoints(view: PlayerView, s: number): number | null {
  const k = recordedHand(view, s);
  if (!k) return null;
  const waits = liveWaits(k.counts, view, s);
  if (waits.length === 0) return null;
  const seen = new Set<number>([...k.tiles, ...view.doraIndicators, ...view.rivers.flatMap((r) => r.map((t) => t.tile)), ...view.melds.flatMap((ms) => ms.flatMap((m) => m.tiles))]);
  const seatWind = ((s - view.dealer + view.players) % view.players) as Wind;
  let sum = 0;
  let n = 0;
  for (const w of waits) {
    // a copy of the kind the table has not shown (the viewer's own hand may hold it: it is what a deal-in throws)
    let id = -1;
    for (let c = 0; c < 4 && id < 0; c++) if (!seen.has(w * 4 + c)) id = w * 4 + c;
    if (id < 0) continue;
    const as = { ...view, seat: s, seatWind, hand: [...k.tiles, id], drawn: id };
    let hand;
    try {
      hand = positionOf(as).hand;
    } catch {
      continue;
    }
    const input = { hand, tsumo: false, discarder: view.seatWind as Wind, seatWind, roundWind: view.roundWind as Wind, riichi: view.riichi[s], doraIndicators: view.doraIndicators.map((t) => tileFromId(t, view.redFives)) };
    const r = scoreHand(input);
    if (!r.ok) continue;
    let points = r.points;
    if (view.riichi[s]) {
      // the uradora: one indicator, each kind by its copies the table and this hand have not shown
      const copies = new Uint8Array(34);
      for (let t = 0; t < 136; t++) if (!seen.has(t) && t !== id) copies[t >> 2]!++;
      let total = 0;
      let weighed = 0;
      for (let u = 0; u < 34; u++) {
        if (copies[u] === 0) continue;
        const withUra = scoreHand({ ...input, uraIndicators: [tileFromId(u * 4, false)] });
        total += copies[u]!;
        weighed += copies[u]! * (withUra.ok ? withUra.points : r.points);
      }
      if (total > 0) points = weighed / total;
    }
    sum += points;
    n++;
  }
  return n === 0 ? null : sum / n;
}

/**
 * The wall as it really is, for the evaluator: per kind, the share of the copies `view` has not
 * seen that no opponent holds (by the recorded hands), so still in the wall, live or dead. An
 * opponent not recorded this round holds nothing by it.
 */
export function realWall(view: PlayerView): Float64Array {
  const unseen = unseenOf(view);
  const held = new Float64Array(34);
  for (let s = 0; s < view.players; s++) {
    const k = s === view.seat ? null : recordedHand(view, s);
    if (k) for (let kind = 0; kind < 34; kind++) held[kind]! += k.counts[kind]!;
  }
  return Float64Array.from(unseen, (u, kind) => (u > 0 ? Math.max(0, u - held[kind]!) / u : 1));
}

/** The shares of the truth in the blended wall oracles (`evaluator+wall-oracle-aA`). */
export const WALL_BLENDS = [0.5] as const;

/**
 * A wall between the uniform prior and {@link realWall}: per kind `a` × the real share + (1 − `a`)
 * × the uniform one (1 − the opponents' concealed tiles / the unseen tiles, the same for every
 * kind). Its error is 1 − `a` times the uniform prior's, everywhere: the map from a reader's error
 * to rank.
 */
export function blendedWall(view: PlayerView, a: number): Float64Array {
  const real = realWall(view);
  const unseen = unseenOf(view);
  let total = 0;
  let concealed = 0;
  for (let k = 0; k < 34; k++) total += unseen[k]!;
  for (let s = 0; s < view.players; s++) if (s !== view.seat) concealed += concealedCount(view, s as Seat);
  const uniform = total > 0 ? 1 - concealed / total : 1;
  return real.map((r, k) => (unseen[k]! > 0 ? a * r + (1 - a) * uniform : 1));
}

/** Every kind alike: the evaluator's uniform wall, as a wall reading. */
const EVERY_KIND_ALIKE = new Float64Array(34).fill(1);

/**
 * The wall oracle only where the hand at `view` is `near` (1 or less from ready, its 14 tiles
 * counted) or not: the other decisions draw from the uniform wall. Where the oracle's gain lies.
 */
function wallOracleWhere(view: PlayerView, near: boolean): Float64Array {
  const counts = new Uint8Array(34);
  for (const t of view.hand) counts[t >> 2]!++;
  return (shanten(counts) <= 1) === near ? realWall(view) : EVERY_KIND_ALIKE;
}

/** The strengths of the riichi-signal bots in the arena (`evaluator+riichi-signal-dD`). */
export const RIICHI_SIGNAL_STRENGTHS = [0.5, 1, 1.5] as const;

/**
 * The oracles by name: `evaluator+oracle` (the real waits, weighed under tileDanger's threats as the
 * bot does), `evaluator+oracle-always` (the real waits, every discard weighed), and
 * `evaluator+tenpai-oracle-always` (who is ready, every discard weighed), and
 * `evaluator+oracle-dD` (the noisy oracle of strength D, under tileDanger's threats), and
 * `evaluator+riichi-signal-dD` (the shipped bot with a signal of strength D against a riichi only),
 * `evaluator+open-oracle` (the real waits of open hands only, under tileDanger's threats) and
 * `evaluator+open-oracle-always` (the same, every discard weighed, closed silent hands at 0) and
 * `evaluator+open-tenpai-oracle-always` (which open hands are ready, every discard weighed), and
 * `evaluator+open-always` (no oracle: the shipped model weighed at every discard, closed silent hands at 0, the baseline of the two),
 * and `evaluator+value-oracle` (the bot as shipped, its deal-in chances its own, told what each ready opponent's ron is worth:
 * {@link realWinPoints}; opponent-score's prediction for the others), and `evaluator+wall-oracle` (the bot as shipped, its
 * evaluator drawing from the wall as it is: {@link realWall}; the bound on hand reading as the evaluator's wall model), and
 * `evaluator+wall-oracle-aA` (the wall blended, a share A of the truth: {@link blendedWall}), and
 * `evaluator+wall-oracle-near` and `evaluator+wall-oracle-far` (the real wall only where the hand is 1 or less from
 * ready, or 2 or more; the uniform wall elsewhere: where the oracle's gain lies).
 */
export const ORACLES: Readonly<Record<string, EvaluatorAgentOptions>> = {
  'evaluator+oracle': { dealIn: (view) => oracleChances(view) },
  'evaluator+oracle-always': { dealIn: (view) => oracleChances(view), weigh: 'always' },
  'evaluator+tenpai-oracle-always': { dealIn: (view) => tenpaiOracleChances(view), weigh: 'always' },
  ...Object.fromEntries(ORACLE_STRENGTHS.map((d) => [`evaluator+oracle-d${d}`, { dealIn: (view: PlayerView) => noisyOracleChances(view, d) }])),
  'evaluator+open-oracle': { dealIn: (view, safe) => openOracleChances(view, safe, 'model') },
  'evaluator+open-oracle-always': { dealIn: (view, safe) => openOracleChances(view, safe, 'zero'), weigh: 'always' },
  'evaluator+open-always': { dealIn: (view, safe) => dealInRisk(view, undefined, safe).bySeat.map((p, s) => (!p || view.riichi[s] || view.melds[s]!.some(isOpenMeld) ? p : new Float64Array(34))), weigh: 'always' },
  'evaluator+open-tenpai-oracle-always': { dealIn: (view, safe) => openTenpaiOracleChances(view, safe), weigh: 'always' },
  ...Object.fromEntries(RIICHI_SIGNAL_STRENGTHS.map((d) => [`evaluator+riichi-signal-d${d}`, { dealIn: (view: PlayerView, safe: SafeKinds) => riichiSignalChances(view, safe, d) }])),
  'evaluator+value-oracle': { winPoints: (view, seat) => realWinPoints(view, seat) ?? predictWinScore(view, seat).mean },
  'evaluator+wall-oracle': { wall: (view) => realWall(view) },
  ...Object.fromEntries(WALL_BLENDS.map((a) => [`evaluator+wall-oracle-a${a}`, { wall: (view: PlayerView) => blendedWall(view, a) }])),
  'evaluator+wall-oracle-near': { wall: (view) => wallOracleWhere(view, true) },
  'evaluator+wall-oracle-far': { wall: (view) => wallOracleWhere(view, false) },
};

/** The oracle bot `name` (see {@link ORACLES}); each one made starts a new game of the record. */
export function oracleAgent(name: string): Agent {
  game++;
  return evaluatorAgent({ ...ORACLES[name], name });
}
