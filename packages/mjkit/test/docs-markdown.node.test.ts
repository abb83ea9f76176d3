// The Markdown pages typedoc reads (the READMEs and docs/): no prose line may start like a link
// reference definition (`[a, b]: …`, as a wrapped interval can), which typedoc takes for a link
// to a file and fails the docs build on, late in CI.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const pages = [
  'README.md',
  ...readdirSync(join(root, 'packages')).map((p) => join('packages', p, 'README.md')),
  ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f)),
];

/** The lines of `text` outside fenced code blocks that CommonMark would read as a link reference definition, as `line: text`. */
function definitionLines(text: string): string[] {
  let fenced = false;
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (/^ {0,3}(```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && /^ {0,3}\[[^\]]+\]:/.test(line)) found.push(`${i + 1}: ${line}`);
  });
  return found;
}

describe('the Markdown pages of the docs', () => {
  it('finds a wrapped interval that would read as a link definition, and none in a code block', () => {
    expect(definitionLines('rank +0.018\n  [−0.031, 0.066]: level\n```\n[a]: b\n```')).toEqual(['2:   [−0.031, 0.066]: level']);
  });

  it.each(pages)('%s has no line that reads as a link reference definition', (page) => {
    expect(definitionLines(readFileSync(join(root, page), 'utf8'))).toEqual([]);
  });
});
