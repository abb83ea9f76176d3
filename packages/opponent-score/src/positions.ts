// Positions from game logs: the moments a player who goes on to win the round declares riichi,
// calls, or discards, with both feature sets and the points won; and their binary file.
import type { Seat } from '@mjkit/core';
import { isDiscardCall } from '@mjkit/core';
import { describeValue, fail, readContainer, writeContainer } from '@mjkit/core/internal';
import { playerView } from '@mjkit/table';
import type { Round, TableState } from '@mjkit/table';
import { isGameLog, replay } from '@mjkit/record';
import { checkLog, riichiRulesOf } from '@mjkit/record/internal';
import type { GameLog } from '@mjkit/record';
import type { FeatureSetName } from './features.js';
import { CALL_FEATURES, EXTENDED_FEATURES, RIICHI_FEATURES, callFeatures, extraFeatures, riichiFeatures } from './features.js';

/** What a position is the moment of. */
export type ScorePositionKind = 'riichi' | 'call' | 'discard';
const KINDS: readonly ScorePositionKind[] = ['riichi', 'call', 'discard'];

/** One position: a moment of a player who wins the round, the features the table shows, and the points won. */
export interface ScorePosition {
  /**
   * `riichi`: the riichi deposit was just taken; `call`: the discard after a chii, pon or open
   * kan was just made; `discard`: any other discard of the player (for predictions at any moment).
   */
  readonly kind: ScorePositionKind;
  /** A key of the game (positions of one game share it: cross-validation keeps them in one fold). */
  readonly game: number;
  readonly round: number;
  readonly seat: Seat;
  readonly dealer: boolean;
  /** The points the player goes on to win (the hand's value, without honba and sticks; tsumo: the total). */
  readonly points: number;
  /** Only for training, never for testing (games played by bots, say). */
  readonly trainOnly: boolean;
  /** The bits set of Table 1 and of Table 6. */
  readonly riichi: readonly number[];
  readonly call: readonly number[];
  /** The three bits the extended set adds to Table 6's (indices into `EXTENDED_FEATURES`). */
  readonly extras: readonly number[];
}

/** A position's bits under a feature set: Table 1's, Table 6's, or Table 6's and the extras. */
export function positionBits(p: ScorePosition, set: FeatureSetName): readonly number[] {
  return set === 'riichi' ? p.riichi : set === 'call' ? p.call : [...p.call, ...p.extras];
}

