// Positions from game logs: the moments a player who goes on to win the round declares riichi,
// calls, or discards, with both feature sets and the points won; and their binary file.
import type { Seat } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import { TableState, playerView } from '@mjkit/table';
import { isGameLog } from '@mjkit/tenhou';
import type { GameLog } from '@mjkit/tenhou';
import { CALL_FEATURES, RIICHI_FEATURES, callFeatures, riichiFeatures } from './features.js';

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
}

/** A position's bits under a feature set: Table 1's or Table 6's. */
export function positionBits(p: ScorePosition, set: 'riichi' | 'call'): readonly number[] {
  return set === 'riichi' ? p.riichi : p.call;
}

function gameKey(log: GameLog): number {
  const text = log.id ?? log.shuffle?.seed ?? JSON.stringify([log.names, log.rounds[0]?.hands ?? []]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * Every position of a game: for each player who wins a round, each riichi, each call (at the
 * discard that follows it) and each other discard of theirs in that round. Rounds are replayed
 * on a `TableState`, so a log that contradicts itself throws `LOG_INCONSISTENT`. Four-player
 * games only (the study's); three-player games give none.
 */
export function gamePositions(log: GameLog, options: { readonly trainOnly?: boolean } = {}): ScorePosition[] {
  if (!isGameLog(log)) fail('INVALID_ARGUMENT', `gamePositions takes a GameLog (parseMjlog, parseTenhou6 …), not ${describeValue(log)}`);
  if (log.players !== 4) return [];
  const out: ScorePosition[] = [];
  const game = gameKey(log);
  const trainOnly = options.trainOnly === true;
  log.rounds.forEach((round, r) => {
    const points = new Map<number, number>();
    for (const e of round.events) if (e.type === 'win') points.set(e.seat, e.points);
    if (points.size === 0) return;
    const state = new TableState({ players: 4, redFives: log.rules.redFives }, round, { round: r });
    const afterCall = [false, false, false, false];
    const take = (kind: ScorePositionKind, seat: Seat) => {
      const view = playerView(state, ((seat + 1) % 4) as Seat);
      out.push({ kind, game, round: r, seat, dealer: round.dealer === seat, points: points.get(seat)!, trainOnly, riichi: riichiFeatures(view, seat), call: callFeatures(view, seat) });
    };
    for (const e of round.events) {
      if (e.type === 'win' || e.type === 'ryuukyoku') break;
      state.apply(e);
      if (!('seat' in e) || !points.has(e.seat)) continue;
      if (e.type === 'riichi-accepted') take('riichi', e.seat);
      else if (e.type === 'call') afterCall[e.seat] = e.meld.type === 'chii' || e.meld.type === 'pon' || e.meld.type === 'daiminkan';
      else if (e.type === 'discard') {
        if (afterCall[e.seat]) take('call', e.seat);
        else if (!state.rivers[e.seat]!.at(-1)!.riichi) take('discard', e.seat);
        afterCall[e.seat] = false;
      }
    }
  });
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
      bits(q.riichi, RIICHI_FEATURES.size) && bits(q.call, CALL_FEATURES.size);
    if (!ok) fail('INVALID_ARGUMENT', `${where}: position ${i} is not a position (${describeValue(p)})`);
  }
}

// --- the file ------------------------------------------------------------------------------

const MAGIC = [0x4d, 0x4a, 0x4f, 0x50]; // "MJOP"
const VERSION = 1;
const HEADER = 20;
const R_BYTES = Math.ceil(RIICHI_FEATURES.size / 8);
const C_BYTES = Math.ceil(CALL_FEATURES.size / 8);
const ROW = 12 + R_BYTES + C_BYTES;

/**
 * Positions as bytes: "MJOP", version 1, the two feature sets' hashes, the count, then one
 * fixed-size row each (kind, round, seat, flags, game key, points, both bit sets).
 */
export function encodePositions(positions: readonly ScorePosition[]): Uint8Array {
  checkPositions(positions, 'encodePositions');
  const bytes = new Uint8Array(HEADER + ROW * positions.length);
  const v = new DataView(bytes.buffer);
  bytes.set(MAGIC, 0);
  v.setUint32(4, VERSION, true);
  v.setUint32(8, RIICHI_FEATURES.hash, true);
  v.setUint32(12, CALL_FEATURES.hash, true);
  v.setUint32(16, positions.length, true);
  positions.forEach((p, i) => {
    const o = HEADER + i * ROW;
    bytes[o] = KINDS.indexOf(p.kind);
    bytes[o + 1] = p.round;
    bytes[o + 2] = p.seat;
    bytes[o + 3] = (p.dealer ? 1 : 0) | (p.trainOnly ? 2 : 0);
    v.setUint32(o + 4, p.game, true);
    v.setUint32(o + 8, p.points, true);
    for (const b of p.riichi) bytes[o + 12 + (b >> 3)]! |= 1 << (b & 7);
    for (const b of p.call) bytes[o + 12 + R_BYTES + (b >> 3)]! |= 1 << (b & 7);
  });
  return bytes;
}

const bitsOf = (bytes: Uint8Array, from: number, size: number) => {
  const out: number[] = [];
  for (let b = 0; b < size; b++) if ((bytes[from + (b >> 3)]! >> (b & 7)) & 1) out.push(b);
  return out;
};

/** Positions read back from {@link encodePositions}'s bytes; anything else throws `INVALID_ARGUMENT`. */
export function decodePositions(bytes: Uint8Array): ScorePosition[] {
  if (!(bytes instanceof Uint8Array)) fail('INVALID_ARGUMENT', `decodePositions takes a Uint8Array, not ${describeValue(bytes)}`);
  const bad = (why: string, offset?: number) => fail('INVALID_ARGUMENT', `not a positions file: ${why}`, offset === undefined ? {} : { offset });
  if (bytes.length < HEADER || MAGIC.some((m, i) => bytes[i] !== m)) bad('it does not start with "MJOP"', 0);
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (v.getUint32(4, true) !== VERSION) bad(`version ${v.getUint32(4, true)} (this library reads ${VERSION})`, 4);
  if (v.getUint32(8, true) !== RIICHI_FEATURES.hash || v.getUint32(12, true) !== CALL_FEATURES.hash) bad('its feature sets are not this library\'s (extract the positions again)', 8);
  const count = v.getUint32(16, true);
  if (bytes.length !== HEADER + count * ROW) bad(`${count} rows need ${HEADER + count * ROW} bytes, it has ${bytes.length}`, 16);
  const out: ScorePosition[] = [];
  for (let i = 0; i < count; i++) {
    const o = HEADER + i * ROW;
    const kind = KINDS[bytes[o]!];
    if (kind === undefined || bytes[o + 2]! > 3 || bytes[o + 3]! > 3) bad(`row ${i} is damaged`, o);
    const riichi = bitsOf(bytes, o + 12, RIICHI_FEATURES.size);
    const call = bitsOf(bytes, o + 12 + R_BYTES, CALL_FEATURES.size);
    const points = v.getUint32(o + 8, true);
    if (points === 0 || riichi.length !== RIICHI_FEATURES.kinds.length || call.length < CALL_FEATURES.kinds.length - 1) bad(`row ${i} is damaged`, o);
    out.push({ kind: kind!, game: v.getUint32(o + 4, true), round: bytes[o + 1]!, seat: bytes[o + 2] as Seat, dealer: (bytes[o + 3]! & 1) === 1, points, trainOnly: (bytes[o + 3]! & 2) === 2, riichi, call });
  }
  return out;
}
