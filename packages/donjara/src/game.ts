// The toy game's engine: a round (deal 8 each, draw and discard until a yaku or the wall runs out;
// riichi declared and the hand locked at tenpai; wins by self-draw or on a discard), and a game
// of rounds with a rotating dealer and scores.
import type { Rng } from '@mjkit/core';
import { checkOptions, describeValue, fail } from '@mjkit/core/internal';
import { DONJARA_COPIES, DONJARA_KINDS, donjaraShanten, donjaraYaku } from './hand.js';
import type { DonjaraCounts, DonjaraYaku } from './hand.js';
import { FastRng } from './random.js';
import { donjaraRules } from './rules.js';
import type { DonjaraRules } from './rules.js';

/** What a player sees on its turn, after drawing. Live: valid during the call only (copy what you keep). */
export interface DonjaraView {
  readonly rules: DonjaraRules;
  /** The player's seat (0-based; seat 0 deals the first round). */
  readonly seat: number;
  /** The round (0-based) and its dealer. */
  readonly round: number;
  readonly dealer: number;
  /** Scores at the start of this round, by seat. */
  readonly scores: readonly number[];
  /** The player's hand of 9 (after drawing). */
  readonly hand: DonjaraCounts;
  /** The kind just drawn. */
  readonly drawn: number;
  /** Every seat's discards this round, in order. */
  readonly discards: readonly (readonly number[])[];
  /** Per seat: the index in its discards of the tile that declared riichi, or −1. */
  readonly riichiAt: readonly number[];
  /** How many of each kind have been discarded, by anyone. */
  readonly discarded: Uint8Array;
  /** Tiles left to draw. */
  readonly wall: number;
}

/** A player: the kind it discards from the hand it holds (never asked while in riichi: the drawn tile goes). */
export interface DonjaraAgent {
  readonly name: string;
  discard(view: DonjaraView, rng: Rng): number;
}

/** How a round ended. */
export interface DonjaraRoundResult {
  readonly round: number;
  readonly dealer: number;
  /** `tsumo` (self-draw), `ron` (on `loser`'s discard) or `draw` (the wall ran out). */
  readonly end: 'tsumo' | 'ron' | 'draw';
  readonly winner: number;
  readonly loser: number;
  readonly yaku: DonjaraYaku | null;
  /** Points each seat gained (negative: paid) this round. */
  readonly deltas: readonly number[];
  /** Per seat: the turn (its own discards counted from 1) at which it declared riichi, or 0. */
  readonly riichiTurn: readonly number[];
  /** Per seat: its shanten after each of its discards (the hand's progress), starting with the dealt hand's. */
  readonly shanten: readonly (readonly number[])[];
  /** Draws made (the round's length). */
  readonly draws: number;
  /** With `record`: every step, for replays and training. */
  readonly events?: readonly DonjaraEvent[];
}

/** One step of a recorded round. */
export type DonjaraEvent =
  | { readonly type: 'deal'; readonly wall: readonly number[]; readonly hands: readonly (readonly number[])[] }
  | { readonly type: 'draw'; readonly seat: number; readonly kind: number }
  | { readonly type: 'discard'; readonly seat: number; readonly kind: number; readonly riichi: boolean }
  | { readonly type: 'end'; readonly result: Omit<DonjaraRoundResult, 'events'> };

/** Options of {@link playDonjaraRound}. */
export interface DonjaraRoundOptions {
  /** Round number (0-based; default 0) and its dealer (default round mod players). */
  readonly round?: number;
  readonly dealer?: number;
  /** Scores shown to the players (default: the starting score each). */
  readonly scores?: readonly number[];
  /** Keep every step in `events`. */
  readonly record?: boolean;
  /** Shown every player's view after each draw that does not win (in riichi too), before its discard. */
  readonly observe?: (view: DonjaraView) => void;
}

/**
 * The state of one round in progress, stepped by {@link RoundState.draw} and
 * {@link RoundState.discard}: reused between rounds by a game, so that a round allocates little,
 * and copied whole by the trainers' counterfactual simulations. Internal: the public face is
 * {@link playDonjaraRound} and {@link playDonjaraGame}.
 * @internal
 */
