// base64Bytes (the embedded weights' decoder) against Node's own decoder on random bytes of every
// length mod 3, and its refusal of text that is not base64.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MjkitError } from '../src/index.js';
import { base64Bytes } from '../src/internal.js';

it('decodes what Buffer encodes, byte for byte', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      expect(Buffer.from(base64Bytes(Buffer.from(bytes).toString('base64'))).equals(Buffer.from(bytes))).toBe(true);
    }),
    { numRuns: 2000, seed: 1 },
  );
});

it('refuses characters outside the alphabet, with their place', () => {
  expect(() => base64Bytes('AAA*')).toThrow('not base64 at 3');
  expect(() => base64Bytes('AA\u00e9A')).toThrow('not base64 at 2');
  expect(() => base64Bytes('AAA*')).toThrow(MjkitError);
  expect(() => base64Bytes('AAA*')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', offset: 3 }));
});
