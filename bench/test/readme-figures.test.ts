// The bots README leads with a table of figures, each row naming the results file its run wrote.
// Every number a row gives must be in that file, so that a run made again or extended cannot
// leave the README telling the old figures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The numbers of a text, as written in results files: no sign, no thousands separator, `.119` as `0.119`. */
function numbersOf(text: string): string[] {
  const plain = text.replace(/\*\*/g, '').replace(/(\d),(?=\d{3}\b)/g, '$1');
  return (plain.match(/\d*\.?\d+/g) ?? []).map((n) => (n.startsWith('.') ? `0${n}` : n));
}

/** The rows of the README's figures table that name results files: the measured cell and the files. */
function figureRows(readme: string): { measured: string; files: string[] }[] {
  return readme
    .split('\n')
    .filter((line) => /^\|.*\| `[^`]+\.md`( and `[^`]+\.md`)* \|$/.test(line))
    .map((line) => {
      const cells = line.split('|').slice(1, -1).map((c) => c.trim());
      return { measured: cells[2]!, files: [...cells[3]!.matchAll(/`([^`]+\.md)`/g)].map((m) => m[1]!) };
    });
}

describe("the bots README's figures", () => {
  it('are the figures of the results files each row names', () => {
    const rows = figureRows(read('packages/bots/README.md'));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const { measured, files } of rows) {
      const inFiles = new Set(files.flatMap((f) => numbersOf(read(`bench/results/${f}`))));
      expect([measured, numbersOf(measured).filter((n) => !inFiles.has(n))]).toEqual([measured, []]);
    }
  });

  it('reads numbers as the results files write them', () => {
    expect(numbersOf('**2.490** [2.468, 2.513]; paired −0.013; +1,205; deal-in .119; 11.3× (0.75 s)')).toEqual(['2.490', '2.468', '2.513', '0.013', '1205', '0.119', '11.3', '0.75']);
  });
});
