// Could any reader of the rivers meet gate 1 (issue 33)? The oracles (deal-in-oracle.md) put the
// gate at a noisy oracle between d = 0.5 and d = 1; the learned deal-in models stop short of it on
// bots' games (deal-in-bots.md). Those models read features; the gate's opponents follow a known,
// deterministic policy (evaluator-legacy), so the most a reader can learn from a riichi hand's
// river is what inverting that policy gives, approximated here by weighted samples. For each riichi in hanchan of four
// evaluator-legacy (seeds `policy-reader/GAME`, none of the deal-in models' games):
//
// - the hidden hand is sampled from what an opponent cannot see (its first view after the riichi),
//   uniform among the ready hands (rejection on shanten);
// - each sample is walked back through the riichi player's last K discards (the tile it threw at
//   each turn is public, and whether it was the tile just drawn: tsumogiri; for a discard from the
//   hand, the tile drawn that turn is one of the hand's, uniform), and at each turn the policy
//   itself (`evaluatorDecision`, legacy preset, with what that player saw then) is asked what it
//   would throw from the sample's hand: a sample is weighted ε per turn where it would not have
//   thrown what was thrown (or declared riichi where it did not, or not where it did);
// - the weighted samples give each kind's chance of being a wait.
//
// Judged against the real waits (a live kind: not in the riichi hand's river) by AUC, beside the
// shipped deal-in model, the model fitted on bots' games (bench/weights/deal-in-bots.bin) and the
// oracles' noisy signals of strength d on top of the latter (the gate's bar, on these same cases).
// The walk-back replays the real hand too, and must reproduce every real discard: the check that
// the policy is called as the game called it.
//
// This module reads; policy-reader.ts runs it over hanchan and writes the report.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rng, Seat, TileId } from '@mjkit/core';
import { createRng, waitsOfCounts } from '@mjkit/core';
import { PassedAfterRiichi, decodeDealInModel, dealInRisk, evaluatorAgent, evaluatorDecision, shippedDealInModel } from '@mjkit/bots';
import type { SafeKinds } from '@mjkit/bots';
import { gameSteps } from '@mjkit/game';
import type { Action, PlayerView } from '@mjkit/table';
import { shanten } from '@mjkit/shanten';
import { auc } from './logistic.js';
import { kindCounts, withSignal } from './oracle.js';
import { waitPrior } from './wait-prior.js';

/** How many of the riichi player's last turns the walk-back reads, by default (0 first: no turn read). */
export const DEPTHS: readonly number[] = [0, 1, 2, 4, 6];
/** The weight of a turn where a sample's policy would have thrown another tile. */
export const EPSILONS = [0.05, 0.2] as const;
/** The weight of a sample waiting on a kind of its own river (furiten: the policy seldom declares riichi so). */
export const FURITEN = [1, 0.05] as const;
/** The seed of the hanchan (`policy-reader/GAME`) and of the samples. */
export const SEED = 'policy-reader';
const BOT_WEIGHTS = fileURLToPath(new URL('../weights/deal-in-bots.bin', import.meta.url));

/** One riichi, read. Chances per kind 0..33. */
export interface Case {
  readonly game: number;
  readonly seat: number;
  /** The real hand's waits. */
  readonly waits: number[];
  /** Kinds in the riichi hand's river (not live). */
  readonly river: number[];
  /** The riichi player's discard turns in the round, the riichi's included. */
  readonly turns: number;
  /** The shipped deal-in model's chance (the opponent's first view after the riichi). */
  readonly shipped: number[];
  /** The deal-in model fitted on bots' games. */
  readonly bots: number[];
  /** Per furiten weight of FURITEN, per depth read (DEPTHS unless told), per ε of EPSILONS: the samples' chance that each kind is a wait. */
  readonly reader: number[][][][];
  /** Per furiten weight, depth and ε: the effective number of samples, (Σw)² / Σw². */
  readonly ess: number[][][];
  /** Turns of the walk-back where the real hand did not reproduce the real discard (should be 0). */
  readonly realMisses: number;
  /** The exact wait prior (wait-prior.ts) of the tiles the opponent cannot see, each kind's share: hands furiten in a kind's suit dropped, then kept. Absent from runs before it. */
  readonly prior?: { readonly dropped: number[]; readonly kept: number[] };
}

