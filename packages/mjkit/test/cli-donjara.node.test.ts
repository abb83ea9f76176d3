// mjkit donjara play: games between the study's players, their measures, the same seed the same games.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './run-cli.js';

describe('mjkit donjara play', () => {
  it('plays games and reports every player, the same for the same seed', () => {
    const a = run('donjara', 'play', '--agents', 'speed,score,defence', '--games', '40', '--seed', '9', '--json');
    expect(a.code).toBe(0);
    const report = JSON.parse(a.out);
    expect(report).toMatchObject({ games: 40, rounds: 120, seed: '9' });
    expect(report.players.map((p: { name: string }) => p.name)).toEqual(['speed', 'score', 'defence']);
    expect(report.players.reduce((s: number, p: { firsts: number }) => s + p.firsts, 0)).toBe(40);
    for (const p of report.players) expect(p.win.rate).toBeGreaterThan(0);
    expect(run('donjara', 'play', '--agents', 'speed,score,defence', '--games', '40', '--seed', '9', '--json').out).toBe(a.out);
    const text = run('donjara', 'play', '--agents', 'random-legal,balance', '--games', '5', '--rounds', '4');
    expect(text.out).toMatch(/^5 games, 20 rounds/);
    expect(text.out).toMatch(/1:balance/);
  });

  it('measures the estimators by step', () => {
    const r = run('donjara', 'eval-estimator', '--rounds', '6', '--particles', '50', '--seed', '2', '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.rounds).toBe(6);
    expect(report.estimators.map((e: { name: string }) => e.name)).toEqual(['random', 'prior', 'bayes']);
    expect(report.estimators[2].next).toHaveLength(report.reached.length);
    // the prior learns nothing but decodes as the model does: above the random draw at the first step
    expect(report.estimators[1].next[0]).toBeGreaterThan(0);
    expect(run('donjara', 'eval-estimator', '--rounds', '3', '--estimators', 'random').out).toMatch(/^3 rounds; match rate by step/);
    const shipped = JSON.parse(run('donjara', 'eval-estimator', '--estimators', 'random,shipped', '--rounds', '20', '--json').out);
    expect(shipped.estimators.map((e: { name: string }) => e.name)).toEqual(['random', 'shipped']);
    expect(shipped.estimators[1].next[0]).toBeGreaterThan(shipped.estimators[0].next[0]);
    expect(run('donjara', 'eval-estimator', '--estimators', 'oracle').code).toBe(2);
    expect(run('donjara', 'eval-estimator', '--rounds', '0').code).toBe(2);
    // the filter with moves on its particles: the same rounds, another reading; a bad count is a usage error
    const moved = JSON.parse(run('donjara', 'eval-estimator', '--estimators', 'bayes', '--rounds', '6', '--particles', '50', '--moves', '2', '--seed', '2', '--json').out);
    expect(moved.reached).toEqual(report.reached);
    expect(moved.estimators[0].next).toHaveLength(report.reached.length);
    expect(run('donjara', 'eval-estimator', '--moves', '-1').code).toBe(2);
  });

  it('trains an estimator (smoke) and evaluates it beside the references', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mjkit-dj-')), 'p1.bin');
    const trained = run('donjara', 'train-estimator', '--episodes', '8', '--hidden', '8', '--batch', '4', '--out', file);
    expect(trained.code).toBe(0);
    expect(trained.out).toMatch(/trained on 8 rounds \(penalty 1, hidden 8\)/);
    const report = JSON.parse(run('donjara', 'eval-estimator', '--estimators', 'random', '--model', file, '--rounds', '4', '--json').out);
    expect(report.estimators.map((e: { name: string }) => e.name)).toEqual(['random', 'p1']);
    expect(run('donjara', 'eval-estimator', '--model', join(file, 'missing.bin'), '--rounds', '2').code).toBe(1);
    expect(run('donjara', 'train-estimator', '--episodes', '0', '--out', `${file}.new`).code).toBe(2);
    // the weights exist: replaced only with --force, and checked before training
    const again = run('donjara', 'train-estimator', '--episodes', '100000', '--out', file);
    expect([again.code, again.err]).toEqual([1, expect.stringMatching(/BAD_OUTPUT: cannot write .*p1\.bin: it exists; give --force/)]);
    expect(run('donjara', 'train-estimator', '--episodes', '4', '--hidden', '8', '--batch', '4', '--out', file, '--force').code).toBe(0);
    expect(run('donjara', 'train-estimator').code).toBe(2);
  });

  it('trains the trainer agents (smoke), continues from their file and measures the training effect', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mjkit-dj-')), 'trainers.bin');
    const r = run('donjara', 'train-trainers', '--rounds', '6', '--estimator', 'random', '--trainees', '2', '--learn-rounds', '5', '--eval-rounds', '8', '--out', file, '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.training.rounds).toBe(6);
    expect(report.training.decisions).toBeGreaterThan(20);
    expect(report.effect.conditions.map((c: { name: string; stats: { rounds: number } }) => [c.name, c.stats.rounds])).toEqual([['trainers', 16], ['virtual', 16], ['untrained', 16]]);
    const over = run('donjara', 'train-trainers', '--rounds', '2', '--from', file, '--trainees', '0', '--estimator', 'random', '--out', file, '--force');
    expect([over.code, over.err]).toEqual([1, expect.stringMatching(/BAD_OUTPUT: .*it is one of the inputs/)]);
    const more = run('donjara', 'train-trainers', '--rounds', '2', '--from', file, '--trainees', '0', '--estimator', 'random', '--win-function', 'as-written', '--out', `${file}.more`);
    expect(more.out).toMatch(/trained on 8 rounds/);
    const text = run('donjara', 'train-trainers', '--rounds', '2', '--trainees', '1', '--learn-rounds', '2', '--eval-rounds', '4', '--estimator', 'random', '--out', file, '--force');
    expect(text.out).toMatch(/\ntrainers .*\nvirtual .*\nuntrained .*\ntrainers − virtual/);
    expect(run('donjara', 'train-trainers', '--rounds', '2').code).toBe(2);
    expect(run('donjara', 'train-trainers', '--rounds', '0', '--out', `${file}.zero`).code).toBe(2);
    expect(run('donjara', 'train-trainers', '--rounds', '2', '--from', join(file, 'missing.bin'), '--out', `${file}.x`).code).toBe(1);
    expect(run('donjara', 'train-trainers', '--rounds', '2', '--win-function', 'square', '--out', file).code).toBe(2);
  });

  it('refuses unknown players and bad counts with exit 2', () => {
    expect(run('donjara', 'play', '--agents', 'speed,greedy').code).toBe(2);
    expect(run('donjara', 'play', '--agents', 'speed').code).toBe(2);
    expect(run('donjara', 'play', '--agents', 'a,b,c,d,e').code).toBe(2);
    expect(run('donjara', 'play', '--agents', 'speed,score', '--games', '0').code).toBe(2);
    expect(run('donjara', 'play', '--agents', 'speed,score', '--rounds', 'x').code).toBe(2);
  });
});