export class RoundState implements DonjaraView {
  seat = 0;
  round = 0;
  dealer = 0;
  scores: number[];
  hand: DonjaraCounts;
  drawn = -1;
  readonly hands: Uint8Array[];
  readonly discards: number[][];
  readonly riichiAt: number[];
  readonly discarded = new Uint8Array(DONJARA_KINDS);
  /** Per seat: 1 when its 8 tiles are one tile from a yaku (only then can a tile win for it). */
  readonly tenpai: Uint8Array;
  wall = 0;
  readonly tiles = new Uint8Array(DONJARA_KINDS * DONJARA_COPIES);
  /** The next tile of `tiles` to draw. */
  at = 0;
  draws = 0;
  end: DonjaraRoundResult['end'] | null = null;
  winner = -1;
  loser = -1;
  yaku: DonjaraYaku | null = null;
  /** Per seat: the shanten after each discard, and the riichi turn (0: none). */
  readonly shanten: number[][];
  readonly riichiTurn: number[];

  constructor(readonly rules: DonjaraRules) {
    const n = rules.players;
    this.scores = new Array<number>(n).fill(rules.startingScore);
    this.hands = Array.from({ length: n }, () => new Uint8Array(DONJARA_KINDS));
    this.hand = this.hands[0]!;
    this.discards = Array.from({ length: n }, () => []);
    this.riichiAt = new Array<number>(n).fill(-1);
    this.tenpai = new Uint8Array(n);
    this.shanten = Array.from({ length: n }, () => []);
    this.riichiTurn = new Array<number>(n).fill(0);
    for (let i = 0; i < this.tiles.length; i++) this.tiles[i] = i % DONJARA_KINDS;
  }

  /** Shuffles the wall (Fisher–Yates on the 81 tiles) and deals 8 to each seat; the dealer is to draw. */
  deal(wallRng: FastRng): void {
    const tiles = this.tiles;
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = wallRng.nextInt(i + 1);
      const t = tiles[i]!;
      tiles[i] = tiles[j]!;
      tiles[j] = t;
    }
    this.discarded.fill(0);
    let at = 0;
    for (let p = 0; p < this.rules.players; p++) {
      const h = this.hands[p]!;
      h.fill(0);
      for (let i = 0; i < 8; i++) h[tiles[at++]!]! += 1;
      this.discards[p]!.length = 0;
      this.riichiAt[p] = -1;
      this.riichiTurn[p] = 0;
      const sh = donjaraShanten(h);
      this.shanten[p] = [sh];
      // only a tenpai hand can win on the next tile: the engine looks at those alone
      this.tenpai[p] = sh === 0 ? 1 : 0;
    }
    this.at = at;
    this.seat = this.dealer;
    this.draws = 0;
    this.end = null;
    this.winner = -1;
    this.loser = -1;
    this.yaku = null;
  }

  /**
   * The seat to play draws the next tile: true when the wall is empty (the round ends in a draw)
   * or the tile completes its hand (a self-draw); otherwise the view is this seat's, ready for
   * its discard.
   */
  draw(): boolean {
    if (this.at >= this.tiles.length) {
      this.end = 'draw';
      return true;
    }
    const seat = this.seat;
    const hand = this.hands[seat]!;
    const k = this.tiles[this.at++]!;
    this.draws++;
    hand[k]! += 1;
    this.hand = hand;
    this.drawn = k;
    this.wall = this.tiles.length - this.at;
    const y = this.tenpai[seat] ? donjaraYaku(hand) : null;
    if (y === null) return false;
    this.end = 'tsumo';
    this.winner = seat;
    this.yaku = y;
    return true;
  }

  /** Whether the seat to play is in riichi (its discard is the tile it drew). */
  get locked(): boolean {
    return this.riichiAt[this.seat]! >= 0;
  }

  /**
   * The seat to play discards `d` (a kind it holds: not checked here); riichi is declared at
   * tenpai. True when the tile completes an opponent's hand (the first after the discarder wins
   * on it); otherwise the turn passes.
   */
  discard(d: number): boolean {
    const seat = this.seat;
    const hand = this.hands[seat]!;
    const n = this.rules.players;
    const inRiichi = this.riichiAt[seat]! >= 0;
    hand[d]! -= 1;
    this.discards[seat]!.push(d);
    this.discarded[d]! += 1;
    const sh = donjaraShanten(hand);
    this.shanten[seat]!.push(sh);
    this.tenpai[seat] = sh === 0 ? 1 : 0;
    if (!inRiichi && sh === 0) {
      this.riichiAt[seat] = this.discards[seat]!.length - 1;
      this.riichiTurn[seat] = this.discards[seat]!.length;
    }
    for (let i = 1; i < n; i++) {
      const other = (seat + i) % n;
      if (!this.tenpai[other]) continue;
      const h = this.hands[other]!;
      h[d]! += 1;
      const r = donjaraYaku(h);
      h[d]! -= 1;
      if (r !== null) {
        this.end = 'ron';
        this.winner = other;
        this.loser = seat;
        this.yaku = r;
        return true;
      }
    }
    this.seat = (seat + 1) % n;
    return false;
  }

  /** Makes this state a copy of `o` (same rules), so that a simulation can play on from it. */
  copyFrom(o: RoundState): void {
    this.seat = o.seat;
    this.round = o.round;
    this.dealer = o.dealer;
    this.scores = o.scores;
    this.drawn = o.drawn;
    this.wall = o.wall;
    this.at = o.at;
    this.draws = o.draws;
    this.end = o.end;
    this.winner = o.winner;
    this.loser = o.loser;
    this.yaku = o.yaku;
    this.tiles.set(o.tiles);
    this.discarded.set(o.discarded);
    this.tenpai.set(o.tenpai);
    for (let p = 0; p < this.rules.players; p++) {
      this.hands[p]!.set(o.hands[p]!);
      const ds = this.discards[p]!;
      ds.length = 0;
      for (const d of o.discards[p]!) ds.push(d);
      this.shanten[p] = o.shanten[p]!.slice();
      this.riichiAt[p] = o.riichiAt[p]!;
      this.riichiTurn[p] = o.riichiTurn[p]!;
    }
    this.hand = this.hands[this.seat]!;
  }

  /** The result of the finished round (`end` set). */
  result(): DonjaraRoundResult {
    const n = this.rules.players;
    const deltas = new Array<number>(n).fill(0);
    const yaku = this.yaku;
    if (yaku !== null) {
      const points = this.rules.points[yaku];
      if (this.end === 'ron') {
        deltas[this.winner] = points;
        deltas[this.loser] = -points;
      } else {
        // each other player pays an equal share, rounded up to 100
        const share = Math.ceil(points / (n - 1) / 100) * 100;
        for (let p = 0; p < n; p++) deltas[p] = p === this.winner ? share * (n - 1) : -share;
      }
    }
    return { round: this.round, dealer: this.dealer, end: this.end ?? 'draw', winner: this.winner, loser: this.loser, yaku, deltas, riichiTurn: this.riichiTurn.slice(), shanten: this.shanten.slice(), draws: this.draws };
  }
}