/** One of a player's turns, as a reader walks it back: what the player saw (its hand aside) and did. */
export interface Turn {
  readonly view: PlayerView;
  readonly safe: SafeKinds;
  /** What was thrown. */
  readonly tile: TileId;
  readonly riichi: boolean;
  /** Kinds the rules forbade throwing (kuikae, the turn of a call); none when absent. */
  readonly forbidden?: ReadonlySet<number>;
}

/** The discards (and, for a closed hand, riichi discards) a hand may make at `view`'s turn. */
function discardsOf(hand: readonly TileId[], view: PlayerView, forbidden?: ReadonlySet<number>): Action[] {
  const out: Action[] = hand.filter((tile) => !forbidden?.has(tile >> 2)).map((tile) => ({ type: 'discard', tile, riichi: false }));
  if (hand.length === 14 && view.scores[view.seat]! >= 1000 && view.tilesLeft >= 4) {
    const c = kindCounts(hand);
    for (const tile of hand) {
      c[tile >> 2]!--;
      if (shanten(c) === 0) out.push({ type: 'discard', tile, riichi: true });
      c[tile >> 2]!++;
    }
  }
  return out;
}

/** Whether the legacy policy, holding `hand` (14 tiles, `drawn` just drawn) at `turn`, throws what was thrown. */
function reproduces(turn: Turn, hand: readonly TileId[], drawn: TileId | null): boolean {
  const sorted = [...hand].sort((a, b) => a - b);
  const view = { ...turn.view, hand: sorted, drawn } as PlayerView;
  const actions = discardsOf(sorted, view, turn.forbidden);
  if (actions.length === 0) return false;
  const a = evaluatorDecision(view, actions, { preset: 'legacy', safe: turn.safe }).action;
  return a.type === 'discard' && a.tile >> 2 === turn.tile >> 2 && a.riichi === turn.riichi;
}

/**
 * Walks a 13-tile hand after the last turn back through `turns` (last first), up to `depth` of
 * them: per turn whether the policy reproduces it. `draw` picks the tile drawn at a turn that
 * threw from the hand (null: the real one, from the view).
 */
export function walkBack(turns: readonly Turn[], after: readonly TileId[], depth: number, draw: ((hand: readonly TileId[]) => TileId) | null): boolean[] {
  const out: boolean[] = [];
  let hand = [...after];
  for (let i = turns.length - 1; i >= 0 && out.length < depth; i--) {
    const turn = turns[i]!;
    const full = [...hand, turn.tile];
    // public: the river marks a tsumogiri, and a turn with no draw (the dealer's first) is known
    const tsumogiri = turn.view.drawn === null ? false : turn.view.drawn === turn.tile;
    let drawn: TileId | null;
    if (turn.view.drawn === null) drawn = null;
    else if (tsumogiri) drawn = turn.tile;
    else drawn = draw === null ? turn.view.drawn : draw(hand);
    out.push(reproduces(turn, full, drawn));
    if (drawn === null) break;
    const at = full.indexOf(drawn);
    full.splice(at, 1);
    hand = full;
  }
  return out;
}

/** A sampled hand as a reader weighs it: the kinds it waits on, and per turn walked back (last first) whether the policy holding it threw what was thrown. */
export interface Sample {
  readonly waits: readonly number[];
  readonly hits: readonly boolean[];
}

/**
 * The samples weighed ε for each of their first `depth` turns where the policy would have thrown
 * otherwise, each from its own `prior` weight: each kind's chance of being a wait (rounded to
 * 1e−5) and the effective number of samples, (Σw)² / Σw².
 */
