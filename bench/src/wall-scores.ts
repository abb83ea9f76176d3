// The measures of a wall reader (issue 33), shared by the studies of hand-reading-bots.ts and the
// wall-trees-*.ts scripts: the bots' games they read, every third discard's view with the real
// hands, and per unseen copy the log loss of "still in the wall" and the mean absolute error of each
// kind's share, summed per game so that differences get a t interval over the games.
import { concealedCount } from '@mjkit/bots';
import type { Seat } from '@mjkit/core';
import { playGame } from '@mjkit/game';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import type { PlayerView } from '@mjkit/table';
import { variantAgent } from './evaluator-variants.js';
import { meanInterval } from './harness.js';

/** A hanchan of four `evaluator-legacy` on the wall of seed `hand-reading-bots/GAME`. */
export interface BotGame {
  readonly game: number;
  readonly log: GameLog;
}

/** Plays the hand-reading studies' game `game` (the same seeds in every study). */
export function playBotGame(game: number): BotGame {
  const result = playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: `hand-reading-bots/${game}` });
  if (result.illegal.length > 0) throw new Error(`game ${game}: an illegal answer`);
  return { game, log: result.log };
}

/** Every third discard of a log: the discarding seat's view and every seat's real concealed counts. */
export function* everyThirdDiscard(log: GameLog): Generator<{ view: PlayerView; hands: Uint8Array[] }> {
  let n = 0;
  for (const p of replay(log)) {
    if (p.kind !== 'draw' || p.action.type !== 'discard' || n++ % 3 !== 0) continue;
    const view = p.view();
    const hands = [0, 1, 2, 3].map((s) => {
      const c = new Uint8Array(34);
      for (const t of p.state.hands[s] ?? []) c[t >> 2]!++;
      return c;
    });
    yield { view, hands };
  }
}

/** Per kind, the real share of its unseen copies still in the wall (1 for a kind with none unseen). */
export function realWall(view: PlayerView, unseen: ArrayLike<number>, hands: readonly Uint8Array[]): Float64Array {
  const wall = new Float64Array(34);
  for (let k = 0; k < 34; k++) {
    let held = 0;
    for (let s = 0; s < 4; s++) if (s !== view.seat) held += hands[s]?.[k] ?? 0;
    wall[k] = unseen[k]! > 0 ? (unseen[k]! - held) / unseen[k]! : 1;
  }
  return wall;
}

/** The uniform prior's wall, the same for every kind: 1 − (the opponents' concealed tiles, as the view counts them) / the unseen tiles. */
export function uniformWall(view: PlayerView, unseen: ArrayLike<number>): number {
  let total = 0;
  let concealed = 0;
  for (let k = 0; k < 34; k++) total += unseen[k]!;
  for (let s = 0; s < view.players; s++) if (s !== view.seat) concealed += concealedCount(view, s as Seat);
  return total > 0 ? 1 - concealed / total : 1;
}

/** Log loss and absolute error of several readers' wall shares, per unseen copy, summed game by game. */
export class WallScores {
  private readonly games = new Map<number, { copies: number; loss: number[]; abs: number[] }>();
  constructor(readonly readers: readonly string[]) {}

  /** Adds one view of `game`: kind k's `unseen` copies, its real share, and `share(k)` each reader's. */
  add(game: number, unseen: ArrayLike<number>, real: ArrayLike<number>, share: (k: number) => readonly number[]): void {
    let g = this.games.get(game);
    if (!g) this.games.set(game, (g = { copies: 0, loss: this.readers.map(() => 0), abs: this.readers.map(() => 0) }));
    for (let k = 0; k < 34; k++) {
      const u = unseen[k]!;
      if (u === 0) continue;
      const r = real[k]!;
      g.copies += u;
      share(k).forEach((s, m) => {
        const q = Math.min(1 - 1e-6, Math.max(1e-6, s));
        g!.loss[m]! -= u * (r * Math.log(q) + (1 - r) * Math.log(1 - q));
        g!.abs[m]! += u * Math.abs(s - r);
      });
    }
  }

  /** How many games were added. */
  get gameCount(): number {
    return this.games.size;
  }

  /** Reader `m`'s mean per unseen copy over every game. */
  mean(m: number, what: 'loss' | 'abs'): number {
    const all = [...this.games.values()];
    return all.reduce((a, g) => a + g[what][m]!, 0) / all.reduce((a, g) => a + g.copies, 0);
  }

  /** Reader `m` less reader `base`, per copy: mean over the games [95% t interval], to 4 places. */
  diff(m: number, base: number, what: 'loss' | 'abs'): string {
    const r = meanInterval([...this.games.values()].map((g) => (g[what][m]! - g[what][base]!) / g.copies))!;
    return `${r.mean.toFixed(4)} [${r.low.toFixed(4)}, ${r.high.toFixed(4)}]`;
  }

  /** The table's rows: each reader's log loss and error, less the first reader's and (with `against`) less that one's. */
  rows(against?: number): string {
    const f4 = (x: number) => x.toFixed(4);
    const vs = (m: number, what: 'loss' | 'abs') => (against === undefined ? '' : ` ${m <= against ? '—' : this.diff(m, against, what)} |`);
    return this.readers
      .map((name, m) => `| ${name} | ${f4(this.mean(m, 'loss'))} | ${m === 0 ? '—' : this.diff(m, 0, 'loss')} |${vs(m, 'loss')} ${f4(this.mean(m, 'abs'))} | ${m === 0 ? '—' : this.diff(m, 0, 'abs')} |${vs(m, 'abs')}`)
      .join('\n');
  }
}

/**
 * The rows a wall reader is fitted on, as `fitBoostedModel` takes them: `d` features a row, the share
 * to predict, and the row's weight (the kind's unseen copies).
 */
export class TrainingRows {
  private x: number[] = [];
  private y: number[] = [];
  private w: number[] = [];

  constructor(readonly d: number) {}

  /** Rows so far. */
  get length(): number {
    return this.y.length;
  }

  /**
   * Row `j` of a view for every j with a weight above 0: its features `features[j·d … j·d + d)`, its
   * share `shares[j]`, its weight `weights[j]`.
   */
  add(features: ArrayLike<number>, shares: ArrayLike<number>, weights: ArrayLike<number>): void {
    const d = this.d;
    for (let j = 0; j < shares.length; j++) {
      if (weights[j] === 0) continue;
      for (let c = 0; c < d; c++) this.x.push(features[j * d + c]!);
      this.y.push(shares[j]!);
      this.w.push(weights[j]!);
    }
  }

  /** The rows as typed arrays, handed over: the rows kept here are dropped (they can be large). */
  take(): { x: Float64Array; y: Float64Array; w: Float64Array; d: number; n: number } {
    const out = { x: Float64Array.from(this.x), y: Float64Array.from(this.y), w: Float64Array.from(this.w), d: this.d, n: this.y.length };
    this.x = [];
    this.y = [];
    this.w = [];
    return out;
  }
}
