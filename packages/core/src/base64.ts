// Bytes from base64 text, for the weights that packages embed in their code. Decoded here rather
// than by `atob` so that core needs no DOM or Node typings and runs on any JavaScript engine.
import { fail } from './errors.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) VALUE[ALPHABET.charCodeAt(i)] = i;

/** @internal The bytes that base64 `text` (standard alphabet, `=` padding) encodes; any other character is INVALID_ARGUMENT at its offset. */
export function base64Bytes(text: string): Uint8Array {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 61) end--; // '='
  const out = new Uint8Array(Math.floor((end * 6) / 8));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? VALUE[c]! : -1;
    if (v < 0) fail('INVALID_ARGUMENT', `base64Bytes: not base64 at ${i}`, { offset: i });
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}