export function weighSamples<S extends Sample>(samples: readonly S[], depth: number, eps: number, prior: (s: S) => number = () => 1): { chances: number[]; ess: number } {
  const ws = samples.map((s) => s.hits.slice(0, depth).reduce<number>((a, hit) => a * (hit ? 1 : eps), prior(s)));
  const p = new Float64Array(34);
  samples.forEach((s, i) => {
    for (const k of s.waits) p[k]! += ws[i]!;
  });
  const total = ws.reduce((a, b) => a + b, 0);
  return {
    chances: Array.from(p, (x) => Math.round((x / total) * 1e5) / 1e5),
    ess: Math.round(((total * total) / ws.reduce((a, b) => a + b * b, 0)) * 10) / 10,
  };
}

/**
 * `particles` hands of as many tiles as `real` (the hand being read, which must be among them),
 * drawn uniformly from `pool` and kept when ready, each walked back through `turns` as deep as
 * `depth` (the draws of both from `rng`): the kept hands' counts and hits, and how many hands
 * were drawn. `what` names the hand in the error when `real` is not in the pool.
 */
export function readyHands(pool: readonly TileId[], real: readonly TileId[], particles: number, turns: readonly Turn[], depth: number, rng: Rng, what: string): { hands: { counts: Uint8Array; hits: boolean[] }[]; drawn: number } {
  const inPool = new Set(pool);
  if (!real.every((t) => inPool.has(t))) throw new Error(`${what} holds a tile its opponent sees`);
  const n = real.length;
  const ids = [...pool];
  const hands: { counts: Uint8Array; hits: boolean[] }[] = [];
  let drawn = 0;
  while (hands.length < particles) {
    for (let i = 0; i < n; i++) {
      const j = i + rng.nextInt(ids.length - i);
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    drawn++;
    const hand = ids.slice(0, n);
    const counts = kindCounts(hand);
    if (shanten(counts) !== 0) continue;
    hands.push({ counts, hits: walkBack(turns, hand, depth, (h) => h[rng.nextInt(h.length)]!) });
  }
  return { hands, drawn };
}

/** The tile ids an opponent cannot see at `view`. */
export function unseenIds(view: PlayerView): TileId[] {
  const seen = new Uint8Array(136);
  for (const t of view.hand) seen[t] = 1;
  for (const river of view.rivers) for (const r of river) if (!r.called) seen[r.tile] = 1;
  for (const melds of view.melds) for (const m of melds) for (const t of m.tiles) seen[t] = 1;
  for (const t of view.doraIndicators) seen[t] = 1;
  const out: TileId[] = [];
  for (let t = 0; t < 136; t++) if (!seen[t]) out.push(t as TileId);
  return out;
}

let botModel: ReturnType<typeof decodeDealInModel> | undefined;

/** One riichi read by `particles` samples, walked back as deep as each of `depths`. */
function readRiichi(game: number, seat: Seat, turns: readonly Turn[], real: readonly TileId[], observer: PlayerView, passed: SafeKinds, particles: number, depths: readonly number[]): Case {
  const deepest = Math.max(...depths);
  const rng = createRng(`${SEED}/${game}/${seat}/${turns.length}/${observer.tilesLeft}`);
  const pool = unseenIds(observer);
  const riverKinds = [...new Set(observer.rivers[seat]!.map((r) => r.tile >> 2))];
  // the samples: uniform ready hands of the unseen tiles
  const samples = readyHands(pool, real, particles, turns, deepest, rng, `game ${game}: the riichi hand`).hands.map(({ counts, hits }) => {
    const waits = waitsOfCounts(counts).map(Number);
    return { waits, hits, furiten: waits.some((k) => riverKinds.includes(k)) };
  });
  /** Per furiten weight, depth and ε: the weighted samples' chance per kind and their effective number (none with no samples). */
  const read = particles === 0 ? [] : FURITEN.map((phi) =>
    depths.map((depth) =>
      EPSILONS.map((eps) => weighSamples(samples, depth, eps, (s) => (s.furiten ? phi : 1))),
    ),
  );
  const reader = read.map((byDepth) => byDepth.map((byEps) => byEps.map((r) => r.chances)));
  const ess = read.map((byDepth) => byDepth.map((byEps) => byEps.map((r) => r.ess)));
  botModel ??= decodeDealInModel(new Uint8Array(readFileSync(BOT_WEIGHTS)));
  const round5 = (x: number) => Math.round(x * 1e6) / 1e6;
  const realHits = walkBack(turns, real, deepest, null);
  const unseen = kindCounts(pool);
  const share = (w: Float64Array) => {
    const total = w.reduce((a, b) => a + b, 0) || 1;
    return Array.from(w, (x) => round5(x / total));
  };
  return {
    game,
    seat,
    waits: waitsOfCounts(kindCounts(real)).map(Number),
    river: riverKinds,
    turns: turns.length,
    shipped: Array.from(dealInRisk(observer, shippedDealInModel(), passed).bySeat[seat]!, round5),
    bots: Array.from(dealInRisk(observer, botModel, passed).bySeat[seat]!, round5),
    reader,
    ess,
    realMisses: realHits.filter((h) => !h).length,
    prior: { dropped: share(waitPrior(unseen, new Set(riverKinds))), kept: share(waitPrior(unseen)) },
  };
}

/** One decision in a hanchan of four evaluator-legacy, with the answer its agent gave. */
export interface LegacyDecision {
  readonly seat: Seat;
  readonly view: PlayerView;
  readonly actions: readonly Action[];
  readonly action: Action;
  /** The kinds passed after each riichi so far (a copy: the policy's `safe` at this decision). */
  readonly passed: SafeKinds;
  /** Whether it is the first decision of its round. */
  readonly roundStart: boolean;
}

/** Plays a hanchan of four evaluator-legacy on the walls of `seed`, yielding each decision as it is answered. */
export function* legacyDecisions(seed: string): Generator<LegacyDecision> {
  const agents = [0, 1, 2, 3].map(() => evaluatorAgent({ preset: 'legacy' }));
  let passed = new PassedAfterRiichi();
  let roundStart = false;
  const steps = gameSteps({
    seed,
    notify: (seat, u) => {
      agents[seat]!.notify?.(u);
      if (seat !== 0) return;
      if (u.type === 'round-start') {
        passed = new PassedAfterRiichi();
        roundStart = true;
      } else if (u.type === 'event') passed.see(u.event);
    },
  });
  let next = steps.next(undefined as unknown as Action);
  while (!next.done) {
    const d = next.value;
    const action = agents[d.seat]!.act(d.view, d.actions) as Action;
    yield { seat: d.seat, view: d.view, actions: d.actions, action, passed: passed.kinds.map((s) => (s === undefined ? undefined : new Set(s))), roundStart };
    roundStart = false;
    next = steps.next(action);
  }
}

/**
 * Hanchan `game` of four evaluator-legacy: each closed riichi read by `particles` samples, walked
 * back as deep as each of `depths`; with 0 samples, only what needs none (waits, models, prior).
 */
export function casesOf(game: number, particles: number, depths: readonly number[] = DEPTHS): Case[] {
  let turns: Turn[][] = [[], [], [], []];
  let pending: { seat: Seat; turns: Turn[]; real: TileId[] } | null = null;
  const out: Case[] = [];
  for (const d of legacyDecisions(`${SEED}/${game}`)) {
    if (d.roundStart) {
      turns = [[], [], [], []];
      pending = null;
    }
    if (pending !== null && d.seat !== pending.seat && d.view.riichi[pending.seat]) {
      const p: { seat: Seat; turns: Turn[]; real: TileId[] } = pending;
      pending = null;
      if (d.view.melds[p.seat]!.length === 0) out.push(readRiichi(game, p.seat, p.turns, p.real, d.view, d.passed, particles, depths));
    }
    const { action } = d;
    if (action.type === 'discard' && !d.view.riichi[d.seat] && d.view.hand.length === 14) {
      const turn: Turn = { view: d.view, safe: d.passed, tile: action.tile, riichi: action.riichi };
      turns[d.seat]!.push(turn);
      if (action.riichi) pending = { seat: d.seat, turns: [...turns[d.seat]!], real: d.view.hand.filter((t) => t !== action.tile) };
    }
    if (d.actions.some((a) => a.type === 'call' && a.meld.type !== 'ankan' && a.meld.type !== 'kakan') && action.type === 'call') turns[d.seat] = [];
  }
  return out;
}

/** What {@link liveAuc} reads of a reading: its hanchan, the hand's river kinds and its real waits. */
export interface Reading {
  readonly game: number;
  readonly river: readonly number[];
  readonly waits: readonly number[];
}

/**
 * What a reading adds to a kind's log-odds of being a wait: log((p + 0.01) / (p₀ + 0.01)), p the
 * reading's chance of the kind and p₀ the same samples' chance before any turn was read (0.01 keeps
 * a kind no sample waits on from −∞).
 */
export function evidenceTerm(p: number, p0: number): number {
  return Math.log((p + 0.01) / (p0 + 0.01));
}

/** A model's chances `base` with a reading's evidence ({@link evidenceTerm}) added to their log-odds: whether the policy tells what the model does not. */
export function withEvidence(base: ArrayLike<number>, read: ArrayLike<number>, prior: ArrayLike<number>): number[] {
  const logit = (q: number) => Math.log(Math.min(Math.max(q, 1e-9), 1 - 1e-9) / (1 - Math.min(Math.max(q, 1e-9), 1 - 1e-9)));
  return Array.from(base, (q, k) => logit(q) + evidenceTerm(read[k]!, prior[k]!));
}

/** AUC of `score` over the live kinds of the cases (not in the hand's river), label: a real wait. */
export function liveAuc<C extends Reading>(cases: readonly C[], score: (c: C) => ArrayLike<number>): number {
  const s: number[] = [];
  const y: number[] = [];
  for (const c of cases) {
    const sc = score(c);
    const river = new Set(c.river);
    const waits = new Set(c.waits);
    for (let k = 0; k < 34; k++) {
      if (river.has(k)) continue;
      s.push(sc[k]!);
      y.push(waits.has(k) ? 1 : 0);
    }
  }
  return auc(s, y);
}

/** The oracles' noisy signal of strength d on top of the bots' model (oracle.ts's `withSignal`: a wait hears N(d, 1), a kind that is not N(0, 1)), each case's signals drawn from its place in the run. */
export function noisy(cases: readonly Case[], d: number): Map<Case, number[]> {
  return new Map(
    cases.map((c, i) => {
      const waits = new Set(c.waits);
      return [c, c.bots.map((q, k) => withSignal(q, d, `${SEED}/noise/${d}/${i}/${k}`, waits.has(k)))];
    }),
  );
}

/** {@link liveAuc} with a 95% interval from 200 bootstrap resamples of the games (drawn from `seed`). */
export function withInterval<C extends Reading>(cases: readonly C[], score: (c: C) => ArrayLike<number>, seed = SEED): string {
  const byGame = new Map<number, C[]>();
  for (const c of cases) byGame.set(c.game, [...(byGame.get(c.game) ?? []), c]);
  const games = [...byGame.keys()];
  const rng = createRng(`${seed}/bootstrap`);
  const boots: number[] = [];
  for (let b = 0; b < 200; b++) {
    const pick: C[] = [];
    for (let i = 0; i < games.length; i++) pick.push(...byGame.get(games[rng.nextInt(games.length)]!)!);
    boots.push(liveAuc(pick, score));
  }
  boots.sort((a, b) => a - b);
  return `${liveAuc(cases, score).toFixed(3)} [${boots[4]!.toFixed(3)}, ${boots[194]!.toFixed(3)}]`;
}
