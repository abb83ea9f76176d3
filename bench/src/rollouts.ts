// Decisions judged by playing them out (issue 33): the evaluator bot plays a hanchan against three
// evaluator-legacy on walls of a seed; at the decisions a study picks, the round is played again
// from its start to that decision once per alternative, and on to the round's end with every
// player's own policy, over draws of the tiles still in the live wall (the same draws for every
// alternative: common random numbers; the hidden hands stay the real ones). An alternative's value
// is the bot's score change in the round. push-fold-rollouts.ts, riichi-call-rollouts.ts and
// preset-rollouts.ts are the studies; runStudy is their command line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seat, TileId } from '@mjkit/core';
import { createRng, tileFromId } from '@mjkit/core';
import { PassedAfterRiichi, evaluatorAgent } from '@mjkit/bots';
import type { Decided, EvaluatorReason } from '@mjkit/bots';
import { gameSteps, seededShuffle, wallOfShuffled } from '@mjkit/game';
import type { Agent, GameUpdate, RoundWall } from '@mjkit/game';
import type { Action, PlayerView, RoundStart } from '@mjkit/table';
import { meanInterval, resultsDir, writeWhole } from './harness.js';
import { option, playGames, playShare, sameButGames, savedRun } from './progress.js';

/** A round wall whose live draws are known in advance, and after the first `keep` of them drawn in an order of `reshuffle`. */
function liveWall(seed: string, game: number, index: number, dealer: Seat, keep = Infinity, reshuffle = ''): RoundWall & { drawn: () => number } {
  const shuffled = seededShuffle(`${seed}/${game}/${index}`, 4);
  const base = wallOfShuffled(shuffled, dealer);
  const probe = wallOfShuffled(shuffled, dealer);
  const live: TileId[] = [];
  for (;;) {
    try {
      live.push(probe.draw(0));
    } catch {
      break;
    }
  }
  if (keep < live.length) {
    const rng = createRng(reshuffle);
    for (let i = live.length - 1; i > keep; i--) {
      const j = keep + rng.nextInt(i - keep + 1);
      [live[i], live[j]] = [live[j]!, live[i]!];
    }
  }
  let next = 0;
  return {
    hands: base.hands,
    dice: base.dice,
    dora: (k) => base.dora(k),
    ura: (k) => base.ura(k),
    draw: () => {
      if (next >= live.length) throw new Error('the live wall is empty');
      return live[next++]!;
    },
    replacement: () => base.replacement(),
    drawn: () => next,
  };
}

/** The four agents of a game: the bot at `seat`, evaluator-legacy elsewhere. */
function agentsFor(seat: Seat): Agent[] {
  return [0, 1, 2, 3].map((s) => (s === seat ? evaluatorAgent() : evaluatorAgent({ preset: 'legacy' })));
}

interface At {
  readonly seat: Seat;
  readonly view: PlayerView;
  readonly actions: readonly Action[];
  readonly roundIndex: number;
}

/** Drives a game (or, with `oneRound`, its first round) to its end; `onDecision` may answer a decision instead of its agent. */
function drive(agents: readonly Agent[], setup: Parameters<typeof gameSteps>[0], oneRound: boolean, onDecision: (d: At) => Action | undefined, onUpdate?: (seat: Seat, u: GameUpdate) => void): void {
  const steps = gameSteps({
    ...setup,
    notify: (seat, u) => {
      agents[seat]!.notify?.(u);
      onUpdate?.(seat, u);
    },
  });
  let next = steps.next(undefined as unknown as Action);
  while (!next.done) {
    const d = next.value;
    if (oneRound && d.roundIndex > 0) {
      steps.return(undefined as never);
      return;
    }
    next = steps.next(onDecision(d) ?? (agents[d.seat]!.act(d.view, d.actions) as Action));
  }
}

/** What a study sees at each of the bot's decisions. */
export interface BotDecision {
  readonly view: PlayerView;
  readonly actions: readonly Action[];
  /** The round's index in the game. */
  readonly roundIndex: number;
  /** What the bot does, and why. */
  readonly decided: Decided<EvaluatorReason>;
  /** The kinds discarded after each riichi of the round so far. */
  readonly passed: PassedAfterRiichi;
}

/** Where the bot stands at a decision, as every study records it. */
export interface Situation {
  readonly tilesLeft: number;
  /** Opponents in riichi. */
  readonly riichis: number;
  readonly dealer: boolean;
}

/** The bot's {@link Situation} at `view`. */
export function situationOf(view: PlayerView): Situation {
  return { tilesLeft: view.tilesLeft, riichis: view.riichi.filter((r, s) => r && s !== view.seat).length, dealer: view.dealer === view.seat };
}

/** A decision a study picked: the actions to play out, and what it records of it. */
export interface Picked<R> {
  readonly alternatives: readonly Action[];
  readonly record: R;
}

/**
 * Hanchan `game` of `seed` with the bot at seat game % 4: each decision `pick` picks played out
 * once per alternative over `draws` draws of the live wall. Returns per picked decision its
 * record and the bot's score change in the round, per alternative, per draw.
 */
