// The learned and the blended imitation (beyond the study), fitted and measured on disjoint games:
// the weights are fitted on the 2020 games (the table mined from one half of them, by hash; the
// choices of the other half), and measured on the 2022 games with the table of all 2020 games,
// beside the study's imitation, honours at their effective-tile place, chance, the effective-tile
// order and the evaluator. Intervals: 95% percentile bootstrap over test games (decisions of one
// game are not independent), 1,000 resamples from a fixed seed. Writes results/sequence-blend.md;
// the weights it fits are the package's LEARNED_WEIGHTS and BLENDED_WEIGHTS (it says if not).
//
//   cd bench && node --import tsx src/sequence-blend.ts [--samples 6000]
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createRng, kindOf, seatWind } from '@mjkit/core';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { discardTable } from '@mjkit/shanten';
import { BLENDED_WEIGHTS, IMITATION_FEATURES, LEARNED_WEIGHTS, chooseStrategy, fitImitationWeights, imitationRanking, imitationSamples, imitationScores, mineGames } from '@mjkit/sequence';
import type { ImitationSample, ImitationScores, ImitationWeights, SequenceTable, TopRates } from '@mjkit/sequence';
import { resultsDir, writeWhole } from './harness.js';
import { loadHououGames } from './houou-games.js';
import type { HououGame } from './houou-games.js';

const args = process.argv.slice(2);
const SAMPLES = Number(args[args.indexOf('--samples') + 1] ?? 6000) || 6000;

type Game = HououGame;

const load = loadHououGames;

const hashOf = (id: string) => createHash('sha1').update(id).digest().readUInt32BE(0);
const pct = (x: number) => `${(100 * x).toFixed(1)}`;

/** Hits (top 1, 3, 5) of one ranking in one game. */
type Hits = [number, number, number];
/** The ablations: which features each variant fits. */
const SEQUENCE_FEATURES: (keyof ImitationWeights)[] = ['count', 'suitShare', 'honour', 'valueHonour', 'honourPair', 'honourVisible'];
const SHAPE_FEATURES: (keyof ImitationWeights)[] = ['isolated', 'terminal', 'twoOrEight', 'gapOnly', 'numberPair', 'numberSet', 'bothSides'];
const EVALUATOR_FEATURES: (keyof ImitationWeights)[] = ['evaluatorValue', 'evaluatorPlace'];
const ABLATIONS = {
  'evaluator + sequence counts': [...EVALUATOR_FEATURES, ...SEQUENCE_FEATURES],
  'evaluator + sequence counts + shapes': [...EVALUATOR_FEATURES, ...SEQUENCE_FEATURES, ...SHAPE_FEATURES],
  'sequence counts': SEQUENCE_FEATURES,
  'sequence counts + shapes': [...SEQUENCE_FEATURES, ...SHAPE_FEATURES],
} as const;
const RANKINGS = ['blended', ...Object.keys(ABLATIONS).slice(0, 2), 'evaluator', 'learned', ...Object.keys(ABLATIONS).slice(2), 'ukeire', 'honours at their place', 'study', 'chance'] as const;
type Ranking = string;

/** Top-1/3/5 hits of samples ranked by `w`. */
function sampleHits(samples: readonly ImitationSample[], w: ImitationWeights): Hits {
  const hits: Hits = [0, 0, 0];
  for (const s of samples) {
    const scores = s.features.map((f) => IMITATION_FEATURES.reduce((a, name, j) => a + (f[j] as number) * w[name], 0));
    const mine = scores[s.chosen] as number;
    const above = scores.filter((x) => x > mine).length;
    if (above === 0) hits[0]++;
    if (above < 3) hits[1]++;
    if (above < 5) hits[2]++;
  }
  return hits;
}

