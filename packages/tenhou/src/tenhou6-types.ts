// The shape of a tenhou.net/6 JSON log.

/** One entry of a take or discard column: a tile code, 60 (tsumogiri), 0 (after a daiminkan), or a call string. */
export type Tenhou6Entry = number | string;

/**
 * A round's result: `['和了', deltas, detail, …]` with detail `[who, from, pao, score, …yaku]`,
 * `['流局', deltas]`, `['流し満貫', deltas]`, or a name alone (`['九種九牌']`, `['全員聴牌']` …).
 */
export type Tenhou6Result = [string, ...(readonly (number | string)[])[]];

/**
 * One round: `[round, honba, sticks]`, start scores, dora indicators, ura indicators, then per seat
 * the dealt hand, the takes and the discards, then the result.
 */
export type Tenhou6Round = [
  [number, number, number],
  number[],
  number[],
  number[],
  ...Tenhou6Entry[][],
  Tenhou6Result,
];

/** A disconnect (`what` 0) or reconnect (1) of seat `who` in round `log`, after `step` draws, discards and calls. */
export interface Tenhou6Connection {
  what: number;
  log: number;
  who: number;
  step: number;
}

/** A tenhou.net/6 JSON log, with the keys in the order Tenhou's mjlog2json writes them. */
export interface Tenhou6Log {
  ver?: number;
  ref?: string;
  log: Tenhou6Round[];
  connection?: Tenhou6Connection[];
  ratingc?: string;
  rule: { disp: string; aka53?: number; aka52?: number; aka51?: number; aka?: number };
  lobby?: number;
  dan?: string[];
  rate?: number[];
  sx?: string[];
  /** Final scores (real points) and placement points, interleaved. */
  sc?: number[];
  name: string[];
  title?: string[];
}
