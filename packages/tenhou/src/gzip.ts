// Gzip bytes to text: the deflate decoding, the CRC-32 and length checks of each member and the
// handling of several members are pako's (a maintained zlib port that runs in browsers). Here:
// the error code, and a bound on the output so that a small bad file cannot ask for gigabytes.
import { Inflate } from 'pako';
import { fail } from '@mjkit/core/internal';

/** At most this many bytes come out of one gzip input (a guard against zip bombs). */
export const MAX_GUNZIP_OUTPUT = 64 << 20;

/** True when bytes start like gzip (1f 8b). */
export function isGzip(data: Uint8Array): boolean {
  return data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b;
}

/**
 * Decompresses gzip bytes (every member, as `gzip -d` does), checking each member's CRC-32 and
 * length. Throws `BAD_GZIP` for anything that is not whole, valid gzip of at most
 * {@link MAX_GUNZIP_OUTPUT} bytes.
 */
export function gunzip(data: Uint8Array, maxOutput = MAX_GUNZIP_OUTPUT): Uint8Array {
  if (!isGzip(data)) fail('BAD_GZIP', 'not gzip data (no 1f 8b header)', { offset: 0 });
  const parts: Uint8Array[] = [];
  let total = 0;
  const inflate = new Inflate();
  inflate.onData = (chunk: Uint8Array) => {
    total += chunk.length;
    if (total > maxOutput) fail('BAD_GZIP', `gzip data inflates to more than ${maxOutput} bytes`);
    parts.push(chunk);
  };
  let status = 0;
  inflate.onEnd = (s: number) => {
    status = s;
  };
  inflate.push(data, true);
  if (status !== 0 || inflate.err !== 0 || !inflate.ended) fail('BAD_GZIP', `not valid gzip data: ${inflate.msg || 'the data is cut short'}`);
  if (parts.length === 1) return parts[0] as Uint8Array;
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
