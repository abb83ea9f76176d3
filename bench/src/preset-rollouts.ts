// The normalized evaluation against the legacy one (majiang-ai 1.0.13's), judged by playing both out
// (issue 33; rollouts.ts). The evaluator bot (normalized preset) plays hanchan against three
// evaluator-legacy on walls of its own; at each of its discards with no threat on the table (no
// riichi, no open hand tileDanger fears) and no riichi declared where the legacy preset's best tile
// is another, the round is played out both ways over draws of the live wall; it counts how often
// that happens. Writes results/preset-rollouts.json and .md. Resumable by game.
//
//   cd bench && node --import tsx src/preset-rollouts.ts [--games 200] [--draws 4] [--workers 2] [--resume | --force] | --report
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seat } from '@mjkit/core';
import { tileFromId } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import { resultsDir, writeWhole } from './harness.js';
import { forkWorkers, option, progressBar, savedRun, throttled } from './progress.js';
import { rollOut } from './rollouts.js';

/** One discard where the presets' best tiles differ, played out both ways. */
interface PresetDecision {
  readonly game: number;
  readonly roundIndex: number;
  /** Shanten of the hand before the discard. */
  readonly shanten: number;
  readonly tilesLeft: number;
  readonly dealer: boolean;
  readonly melds: number;
  /** The normalized preset's values of its tile and of legacy's; the legacy preset's of both. */
  readonly normalized: readonly [number, number];
  readonly legacy: readonly [number, number];
  /** The bot's score change in the round, per draw: the normalized preset's tile, and the legacy preset's. */
  readonly first: readonly number[];
  readonly second: readonly number[];
}

interface Played {
  readonly game: number;
  /** The bot's discards with no threat and no riichi declared: where the presets could differ. */
  readonly considered: number;
  readonly decisions: readonly PresetDecision[];
}

const SEED = 'preset-v1';

/** A run on file. */
interface Run {
  readonly command: string;
  readonly games: number[];
  /** Discards considered, summed over the games. */
  readonly considered: number;
  readonly decisions: PresetDecision[];
}

function playGameAt(game: number, draws: number): Played {
  const seat = (game % 4) as Seat;
  let considered = 0;
  const out = rollOut<Omit<PresetDecision, 'first' | 'second' | 'game'>>(SEED, game, draws, ({ view, actions, roundIndex, decided }) => {
    const why = decided.why;
    const own = decided.action;
    if (why.kind !== 'discard' || own.type !== 'discard' || own.riichi || why.threats.length > 0) return null;
    considered++;
    const legacy = evaluateDiscards(view, { preset: 'legacy' }).discards;
    const face = legacy[0]!.tile;
    if (face === tileFromId(own.tile, view.redFives)) return null;
    const ids = actions.filter((a) => a.type === 'discard' && !a.riichi && tileFromId(a.tile, view.redFives) === face);
    const other = ids.find((a) => a.type === 'discard' && a.tile === view.drawn) ?? ids[0];
    if (other === undefined || other.type !== 'discard') return null;
    const normalizedOf = (id: number) => why.discards.find((d) => d.tile === id)?.value ?? 0;
    const legacyOf = (id: number) => legacy.find((d) => d.tile === tileFromId(id, view.redFives))?.value ?? 0;
    return {
      alternatives: [own, other],
      record: { roundIndex, shanten: why.shanten, tilesLeft: view.tilesLeft, dealer: view.dealer === seat, melds: view.melds[seat]!.length, normalized: [normalizedOf(own.tile), normalizedOf(other.tile)], legacy: [legacyOf(own.tile), legacyOf(other.tile)] },
    };
  });
  return { game, considered, decisions: out.map(({ record, values }) => ({ game, ...record, first: values[0]!, second: values[1]! })) };
}

function report(run: Run): string {
  const games = run.games.length;
  const delta = (d: PresetDecision) => d.first.reduce((a, p, k) => a + p - d.second[k]!, 0) / d.first.length;
  const f0 = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(0)}`;
  const interval = (v: readonly number[]) => {
    if (v.length < 2) return '—';
    const m = v.reduce((a, b) => a + b, 0) / v.length;
    const sd = Math.sqrt(v.reduce((a, x) => a + (x - m) ** 2, 0) / (v.length - 1));
    const h = (1.96 * sd) / Math.sqrt(v.length);
    return `${f0(m)} [${f0(m - h)}, ${f0(m + h)}]`;
  };
  const sums = new Map<number, number>(run.games.map((g) => [g, 0]));
  for (const d of run.decisions) sums.set(d.game, sums.get(d.game)! + delta(d));
  const splits: [string, (d: PresetDecision) => boolean][] = [
    ['shanten 0 before', (d) => d.shanten === 0],
    ['shanten 1', (d) => d.shanten === 1],
    ['shanten 2', (d) => d.shanten === 2],
    ['shanten 3 or more', (d) => d.shanten >= 3],
    ['60 tiles left or more', (d) => d.tilesLeft >= 60],
    ['40–59 tiles left', (d) => d.tilesLeft >= 40 && d.tilesLeft < 60],
    ['20–39 tiles left', (d) => d.tilesLeft >= 20 && d.tilesLeft < 40],
    ['under 20 tiles left', (d) => d.tilesLeft < 20],
    ['closed hand', (d) => d.melds === 0],
    ['open hand', (d) => d.melds > 0],
  ];
  let md = `# The normalized evaluation against the legacy one, played out (issue 33)

