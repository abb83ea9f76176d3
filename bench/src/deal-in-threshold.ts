// Where is gate 1 on the deal-in model's scale? (issue 33) deal-in-oracle.md mapped the live-tile
// AUC against a riichi to the rank with oracles built on the first model (rivers only), 100 sets
// each, and its AUC measured on Houou players' riichi. Here the map is redrawn for the bot as
// shipped: `evaluator+riichi-signal-dD` (oracle.ts) is the shipped bot with each kind's chance
// against a riichi, and only against a riichi, updated by a signal of strength d about whether the
// hand waits on it; 300 sets each against three evaluator-legacy, paired by set with the shipped
// bot on the same sets. The AUC of those chances is measured on the live kinds (neither in the
// riichi hand's river nor passed after its riichi) both on the Houou test games (2022) and on the
// gate's own kind of opponent: four evaluator-legacy on the test walls of deal-in-bots.ts
// (`deal-in-bots/GAME`, GAME mod 5 = 4), where deal-in-bots.md measures the models fitted on bots.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-threshold.ts [--games 300]
// after, for D in 0.5 1 1.5:
//   cd bench && node --import tsx src/bots-arena.ts pair --bot evaluator+riichi-signal-dD --base evaluator-legacy --sets 300 --workers 2
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dealInRisk } from '@mjkit/bots';
import { playGame } from '@mjkit/game';
import type { GameLog } from '@mjkit/record';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { forEachDiscardUnderRiichi, forEachHououGame, liveAgainst } from './houou-hanchan.js';
import { auc } from './logistic.js';
import { RIICHI_SIGNAL_STRENGTHS, kindCounts, liveWaits, withSignal } from './oracle.js';
import { meansBySet, readPairRun } from './pair-runs.js';
import { option, progressBar } from './progress.js';
import { variantAgent } from './evaluator-variants.js';

const games = Number(option(process.argv.slice(2), '--games', '300'));
if (!(Number.isInteger(games) && games >= 5)) throw new Error(`--games is a whole number of 5 or more, not ${option(process.argv.slice(2), '--games', '')}`);
const command = `cd bench && node --conditions=@mjkit/source --import tsx src/deal-in-threshold.ts --games ${games}`;
const STRENGTHS = [0, ...RIICHI_SIGNAL_STRENGTHS];

/** The live riichi cases of a set of games: the shipped model's chance, whether the kind is a wait, whether it dealt in. */
interface LiveCases {
  readonly q: number[];
  readonly wait: boolean[];
  readonly dealt: number[];
}
const houou: LiveCases = { q: [], wait: [], dealt: [] };
const bots: LiveCases = { q: [], wait: [], dealt: [] };

/** Adds the live riichi cases of `log` to `cases`. */
function addLive(cases: LiveCases, log: GameLog): void {
  forEachDiscardUnderRiichi(log, (discard) => {
    const { point, view, kind, winners, passed } = discard;
    const chances = dealInRisk(view, undefined, passed).bySeat;
    for (let s = 0; s < view.players; s++) {
      if (s === view.seat || !view.riichi[s]) continue;
      if (!liveAgainst(discard, s)) continue;
      cases.q.push(chances[s]![kind]!);
      cases.wait.push(liveWaits(kindCounts(point.state.hands[s]!), view, s).includes(kind));
      cases.dealt.push(winners.has(s) ? 1 : 0);
    }
  });
}

const started = performance.now();
forEachHououGame((log, _game, set) => {
  if (set === 1) addLive(houou, log);
}, started);
process.stderr.write('\n');
const testGames = Array.from({ length: games }, (_, i) => 5 * i + 4);
testGames.forEach((game, i) => {
  const result = playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: `deal-in-bots/${game}` });
  addLive(bots, result.log);
  progressBar(i + 1, games, started, 'hanchan');
});
process.stderr.write('\n');

/** The live AUC of the shipped chances updated by a signal of strength d (each case its own seeded draw). */
const aucAt = (c: LiveCases, d: number, label: string) =>
  auc(
    c.q.map((q, i) => withSignal(q, d, `deal-in-threshold/${label}/${i}`, c.wait[i]!)),
    c.dealt,
  );
