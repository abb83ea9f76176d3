// Tenhou's walls from the SHUFFLE seed: MT19937 seeded with the 624 words of the seed; per
// round, 288 outputs hashed in nine 128-byte chunks with SHA-512 give 144 words; a Fisher–Yates
// pass over the 136 tile ids with them gives the wall, and words 135 and 136 the dice.
import { checkPlayers, fail } from '@mjkit/core/internal';
import type { TileId } from '@mjkit/core';
import type { DeadWallLayout, ShuffledWall } from '@mjkit/record';
import { Mt19937 } from './mt19937.js';
import { sha512 } from '@noble/hashes/sha2';

const PREFIX = 'mt19937ar-sha512-n288-base64,';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    const v = B64.indexOf(clean[i] as string);
    if (v < 0) fail('BAD_LOG', `SHUFFLE seed: not base64 at character ${i}`);
    value = (value << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}

const HEX_PREFIX = 'mt19937ar-sha512-n288,';

function hexWords(text: string): Uint32Array {
  const parts = text.split(',');
  const words = new Uint32Array(parts.length);
  parts.forEach((p, i) => {
    if (!/^[0-9A-Fa-f]{1,8}$/.test(p)) fail('BAD_LOG', `shuffle seed: word ${i} is not hex: ${JSON.stringify(p.slice(0, 16))}`);
    words[i] = parseInt(p, 16);
  });
  return words;
}

/**
 * The MT19937 seed words of a SHUFFLE seed: the little-endian words of the base64 bytes
 * (`mt19937ar-sha512-n288-base64,…`, 624 words, since 2010), or the comma-separated hex words of
 * older logs (`mt19937ar-sha512-n288,…`).
 */
export function seedWords(seed: string): Uint32Array {
  if (typeof seed === 'string' && seed.startsWith(HEX_PREFIX)) {
    return hexWords(seed.slice(HEX_PREFIX.length));
  }
  if (typeof seed !== 'string' || !seed.startsWith(PREFIX)) {
    fail('BAD_LOG', `unknown SHUFFLE seed format (expected ${PREFIX}…)`);
  }
  const bytes = decodeBase64(seed.slice(PREFIX.length));
  if (bytes.length !== 624 * 4) fail('BAD_LOG', `SHUFFLE seed holds ${bytes.length} bytes, not ${624 * 4}`);
  const words = new Uint32Array(624);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < 624; i++) words[i] = view.getUint32(i * 4, true);
  return words;
}

/**
 * The walls of a game, round by round, from its SHUFFLE seed. Tenhou's published algorithm: MT19937
 * seeded (init_by_array) with the seed words; per round 288 outputs, hashed with SHA-512 in nine
 * 128-byte chunks, give 144 words; a Fisher–Yates pass over the sorted tile ids (`swap(i, i +
 * rnd[i] % (n − i))`) gives the wall, words 135 and 136 (mod 6) the dice. Checked against the
 * riichi-rs tenhou-shuffle test vectors and every deal, draw, dora and ura of the real logs.
 *
 * @example
 * ```ts
 * import { dealtHands } from '@mjkit/record';
 * import { tenhouWalls } from '@mjkit/tenhou';
 * const seed = 'mt19937ar-sha512-n288,' + Array.from({ length: 32 }, (_, i) => (i * 2654435761 >>> 0).toString(16)).join(',');
 * const wall = tenhouWalls(seed).next().value;
 * [wall.tiles.length, new Set(wall.tiles).size, dealtHands(wall, 0).map((h) => h.length)]; // => [136, 136, [13, 13, 13, 13]]
 * ```
 */
export function tenhouWalls(seed: string, players: 3 | 4 = 4): Generator<ShuffledWall, never, void> {
  checkPlayers(players);
  return wallsOf(seedWords(seed), players, seed.startsWith(HEX_PREFIX));
}

function* wallsOf(words: Uint32Array, players: 3 | 4, hexSeed: boolean): Generator<ShuffledWall, never, void> {
  const sorted = tileSet(players);
  const deadWall = layout(players, hexSeed);
  const mt = new Mt19937(words);
  const chunk = new Uint8Array(128);
  const chunkView = new DataView(chunk.buffer);
  for (;;) {
    const rnd = new Uint32Array(144);
    for (let c = 0; c < 9; c++) {
      for (let i = 0; i < 32; i++) chunkView.setUint32(i * 4, mt.next(), true);
      const digest = sha512(chunk);
      const dv = new DataView(digest.buffer);
      for (let i = 0; i < 16; i++) rnd[c * 16 + i] = dv.getUint32(i * 4, true);
    }
    const tiles = shuffled(sorted, (i) => rnd[i] as number);
    yield { tiles, dice: [(rnd[135] as number) % 6, (rnd[136] as number) % 6], players, deadWall };
  }
}

function layout(players: 3 | 4, hex: boolean): DeadWallLayout {
  const r = players === 4 ? 4 : 8;
  const replacements = Array.from({ length: r }, (_, i) => (hex ? i : i ^ 1));
  const dora = Array.from({ length: 5 }, (_, k) => r + 2 * k + (hex ? 0 : 1));
  const ura = Array.from({ length: 5 }, (_, k) => r + 2 * k + (hex ? 1 : 0));
  return { replacements, dora, ura };
}

/** The sorted tile ids in play: 136, or 108 with three players (no 2m–8m). */
function tileSet(players: 3 | 4): TileId[] {
  return Array.from({ length: 136 }, (_, i) => i).filter((i) => players === 4 || i < 4 || i >= 32);
}

/** Fisher–Yates from low to high: swap(i, i + random(i) % (n − i)). */
function shuffled(sorted: readonly TileId[], random: (i: number) => number): TileId[] {
  const tiles = sorted.slice();
  const n = tiles.length;
  for (let i = 0; i < n - 1; i++) {
    const j = i + (random(i) % (n - i));
    const t = tiles[i] as number;
    tiles[i] = tiles[j] as number;
    tiles[j] = t;
  }
  return tiles;
}

const ROUND_PREFIX = 'mt19937ar,';

/**
 * The wall of one round of a 2009-era log, from the `shuffle` attribute of its INIT
 * (`mt19937ar,` and eight hex words): MT19937 seeded with the words, the Fisher–Yates pass on its
 * raw outputs, and the next two outputs (mod 6) the dice. Measured on the 2009 logs of the test
 * data: every deal, draw and indicator matches.
 *
 * @example
 * ```ts
 * import { roundWall } from '@mjkit/tenhou';
 * roundWall('mt19937ar,6A36C726,2A0DAAB0,3F3E81C5,61E4A7B4,007E978A,71898BE9,CE9FDCF4,C4D75D9B').dice; // => [1, 3]
 * ```
 */
export function roundWall(shuffle: string, players: 3 | 4 = 4): ShuffledWall {
  checkPlayers(players);
  if (typeof shuffle !== 'string' || !shuffle.startsWith(ROUND_PREFIX)) {
    fail('BAD_LOG', `unknown round shuffle format (expected ${ROUND_PREFIX}…)`);
  }
  const mt = new Mt19937(hexWords(shuffle.slice(ROUND_PREFIX.length)));
  const tiles = shuffled(tileSet(players), () => mt.next());
  const dice: [number, number] = [mt.next() % 6, mt.next() % 6];
  return { tiles, dice, players, deadWall: layout(players, true) };
}
