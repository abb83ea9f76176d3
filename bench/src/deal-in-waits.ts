// The deal-in model trained on the opponents' waits instead of on deal-ins (issue 33). The shipped
// model (deal-in-train.ts) learns from one label per discard: did it deal in? There are few
// (1,389 against a riichi in 758 hanchan). The logs hold the hidden hands, so for every discard
// and opponent each kind in the discarder's hand can be labelled by whether the opponent waits on
// it (ready, not furiten by its river): many more labels, the same features, one logistic
// regression per situation. A wait is not yet a deal-in (no yaku, another player's win first),
// so each situation's bias is then moved to fit the deal-ins of the training games (one number per
// situation: the chances' order is the waits model's).
//
// Trained on the 647 hanchan of 2020, tested on the discards of the 111 of 2022 beside the first
// shipped model, trained the same way on deal-ins (bench/weights/deal-in-rivers-only.bin): neither
// weighs the kinds passed after a riichi at 0. Writes results/deal-in-waits.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-waits.ts [--every 2]
import { join } from 'node:path';
import { DEAL_IN_FEATURES, DEAL_IN_FEATURE_COUNT, dealInFeatures, dealInSituation } from '@mjkit/bots';
import type { Seat } from '@mjkit/core';
import { replay } from '@mjkit/record';
import { resultsDir, writeWhole } from './harness.js';
import { forEachHououGame, winnersOnDiscard } from './houou-hanchan.js';
import { auc, fitLogistic, logistic, logLoss } from './logistic.js';
import { RIVERS_ONLY, kindCounts, liveWaits } from './oracle.js';

const F = DEAL_IN_FEATURE_COUNT;
const SITUATIONS = ['riichi', 'open melds', 'closed'] as const;
const args = process.argv.slice(2);
const every = Number(args[args.indexOf('--every') + 1] ?? 2) || 2;
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-waits.ts${every === 2 ? '' : ` --every ${every}`}`;

/** Rows grown as read: features, label. */
class Rows {
  n = 0;
  x = new Float32Array(F << 16);
  y = new Uint8Array(1 << 16);
  push(features: Float32Array, at: number, y: number): void {
    if (this.n === this.y.length) {
      const x = new Float32Array(this.x.length * 2);
      x.set(this.x);
      this.x = x;
      const yy = new Uint8Array(this.y.length * 2);
      yy.set(this.y);
      this.y = yy;
    }
    this.x.set(features.subarray(at, at + F), this.n * F);
    this.y[this.n++] = y;
  }
  get d() {
    return F;
  }
}

/** Training rows per situation (every hand kind, labelled by the waits); the discards themselves (train and test) for the deal-ins. */
const waitRows = SITUATIONS.map(() => new Rows());
const discards = { train: SITUATIONS.map(() => new Rows()), test: SITUATIONS.map(() => new Rows()) };
const features = new Float32Array(34 * F);
let decision = 0;
const started = performance.now();
forEachHououGame((log, _game, set) => {
  for (const p of replay(log)) {
    if (p.kind !== 'draw' || p.action.type !== 'discard') continue;
    const view = p.view();
    const kind = p.action.tile >> 2;
    const winners = winnersOnDiscard(log, p);
    const sampled = set === 0 && decision++ % every === 0;
    const handKinds = [...new Set(view.hand.map((t) => t >> 2))];
    for (let s = 0; s < view.players; s++) {
      if (s === view.seat) continue;
      const seat = s as Seat;
      dealInFeatures(view, seat, features);
      const situation = dealInSituation(view, seat);
      (set === 0 ? discards.train : discards.test)[situation]!.push(features, kind * F, winners.has(s) ? 1 : 0);
      if (!sampled) continue;
      const waits = new Set(liveWaits(kindCounts(p.state.hands[s]!), view, s));
      for (const k of handKinds) waitRows[situation]!.push(features, k * F, waits.has(k) ? 1 : 0);
    }
  }
}, started);
const readSeconds = (performance.now() - started) / 1000;

// one logistic regression per situation on the waits, then its bias fitted to the training deal-ins
const weights = new Float32Array(3 * F);
const shifts: number[] = [];
for (let s = 0; s < 3; s++) {
  const w = fitLogistic({ x: waitRows[s]!.x, y: waitRows[s]!.y, d: F, n: waitRows[s]!.n }, 1);
  const train = discards.train[s]!;
  const z = Array.from({ length: train.n }, (_, i) => {
    let a = 0;
    for (let j = 0; j < F; j++) a += w[j]! * train.x[i * F + j]!;
    return a;
  });
  // Newton on the bias shift b: maximise Σ y log σ(z + b) + (1 − y) log(1 − σ(z + b))
  let b = 0;
  for (let it = 0; it < 30; it++) {
    let g = 0;
    let h = 0;
    for (let i = 0; i < train.n; i++) {
      const p = 1 / (1 + Math.exp(-(z[i]! + b)));
      g += train.y[i]! - p;
      h += p * (1 - p);
    }
    b += g / h;
  }
  w[0]! += b;
  shifts.push(b);
  weights.set(w, s * F);
}
const fitSeconds = (performance.now() - started) / 1000 - readSeconds;

const shipped = RIVERS_ONLY.weights;
const f4 = (x: number) => x.toFixed(4);
const f3 = (x: number) => x.toFixed(3);
const lines: string[] = [];
for (let s = 0; s < 3; s++) {
  const test = discards.test[s]!;
  const y = Array.from(test.y.subarray(0, test.n));
  const p = (w: Float32Array) => Array.from({ length: test.n }, (_, i) => logistic(w.subarray(s * F, s * F + F), test.x, i * F));
  const ps = p(shipped);
  const pw = p(weights);
  const dealIns = y.reduce((a, b) => a + b, 0);
  lines.push(`| ${SITUATIONS[s]} | ${test.n.toLocaleString('en')} | ${dealIns} | ${waitRows[s]!.n.toLocaleString('en')} | ${waitRows[s]!.y.subarray(0, waitRows[s]!.n).reduce((a, b) => a + b, 0).toLocaleString('en')} | ${f4(logLoss(ps, y))} | ${f3(auc(ps, y))} | ${f4(logLoss(pw, y))} | ${f3(auc(pw, y))} | ${shifts[s]!.toFixed(2)} |`);
}

const md = `# The deal-in model trained on the waits