/** Per test game: decisions and the hits of each ranking. */
function perGame(table: SequenceTable, game: GameLog, weights: ImitationWeights, blended: ImitationWeights, ablations: Record<string, ImitationWeights>): { decisions: number; hits: Record<Ranking, Hits> } {
  const s: ImitationScores = imitationScores(table, [game], { evaluator: true, weights, blendedWeights: blended });
  const samples = imitationSamples(table, [game], { evaluator: true });
  if (samples.length !== s.decisions) throw new Error(`${samples.length} samples for ${s.decisions} decisions`);
  const h = (r: TopRates | null): Hits => [Math.round((r?.top1 ?? 0) * s.decisions), Math.round((r?.top3 ?? 0) * s.decisions), Math.round((r?.top5 ?? 0) * s.decisions)];
  const chance: Hits = [(s.baselines.chance.top1 * s.decisions), (s.baselines.chance.top3 * s.decisions), (s.baselines.chance.top5 * s.decisions)];
  return {
    decisions: s.decisions,
    hits: { blended: h(s.blended), evaluator: h(s.baselines.evaluator), learned: h(s), ukeire: h(s.baselines.ukeire), 'honours at their place': honoursAtPlace(table, game), study: h(s.study), chance, ...Object.fromEntries(Object.entries(ablations).map(([name, w]) => [name, sampleHits(samples, w)])) },
  };
}

/** The study's ranking with each honour kept at its effective-tile place, numbers in count order in the other places. */
function honoursAtPlace(table: SequenceTable, log: GameLog): Hits {
  const hits: Hits = [0, 0, 0];
  for (const point of replay(log)) {
    if (point.kind !== 'draw' || point.action.type !== 'discard') continue;
    const { state, seat } = point;
    if (state.riichi[seat]) continue;
    const counts = state.counts[seat] as Uint8Array;
    const ukeire = [...new Set(discardTable(Uint8Array.from(counts)).map((o) => kindOf(o.discard)))];
    const strategy = chooseStrategy({ counts, melds: (state.melds[seat] ?? []).filter((m) => m.type !== 'kita').map((m) => m.tiles.map((t) => t >> 2)), seatWind: seatWind(seat, state.dealer, 4), roundWind: state.roundWind });
    const numbers = imitationRanking(table, counts, { strategy, fallback: ukeire }).filter((r) => r.kind < 27).map((r) => r.kind);
    let i = 0;
    const order = ukeire.map((k) => (k >= 27 ? k : (numbers[i++] as number)));
    const at = order.indexOf(point.action.tile >> 2);
    if (at === 0) hits[0]++;
    if (at >= 0 && at < 3) hits[1]++;
    if (at >= 0 && at < 5) hits[2]++;
  }
  return hits;
}

/** The rate of each top-k over all games, and its 95% bootstrap interval over games. */
function withIntervals(games: { decisions: number; hits: Record<Ranking, Hits> }[], ranking: Ranking, k: 0 | 1 | 2, draws: number[][]): string {
  const rate = (idx: readonly number[]) => {
    let d = 0;
    let h = 0;
    for (const i of idx) {
      d += games[i]!.decisions;
      h += games[i]!.hits[ranking]![k];
    }
    return h / d;
  };
  const all = rate(games.map((_, i) => i));
  const boot = draws.map(rate).sort((a, b) => a - b);
  return `${pct(all)} [${pct(boot[Math.floor(0.025 * boot.length)]!)}, ${pct(boot[Math.ceil(0.975 * boot.length) - 1]!)}]`;
}

/** The paired difference blended − evaluator of top-1, with its bootstrap interval. */
function pairedTop1(games: { decisions: number; hits: Record<Ranking, Hits> }[], a: Ranking, b: Ranking, draws: number[][]): string {
  const diff = (idx: readonly number[]) => {
    let d = 0;
    let h = 0;
    for (const i of idx) {
      d += games[i]!.decisions;
      h += games[i]!.hits[a]![0] - games[i]!.hits[b]![0];
    }
    return h / d;
  };
  const boot = draws.map(diff).sort((x, y) => x - y);
  const sign = (x: number) => `${x >= 0 ? '+' : '−'}${pct(Math.abs(x))}`;
  return `${sign(diff(games.map((_, i) => i)))} points [${sign(boot[Math.floor(0.025 * boot.length)]!)}, ${sign(boot[Math.ceil(0.975 * boot.length) - 1]!)}]`;
}

function weightsRow(name: string, w: ImitationWeights): string {
  return `| ${name} | ${IMITATION_FEATURES.map((f) => w[f].toFixed(4)).join(' | ')} |\n`;
}

