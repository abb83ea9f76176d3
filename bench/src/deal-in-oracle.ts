// How good must a deal-in model be? (issue 33) The oracles of oracle.ts played against three
// evaluator-legacy (bots-arena.ts pair, 100 sets each), beside how well each tells deal-ins apart:
// the AUC, against a riichi, of the noisy oracle's chance on the Houou test games (2022: the
// shipped learned model's own test set), where the real hands are in the log. The noisy oracle of
// strength d there is the learned model updated by a signal of strength d about whether the kind
// is one the riichi hand waits on (and it is not furiten by its river); d = 0 is the learned
// model itself.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-oracle.ts
// (after the arena runs it lists: bots-arena.ts pair --bot NAME --base evaluator-legacy --sets 100 --workers 2)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dealInRisk } from '@mjkit/bots';
import { resultsDir, writeWhole } from './harness.js';
import { forEachDiscardUnderRiichi, forEachHououGame, liveAgainst } from './houou-hanchan.js';
import { auc } from './logistic.js';
import { ORACLE_STRENGTHS, RIVERS_ONLY, kindCounts, liveWaits, withSignal } from './oracle.js';

/** Per discard against a riichi in the test games: the learned chance, whether the riichi hand waits on it, whether it dealt in. */
const q: number[] = [];
/** The shipped model as the bot weighs it now: the kinds passed after the riichi at 0. */
const shippedNow: number[] = [];
const waits: boolean[] = [];
const dealt: number[] = [];
/** Whether the kind was live: neither in the riichi hand's river nor passed after its riichi (where the choices are made). */
const live: boolean[] = [];
forEachHououGame((log, _game, set) => {
  if (set !== 1) return;
  forEachDiscardUnderRiichi(log, (discard) => {
    const { point: p, view, kind, winners, passed } = discard;
    const risk = dealInRisk(view, RIVERS_ONLY).bySeat;
    const now = dealInRisk(view, undefined, passed).bySeat;
    for (let s = 0; s < view.players; s++) {
      if (s === view.seat || !view.riichi[s]) continue;
      const w = liveWaits(kindCounts(p.state.hands[s]!), view, s);
      q.push(risk[s]![kind]!);
      shippedNow.push(now[s]![kind]!);
      live.push(liveAgainst(discard, s));
      waits.push(w.includes(kind));
      dealt.push(winners.has(s) ? 1 : 0);
    }
  });
});
const noisy = (d: number) => q.map((x, i) => withSignal(x, d, `deal-in-oracle/${i}`, waits[i]!));
const liveOnly = (p: readonly number[]) => auc(p.filter((_, i) => live[i]), dealt.filter((_, i) => live[i]));
/** The AUC against a riichi of the noisy oracle of strength d, on every discard and on the live kinds. */
const aucOf = (d: number) => {
  const p = noisy(d);
  return `${f3(auc(p, dealt))} / ${f3(liveOnly(p))}`;
};
const both = (p: readonly number[]) => `${f3(auc(p, dealt))} / ${f3(liveOnly(p))}`;
const waitShare = waits.filter(Boolean).length / waits.length;
const dealtInWaits = dealt.filter((d, i) => d === 1 && waits[i]).length;

interface Run {
  readonly report: { agents: { name: string; averageRank: number; averageRankInterval: [number, number]; winRate: number; dealInRate: number }[] };
  readonly paired: { mean: number; interval: [number, number]; sets: number };
  readonly command: string;
}
const run = (bot: string): Run | null => {
  const f = join(resultsDir, `bots-pair-${bot}-vs-evaluator-legacy.json`);
  return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as Run) : null;
};
const f3 = (x: number) => x.toFixed(3);
/** The standard normal distribution function (Abramowitz–Stegun 7.1.26 through erf). */
function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
const signed = (x: number) => `${x >= 0 ? '+' : ''}${f3(x)}`;
const row = (label: string, bot: string, auc: string, agent = bot) => {
  const r = run(bot);
  if (!r) return `| ${label} | \`${bot}\` | ${auc} | (not run) | | | |`;
  const a = r.report.agents.find((x) => x.name === agent)!;
  return `| ${label} | \`${bot}\` | ${auc} | ${f3(a.averageRank)} [${f3(a.averageRankInterval[0])}, ${f3(a.averageRankInterval[1])}] | ${signed(r.paired.mean)} [${signed(r.paired.interval[0])}, ${signed(r.paired.interval[1])}] | ${f3(a.winRate)} | ${f3(a.dealInRate)} |`;
};