Command: \`${command}\` (reading ${readSeconds.toFixed(0)} s, fitting ${fitSeconds.toFixed(0)} s, one core).

The first shipped model (\`bench/weights/deal-in-rivers-only.bin\`, trained on the same games) learns from one label per
discard and opponent: whether the discard dealt in. The logs
hold the hidden hands, so here every kind in the discarder's hand is labelled, for each opponent, by whether that opponent
waits on it (ready and not furiten by its own river) — at every ${every === 1 ? '' : `${every === 2 ? 'second' : `${every}th`} `}discard of the 647 Houou hanchan of 2020 —, the same
${F} features (\`dealInFeatures\`), one L2 logistic regression per situation (λ = 1). A wait is not yet a deal-in (a hand without
a yaku, another player's win first), so each situation's bias is then moved (by the shift below) to fit the deal-ins of the
2020 discards. Tested as that model was: every discard of the 111 hanchan of 2022, against each opponent, labelled by
whether it dealt in to that opponent (neither model weighs the kinds passed after a riichi at 0 here; see \`deal-in-model.md\`
for the shipped model that does).

| situation | test discards | deal-ins | wait rows (2020) | on a wait | deal-in labels: log loss | AUC | waits: log loss | AUC | bias shift |
|---|---:|---:|---:|---:|---|---|---|---|---:|
${lines.join('\n')}

Weights (riichi / open melds / closed):

| feature | riichi | open melds | closed |
|---|---:|---:|---:|
${DEAL_IN_FEATURES.map((name, j) => `| ${name} | ${[0, 1, 2].map((s) => weights[s * F + j]!.toFixed(2)).join(' | ')} |`).join('\n')}
`;
writeWhole(join(resultsDir, 'deal-in-waits.md'), md);
console.log(md);