export function rollOut<R>(seed: string, game: number, draws: number, pick: (d: BotDecision) => Picked<R> | null): { record: R; values: number[][] }[] {
  const seat = (game % 4) as Seat;
  const agents = agentsFor(seat);
  const bot = agents[seat] as ReturnType<typeof evaluatorAgent>;
  const walls: ReturnType<typeof liveWall>[] = [];
  const starts: RoundStart[] = [];
  let passed = new PassedAfterRiichi();
  let count = 0;
  const found: { roundIndex: number; n: number; keep: number; hand: string; picked: Picked<R> }[] = [];
  drive(
    agents,
    { walls: (w) => (walls[w.index] = liveWall(seed, game, w.index, w.dealer)), firstDealer: 0 },
    false,
    (d) => {
      if (d.seat !== seat) return undefined;
      const n = count++;
      const decided = bot.explain(d.view, d.actions);
      const picked = pick({ view: d.view, actions: d.actions, roundIndex: d.roundIndex, decided, passed });
      if (picked !== null) found.push({ roundIndex: d.roundIndex, n, keep: walls[d.roundIndex]!.drawn(), hand: d.view.hand.join(), picked });
      return decided.action;
    },
    (s, u) => {
      if (s !== seat) return;
      if (u.type === 'round-start') {
        starts.push(u.start);
        count = 0;
        passed = new PassedAfterRiichi();
      } else if (u.type === 'event') passed.see(u.event);
    },
  );
  return found.map((f) => {
    const start = starts[f.roundIndex]!;
    const value = (action: Action, k: number): number => {
      const agents = agentsFor(seat);
      let end: readonly number[] | null = null;
      let n = 0;
      drive(
        agents,
        {
          // the next round is dealt before its first decision stops the play: any wall does
          walls: (w) => (w.index > 0 ? liveWall(seed, game, 1000 + w.index, w.dealer) : liveWall(seed, game, f.roundIndex, w.dealer, f.keep, `${seed}/${game}/${f.roundIndex}/${f.n}/${k}`)),
          firstDealer: 0,
          from: { round: start.round, honba: start.honba, riichiSticks: start.riichiSticks, scores: start.scores },
        },
        true,
        (d) => {
          if (d.seat !== seat || n++ !== f.n) return undefined;
          if (d.view.hand.join() !== f.hand) throw new Error(`game ${game}, round ${f.roundIndex}: the replay reached another hand at decision ${f.n}`);
          return action;
        },
        (s, u) => {
          if (s === seat && u.type === 'round-end') end = u.scores;
        },
      );
      if (end === null) throw new Error(`game ${game}, round ${f.roundIndex}: the round did not end`);
      return (end as readonly number[])[seat]! - start.scores[seat]!;
    };
    return { record: f.picked.record, values: f.picked.alternatives.map((a) => Array.from({ length: draws }, (_, k) => value(a, k))) };
  });
}

