// mjkit opponent-score extract | train | eval on a made-up game written here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MADE_UP_GAME } from '../../../scripts/test-game.js';
import { run } from './run-cli.js';

describe('mjkit opponent-score', () => {
  it('extracts positions, trains weights on them, and evaluates the weights on a log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-os-'));
    writeFileSync(join(dir, 'a.xml'), MADE_UP_GAME);
    const positions = join(dir, 'p.bin');
    const extracted = run('opponent-score', 'extract', dir, '--out', positions);
    expect(extracted.code).toBe(0);
    expect(extracted.out).toMatch(/^\d+ positions \(0 riichi, 0 call, \d+ discard\) from 1 games written to /);
    const weights = join(dir, 'w.bin');
    expect(run('opponent-score', 'train', positions, '--positions', 'riichi', '--out', weights).code).toBe(2); // none in this game
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
});
