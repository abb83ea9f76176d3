// Reading open hands (issue 33): the bench's deal-in model against an opponent with open melds
// and no riichi. The oracle that knew only the open hands' waits played 2.402 against three
// `evaluator-legacy` (2.350 weighing every discard; bots-pair-evaluator+open-oracle*.md): open
// hands, whose deal-ins come more often than riichi's in these games, were never read by a model
// fitted on bots' games. Beside the shipped features (`dealInFeatures`), what an open hand shows:
// whether its melds leave it a visible yaku (all simples, a valued pung, one suit, all pungs), how
// many tiles it still hides, and what it has thrown since its last call.
import { DEAL_IN_FEATURE_COUNT, dealInFeatures, dealInRisk, evaluatorAgent, tileDanger } from '@mjkit/bots';
import type { DangerMap, SafeKinds } from '@mjkit/bots';
import { isOpenMeld } from '@mjkit/core';
import type { Seat } from '@mjkit/core';
import { float32Bytes, readContainer, readFloat32, writeContainer } from '@mjkit/core/internal';
import type { Agent, GameUpdate } from '@mjkit/game';
import { replay } from '@mjkit/record';
import type { DecisionPoint, GameLog } from '@mjkit/record';
import type { PlayerView, RoundEvent } from '@mjkit/table';
import { readFileSync } from 'node:fs';
import { logistic } from './logistic.js';

const F = DEAL_IN_FEATURE_COUNT;

/** The open-hand candidates, in column order. */
export const OPEN_FEATURES = [
  'melds all simples, kind a terminal or honour',
  'melds all simples, kind a simple',
  'a valued pung among the melds',
  'no visible yaku (no valued pung, not all simples, not one suit)',
  'melds all pungs (2+), kind an honour',
  'melds all pungs (2+), kind a number',
  'melds all pungs (2+), unseen 2+ of the kind',
  'one meld', 'two melds', 'three melds', 'four melds',
  'discards since its last call / 6',
  'hand-picked discards since its last call / 4',
  'kind 1 away from its first discard after its last call',
  'kind 2 away from its first discard after its last call',
  'kind 1–2 from a meld tile, same suit',
  'tiles left / 70 × melds / 4',
  'tileDanger counts it a threat',
] as const;
export const OPEN_COUNT = OPEN_FEATURES.length;
/** Columns of an open-hand case: the shipped features, then the candidates. */
export const OPEN_COLUMNS = F + OPEN_COUNT;

const isSimple = (k: number) => k < 27 && k % 9 !== 0 && k % 9 !== 8;

/**
 * When each seat made its last open call, counted in its discards before it: a view does not say,
 * so a reader follows the round's events (`see`), and a new round starts afresh (`reset`).
 */
export class CallTracker {
  readonly discards = [0, 0, 0, 0];
  readonly callAt = [0, 0, 0, 0];
  reset(): void {
    this.discards.fill(0);
    this.callAt.fill(0);
  }
  see(e: RoundEvent): void {
    if (e.type === 'discard') this.discards[e.seat]!++;
    else if (e.type === 'call' && isOpenMeld(e.meld)) this.callAt[e.seat] = this.discards[e.seat]!;
  }
}

/**
 * Every discard of a logged game, with the calls' turns as they stand then: the replay point, the
 * tile thrown and the tracker (shared; read it before the next one).
 */
export function* discardsWithCalls(log: GameLog): Generator<{ readonly point: DecisionPoint; readonly tile: number; readonly calls: CallTracker }> {
  const calls = new CallTracker();
  let round = -1;
  let seen = 0;
  for (const point of replay(log)) {
    if (point.kind !== 'draw' || point.action.type !== 'discard') continue;
    if (point.roundIndex !== round) {
      round = point.roundIndex;
      seen = 0;
      calls.reset();
    }
    const events = log.rounds[round]!.events;
    for (; seen <= point.eventIndex; seen++) calls.see(events[seen]!);
    yield { point, tile: point.action.tile, calls };
  }
}

