// The body of each package's examples test: runs every doc example of the package and checks
// that each asserts something and that every assertion holds.
import { expect, it } from 'vitest';
import type { DocExample } from 'virtual:mjkit-examples/*';

export function testDocExamples(examples: readonly DocExample[]): void {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThan(0);
  });
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
  for (const ex of examples) {
    if (ex.node && inBrowser) {
      it.skip(`${ex.name} (needs Node)`, () => {});
      continue;
    }
    it(ex.name, async () => {
      expect(ex.assertions, `${ex.name} asserts nothing; add a '// =>' or '// throws' line`).toBeGreaterThan(0);
      const mod = await ex.load();
      let ran = 0;
      await mod.default(
        (actual, expected, line) => {
          ran++;
          expect(actual, `${ex.name} (line ${line})`).toEqual(expected);
        },
        (run, code, line) => {
          ran++;
          let error: unknown;
          try {
            run();
          } catch (e) {
            error = e;
          }
          expect(error, `${ex.name} (line ${line}) should throw ${code}`).toBeInstanceOf(Error);
          expect((error as { code?: string }).code, `${ex.name} (line ${line})`).toBe(code);
        },
      );
      expect(ran, `${ex.name}: not every assertion ran`).toBe(ex.assertions);
    });
  }
}