/** @internal Checks an agent's discard: a kind the hand holds. */
export function checkDiscard(s: RoundState, d: number, name: string): void {
  if (!(Number.isInteger(d) && d >= 0 && d < DONJARA_KINDS && s.hand[d]! > 0)) fail('NOT_HELD', `agent ${s.seat} (${name}) discarded ${describeValue(d)}, which its hand does not hold`, { round: s.round, event: s.draws });
}

function checkSeed(seed: unknown, where: string): void {
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) fail('INVALID_ARGUMENT', `${where}'s seed is a number or a string, not ${describeValue(seed)}`);
}

function checkAgents(agents: readonly DonjaraAgent[], rules: DonjaraRules, where: string): void {
  if (!Array.isArray(agents) || agents.length !== rules.players) fail('INVALID_ARGUMENT', `${where} needs ${rules.players} agents (one per seat), not ${describeValue(agents)}`);
  for (let i = 0; i < agents.length; i++) {
    const a = agents[i];
    if (a === null || typeof a !== 'object' || typeof a.discard !== 'function') fail('INVALID_ARGUMENT', `agent ${i} has no discard(view, rng) method: ${describeValue(a)}`);
  }
}

/** Plays one round on a state whose scores, round and dealer are set; `rngs`: the wall's, then each seat's. */
function play(s: RoundState, agents: readonly DonjaraAgent[], wallRng: FastRng, seatRngs: readonly Rng[], record: boolean, observe?: (view: DonjaraView) => void): DonjaraRoundResult {
  s.deal(wallRng);
  const events: DonjaraEvent[] | undefined = record ? [{ type: 'deal', wall: Array.from(s.tiles), hands: s.hands.map((h) => Array.from(h)) }] : undefined;
  for (;;) {
    if (s.draw()) {
      if (s.end === 'tsumo') events?.push({ type: 'draw', seat: s.seat, kind: s.drawn });
      break;
    }
    const seat = s.seat;
    events?.push({ type: 'draw', seat, kind: s.drawn });
    observe?.(s);
    let d: number;
    if (s.locked) d = s.drawn;
    else {
      d = agents[seat]!.discard(s, seatRngs[seat]!);
      checkDiscard(s, d, agents[seat]!.name);
    }
    const wasLocked = s.locked;
    const ron = s.discard(d);
    events?.push({ type: 'discard', seat, kind: d, riichi: !wasLocked && s.riichiAt[seat]! >= 0 });
    if (ron) break;
  }
  const result = s.result();
  if (events) {
    events.push({ type: 'end', result });
    return { ...result, events };
  }
  return result;
}

