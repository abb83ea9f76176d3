// The one container of every binary file mjkit writes (model weights, positions, sequence tables,
// donjara models): four magic letters, the length of a JSON header, the header (padded with
// spaces to a multiple of 4 bytes), the payload, and a CRC-32 of all the bytes before it. A
// reader checks the magic and the checksum before it reads anything else, so a damaged file is
// refused as a whole, never read as different numbers.
import { describeValue, fail } from './errors.js';

/** The WHATWG text codecs, global in Node and browsers (core's own type settings know no host globals). */
declare const TextEncoder: new () => { encode(text: string): Uint8Array };
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(bytes: Uint8Array): string };

const CRC_TABLE = /* @__PURE__ */ (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * @internal The CRC-32 (IEEE 802.3, as zip and gzip use) of `bytes`, continuing from `crc`
 * (the value of the bytes before them; 0 to start).
 */
export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

/** The four bytes of a magic word (four ASCII letters). */
function magicBytes(magic: string): Uint8Array {
  if (typeof magic !== 'string' || !/^[A-Z]{4}$/.test(magic)) fail('INVALID_ARGUMENT', `a file's magic is four capital letters, not ${describeValue(magic)}`);
  return new TextEncoder().encode(magic);
}

/**
 * @internal A file in mjkit's container: `magic`, the JSON `header`, the `payload` parts one after
 * another, then the CRC-32 of everything before it.
 */
export function writeContainer(magic: string, header: Readonly<Record<string, unknown>>, payload: readonly Uint8Array[]): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const pad = (4 - (json.length % 4)) % 4;
  const size = payload.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(8 + json.length + pad + size + 4);
  const view = new DataView(out.buffer);
  out.set(magicBytes(magic), 0);
  view.setUint32(4, json.length + pad, true);
  out.set(json, 8);
  out.fill(0x20, 8 + json.length, 8 + json.length + pad);
  let at = 8 + json.length + pad;
  for (const p of payload) {
    out.set(p, at);
    at += p.length;
  }
  view.setUint32(at, crc32(out.subarray(0, at)), true);
  return out;
}

/** @internal What {@link readContainer} finds: the header, and the payload's bytes and offset in the file. */
export interface Container {
  readonly header: Readonly<Record<string, unknown>>;
  readonly payload: Uint8Array;
  /** Where the payload starts in the file (for error offsets). */
  readonly payloadOffset: number;
}

/**
 * @internal Reads a file written by {@link writeContainer}, named `what` in errors ("an
 * opponent-score weights file"). Bytes that are not a Uint8Array are `INVALID_ARGUMENT`; a file
 * of another magic, too short, with a checksum that does not match, or a header that is not a
 * JSON object, is `BAD_FILE` with the offset. What the header says is the caller's to check.
 */
export function readContainer(bytes: Uint8Array, magic: string, what: string): Container {
  if (!(bytes instanceof Uint8Array)) fail('INVALID_ARGUMENT', `${what} is read from a Uint8Array, not ${describeValue(bytes)}`);
  const want = magicBytes(magic);
  const bad = (why: string, offset: number): never => fail('BAD_FILE', `not ${what}: ${why}`, { offset });
  if (bytes.length < 12) bad(`${bytes.length} bytes are too few for one`, 0);
  for (let i = 0; i < 4; i++) if (bytes[i] !== want[i]) bad(`it does not start with "${magic}"`, i);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 4;
  const stored = view.getUint32(end, true);
  const actual = crc32(bytes.subarray(0, end));
  if (stored !== actual) bad(`its checksum does not match its content (stored ${hex(stored)}, computed ${hex(actual)}): the file is damaged`, end);
  const length = view.getUint32(4, true);
  if (length % 4 !== 0 || 8 + length > end) bad(`its header of ${length} bytes does not fit`, 4);
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(8, 8 + length)));
  } catch {
    return bad('its header is not JSON', 8);
  }
  if (header === null || typeof header !== 'object' || Array.isArray(header)) bad('its header is not a JSON object', 8);
  return { header: header as Record<string, unknown>, payload: bytes.subarray(8 + length, end), payloadOffset: 8 + length };
}

const hex = (n: number) => `0x${n.toString(16).padStart(8, '0')}`;

/**
 * @internal Values as little-endian float32 bytes, for a container's payload. A value that is not
 * finite (NaN, ±Infinity) is never written: `INVALID_ARGUMENT` naming `what`.
 */
export function float32Bytes(values: readonly ArrayLike<number>[], what: string): Uint8Array {
  const count = values.reduce((s, v) => s + v.length, 0);
  const out = new Uint8Array(4 * count);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const v of values) {
    for (let i = 0; i < v.length; i++, at += 4) {
      const x = v[i] as number;
      if (!Number.isFinite(x)) fail('INVALID_ARGUMENT', `${what}: value ${at / 4} is ${describeValue(x)}; only finite numbers are written`);
      view.setFloat32(at, x, true);
    }
  }
  return out;
}

/**
 * @internal The float32 values of a container's payload (all of it), each finite: a ragged tail
 * or a value that is not finite is `BAD_FILE` naming `what` and the offset in the file.
 */
export function readFloat32(c: Container, what: string): Float32Array {
  const { payload, payloadOffset } = c;
  if (payload.length % 4 !== 0) fail('BAD_FILE', `not ${what}: its ${payload.length} bytes of values are not float32`, { offset: payloadOffset });
  const values = new Float32Array(payload.length / 4);
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  for (let i = 0; i < values.length; i++) {
    const x = view.getFloat32(4 * i, true);
    if (!Number.isFinite(x)) fail('BAD_FILE', `not ${what}: value ${i} is ${x}`, { offset: payloadOffset + 4 * i });
    values[i] = x;
  }
  return values;
}

/**
 * @internal The same file with more in its header (`extra`'s keys added, or replacing the header's):
 * a sharded run marks each output with its shard this way. The file is checked as
 * {@link readContainer} checks it.
 */
export function withHeader(bytes: Uint8Array, magic: string, what: string, extra: Readonly<Record<string, unknown>>): Uint8Array {
  const file = readContainer(bytes, magic, what);
  return writeContainer(magic, { ...file.header, ...extra }, [file.payload]);
}
