// How the policy reader reads in play (issue 33): the bot as shipped plays hanchan against three
// evaluator-legacy (seeds `policy-reader-play/GAME`, none of the arena's walls), and at each of its
// decisions against a closed riichi the reader of policy-reader-agent.ts is asked beside the
// deal-in model, without playing it. Both are judged on the live kinds (not in the riichi hand's
// river, not passed after the riichi) against the real waits: AUC and log loss, at the bot's first
// decision after the riichi (where the study read) and at its later ones (where the reading has
// been narrowed by what the table showed since). Writes results/policy-reader-play.md.
//
// With --reread, the reader is also drawn afresh at every decision (`reread`), to tell what the
// narrowing costs from what the reading itself gives. With --sampler draws, the ready hands are
// drawn each afresh (readyDraws, as the study drew them) instead of by the chain, to tell what the
// chain's correlated samples cost; it writes policy-reader-play[-reread]-draws.md.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/policy-reader-play.ts [--games 6] [--particles 1024] [--reread] [--sampler chain|draws]
import { join } from 'node:path';
import { createRng, createRules } from '@mjkit/core';
import { dealInRisk, evaluatorAgent } from '@mjkit/bots';
import type { SafeKinds } from '@mjkit/bots';
import { playGame } from '@mjkit/game';
import type { PlayerView } from '@mjkit/table';
import { option } from './progress.js';
import { resultsDir, writeWhole } from './harness.js';
import { auc, logLoss } from './logistic.js';
import { read, readChances, readableOpponent, riichiReader, withEvidenceOf } from './policy-reader-agent.js';
import { oracleChances, recordingAgent, withSignal } from './oracle.js';

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '6'));
const particles = Number(option(args, '--particles', '1024'));
const reread = args.includes('--reread');
const sampler = option(args, '--sampler', 'chain');
if (sampler !== 'chain' && sampler !== 'draws') throw new Error(`--sampler is chain or draws, not ${sampler}`);
const settings = { particles, depth: 4, eps: 0.2, sampler } as const;
/** Per live kind asked: the model's chance, the reader's (as `samples` and as `evidence` take it), whether it is a real wait, whether at the first decision. */
const rows: { model: number; reader: number; evidence: number; fresh: number; oracles: number[]; wait: boolean; first: boolean }[] = [];
/** The noisy oracles' strengths asked beside the reader (the arena's scale: deal-in-threshold.md), each with as many draws of its signal, its AUC their mean. */
const STRENGTHS = [0.5, 1] as const;
const DRAWS = 16;
const started = performance.now();
for (let g = 0; g < games; g++) {
  /** The seed of a riichi's reading, and the stem of every other draw about it. */
  const keyOf = (view: PlayerView, s: number) => `policy-reader-play/${g}/${view.round}/${view.honba}/${s}`;
  const reader = riichiReader(settings, keyOf);
  const dealIn = (view: PlayerView, safe: SafeKinds | undefined) => {
    const model = dealInRisk(view, undefined, safe).bySeat;
    const real = oracleChances(view);
    model.forEach((p, s) => {
      const reading = p && reader.at(view, s);
      if (!p || !reading) return;
      const r = readChances(reading.samples, view, s, safe?.[s]);
      if (!r) return;
      const { first, evidence } = reading;
      const f = !reread || first ? r : readChances(read(reading.turns, view, s, settings, createRng(`${keyOf(view, s)}/${view.tilesLeft}`)), view, s, safe?.[s]) ?? r;
      const river = new Set(view.rivers[s]!.map((x) => x.tile >> 2));
      for (let k = 0; k < 34; k++) {
        if (river.has(k) || safe?.[s]?.has(k)) continue;
        const wait = real[s]![k] === 1;
        // the signal fixed for the round, as the arena's oracles draw it
        const oracles = STRENGTHS.flatMap((d) => Array.from({ length: DRAWS }, (_, i) => withSignal(p[k]!, d, `${keyOf(view, s)}/${d}/${i}/${k}`, wait)));
        rows.push({ model: p[k]!, reader: r[k]!, evidence: withEvidenceOf(p[k]!, evidence[k]!), fresh: f[k]!, oracles, wait, first });
      }
    });
    return model;
  };
  const opponents = [0, 1, 2].map(() => readableOpponent(recordingAgent(evaluatorAgent({ preset: 'legacy' }))));
  playGame([evaluatorAgent({ dealIn }), ...opponents], { seed: `policy-reader-play/${g}`, rules: createRules('tenhou') });
  process.stderr.write(`\rhanchan ${g + 1}/${games}`);
}
/** The mean AUC of the oracle of strength STRENGTHS[j] over its draws. */
const oracleAuc = (xs: typeof rows, y: number[], j: number) => {
  let sum = 0;
  for (let i = 0; i < DRAWS; i++) sum += auc(xs.map((r) => r.oracles[j * DRAWS + i]!), y);
  return sum / DRAWS;
};
const line = (label: string, xs: typeof rows) => {
  const y = xs.map((r) => (r.wait ? 1 : 0));
  const lossOf = (f: (r: (typeof rows)[number]) => number) => logLoss(xs.map(f), y).toFixed(4);
  const zeros = xs.filter((r) => r.wait && r.reader === 0).length;
  const fresh = reread ? ` ${auc(xs.map((r) => r.fresh), y).toFixed(3)} | ${lossOf((r) => r.fresh)} | ${xs.filter((r) => r.wait && r.fresh === 0).length} |` : '';
  return `| ${label} | ${xs.length} | ${y.filter(Boolean).length} | ${auc(xs.map((r) => r.model), y).toFixed(3)} | ${auc(xs.map((r) => r.reader), y).toFixed(3)} | ${auc(xs.map((r) => r.evidence), y).toFixed(3)} | ${lossOf((r) => r.model)} | ${lossOf((r) => r.reader)} | ${lossOf((r) => r.evidence)} | ${zeros} | ${STRENGTHS.map((_, j) => oracleAuc(xs, y, j).toFixed(3)).join(' | ')} |${fresh}`;
};
const md = `# The policy reader in play (issue 33)

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/policy-reader-play.ts --games ${games} --particles ${particles}${reread ? ' --reread' : ''}${sampler === 'draws' ? ' --sampler draws' : ''}\` (${Math.round((performance.now() - started) / 1000)} s, one core).

The bot as shipped plays ${games} hanchan against three \`evaluator-legacy\` (seeds \`policy-reader-play/GAME\`, not the arena's walls). At each
of its decisions against a closed riichi, the reader of \`src/policy-reader-agent.ts\` (${particles} samples${sampler === 'draws' ? ', each drawn afresh until ready instead of by the chain' : ''}, four turns, ε = 0.2), which
\`evaluator+policy-reader-p${particles}-d4\` plays, is asked beside the shipped deal-in model, without playing it: the reader draws its
samples at the bot's first decision after the riichi and at each later one drops those a tile seen since, or a kind passed since,
rules out (**samples**, as \`evaluator+policy-reader-p${particles}-d4\` plays it); **evidence** is the model's chance moved by what the
turns read added at the first decision, fixed for the round (as \`evaluator+policy-evidence-p${particles}-d4\` plays it). Each live kind
(not in the riichi hand's river, not passed after the riichi) of each decision is a case; a real wait (ready, not furiten) is a
positive. **zeros**: real waits the samples gave a chance of 0 (which the points rule takes as safe). **oracle d**: the model's chance
told a signal N(d, 1) for a real wait and N(0, 1) for another kind, drawn once a round (\`oracle.ts\`), its AUC the mean over ${DRAWS} draws: told to the bot as shipped
against a riichi, d = 0.5 moved its rank by −0.030 [−0.060, 0.000] and d = 1 by −0.056 [−0.094, −0.018] (\`deal-in-threshold.md\`),
the scale to read the reader's AUC on.${reread ? ' **drawn afresh**: the samples drawn anew at every decision from what the bot sees then (as at the first), not narrowed.' : ''}

| decisions | cases | real waits | AUC: model | AUC: samples | AUC: evidence | log loss: model | log loss: samples | log loss: evidence | zeros | AUC: oracle d = 0.5 | AUC: oracle d = 1 |${reread ? ' AUC: drawn afresh | log loss: drawn afresh | zeros, drawn afresh |' : ''}
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|${reread ? '---:|---:|---:|' : ''}
${line('first after the riichi (where the study read)', rows.filter((r) => r.first))}
${line('later', rows.filter((r) => !r.first))}
${line('all', rows)}
`;
writeWhole(join(resultsDir, `policy-reader-play${reread ? '-reread' : ''}${sampler === 'draws' ? '-draws' : ''}.md`), md);
console.log(md);