/** Each seat's generator in a game (or lone round) seeded `seed`. */
const seatRngsOf = (seed: number | string, n: number) => Array.from({ length: n }, (_, p) => new FastRng(`donjara/${seed}/seat${p}`));

/**
 * Plays one round: the wall from `seed`, each seat's choices from its own generator (the same
 * as the first round of {@link playDonjaraGame} with that seed).
 *
 * @example
 * ```ts
 * import { donjaraRules, playDonjaraRound, randomDonjaraAgent } from '@mjkit/donjara';
 * const rules = donjaraRules({ players: 3 });
 * const r = playDonjaraRound(rules, [randomDonjaraAgent(), randomDonjaraAgent(), randomDonjaraAgent()], 7);
 * r.deltas.reduce((a, b) => a + b, 0); // => 0
 * ['tsumo', 'ron', 'draw'].includes(r.end); // => true
 * ```
 */
export function playDonjaraRound(rules: DonjaraRules, agents: readonly DonjaraAgent[], seed: number | string, options: DonjaraRoundOptions = {}): DonjaraRoundResult {
  const r = donjaraRules(rules);
  checkAgents(agents, r, 'playDonjaraRound');
  checkSeed(seed, 'playDonjaraRound');
  const o = checkOptions(options, 'playDonjaraRound options', ['round', 'dealer', 'scores', 'record', 'observe']);
  if (o.observe !== undefined && typeof o.observe !== 'function') fail('INVALID_ARGUMENT', `observe is a function, not ${describeValue(o.observe)}`);
  const s = new RoundState(r);
  s.round = o.round ?? 0;
  s.dealer = o.dealer ?? (Number.isInteger(s.round) ? s.round % r.players : 0);
  if (!Number.isInteger(s.round) || s.round < 0 || !Number.isInteger(s.dealer) || s.dealer < 0 || s.dealer >= r.players) fail('INVALID_ARGUMENT', `round is a whole number and dealer a seat 0–${r.players - 1}`);
  if (o.scores !== undefined) {
    const scores = o.scores;
    if (!Array.isArray(scores) || scores.length !== r.players || !scores.every((x) => typeof x === 'number' && Number.isFinite(x))) fail('INVALID_ARGUMENT', `scores are ${r.players} numbers, not ${describeValue(scores)}`);
    s.scores = [...scores];
  }
  return play(s, agents, new FastRng(`donjara/${seed}/wall`), seatRngsOf(seed, r.players), o.record === true, o.observe);
}

/** A whole game: its rounds and the final scores. */
export interface DonjaraGameResult {
  readonly rounds: readonly DonjaraRoundResult[];
  readonly scores: readonly number[];
  /** Seats from first to last by final score (ties: the lower seat first). */
  readonly ranking: readonly number[];
}

/**
 * Plays a game of `rules.rounds` rounds, the dealer moving one seat each round; the same seed
 * gives the same game.
 *
 * @example
 * ```ts
 * import { donjaraRules, playDonjaraGame, virtualPlayer } from '@mjkit/donjara';
 * const rules = donjaraRules({ players: 3 });
 * const g = playDonjaraGame(rules, [virtualPlayer('speed'), virtualPlayer('score'), virtualPlayer('defence')], 1);
 * g.rounds.length; // => 3
 * g.scores.reduce((a, b) => a + b, 0); // => 60000
 * ```
 */
export function playDonjaraGame(rules: DonjaraRules, agents: readonly DonjaraAgent[], seed: number | string, options: { readonly record?: boolean } = {}): DonjaraGameResult {
  const r = donjaraRules(rules);
  checkAgents(agents, r, 'playDonjaraGame');
  checkSeed(seed, 'playDonjaraGame');
  const record = checkOptions(options, 'playDonjaraGame options', ['record']).record === true;
  const s = new RoundState(r);
  const rounds: DonjaraRoundResult[] = [];
  // one stream for the walls and one per seat, for the whole game
  const wallRng = new FastRng(`donjara/${seed}/wall`);
  const seatRngs = seatRngsOf(seed, r.players);
  for (let round = 0; round < r.rounds; round++) {
    s.round = round;
    s.dealer = round % r.players;
    const result = play(s, agents, wallRng, seatRngs, record);
    rounds.push(result);
    s.scores = s.scores.map((x, p) => x + result.deltas[p]!);
  }
  const ranking = s.scores.map((_, p) => p).sort((a, b) => s.scores[b]! - s.scores[a]! || a - b);
  return { rounds, scores: s.scores, ranking };
}
