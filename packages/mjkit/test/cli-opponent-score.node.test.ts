// mjkit opponent-score extract | train | eval on a made-up game written here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MADE_UP_GAME } from '../../../scripts/test-game.js';
import { run, runLater } from './run-cli.js';

describe('mjkit opponent-score', () => {
  it('extracts positions, trains weights on them, and evaluates the weights on a log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-os-'));
    writeFileSync(join(dir, 'a.xml'), MADE_UP_GAME);
    const positions = join(dir, 'p.bin');
    const extracted = run('opponent-score', 'extract', dir, '--out', positions);
    expect(extracted.code).toBe(0);
    expect(extracted.out).toMatch(/^\d+ positions \(0 riichi, 0 call, \d+ discard\) from 1 game written to /);
    const weights = join(dir, 'w.bin');
    expect(run('opponent-score', 'train', positions, '--positions', 'riichi', '--out', weights).code).toBe(1); // none in this game: the data lacks them
    const trained = run('opponent-score', 'train', positions, '--positions', 'any', '--folds', '0', '--out', weights, '--json');
    expect(trained.code).toBe(0);
    expect(JSON.parse(trained.out)).toMatchObject({ model: 'linear', features: 'call', folds: 0, rmse: null });
    const evaluated = JSON.parse(run('opponent-score', 'eval', weights, dir, '--positions', 'any', '--json').out);
    expect(evaluated.positions).toBeGreaterThan(0);
    expect(evaluated.rmse).toBeGreaterThanOrEqual(0);
    expect(evaluated.baselineRmse).toBeCloseTo(0, 6); // every target is ln 3,900, the training mean
    expect(run('opponent-score', 'train', positions, '--out', weights, '--model', 'tree').code).toBe(2);
    expect(run('opponent-score', 'eval', positions, dir).code).not.toBe(0); // positions are not weights
  });

  it('trains a perceptron (one epoch, smoke) on arena games added train-only to a log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-os-'));
    writeFileSync(join(dir, 'a.xml'), MADE_UP_GAME);
    expect((await runLater('arena', '--agents', 'shanten,shanten,shanten,shanten', '--sets', '1', '--workers', '0', '--out', join(dir, 'arena'))).code).toBe(0);
    const extracted = run('opponent-score', 'extract', join(dir, 'arena'), '--train-only', '--out', join(dir, 'arena.bin'));
    expect(extracted.out).toMatch(/from 4 games/);
    const botPositions = Number(/^(\d+) positions/.exec(extracted.out)![1]);
    expect(botPositions).toBeGreaterThan(100);
    run('opponent-score', 'extract', join(dir, 'a.xml'), '--out', join(dir, 'log.bin'));
    // only bot games: nothing to test on
    expect(run('opponent-score', 'train', join(dir, 'arena.bin'), '--positions', 'any', '--out', join(dir, 'w.bin')).code).toBe(1);
    const trained = run('opponent-score', 'train', join(dir, 'log.bin'), join(dir, 'arena.bin'), '--positions', 'any', '--model', 'mlp', '--epochs', '1', '--folds', '2', '--out', join(dir, 'w.bin'), '--json');
    expect(trained.code).toBe(0);
    const summary = JSON.parse(trained.out);
    expect(summary.model).toBe('mlp');
    expect(summary.tested).toBeGreaterThan(0);
    expect(summary.positions).toBe(summary.tested + botPositions); // the log's positions are tested, the bots' never
    expect(Number.isFinite(summary.rmse) && Number.isFinite(summary.bestEpochRmse)).toBe(true);
    const evaluated = JSON.parse(run('opponent-score', 'eval', join(dir, 'w.bin'), join(dir, 'a.xml'), '--positions', 'any', '--json').out);
    expect(evaluated.positions).toBe(summary.tested);
  });
});