const md = `# How good must a deal-in model be? The oracles

Command: \`cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-oracle.ts\`, after each arena run
\`cd bench && node --conditions=@mjkit/source --import tsx src/bots-arena.ts pair --bot NAME --base evaluator-legacy --sets 100 --workers 2\`
(the bots of \`bench/src/oracle.ts\`; each run's own file is \`bots-pair-NAME-vs-evaluator-legacy.md\`). \`evaluator-rivers-only\` is
the run of \`evaluator\` at commit 7a8d250, before the kinds passed after a riichi counted (its file keeps that run's command).

The evaluator bot (push or fold in points, as shipped) with its deal-in chances taken from the opponents' real hands instead
of the learned model, against three \`evaluator-legacy\`, duplicate, 100 seed sets (400 hanchan, every seat), the gates' seed; the bot now (\`evaluator\`) is its gate run, ${run('evaluator')?.paired.sets ?? 'no'} sets.
**The oracle**: a kind deals in for sure to an opponent that is ready and waits on it (not furiten by its river), never
otherwise. **The tenpai oracle** knows only who is ready (the learned chance, scaled up to a ready hand's, for them; 0 for the
others). **The noisy oracle of strength d** hears, for each kind, a signal drawn from N(d, 1) if a ready hand waits on it and N(0, 1)
if not (fixed for the round), and updates the tenpai oracle's chance by it as Bayes says, σ(logit(q) + d·x − d²/2): a
calibrated chance; d = 0 is the tenpai oracle, a large d the oracle. The signal alone tells a wait from another kind with
AUC Φ(d/√2): ${[1, 2, 3].map((d) => `${f3(phi(d / Math.SQRT2))} at d = ${d}`).join(', ')}. \`always\`: every discard weighed in points (\`weigh: 'always'\`),
not only under tileDanger's threats. Yaku are not checked: a closed ready hand without one counts as a threat.

**AUC against a riichi** is measured where the real hands are known: every discard against a riichi in the 111 Houou hanchan
of 2022 (the learned model's test games; ${dealt.length.toLocaleString('en')} cases, ${dealt.reduce((a, b) => a + b, 0)} deal-ins, ${(100 * waitShare).toFixed(1)}% of the discards on a wait, ${dealtInWaits} of the deal-ins on
a wait the hand shows): the AUC of each bot's chance for the discarded kind, over every discard and over the ${live.filter(Boolean).length.toLocaleString('en')} of **live
kinds** (neither in the riichi hand's river nor passed after its riichi, ${dealt.filter((d, i) => d === 1 && live[i]).length} deal-ins): the tiles a choice to push or fold is about. The learned model in all of these runs is the first
one shipped, which read the rivers only (\`bench/weights/deal-in-rivers-only.bin\`; 0.876 against a riichi): the kinds passed
after a riichi were not yet weighed at 0.

| deal-in chances | bot | AUC against a riichi: every discard / live kinds | average rank [95%] | paired − legacy | win | deal-in |
|---|---|---|---|---|---|---|
${row('learned model, rivers only (the bot before)', 'evaluator-rivers-only', aucOf(0), 'evaluator')}
${row('learned, every discard weighed', 'evaluator+always', aucOf(0))}
${row('tenpai oracle, every discard weighed', 'evaluator+tenpai-oracle-always', aucOf(0))}
${ORACLE_STRENGTHS.map((d) => row(`noisy oracle, d = ${d}`, `evaluator+oracle-d${d}`, aucOf(d))).join('\n')}
${row('learned model, passed tiles at 0 and read as the river, refitted (the bot now)', 'evaluator', both(shippedNow))}
${row('oracle', 'evaluator+oracle', both(waits.map(Number)))}
${row('oracle, every discard weighed', 'evaluator+oracle-always', both(waits.map(Number)))}

AUC against a riichi for other strengths (every discard / live kinds): ${[1.5, 2.5, 3, 4, 6].map((d) => `d = ${d}: ${aucOf(d)}`).join('; ')}.
`;
writeWhole(join(resultsDir, 'deal-in-oracle.md'), md);
console.log(md);
