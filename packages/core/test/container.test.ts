// mjkit's binary container: CRC-32 as zip computes it, a header and payload that go through
// unchanged, and every damaged byte refused with BAD_FILE.
import { crc32, float32Bytes, readContainer, readFloat32, writeContainer } from '@mjkit/core/internal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectEveryFlipRefused } from '../../../scripts/corruption.js';

describe('the binary container', () => {
  it('computes the CRC-32 of zip and gzip', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    expect(crc32(new TextEncoder().encode('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
    // continued over parts: the same as over the whole
    const all = new TextEncoder().encode('abcdefghij');
    expect(crc32(all.subarray(4), crc32(all.subarray(0, 4)))).toBe(crc32(all));
  });

  it('gives back the header and payload it was given', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string(), fc.boolean())), fc.uint8Array({ maxLength: 64 }), (header, payload) => {
        const bytes = writeContainer('MJTS', header, [payload.subarray(0, 3), payload.subarray(3)]);
        const back = readContainer(bytes, 'MJTS', 'a test file');
        expect(back.header).toEqual(JSON.parse(JSON.stringify(header)));
        expect([...back.payload]).toEqual([...payload]);
        expect(back.payloadOffset % 4).toBe(0);
      }),
    );
  });

  it('refuses every damaged byte, a cut file, another magic and a header that is not an object', () => {
    const bytes = writeContainer('MJTS', { format: 'test', version: 1 }, [float32Bytes([[1.5, -2, 3.25]], 'test values')]);
    expect([...readFloat32(readContainer(bytes, 'MJTS', 'a test file'), 'a test file')]).toEqual([1.5, -2, 3.25]);
    expect(expectEveryFlipRefused(bytes, (b) => readContainer(b, 'MJTS', 'a test file'))).toBe(bytes.length);
    expect(() => readContainer(bytes.subarray(0, bytes.length - 1), 'MJTS', 'a test file')).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
    expect(() => readContainer(bytes, 'MJXX', 'a test file')).toThrow(/does not start with "MJXX"/);
    expect(() => readContainer(writeContainer('MJTS', [1] as never, []), 'MJTS', 'a test file')).toThrow(/not a JSON object/);
    expect(() => readContainer('MJTS' as never, 'MJTS', 'a test file')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('never writes a value that is not finite, and refuses one in a file', () => {
    expect(() => float32Bytes([[1, Number.NaN]], 'weights')).toThrow(/value 1 is NaN/);
    expect(() => float32Bytes([[Number.POSITIVE_INFINITY]], 'weights')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    const raw = new Uint8Array(8);
    new DataView(raw.buffer).setFloat32(4, Number.NaN, true);
    const file = readContainer(writeContainer('MJTS', {}, [raw]), 'MJTS', 'a test file');
    expect(() => readFloat32(file, 'a test file')).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
  });
});