/** A mean in points with its 95% interval, as the studies print it: `+123 [-45, +290]`; — for fewer than two values. */
export function pointsInterval(xs: readonly number[]): string {
  const m = meanInterval(xs);
  if (m === null || m.n < 2) return '—';
  const f = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(0)}`;
  return `${f(m.mean)} [${f(m.low)}, ${f(m.high)}]`;
}

/** What the first alternative made over the second, per draw, averaged: the decision's difference in points. */
export function meanDifference(first: readonly number[], second: readonly number[]): number {
  return first.reduce((a, p, k) => a + p - second[k]!, 0) / first.length;
}

/** A study's run on file: its command, the games played, and their decisions. */
export interface StudyRun<D> {
  readonly command: string;
  readonly games: number[];
  /** The decisions the study looked at before picking (for studies that count them). */
  readonly considered?: number;
  readonly decisions: D[];
}

/** What one game of a study gives. */
export interface StudyGame<D> {
  readonly decisions: D[];
  readonly considered?: number;
}

/**
 * A rollout study's command line: `--games N --draws K [--workers 2] [--resume | --force]` plays
 * games 0..N−1 on the workers (`play`), saving results/NAME.json now and then (a run on file
 * continues with `--resume`, with more games if asked); `--report` only rewrites the report. With
 * `report`, results/NAME.md is written at the end.
 */
export async function runStudy<D extends { readonly game: number; readonly roundIndex: number }>(o: {
  readonly name: string;
  readonly script: string;
  readonly args: readonly string[];
  readonly draws: number;
  /** The results' base name when it is not the script's (a variant of the study); default `name`. */
  readonly file?: string;
  /** Options of the variant (read from `args`, which the workers get as they are), written in the command. */
  readonly flags?: readonly string[];
  readonly play: (game: number, draws: number) => StudyGame<D>;
  readonly report?: (run: StudyRun<D>) => string;
}): Promise<void> {
  const { args, name } = o;
  const games = Number(option(args, '--games', '200'));
  const draws = Number(option(args, '--draws', String(o.draws)));
  if (!(Number.isInteger(games) && games > 0)) throw new Error(`--games is a positive integer, not ${option(args, '--games', '')}`);
  if (!(Number.isInteger(draws) && draws > 0)) throw new Error(`--draws is a positive integer, not ${option(args, '--draws', '')}`);
  const flags = o.flags ?? [];
  const command = `cd bench && node --import tsx src/${name}.ts --games ${games} --draws ${draws}${flags.map((f) => ` ${f}`).join('')}`;
  const file = join(resultsDir, `${o.file ?? name}.json`);
  const writeReport = (run: StudyRun<D>) => {
    if (o.report) writeWhole(join(resultsDir, `${o.file ?? name}.md`), o.report(run));
  };
  if (args.includes('--report')) {
    writeReport(JSON.parse(readFileSync(file, 'utf8')) as StudyRun<D>);
    return;
  }
  if (playShare(args, games, (game) => ({ game, ...o.play(game, draws) }))) return;
  // a run on file continues with more games (the same draws)
  const saved = savedRun<StudyRun<D>>(file, command, args, sameButGames);
  const done = saved?.games ?? [];
  const decisions = saved?.decisions ?? [];
  let considered = saved?.considered;
  const whole = (): StudyRun<D> => ({ command, games: [...done].sort((a, b) => a - b), ...(considered === undefined ? {} : { considered }), decisions: [...decisions].sort((a, b) => a.game - b.game || a.roundIndex - b.roundIndex) });
  const save = () => writeWhole(file, `${JSON.stringify(whole())}\n`);
  await playGames<StudyGame<D> & { game: number }>(o.script, args, games, done, (m) => {
    done.push(m.game);
    if (m.considered !== undefined) considered = (considered ?? 0) + m.considered;
    decisions.push(...m.decisions);
  }, save);
  writeReport(whole());
  process.stderr.write(`${decisions.length} decisions in ${done.length} games\n`);
}

/** Per hanchan, the sum of `points` over its decisions, as {@link pointsInterval} prints it (every game counts, those without a decision as 0). */
export function perHanchan<D extends { readonly game: number }>(games: readonly number[], decisions: readonly D[], points: (d: D, i: number) => number): string {
  const sums = new Map<number, number>(games.map((g) => [g, 0]));
  decisions.forEach((d, i) => sums.set(d.game, sums.get(d.game)! + points(d, i)));
  return pointsInterval([...sums.values()]);
}

/** What every study records of a decision it played out: where, and both alternatives' values per draw. */
export interface PlayedOut {
  readonly game: number;
  readonly roundIndex: number;
  /** The bot's score change in the round, per draw: the first alternative, and the second. */
  readonly first: readonly number[];
  readonly second: readonly number[];
}

/** What a study of one discard records of it, beside its own fields: where it stood, and both alternatives' values per draw. */
export interface DiscardStudyDecision extends PlayedOut {
  /** Shanten of the hand before the discard. */
  readonly shanten: number;
  readonly tilesLeft: number;
  readonly dealer: boolean;
  /** Open melds the bot has. */
  readonly melds: number;
}

/** The bot's discard at a quiet decision (no threat on the table, no riichi declared), with why; null at any other. */
export function quietDiscard(decided: Decided<EvaluatorReason>): { readonly own: Extract<Action, { type: 'discard' }>; readonly why: Extract<EvaluatorReason, { kind: 'discard' }> } | null {
  const { action: own, why } = decided;
  if (why.kind !== 'discard' || own.type !== 'discard' || own.riichi || why.threats.length > 0) return null;
  return { own, why };
}

/** The legal discard (not riichi) of the tile `face` (a red five apart), the drawn copy first; undefined when none is legal. */
export function discardOfFace(view: PlayerView, actions: readonly Action[], face: number): Extract<Action, { type: 'discard' }> | undefined {
  const ids = actions.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && !a.riichi && tileFromId(a.tile, view.redFives) === face);
  return ids.find((a) => a.tile === view.drawn) ?? ids[0];
}

/** Where the bot stood at a discard study's decision (the fields of {@link DiscardStudyDecision} before the play-outs). */
export function discardSituation(view: PlayerView, roundIndex: number, shanten: number): Omit<DiscardStudyDecision, 'game' | 'first' | 'second'> {
  return { roundIndex, shanten, tilesLeft: view.tilesLeft, dealer: view.dealer === view.seat, melds: view.melds[view.seat]!.length };
}

/** One row of a study's table by situation: its name, and which decisions it holds. */
export type Split<D> = readonly [string, (d: D) => boolean];

/** The situations every study of a discard splits by: the shanten before it, the tiles left, an open or closed hand. */
export function discardSplits<D extends { readonly shanten: number; readonly tilesLeft: number; readonly melds: number }>(): Split<D>[] {
  return [
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
}

/** A study's rows by situation: every decision, then each split, with its count and the mean of `delta` ({@link pointsInterval}). */
export function splitRows<D>(decisions: readonly D[], delta: (d: D) => number, splits: readonly Split<D>[]): string {
  let md = `| every decision | ${decisions.length} | ${pointsInterval(decisions.map(delta))} |\n`;
  for (const [name, inIt] of splits) {
    const part = decisions.filter(inIt);
    md += `| ${name} | ${part.length} | ${pointsInterval(part.map(delta))} |\n`;
  }
  return md;
}
