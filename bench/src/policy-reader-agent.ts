// The policy reader in the arena (issue 33). policy-reader.md measured, on riichi hands of
// evaluator-legacy, how well a reader that knows that policy ranks the waits (live AUC 0.739 at
// 4,096 samples, four turns read), about the noisy oracle of strength 0.55, which the paired
// runs of deal-in-threshold.md put near what gate 1 asks. That is a measurement of ranking, read
// through the oracles' scale; this bot plays it: the evaluator bot as shipped, whose deal-in
// chances against a closed riichi hand of the gate's opponents come from the reader instead of
// the model.
//
// What it reads, and from where: the opponents' agents are wrapped (`readableOpponent`), and at
// each of their discards from a 14-tile hand before a riichi the wrapper keeps only what the
// table showed everyone — the view without its hand, whether the tile was the one just drawn
// (tsumogiri, as the river marks it) or no tile was drawn, the tile, the riichi flag, and the
// kinds passed after each riichi (public) — since the seat's last call. At the bot's first
// decision after a riichi, it draws ready hands of the tiles it cannot see (a Metropolis chain
// over swaps of one tile, which keeps the hand ready: uniform over ready hands), walks each back
// through the riichi player's last turns asking the legacy policy what it would have thrown
// (`walkBack`, as in the study), and weighs it ε per turn where it would not (× 0.05 when it is
// furiten by its own river). At each later decision the samples that hold a tile now seen, or
// wait on a kind another seat threw after the riichi (the riichi hand would have won), are
// dropped; a furiten sample stays but cannot win on a discard. The chance that a kind deals in
// is the weighted share of the samples that win on it.
//
// Or (`use: 'evidence'`) the model's chance is moved by what the turns read added, fixed for the
// round, as the noisy oracles move it by their signal.
//
// Every other chance (open hands, silent hands, riichi hands with a kan) is the shipped model's.
// A bench study: a reading costs particles × depth evaluations of the policy, far beyond the
// speed gate; the arena names are POLICY_READERS below. How it reads in play beside the model:
// policy-reader-play.ts; how it plays: policy-reader-arena.ts.
import { createRng, isOpenMeld, waitsOfCounts } from '@mjkit/core';
import type { Rng, TileId } from '@mjkit/core';
import { PassedAfterRiichi, dealInRisk, evaluatorAgent } from '@mjkit/bots';
import type { SafeKinds } from '@mjkit/bots';
import type { Agent, GameUpdate } from '@mjkit/game';
import type { Action, PlayerView } from '@mjkit/table';
import { shanten } from '@mjkit/shanten';
import { kindCounts } from './oracle.js';
import { evidenceTerm, unseenIds, walkBack } from './policy-reading.js';
import type { Turn } from './policy-reading.js';

/**
 * A reader's settings: samples a riichi, turns walked back, weight of a turn the policy would not
 * have played; and how the bot takes the reading (`samples` unless told): `samples`, each kind's
 * chance the weighted share of the samples still possible that win on it; `evidence`, the model's
 * chance moved, as the noisy oracles move it, by what the turns read added at the first decision:
 * log-odds + log((p + 0.01) / (p₀ + 0.01)), p the samples' chance of a wait and p₀ the same
 * samples' before any turn was read (as `withEvidence` in the study), fixed for the round.
 */
export interface ReaderSettings {
  readonly particles: number;
  readonly depth: number;
  readonly eps: number;
  readonly use?: 'samples' | 'evidence';
  /** How the ready hands are drawn (`chain` unless told): {@link readyChain}, or each afresh ({@link readyDraws}). */
  readonly sampler?: 'chain' | 'draws';
}

/** The bots by arena name. */
export const POLICY_READERS: Readonly<Record<string, ReaderSettings>> = {
  'evaluator+policy-reader-p1024-d4': { particles: 1024, depth: 4, eps: 0.2 },
  'evaluator+policy-evidence-p1024-d4': { particles: 1024, depth: 4, eps: 0.2, use: 'evidence' },
};

/** The weight of a sample waiting on a kind of its own river (the policy seldom declares riichi furiten). */
const FURITEN_WEIGHT = 0.05;
/** Swaps tried between two samples of the chain, and before the first. */
const THIN = 200;
const BURN = 400;

/** Each seat's public turns since its last call this round (what `walkBack` reads), kept by the wrapped opponents. */
const turnsOf: Turn[][] = [[], [], [], []];

