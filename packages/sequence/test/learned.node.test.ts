// The learned and the blended imitation: the objective's gradient against finite differences,
// a fit that makes the choices more likely, rankings by the model, and games that contradict
// themselves left out (told, not counted) by scoring and mining.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTiles, tileCounts, tileToString } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import { parseMjlog } from '@mjkit/tenhou';
import { describe, expect, it } from 'vitest';
import { MADE_UP_GAME } from '../../../scripts/test-game.js';
import { BLENDED_WEIGHTS, IMITATION_FEATURES, LEARNED_WEIGHTS, SequenceTable, fitImitationWeights, imitationObjective, imitationRanking, imitationSamples, imitationScores, mineGames } from '../src/index.js';
import type { ImitationSample } from '../src/index.js';
import { mineFiles } from '../src/node.js';

/** Decisions made up from a seeded generator: three to nine discards of random features, one chosen. */
function madeUpSamples(n: number): ImitationSample[] {
  let x = 12345;
  const next = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
  return Array.from({ length: n }, () => {
    const m = 3 + Math.floor(next() * 7);
    const features = Array.from({ length: m }, () => IMITATION_FEATURES.map(() => next() * 2 - 1));
    // choose by a hidden rule, with noise: the first two features matter
    const scores = features.map((f) => 2 * f[0]! - f[1]! + next());
    return { features, chosen: scores.indexOf(Math.max(...scores)) };
  });
}

describe('the learned imitation', () => {
  it('has the gradient of its objective (checked by finite differences)', () => {
    const samples = madeUpSamples(50);
    const w = IMITATION_FEATURES.map((_, i) => 0.3 * Math.sin(i + 1));
    const { gradient } = imitationObjective(samples, w, 0.01);
    for (let j = 0; j < w.length; j++) {
      const h = 1e-6;
      const up = [...w];
      const down = [...w];
      up[j]! += h;
      down[j]! -= h;
      const numeric = (imitationObjective(samples, up, 0.01).value - imitationObjective(samples, down, 0.01).value) / (2 * h);
      expect(Math.abs(numeric - gradient[j]!)).toBeLessThan(1e-6);
    }
  });

  it('fits weights that make the choices more likely, the same each time, the evaluator\'s left at 0 unless blended', () => {
    const samples = madeUpSamples(400);
    const w = fitImitationWeights(samples);
    const vector = (x: typeof w) => IMITATION_FEATURES.map((f) => x[f]);
    const zero = IMITATION_FEATURES.map(() => 0);
    expect(imitationObjective(samples, vector(w), 0).value).toBeGreaterThan(imitationObjective(samples, zero, 0).value + 0.2);
    expect(w.count).toBeGreaterThan(0.5);
    expect(w.suitShare).toBeLessThan(-0.2);
    expect([w.evaluatorValue, w.evaluatorPlace]).toEqual([0, 0]);
    expect(fitImitationWeights(samples)).toEqual(w);
    expect(fitImitationWeights(samples, { blended: true }).evaluatorValue).not.toBe(0);
    expect(() => fitImitationWeights([])).toThrow(/INVALID_ARGUMENT/);
  });

  it('ranks by the learned or the blended model; the blended needs the evaluator', () => {
    const table = new SequenceTable();
    table.add('tanyao', { pre: '2345', post: '345' }, 20);
    const counts = tileCounts(parseTiles('2345m456p345678s4z'));
    const learned = imitationRanking(table, counts, { strategy: 'tanyao', model: 'learned', seatWind: 0, roundWind: 0 });
    expect(learned.map((r) => tileToString(r.kind))).toHaveLength(14);
    expect(learned.every((r, i) => i === 0 || r.score! <= learned[i - 1]!.score!)).toBe(true);
    // a pair of the player's own wind is kept longer than a single guest wind
    const pair = imitationRanking(table, tileCounts(parseTiles('2345m456p345s11z44z')), { strategy: 'tanyao', model: 'learned', seatWind: 0, roundWind: 0 });
    expect(pair.findIndex((r) => r.kind === 27)).toBeGreaterThan(pair.findIndex((r) => r.kind === 30));
    expect(() => imitationRanking(table, counts, { strategy: 'tanyao', model: 'blended' })).toThrow(/needs the evaluator/);
    expect(() => imitationRanking(table, counts, { strategy: 'tanyao', model: 'learned', weights: { ...LEARNED_WEIGHTS, count: Number.NaN } })).toThrow(/INVALID_ARGUMENT/);
    expect(Object.isFrozen(BLENDED_WEIGHTS)).toBe(true);
  });

  it('samples decisions of logs with their features, with the evaluator\'s when asked', () => {
    const log = parseMjlog(MADE_UP_GAME);
    const table = mineGames([log]);
    const plain = imitationSamples(table, [log]);
    const withEvaluator = imitationSamples(table, [log], { evaluator: true });
    expect(plain.length).toBeGreaterThan(0);
    expect(withEvaluator).toHaveLength(plain.length);
    const [value, place] = [IMITATION_FEATURES.indexOf('evaluatorValue'), IMITATION_FEATURES.indexOf('evaluatorPlace')];
    expect(plain.every((s) => s.features.every((f) => f[value] === 0 && f[place] === 0))).toBe(true);
    expect(withEvaluator.some((s) => s.features.some((f) => f[place] !== 0))).toBe(true);
    expect(evaluateDiscards).toBeTypeOf('function');
  });
});

describe('games that contradict themselves', () => {
  const good = parseMjlog(MADE_UP_GAME);
  const bad = parseMjlog(MADE_UP_GAME.replace('<D108/>', '<D109/>')); // seat 0 discards a tile it does not hold

  it('are told to onSkip and not counted by imitationScores; without onSkip their error ends it', () => {
    const table = mineGames([good]);
    const alone = imitationScores(table, [good], { evaluator: true });
    const skipped: [number, string][] = [];
    const mixed = imitationScores(table, [bad, good], { evaluator: true, onSkip: (i, r) => skipped.push([i, r]) });
    expect(skipped).toEqual([[0, expect.stringContaining('LOG_INCONSISTENT')]]);
    expect(mixed).toEqual(alone);
    expect(alone.blended).not.toBeNull();
    expect(() => imitationScores(table, [bad, good])).toThrow(/LOG_INCONSISTENT/);
  });

  it('a file that cannot be read is left out of a mined table and named, on worker threads too', async () => {
    // mining reads hands without replaying the table (fast); a file that does not parse is what it meets
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-seq-skip-'));
    writeFileSync(join(dir, 'a.xml'), MADE_UP_GAME);
    writeFileSync(join(dir, 'c.xml'), '<mjloggm ver="2.3"><GO');
    for (const workers of [0, 2]) {
      const skipped: { file: string; game: number | null }[] = [];
      const table = await mineFiles([dir], { workers, onSkip: (s) => skipped.push({ file: s.file, game: s.game }) });
      expect(table.toBytes()).toEqual(mineGames([good]).toBytes());
      expect(skipped).toEqual([{ file: join(dir, 'c.xml'), game: null }]);
    }
    await expect(mineFiles([dir], { workers: 0 })).rejects.toThrow(/BAD_LOG/);
  });
});