function gameKey(log: GameLog): number {
  // a log's id or seed when its format has one (Tenhou's), else its players and first deal
  const meta = log.meta as { readonly id?: unknown; readonly shuffle?: { readonly seed?: unknown } | null } | null;
  const id = typeof meta?.id === 'string' ? meta.id : typeof meta?.shuffle?.seed === 'string' ? meta.shuffle.seed : null;
  const text = id ?? JSON.stringify([log.names, log.rounds[0]?.hands ?? []]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Every position of a game: for each player who wins a round, each riichi, each call (at the
 * discard that follows it) and each other discard of theirs in that round. The game is replayed
 * (`replay` of `@mjkit/record`), so a log that contradicts itself throws `LOG_INCONSISTENT`.
 * Four-player games only (the study's); three-player games give none.
 */
export function gamePositions(log: GameLog, options: { readonly trainOnly?: boolean } = {}): ScorePosition[] {
  if (!isGameLog(log)) fail('INVALID_ARGUMENT', `gamePositions takes a GameLog (parseMjlog, parseTenhou6 …), not ${describeValue(log)}`);
  riichiRulesOf(checkLog(log), 'gamePositions (a riichi score model)');
  if (log.players !== 4) return [];
  const out: ScorePosition[] = [];
  const game = gameKey(log);
  const trainOnly = options.trainOnly === true;
  // per round: what each winner won, and whether each seat's last call waits for its discard
  const points = new Map<number, number>();
  const afterCall = [false, false, false, false];
  let over = false;
  const take = (state: TableState, kind: ScorePositionKind, seat: Seat) => {
    const view = playerView(state, ((seat + 1) % 4) as Seat);
    out.push({ kind, game, round: state.location.round as number, seat, dealer: state.dealer === seat, points: points.get(seat)!, trainOnly, riichi: riichiFeatures(view, seat), call: callFeatures(view, seat), extras: extraFeatures(view, seat) });
  };
  const replayed = replay(log, {
    beforeEvent(state, _e, i) {
      if (i > 0) return;
      // a round starts: its winners
      points.clear();
      for (const w of (log.rounds[state.location.round as number] as Round).events) if (w.type === 'win') points.set(w.seat, w.points);
      afterCall.fill(false);
      over = false;
    },
    afterEvent(state, e) {
      if (e.type === 'win' || e.type === 'ryuukyoku') over = true;
      if (over || !('seat' in e) || !points.has(e.seat)) return;
      if (e.type === 'riichi-accepted') take(state, 'riichi', e.seat);
      else if (e.type === 'call') afterCall[e.seat] = isDiscardCall(e.meld);
      else if (e.type === 'discard') {
        if (afterCall[e.seat]) take(state, 'call', e.seat);
        else if (!state.rivers[e.seat]!.at(-1)!.riichi) take(state, 'discard', e.seat);
        afterCall[e.seat] = false;
      }
    },
    // the positions do not depend on the final scores (lobby games differ from Tenhou's sums)
    onFinalScores: () => {},
  });
  for (const _ of replayed) {
    // the decision points themselves are not needed: the hooks take the positions
  }
  return out;
}

/**
 * @internal Throws `INVALID_ARGUMENT` unless `positions` is an array of well-formed positions
 * (as {@link gamePositions} or {@link decodePositions} make them).
 */
export function checkPositions(positions: unknown, where: string): asserts positions is readonly ScorePosition[] {
  if (!Array.isArray(positions)) fail('INVALID_ARGUMENT', `${where} takes an array of positions (gamePositions, decodePositions), not ${describeValue(positions)}`);
  const bits = (v: unknown, size: number) => Array.isArray(v) && v.every((b) => Number.isInteger(b) && b >= 0 && b < size);
  for (let i = 0; i < positions.length; i++) {
    const p: unknown = positions[i];
    const q = p as ScorePosition;
    const ok =
      q !== null &&
      typeof q === 'object' &&
      KINDS.includes(q.kind) &&
      Number.isInteger(q.game) && q.game >= 0 && q.game < 2 ** 32 &&
      Number.isInteger(q.round) && q.round >= 0 && q.round < 256 &&
      Number.isInteger(q.seat) && q.seat >= 0 && q.seat < 4 &&
      typeof q.dealer === 'boolean' && typeof q.trainOnly === 'boolean' &&
      Number.isInteger(q.points) && q.points > 0 && q.points < 2 ** 32 &&
      bits(q.riichi, RIICHI_FEATURES.size) && bits(q.call, CALL_FEATURES.size) &&
      Array.isArray(q.extras) && q.extras.length === EXTRAS && q.extras.every((b, j) => Number.isInteger(b) && b >= EXTENDED_FEATURES.offsets[CALL_FEATURES.kinds.length + j]! && b < (EXTENDED_FEATURES.offsets[CALL_FEATURES.kinds.length + j + 1] ?? EXTENDED_FEATURES.size));
    if (!ok) fail('INVALID_ARGUMENT', `${where}: position ${i} is not a position (${describeValue(p)})`);
  }
}

// --- the file ------------------------------------------------------------------------------

/** The version of the positions format (2: in mjkit's checksummed container; 3: with the extended set's extras). */
const VERSION = 3;
const WHAT = 'a positions file';
const R_BYTES = Math.ceil(RIICHI_FEATURES.size / 8);
const C_BYTES = Math.ceil(CALL_FEATURES.size / 8);
/** The extended set's kinds beyond Table 6, one bucket each, stored as one byte each. */
const EXTRAS = EXTENDED_FEATURES.kinds.length - CALL_FEATURES.kinds.length;
const extraOffset = (j: number) => EXTENDED_FEATURES.offsets[CALL_FEATURES.kinds.length + j]!;
const extraBuckets = (j: number) => EXTENDED_FEATURES.kinds[CALL_FEATURES.kinds.length + j]!.buckets.length;
const ROW = 12 + R_BYTES + C_BYTES + EXTRAS;

/**
 * Positions as bytes: mjkit's container ("MJOP", a JSON header with the version, the two feature
 * sets' hashes and the count; one fixed-size row per position — kind, round, seat, flags, game
 * key, points, both bit sets —; a CRC-32).
 */
export function encodePositions(positions: readonly ScorePosition[]): Uint8Array {
  checkPositions(positions, 'encodePositions');
  const rows = new Uint8Array(ROW * positions.length);
  const v = new DataView(rows.buffer);
  positions.forEach((p, i) => {
    const o = i * ROW;
    rows[o] = KINDS.indexOf(p.kind);
    rows[o + 1] = p.round;
    rows[o + 2] = p.seat;
    rows[o + 3] = (p.dealer ? 1 : 0) | (p.trainOnly ? 2 : 0);
    v.setUint32(o + 4, p.game, true);
    v.setUint32(o + 8, p.points, true);
    for (const b of p.riichi) rows[o + 12 + (b >> 3)]! |= 1 << (b & 7);
    for (const b of p.call) rows[o + 12 + R_BYTES + (b >> 3)]! |= 1 << (b & 7);
    p.extras.forEach((b, j) => (rows[o + 12 + R_BYTES + C_BYTES + j] = b - extraOffset(j)));
  });
  const header = { format: 'mjkit-opponent-score-positions', version: VERSION, riichiHash: RIICHI_FEATURES.hash, callHash: CALL_FEATURES.hash, extendedHash: EXTENDED_FEATURES.hash, count: positions.length };
  return writeContainer('MJOP', header, [rows]);
}

const bitsOf = (bytes: Uint8Array, from: number, size: number) => {
  const out: number[] = [];
  for (let b = 0; b < size; b++) if ((bytes[from + (b >> 3)]! >> (b & 7)) & 1) out.push(b);
  return out;
};

/**
 * Positions read back from {@link encodePositions}'s bytes. Bytes that are not a Uint8Array are
 * `INVALID_ARGUMENT`; another format or version, a damaged file (its checksum), feature sets that
 * are not this library's, or a row that does not fit, is `BAD_FILE`.
 */
export function decodePositions(bytes: Uint8Array): ScorePosition[] {
  const file = readContainer(bytes, 'MJOP', WHAT);
  const h = file.header;
  const bad = (why: string, offset = 8): never => fail('BAD_FILE', `not ${WHAT}: ${why}`, { offset });
  if (h.format !== 'mjkit-opponent-score-positions') bad(`its header names the format ${describeValue(h.format)}`);
  if (h.version !== VERSION) bad(`format version ${describeValue(h.version)} (this library reads ${VERSION})`);
  if (h.riichiHash !== RIICHI_FEATURES.hash || h.callHash !== CALL_FEATURES.hash || h.extendedHash !== EXTENDED_FEATURES.hash) bad("its feature sets are not this library's (extract the positions again)");
  const count = h.count;
  const rows = file.payload;
  if (!Number.isInteger(count) || rows.length !== (count as number) * ROW) bad(`${describeValue(count)} rows do not fit its ${rows.length} bytes of rows`);
  const v = new DataView(rows.buffer, rows.byteOffset, rows.byteLength);
  const out: ScorePosition[] = [];
  for (let i = 0; i < (count as number); i++) {
    const o = i * ROW;
    const at = file.payloadOffset + o;
    const kind = KINDS[rows[o]!];
    if (kind === undefined || rows[o + 2]! > 3 || rows[o + 3]! > 3) bad(`row ${i} is damaged`, at);
    const riichi = bitsOf(rows, o + 12, RIICHI_FEATURES.size);
    const call = bitsOf(rows, o + 12 + R_BYTES, CALL_FEATURES.size);
    const points = v.getUint32(o + 8, true);
    const extras: number[] = [];
    for (let j = 0; j < EXTRAS; j++) {
      const b = rows[o + 12 + R_BYTES + C_BYTES + j]!;
      if (b >= extraBuckets(j)) bad(`row ${i} is damaged`, at);
      extras.push(extraOffset(j) + b);
    }
    if (points === 0 || riichi.length !== RIICHI_FEATURES.kinds.length || call.length < CALL_FEATURES.kinds.length - 1) bad(`row ${i} is damaged`, at);
    out.push({ kind: kind!, game: v.getUint32(o + 4, true), round: rows[o + 1]!, seat: rows[o + 2] as Seat, dealer: (rows[o + 3]! & 1) === 1, points, trainOnly: (rows[o + 3]! & 2) === 2, riichi, call, extras });
  }
  return out;
}