/** Wraps an opponent's agent so that its public turns are kept for the reader (its hand is never kept). */
export function readableOpponent(agent: Agent): Agent {
  let passed = new PassedAfterRiichi();
  let seat = -1;
  return {
    ...agent,
    notify: (u: GameUpdate) => {
      agent.notify?.(u);
      if (u.type === 'round-start') {
        passed = new PassedAfterRiichi();
        if (seat >= 0) turnsOf[seat] = [];
      } else if (u.type === 'event') {
        passed.see(u.event);
        if (u.event.type === 'call' && u.event.seat === seat && isOpenMeld(u.event.meld)) turnsOf[seat] = [];
      }
    },
    act: (view: PlayerView, actions: readonly Action[]) => {
      if (seat !== view.seat) {
        seat = view.seat;
        turnsOf[seat] = [];
      }
      const answer = agent.act(view, actions) as Action;
      if (answer.type === 'discard' && !view.riichi[view.seat] && view.hand.length === 14) {
        // public only: no hand; drawn is the tile when it was thrown as drawn, null when none was drawn, else a mark
        const drawn = view.drawn === null ? null : view.drawn === answer.tile ? answer.tile : (-1 as TileId);
        const safe: SafeKinds = passed.kinds.map((s) => (s === undefined ? undefined : new Set(s)));
        turnsOf[view.seat]!.push({ view: { ...view, hand: [], drawn }, safe, tile: answer.tile, riichi: answer.riichi });
      }
      return answer;
    },
  };
}

/** A sampled riichi hand: its tiles, the kinds it wins on, its weight, and its weight before any turn was read. */
interface Sample {
  readonly ids: readonly TileId[];
  readonly waits: readonly number[];
  readonly weight: number;
  readonly prior: number;
}

/**
 * Shuffles `n` tiles of `ids` to its front until they make a ready hand, their kind counts in
 * `counts`: a hand drawn uniformly among the ready ones.
 */