const f3 = (x: number) => x.toFixed(3);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${f3(x)}`;

/** Per strength: the two AUCs, and the run's figures when it is there. */
// the bot as shipped when these runs were made (before the noten payments counted): its gate run
const full = readPairRun(join(resultsDir, 'bots-pair-evaluator+no-noten-vs-evaluator-legacy.json'));
const fullPlaces = meansBySet(full, 'evaluator+no-noten');
const rows = STRENGTHS.map((d) => {
  const a = { houou: aucAt(houou, d, 'houou'), bots: aucAt(bots, d, 'bots') };
  const name = d === 0 ? 'evaluator+no-noten' : `evaluator+riichi-signal-d${d}`;
  const file = join(resultsDir, `bots-pair-${name}-vs-evaluator-legacy.json`);
  if (d !== 0 && !existsSync(file)) return { d, name, ...a, run: null };
  const places = d === 0 ? fullPlaces : meansBySet(readPairRun(file), name);
  return { d, name, ...a, run: { places } };
});
// every row over the sets that all the runs played
const common = [...fullPlaces.keys()].filter((set) => rows.every((r) => !r.run || r.run.places.has(set)));
const rankOf = (places: Map<number, number>) => meanInterval(common.map((s) => places.get(s)!))!;
const pairedOf = (places: Map<number, number>) => meanInterval(common.map((s) => places.get(s)! - fullPlaces.get(s)!))!;

/** The shipped bot over every set of its gate run: the level the gains below are added to. */
const fullRank = meanInterval([...fullPlaces.values()])!;
/** How much the rank must fall for gate 1 (2.44), from the shipped bot's level over all its sets. */
const need = 2.44 - fullRank.mean;
const ranked = rows.filter((r) => r.run).map((r) => ({ x: r.bots, y: pairedOf(r.run!.places).mean }));
/** Where a straight line through the measured points (AUC on bots' games, paired gain) first reaches `target`. */
function crossing(target: number): string {
  for (let i = 1; i < ranked.length; i++) {
    const [a, b] = [ranked[i - 1]!, ranked[i]!];
    if ((a.y - target) * (b.y - target) <= 0 && a.y !== b.y) return f3(a.x + ((target - a.y) / (b.y - a.y)) * (b.x - a.x));
  }
  return 'not reached by the runs here';
}
const mx = ranked.reduce((s, r) => s + r.x, 0) / ranked.length;
const my = ranked.reduce((s, r) => s + r.y, 0) / ranked.length;
const slope = ranked.reduce((s, r) => s + (r.x - mx) * (r.y - my), 0) / ranked.reduce((s, r) => s + (r.x - mx) ** 2, 0);

const md = `# Where gate 1 sits on the deal-in model's scale

Command: \`${command}\` (${((performance.now() - started) / 1000).toFixed(0)} s, one core), after the arena runs
\`cd bench && node --import tsx src/bots-arena.ts pair --bot evaluator+riichi-signal-dD --base evaluator-legacy --sets 300 --workers 2\`
for D in ${RIICHI_SIGNAL_STRENGTHS.join(', ')} (\`bench/src/oracle.ts\`; each run's own file is \`bots-pair-NAME-vs-evaluator-legacy.md\`).

The bot as shipped (d = 0: \`evaluator\`, its gate run) and the same bot told a little more against a riichi, and only against
a riichi: each kind's chance updated as Bayes says by a signal drawn from N(d, 1) when the riichi hand waits on it and N(0, 1)
when not (fixed for the round). Every other input — its chances against open and silent hands, opponent-score, the points
rule — is the shipped bot's, so the runs map the one figure a better deal-in model would move, the **live AUC against a riichi**
(the discards of kinds neither in the riichi hand's river nor passed after its riichi), to the rank. Each bot against three
\`evaluator-legacy\`, duplicate, every seat; the ranks below are over the ${common.length} seed sets every run played, paired by set with the
shipped bot. The AUC is measured twice: on the Houou test games (111 hanchan of 2022; ${houou.dealt.length.toLocaleString('en')} live cases,
${houou.dealt.reduce((a, b) => a + b, 0)} deal-ins) and on the gate's kind of opponent, ${games} hanchan of four \`evaluator-legacy\` on the test
walls of \`deal-in-bots.md\` (\`deal-in-bots/GAME\`, GAME = 4, 9, …; ${bots.dealt.length.toLocaleString('en')} live cases, ${bots.dealt.reduce((a, b) => a + b, 0)} deal-ins).

| d | bot | live AUC: Houou 2022 | live AUC: bots' test games | average rank [95%] | paired − shipped bot |
|---|---|---|---|---|---|
${rows
  .map((r) => {
    if (!r.run) return `| ${r.d} | \`${r.name}\` | ${f3(r.houou)} | ${f3(r.bots)} | (not run) | |`;
    const rank = rankOf(r.run.places);
    const p = pairedOf(r.run.places);
    return `| ${r.d} | \`${r.name}\` | ${f3(r.houou)} | ${f3(r.bots)} | ${f3(rank.mean)} [${f3(rank.low)}, ${f3(rank.high)}] | ${r.d === 0 ? '—' : `${signed(p.mean)} [${signed(p.low)}, ${signed(p.high)}]`} |`;
  })
  .join('\n')}

The shipped bot averages ${f3(fullRank.mean)} [${f3(fullRank.low)}, ${f3(fullRank.high)}] over all ${fullRank.n} sets of its gate run, so gate 1 (2.44) asks
its rank to fall by ${f3(-need)}. Through the paired gains above, a straight line from point to point first reaches that at a live AUC on bots'
games of **${crossing(need)}**; fitted by least squares over them, the rank moves ${f3(slope)} per unit of AUC (${f3(slope * 0.01)} per 0.01). For scale, the models of
\`deal-in-bots.md\` on the same test games' live cases (over 5 folds of all 1,500 hanchan in brackets): the shipped model 0.774
(0.777) — the d = 0 row measures the same cases —, its features fitted on bots' games 0.774 (0.781), and with every candidate
feature of \`deal-in-features.md\` 0.779 (0.788).
`;
writeWhole(join(resultsDir, 'deal-in-threshold.md'), md);
console.log(md);
