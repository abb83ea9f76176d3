// The package's weight files: four magic bytes, a header length, a JSON header (padded with
// spaces to a multiple of 4) and float32 values, little-endian.
import { describeValue, fail } from '@mjkit/core/internal';

/** @internal Writes a weights file: `magic` (a u32), the JSON `header`, then every value as float32. */
export function writeWeightsFile(magic: number, header: unknown, values: readonly ArrayLike<number>[]): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const count = values.reduce((s, v) => s + v.length, 0);
  const pad = (4 - ((8 + json.length) % 4)) % 4;
  const out = new Uint8Array(8 + json.length + pad + 4 * count);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, magic, true);
  dv.setUint32(4, json.length + pad, true);
  out.set(json, 8);
  out.fill(0x20, 8 + json.length, 8 + json.length + pad);
  let at = 8 + json.length + pad;
  for (const v of values) for (let i = 0; i < v.length; i++, at += 4) dv.setFloat32(at, v[i]!, true);
  return out;
}

/**
 * @internal Reads a weights file written by {@link writeWeightsFile}: its header and values. A file
 * without `magic` (`name`: its four letters), with a broken header or a ragged tail is refused
 * with `INVALID_ARGUMENT`; what the header holds is the caller's to check.
 */
export function readWeightsFile(bytes: Uint8Array, magic: number, name: string, what: string): { header: Record<string, unknown>; values: Float32Array } {
  if (!(bytes instanceof Uint8Array) || bytes.length < 8) fail('INVALID_ARGUMENT', `${what} are bytes, not ${describeValue(bytes)}`);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (dv.getUint32(0, true) !== magic) fail('INVALID_ARGUMENT', `not ${what} (no "${name}")`);
  const len = dv.getUint32(4, true);
  if (8 + len > bytes.length) fail('INVALID_ARGUMENT', 'the weights header runs past the end');
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + len)));
  } catch {
    return fail('INVALID_ARGUMENT', 'the weights header is not JSON');
  }
  if (header === null || typeof header !== 'object' || Array.isArray(header)) fail('INVALID_ARGUMENT', 'the weights header is not a JSON object');
  if ((bytes.length - 8 - len) % 4 !== 0) fail('INVALID_ARGUMENT', `the values after the header are float32, but ${bytes.length - 8 - len} bytes are not a multiple of 4`);
  const values = new Float32Array((bytes.length - 8 - len) / 4);
  for (let i = 0, at = 8 + len; i < values.length; i++, at += 4) values[i] = dv.getFloat32(at, true);
  return { header: header as Record<string, unknown>, values };
}
