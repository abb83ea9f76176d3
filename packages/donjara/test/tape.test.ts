// The autodiff tape: every operation's gradient against central finite differences, on a small
// graph shaped like one transformer block with a policy loss.
import { describe, expect, it } from 'vitest';
import { createRng } from '@mjkit/core';
import { Tape, param } from '../src/tape.js';
import type { Param } from '../src/tape.js';

describe('the autodiff tape', () => {
  it('matches finite differences through every operation', () => {
    const rng = createRng('tape');
    const r = () => rng.nextFloat() * 2 - 1;
    const P = {
      w1: param('w1', 5, 6, r),
      b1: param('b1', 1, 6, r),
      g: param('g', 1, 6, () => 1 + r() * 0.3),
      beta: param('beta', 1, 6, r),
      wq: param('wq', 6, 4, r),
      wk: param('wk', 6, 4, r),
      wv: param('wv', 6, 6, r),
      emb: param('emb', 3, 6, r),
      wo: param('wo', 6, 7, r),
    };
    const x = Float64Array.from({ length: 20 }, r);
    const loss = (): { tape: Tape; out: ReturnType<Tape['logSoftmaxPick']> } => {
      const t = new Tape();
      const input = t.constant(4, 5, x);
      const h = t.relu(t.add(t.matmul(input, P.w1), P.b1));
      const tokens = t.gatherRows([h, P.emb], [0, 1, 1, 0, 1, 1], [0, 2, 0, 3, 1, 2]);
      const n = t.layerNorm(tokens, P.g, P.beta);
      const att = t.softmaxRows(t.scale(t.matmulT(t.matmul(n, P.wq), t.matmul(n, P.wk)), 0.5), true);
      const y = t.add(n, t.matmul(att, t.matmul(n, P.wv)));
      const logits = t.matmul(t.relu(y), P.wo);
      return { tape: t, out: t.logSoftmaxPick(logits, [0, 2, 5, 5], [1, 6, 0, 3], [0.7, -1.2, 2, 0.4]) };
    };
    const { tape, out } = loss();
    tape.backward(out);
    let checked = 0;
    for (const p of Object.values(P) as Param[]) {
      for (let i = 0; i < p.value.length; i++) {
        const keep = p.value[i]!;
        const h = 1e-5;
        p.value[i] = keep + h;
        const up = loss().out.value[0]!;
        p.value[i] = keep - h;
        const down = loss().out.value[0]!;
        p.value[i] = keep;
        const numeric = (up - down) / (2 * h);
        expect(p.grad[i]!, `${p.name}[${i}]`).toBeCloseTo(numeric, 6);
        checked++;
      }
    }
    expect(checked).toBe(30 + 6 + 6 + 6 + 24 + 24 + 36 + 18 + 42);
  });
});