function drawReady(ids: TileId[], n: number, counts: Uint8Array, rng: Rng): void {
  let tries = 0;
  do {
    for (let i = 0; i < n; i++) {
      const j = i + rng.nextInt(ids.length - i);
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[ids[i]! >> 2]!++;
    if (++tries > 1e6) throw new Error('no ready hand among the unseen tiles');
  } while (shanten(counts) !== 0);
}

/** `count` hands of `n` tiles from `pool`, each drawn afresh until ready (independent: the exact distribution, some 5 ms a hand against the chain's 0.04). */
export function readyDraws(pool: readonly TileId[], n: number, count: number, rng: Rng): TileId[][] {
  const ids = [...pool];
  const counts = new Uint8Array(34);
  return Array.from({ length: count }, () => {
    drawReady(ids, n, counts, rng);
    return ids.slice(0, n).sort((x, y) => x - y);
  });
}

/**
 * `count` hands of `n` tiles from `pool`, uniform among the ready ones: a chain that swaps one
 * hand tile for one pool tile (both uniform: a symmetric proposal) and keeps the swap when the hand
 * stays ready. The first ready hand is drawn as {@link readyDraws} draws one.
 */
export function readyChain(pool: readonly TileId[], n: number, count: number, rng: Rng): TileId[][] {
  const ids = [...pool];
  const counts = new Uint8Array(34);
  drawReady(ids, n, counts, rng);
  const step = () => {
    const i = rng.nextInt(n);
    const j = n + rng.nextInt(ids.length - n);
    const a = ids[i]! >> 2;
    const b = ids[j]! >> 2;
    if (a === b) {
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
      return;
    }
    counts[a]!--;
    counts[b]!++;
    if (shanten(counts) === 0) [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    else {
      counts[a]!++;
      counts[b]!--;
    }
  };
  for (let s = 0; s < BURN; s++) step();
  const out: TileId[][] = [];
  while (out.length < count) {
    for (let s = 0; s < THIN; s++) step();
    out.push(ids.slice(0, n).sort((x, y) => x - y));
  }
  return out;
}

/** A riichi read at `view` (the reader's first decision after it): the samples, each weighed by the turns walked back. */
export function read(turns: readonly Turn[], view: PlayerView, seat: number, settings: ReaderSettings, rng: Rng): Sample[] {
  const river = new Set(view.rivers[seat]!.map((r) => r.tile >> 2));
  const hands = settings.sampler === 'draws' ? readyDraws : readyChain;
  return hands(unseenIds(view), 13, settings.particles, rng).map((ids) => {
    const waits = waitsOfCounts(kindCounts(ids)).map(Number);
    const hits = walkBack(turns, ids, settings.depth, (h) => h[rng.nextInt(h.length)]!);
    const prior = waits.some((k) => river.has(k)) ? FURITEN_WEIGHT : 1;
    const weight = hits.reduce((w, hit) => w * (hit ? 1 : settings.eps), prior);
    return { ids, waits, weight, prior };
  });
}

/**
 * Each kind's chance of dealing in to the riichi hand read as `samples`, at `view`: the samples
 * holding a tile seen now, or waiting on a kind another seat threw after the riichi, dropped;
 * a furiten sample (by the riichi hand's river now) counted but winning on nothing. Null when
 * no sample is left.
 */
export function readChances(samples: readonly Sample[], view: PlayerView, seat: number, passed: ReadonlySet<number> | undefined): Float64Array | null {
  const unseen = new Uint8Array(136);
  for (const t of unseenIds(view)) unseen[t] = 1;
  const river = new Set(view.rivers[seat]!.map((r) => r.tile >> 2));
  const p = new Float64Array(34);
  let total = 0;
  for (const s of samples) {
    if (s.ids.some((t) => unseen[t] === 0)) continue;
    if (passed && s.waits.some((k) => passed.has(k) && !river.has(k))) continue;
    total += s.weight;
    if (s.waits.some((k) => river.has(k))) continue;
    for (const k of s.waits) p[k]! += s.weight;
  }
  if (total === 0) return null;
  for (let k = 0; k < 34; k++) p[k]! /= total;
  return p;
}

/** What the turns read add to each kind's log-odds of being a wait ({@link evidenceTerm}), over the samples as drawn. */
export function evidenceOf(samples: readonly Sample[]): Float64Array {
  const p = new Float64Array(34);
  const p0 = new Float64Array(34);
  let w = 0;
  let w0 = 0;
  for (const s of samples) {
    w += s.weight;
    w0 += s.prior;
    for (const k of s.waits) {
      p[k]! += s.weight;
      p0[k]! += s.prior;
    }
  }
  return p.map((x, k) => evidenceTerm(x / w, p0[k]! / w0));
}

/** The model's chance `q` moved by `evidence` in log-odds (0 stays 0: a kind the model rules out). */
export function withEvidenceOf(q: number, evidence: number): number {
  if (q <= 0) return 0;
  const c = Math.min(q, 1 - 1e-9);
  return 1 / (1 + Math.exp(-(Math.log(c / (1 - c)) + evidence)));
}

/** The public turns a wrapped opponent at `seat` has kept this round (what the reader walks back). */
export function keptTurns(seat: number): readonly Turn[] {
  return turnsOf[seat]!;
}

/** A riichi as read: the turns walked back, the samples drawn at the first decision, what they add to the model, and whether they were drawn at this decision. */
export interface Reading {
  readonly turns: readonly Turn[];
  readonly samples: readonly Sample[];
  readonly evidence: Float64Array;
  readonly first: boolean;
}

/**
 * The reader as the bot asks it, one per game: `at(view, seat)` reads `seat`'s riichi at the
 * bot's first decision after it (seeded by `seedOf`) and hands the same reading back at the later
 * decisions of the round; null for a hand it does not read (not riichi, with a meld or a kan, or no
 * kept turn ending in the riichi). `policyReaderAgent` plays it; `policy-reader-play.ts` asks it.
 */
export function riichiReader(settings: ReaderSettings, seedOf: (view: PlayerView, seat: number) => string) {
  const readings = new Map<string, Omit<Reading, 'first'>>();
  return {
    at(view: PlayerView, seat: number): Reading | null {
      if (!view.riichi[seat] || view.melds[seat]!.length > 0) return null;
      const turns = turnsOf[seat]!;
      if (turns.length === 0 || !turns[turns.length - 1]!.riichi) return null;
      const key = `${view.round}/${view.honba}/${seat}`;
      const kept = readings.get(key);
      if (kept) return { ...kept, first: false };
      const samples = read(turns, view, seat, settings, createRng(seedOf(view, seat)));
      const reading = { turns, samples, evidence: evidenceOf(samples) };
      readings.set(key, reading);
      return { ...reading, first: true };
    },
    /** Forgets the readings of rounds past. */
    clear: () => readings.clear(),
  };
}

/** The evaluator bot as shipped, reading closed riichi hands by inverting the legacy policy (`name` in {@link POLICY_READERS}, or its own `settings`). */
export function policyReaderAgent(name: string, settings: ReaderSettings = POLICY_READERS[name]!): Agent {
  // seeded by the position, so that a resumed run reads as the first did
  const reader = riichiReader(settings, (view, s) => `policy-reader-agent/${view.round}/${view.honba}/${s}/${view.tilesLeft}/${view.doraIndicators.join(',')}/${view.scores.join(',')}`);
  const dealIn = (view: PlayerView, safe: SafeKinds | undefined): (Float64Array | null)[] =>
    dealInRisk(view, undefined, safe).bySeat.map((p, s) => {
      const reading = p && reader.at(view, s);
      if (!p || !reading) return p;
      if (settings.use === 'evidence') return p.map((q, k) => withEvidenceOf(q, reading.evidence[k]!));
      return readChances(reading.samples, view, s, safe?.[s]) ?? p;
    });
  const agent = evaluatorAgent({ name, dealIn });
  return {
    ...agent,
    notify: (u: GameUpdate) => {
      agent.notify?.(u);
      if (u.type === 'round-start') reader.clear();
    },
  };
}
