// The shipped tables are what our generator produces, and they are what the shanten reference
// says such tables are: 126 number-suit classes, 55 honours classes, 180 combined classes.
import { shantenTables } from '@mjkit/shanten';
import { describe, expect, it } from 'vitest';
import { encodeTables } from '../src/encode.js';
import * as shipped from '../src/generated-tables.js';
import { generateAutomata } from '../src/generator.js';

describe('shanten tables', () => {
  it('regenerate to exactly the shipped module', () => {
    const text = encodeTables(generateAutomata());
    for (const [name, value] of Object.entries(shipped)) expect(text.replace(/'\s*\+\s*'/g, ''), name).toContain(value);
  });

  it('have the expected class counts, size and build time', () => {
    const t = shantenTables();
    expect(t.numberClasses).toBe(126);
    expect(t.honourClasses).toBe(55);
    expect(t.mp.length).toBe(126 * 126);
    expect(t.mps.length / 126).toBe(180);
    expect(t.need.length).toBe(180 * 55 * 5);
    expect(t.bytes).toBeLessThan(1_000_000);
    expect(t.buildMs).toBeLessThan(200);
  });
});
