// The bench wall model fitted on bots' games (hand-reading-bots.ts): its file reads back to the
// same wall and a damaged one is refused; its wall is a share per kind, 1 where no copy is unseen;
// the package's shipped wall trees (written from its file by src/wall-trees.ts) read as it does.
import { shippedHandReadingModel, treesWall } from '@mjkit/bots';
import { playGame } from '@mjkit/game';
import { replay } from '@mjkit/record';
import { unseenOf } from '@mjkit/core';
import { TableState, playerView } from '@mjkit/table';
import { describe, expect, it } from 'vitest';
import { fitBoostedModel } from '../src/boosted-trees.js';
import { WALL_TREE_FEATURE_COUNT, botWall, botWallModel, decodeBotWall, encodeBotWall, wallRows } from '../src/hand-reading-bots-model.js';
import { variantAgent } from '../src/evaluator-variants.js';

const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
state.apply({ type: 'draw', seat: 0, tile: 120 });
state.apply({ type: 'discard', seat: 0, tile: 120, tsumogiri: true });
const view = playerView(state, 1);
const theta = shippedHandReadingModel().weights;

describe('the bench wall model', () => {
  // trees fitted to the logit's own shares on this one view: a model to carry, not a good one
  const { rows, logit, unseen } = wallRows(view, { weights: theta, info: {} });
  const kinds = Array.from({ length: 34 }, (_, k) => k).filter((k) => unseen[k]! > 0);
  const x = Float64Array.from(kinds.flatMap((k) => Array.from(rows.subarray(k * WALL_TREE_FEATURE_COUNT, (k + 1) * WALL_TREE_FEATURE_COUNT))));
  const trees = fitBoostedModel({ x, y: Float64Array.from(kinds.map((k) => logit[k]!)), d: WALL_TREE_FEATURE_COUNT, n: kinds.length }, { trees: 5, depth: 2, minHessian: 0.1, sample: 1 });
  const model = { theta: Float32Array.from(theta), trees, info: { test: true } };

  it('reads a share per kind, 1 where no copy is unseen', () => {
    const wall = botWall(view, model);
    const u = unseenOf(view);
    expect(wall).toHaveLength(34);
    for (let k = 0; k < 34; k++) {
      if (u[k] === 0) expect(wall[k]).toBe(1);
      else expect(wall[k]! > 0 && wall[k]! < 1).toBe(true);
    }
    // the logit's shares: what an opponent holds leaves the wall, on average the opponents' share of the unseen tiles
    const share = kinds.reduce((a, k) => a + unseen[k]! * logit[k]!, 0) / kinds.reduce((a, k) => a + unseen[k]!, 0);
    expect(share).toBeCloseTo(1 - 39 / kinds.reduce((a, k) => a + unseen[k]!, 0), 1);
  });

  it('reads back from its file to the same wall, and a damaged file is refused', () => {
    const bytes = encodeBotWall(model);
    expect(botWall(view, decodeBotWall(bytes))).toEqual(botWall(view, model));
    const bad = Uint8Array.from(bytes);
    bad[40] = bad[40]! ^ 1;
    expect(() => decodeBotWall(bad)).toThrow(expect.objectContaining({ code: 'BAD_FILE' }));
  });
});

describe("@mjkit/bots' shipped wall trees", () => {
  it('read every kind as the fitted bench model does, on the views of a played hanchan', () => {
    const { log } = playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: 'hand-reading-bots-test' });
    const model = botWallModel();
    let n = 0;
    for (const p of replay(log)) {
      if (p.kind !== 'draw' || n++ % 7 !== 0) continue;
      const view = p.view();
      const shipped = treesWall(view);
      const bench = botWall(view, model);
      for (let k = 0; k < 34; k++) expect(shipped[k]).toBeCloseTo(bench[k]!, 12);
    }
    expect(n).toBeGreaterThan(300);
  });
});