Commands: \`${run.command}\` (the play-outs), then \`cd bench && node --import tsx src/preset-rollouts.ts --report\` (this report).

The evaluator bot (normalized preset, as shipped) plays ${games} hanchan against three \`evaluator-legacy\`, one seat a game in turn,
on walls of its own (seed preset-v1). At each of its discards with no threat on the table and no riichi declared where the
legacy preset (majiang-ai 1.0.13's values) would throw another tile, the round is played out both ways from its start
(\`rollouts.ts\`), on to its end with every player's own policy, over ${run.decisions[0]?.first.length ?? 0} draws of the live wall (the same for both; the
hidden hands the real ones). **normalized − legacy**: the bot's score change in the round with the normalized preset's tile
less with the legacy preset's, averaged over the draws. **The presets throw another tile in ${run.decisions.length} of the ${run.considered.toLocaleString('en-US')} discards
with no threat and no riichi** (${(run.decisions.length / games).toFixed(2)} a hanchan): the normalized values change the scale of the evaluation, which the
bars of the legacy push-or-fold were tuned to, and next to nothing of its order.

Per hanchan (summed over its decisions): **${interval([...sums.values()])}** points for the normalized preset's tiles (95% interval over hanchan).

| situation | decisions | normalized − legacy, per decision [95%] |
|---|---:|---|
| every decision | ${run.decisions.length} | ${interval(run.decisions.map(delta))} |
`;
  for (const [name, inIt] of splits) {
    const part = run.decisions.filter(inIt);
    md += `| ${name} | ${part.length} | ${interval(part.map(delta))} |\n`;
  }
  return md;
}

const args = process.argv.slice(2);
const games = Number(option(args, '--games', '200'));
const draws = Number(option(args, '--draws', '4'));
if (!(Number.isInteger(games) && games > 0)) throw new Error(`--games is a positive integer, not ${option(args, '--games', '')}`);
if (!(Number.isInteger(draws) && draws > 0)) throw new Error(`--draws is a positive integer, not ${option(args, '--draws', '')}`);
const command = `cd bench && node --import tsx src/preset-rollouts.ts --games ${games} --draws ${draws}`;
const file = join(resultsDir, 'preset-rollouts.json');
const workerAt = args.indexOf('--worker');
if (args.includes('--report')) {
  const md = report(JSON.parse(readFileSync(file, 'utf8')) as Run);
  writeWhole(join(resultsDir, 'preset-rollouts.md'), md);
  process.stdout.write(md);
} else if (workerAt >= 0) {
  const [w, n] = args[workerAt + 1]!.split('/').map(Number) as [number, number];
  const done = new Set(option(args, '--done', '').split(',').filter((x) => x !== '').map(Number));
  for (let g = w; g < games; g += n) if (!done.has(g)) process.send?.(playGameAt(g, draws) satisfies Played);
} else {
  const saved = savedRun<Run>(file, command, args, (a, b) => a.replace(/--games \d+/, '') === b.replace(/--games \d+/, ''));
  const done = saved?.games ?? [];
  const decisions = saved?.decisions ?? [];
  let considered = saved?.considered ?? 0;
  const started = performance.now();
  const whole = (): Run => ({ command, games: [...done].sort((a, b) => a - b), considered, decisions: [...decisions].sort((a, b) => a.game - b.game || a.roundIndex - b.roundIndex) });
  const save = () => writeWhole(file, `${JSON.stringify(whole())}\n`);
  const saveNowAndThen = throttled(save);
  await forkWorkers<Played>(import.meta.url, ['--games', String(games), '--draws', String(draws), '--done', done.join(',')], Number(option(args, '--workers', '2')), (m) => {
    done.push(m.game);
    considered += m.considered;
    decisions.push(...m.decisions);
    progressBar(done.length, games, started, 'games');
    saveNowAndThen();
  });
  save();
  writeWhole(join(resultsDir, 'preset-rollouts.md'), report(whole()));
  process.stderr.write(`\n${decisions.length} decisions in ${done.length} games\n`);
}