/** What `seat` has thrown since its last call (made after `callAt` of its discards). */
function sinceCall(view: PlayerView, seat: Seat, callAt: number): { since: number; tedashi: number; first: number } {
  const after = (view.rivers[seat] ?? []).slice(callAt);
  return { since: after.length, tedashi: after.filter((r) => !r.tsumogiri).length, first: after.length > 0 ? after[0]!.tile >> 2 : -1 };
}

/** What the open-hand reader reads of a view for every opponent: made once per view, it serves each seat. */
export interface OpenSight {
  /** tileDanger of the view (its threats). */
  readonly danger: DangerMap;
  /** The copies of each kind not in sight, dora indicators left in (core's unseenOf takes them out): the figures of deal-in-open.md were made so. */
  readonly unseen: Uint8Array;
}

/** The {@link OpenSight} of `view`. */
export function openSight(view: PlayerView): OpenSight {
  const unseen = new Uint8Array(34).fill(4);
  for (const r of view.rivers) for (const t of r) unseen[t.tile >> 2]!--;
  for (const ms of view.melds) for (const m of ms) for (const t of m.tiles) unseen[t >> 2]!--;
  for (const t of view.hand) unseen[t >> 2]!--;
  return { danger: tileDanger(view), unseen };
}

/**
 * The candidates of every kind against the open hand of `seat`: 34 rows of {@link OPEN_COUNT},
 * written into `out`. `callAt`: how many discards the seat had made when it made its last call;
 * `sight`: the view's {@link OpenSight} (pass it when it is at hand: one per view serves every seat).
 */
export function openCandidates(view: PlayerView, seat: Seat, callAt: number, sight: OpenSight = openSight(view), out: Float64Array = new Float64Array(34 * OPEN_COUNT)): Float64Array {
  out.fill(0);
  const melds = (view.melds[seat] ?? []).filter(isOpenMeld);
  const kinds = melds.flatMap((m) => m.tiles.map((t) => t >> 2));
  const simples = kinds.length > 0 && kinds.every(isSimple);
  const valued = new Set([31, 32, 33, 27 + view.roundWind, 27 + ((seat - view.dealer + view.players) % view.players)]);
  const valuedPung = melds.some((m) => m.type !== 'chii' && valued.has(m.tiles[0]! >> 2));
  const suits = new Set(kinds.filter((k) => k < 27).map((k) => Math.floor(k / 9)));
  const oneSuit = melds.length >= 2 && suits.size === 1;
  const pungs = melds.length >= 2 && melds.every((m) => m.type !== 'chii');
  const { since, tedashi, first } = sinceCall(view, seat, callAt);
  const { danger, unseen } = sight;
  const near = (k: number, other: number, d: number) => k < 27 && other >= 0 && other < 27 && Math.floor(k / 9) === Math.floor(other / 9) && Math.abs(k - other) === d;
  const threat = danger.threats.some((t) => t.seat === seat);
  for (let k = 0; k < 34; k++) {
    const o = out.subarray(k * OPEN_COUNT, (k + 1) * OPEN_COUNT);
    o[0] = simples && !isSimple(k) ? 1 : 0;
    o[1] = simples && isSimple(k) ? 1 : 0;
    o[2] = valuedPung ? 1 : 0;
    o[3] = !valuedPung && !simples && !oneSuit ? 1 : 0;
    o[4] = pungs && k >= 27 ? 1 : 0;
    o[5] = pungs && k < 27 ? 1 : 0;
    o[6] = pungs && unseen[k]! >= 2 ? 1 : 0;
    o[7 + Math.min(3, Math.max(0, melds.length - 1))] = 1;
    o[11] = Math.min(3, since / 6);
    o[12] = Math.min(3, tedashi / 4);
    o[13] = near(k, first, 1) ? 1 : 0;
    o[14] = near(k, first, 2) ? 1 : 0;
    o[15] = kinds.some((m) => near(k, m, 1) || near(k, m, 2)) ? 1 : 0;
    o[16] = (view.tilesLeft / 70) * (melds.length / 4);
    o[17] = threat ? 1 : 0;
  }
  return out;
}

