// The value of a hand as it stands (13 tiles waiting for a draw, or 14 to discard from): what a
// bot compares before and after a call or a kan.
import { fail } from '@mjkit/core/internal';
import { denied, rootShanten, settingsOf } from './evaluate.js';
import type { EvaluateOptions } from './evaluate.js';
import { faceOf, positionOf } from './position.js';
import type { Position, PositionInput, ViewLike } from './position.js';
import { routeShanten } from './routes.js';
import { NO_BACK, Search } from './search.js';

/** What {@link evaluateHand} returns. */
export interface HandValue {
  /** Shanten of the hand (−1: complete). */
  readonly shanten: number;
  /**
   * Its value: the points of a complete hand (won by tsumo); for a hand to discard from, the
   * best value over the discards that keep its shanten; for a 13-tile hand, the value over its
   * draws (from shanten 3 on: the effective tiles counted along the yaku routes).
   */
  readonly value: number;
  /**
   * The shanten along the yaku routes the evaluation follows from shanten 3 (closed, yakuhai,
   * tanyao, toitoi, one suit): the lowest of them, or the plain shanten for a closed hand.
   */
  readonly routeShanten: number;
}

/**
 * Values a hand as it stands: 13 tiles (plus melds) waiting for a draw, or a hand to discard
 * from (after a draw, or just after a chii or pon: kuikae is then respected). This is what is
 * compared before and after a call or a kan; `evaluateDiscards` values each discard.
 *
 * @example
 * ```ts
 * import { evaluateHand } from '@mjkit/evaluator';
 * const waiting = evaluateHand({ hand: '123m456p789s1122z' });
 * waiting.shanten; // => 0
 * waiting.value > 0; // => true
 * evaluateHand({ hand: '123m456p789s11222z' }).shanten; // => -1
 * evaluateHand({ hand: '123m456p789s11222z' }).value; // => 3900
 * ```
 */
export function evaluateHand(position: PositionInput | ViewLike | Position, options?: EvaluateOptions): HandValue {
  const p = positionOf(position);
  const settings = settingsOf(options);
  const hand = p.hand;
  if (hand.tileCount !== 13 && hand.tileCount !== 14) fail('HAND_SIZE', `a hand to value has 13 or 14 tiles (3 per meld), not ${hand.tileCount}`);
  const search = new Search(p, settings);
  const n = rootShanten(search, p);
  const route = routeShanten(search);
  if (hand.tileCount === 13 && !hand.afterCall) return { shanten: n, value: search.value13(NO_BACK, 0), routeShanten: route };
  if (n === -1) {
    const drawn = hand.drawn ?? (hand.concealedTiles()[0] as number);
    return { shanten: n, value: search.points(faceOf(drawn)), routeShanten: route };
  }
  return { shanten: n, value: search.bestDiscard(n, NO_BACK, denied(p), 0), routeShanten: route };
}