function main(): void {
  const started = performance.now();
  const games = load();
  const train = games.filter((g) => g.year === '2020');
  const test = games.filter((g) => g.year === '2022');
  const half = (g: Game) => hashOf(g.id) % 2;
  const tableA = mineGames(train.filter((g) => half(g) === 0).map((g) => g.log));
  const fitGames = train.filter((g) => half(g) === 1).map((g) => g.log);
  const learnedSamples = imitationSamples(tableA, fitGames, { every: 3, limit: SAMPLES });
  const blendedSamples = imitationSamples(tableA, fitGames, { every: 3, limit: SAMPLES, evaluator: true });
  const learned = fitImitationWeights(learnedSamples);
  const blended = fitImitationWeights(blendedSamples, { blended: true });
  const ablations = Object.fromEntries(Object.entries(ABLATIONS).map(([name, features]) => [name, fitImitationWeights(features.includes('evaluatorValue') ? blendedSamples : learnedSamples, { blended: features.includes('evaluatorValue'), features })]));
  process.stderr.write(`fitted on ${learnedSamples.length} decisions (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  const same = (a: ImitationWeights, b: ImitationWeights) => IMITATION_FEATURES.every((f) => a[f] === b[f]);
  const table = mineGames(train.map((g) => g.log));
  const results = test.map((g, i) => {
    if (i % 10 === 0) process.stderr.write(`test game ${i + 1}/${test.length}\n`);
    return perGame(table, g.log, learned, blended, ablations);
  });
  const rng = createRng('sequence-blend bootstrap');
  const draws = Array.from({ length: 1000 }, () => Array.from({ length: results.length }, () => rng.nextInt(results.length)));
  const decisions = results.reduce((a, r) => a + r.decisions, 0);
  let md = `# The learned and the blended imitation\n\nCommand: \`cd bench && node --import tsx src/sequence-blend.ts --samples ${SAMPLES}\`\n\n`;
  md += `Beyond the study. The study's imitation ranks a hand's number discards by how often the sequence each leaves was seen, and puts honours after every seen sequence, though they are a third of all discards. The **learned** imitation scores each discard by a log-linear model, no evaluator: the sequence statistics (ln(1 + count) of its sequence, its share of its suit's counts, each + 1), honours' own statistics (an honour, a value honour for the player, a pair held, copies visible), the shape of the suit around a number tile (isolated, 1 or 9, 2 or 8, neighbours only two ranks away, held twice, three times, neighbours on both sides) and two facts of the table (a dora, the tile just drawn). The **blended** imitation adds the evaluator's value (ln of value / best + 0.01) and place (−ln(1 + place)). The rows between say what each group of features adds (each variant fitted on its features alone, ranked from the same decisions). The weights are those of a conditional logit fitted on the 2020 games: the table mined from half of them (by hash), the choices of the other half (every third decision, ${num(learnedSamples.length)} decisions). Test: every discard a player chose in the ${test.length} games of 2022 (hands in riichi excluded), ${num(decisions)} decisions, with the table of all ${train.length} 2020 games. Intervals: 95% percentile bootstrap over the test games (1,000 resamples).\n\n`;
  md += '| ranking | top 1 | top 3 | top 5 |\n|---|---|---|---|\n';
  for (const r of RANKINGS) md += `| ${r} | ${withIntervals(results, r, 0, draws)} | ${withIntervals(results, r, 1, draws)} | ${withIntervals(results, r, 2, draws)} |\n`;
  md += `\nBlended − evaluator, top 1 (paired by game): ${pairedTop1(results, 'blended', 'evaluator', draws)}. Learned − effective-tile order, top 1: ${pairedTop1(results, 'learned', 'ukeire', draws)}.\n\n`;
  md += `The study's Table 3 (top 5, 2012–2018 → 2019): ALL 51.10% (groups of ten players, each from their own logs: 43.70–48.29%); it reports no baseline.\n\n`;
  md += `Weights fitted (feature order as \`IMITATION_FEATURES\`):\n\n| model | ${IMITATION_FEATURES.join(' | ')} |\n|${'---|'.repeat(IMITATION_FEATURES.length + 1)}\n${weightsRow('learned', learned)}${weightsRow('blended', blended)}\n`;
  md += `The package's shipped weights ${same(learned, LEARNED_WEIGHTS) && same(blended, BLENDED_WEIGHTS) ? 'are these' : '**differ from these**: copy them into packages/sequence/src/learned.ts'}.\n\n`;
  md += `${((performance.now() - started) / 1000).toFixed(0)} s on one core.\n`;
  writeWhole(join(resultsDir, 'sequence-blend.md'), md);
  console.log(md);
  console.log(JSON.stringify({ learned, blended }));
}

const num = (n: number) => n.toLocaleString('en');

main();