const row = new Float64Array(OPEN_COLUMNS);
const shipped = new Float32Array(34 * F);
const extra = new Float64Array(34 * OPEN_COUNT);

/** The deal-in chance of each kind against `seat`'s open hand by weights `w` over {@link OPEN_COLUMNS}; `sight` as {@link openCandidates} takes it. */
export function openChances(view: PlayerView, seat: Seat, callAt: number, w: ArrayLike<number>, sight: OpenSight = openSight(view)): Float64Array {
  dealInFeatures(view, seat, shipped);
  openCandidates(view, seat, callAt, sight, extra);
  const p = new Float64Array(34);
  for (let k = 0; k < 34; k++) {
    for (let j = 0; j < F; j++) row[j] = shipped[k * F + j]!;
    for (let j = 0; j < OPEN_COUNT; j++) row[F + j] = extra[k * OPEN_COUNT + j]!;
    p[k] = logistic(w, row);
  }
  return p;
}

const MAGIC = 'MJOR';
const FORMAT = 'mjkit-bench-open-reader';

/** The open-hand weights as a checksummed file (core's container), with what made them. */
export function encodeOpenReader(w: ArrayLike<number>, info: Record<string, unknown>): Uint8Array {
  return writeContainer(MAGIC, { format: FORMAT, version: 1, features: OPEN_FEATURES, columns: OPEN_COLUMNS, info }, [float32Bytes([w], 'the open-hand weights')]);
}

/** The weights of {@link encodeOpenReader}'s file; a file for other features is refused. */
export function decodeOpenReader(bytes: Uint8Array): Float32Array {
  const c = readContainer(bytes, MAGIC, 'an open-hand reader');
  if (c.header.format !== FORMAT || c.header.version !== 1 || JSON.stringify(c.header.features) !== JSON.stringify(OPEN_FEATURES)) throw new Error('an open-hand reader of other features: run deal-in-open.ts again');
  const w = readFloat32(c, 'an open-hand reader');
  if (w.length !== OPEN_COLUMNS) throw new Error(`an open-hand reader has ${OPEN_COLUMNS} weights, not ${w.length}`);
  return w;
}

/** Where deal-in-open.ts writes the weights and the arena's `evaluator+open-reader` reads them. */
export const OPEN_READER_WEIGHTS = new URL('../weights/deal-in-open-bots.bin', import.meta.url);

/** The arena's open readers (bots-arena.ts pair --bot NAME): how each weighs its discards. */
export const OPEN_READERS: Readonly<Record<string, 'threats' | 'always'>> = { 'evaluator+open-reader': 'threats', 'evaluator+open-reader-always': 'always' };

let loaded: Float32Array | null = null;

/**
 * The evaluator bot (as shipped otherwise) with open hands read by the fitted weights: each
 * opponent with an open meld and no riichi gets {@link openChances}; riichi and closed hands keep
 * the shipped model's chances. `weigh: 'always'` weighs every discard (closed silent hands then at
 * 0, as the open oracle's run did). It follows the events for the calls' turns.
 */
export function openReaderAgent(name: string, weigh: 'threats' | 'always'): Agent {
  loaded ??= decodeOpenReader(new Uint8Array(readFileSync(OPEN_READER_WEIGHTS)));
  const w = loaded;
  const calls = new CallTracker();
  const dealIn = (view: PlayerView, safe: SafeKinds | undefined) => {
    let sight: OpenSight | undefined;
    return dealInRisk(view, undefined, safe).bySeat.map((p, s) => {
      if (!p || view.riichi[s]) return p;
      if ((view.melds[s] ?? []).some(isOpenMeld)) return openChances(view, s as Seat, calls.callAt[s]!, w, (sight ??= openSight(view)));
      return weigh === 'always' ? new Float64Array(34) : p;
    });
  };
  const bot = evaluatorAgent({ name, dealIn, weigh });
  return {
    ...bot,
    notify(update: GameUpdate) {
      if (update.type === 'round-start') calls.reset();
      else if (update.type === 'event') calls.see(update.event);
      bot.notify?.(update);
    },
  };
}
