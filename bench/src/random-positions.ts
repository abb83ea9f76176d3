// Seeded random evaluator positions: a dealt 14-tile hand, some turns of four discards seen,
// the dora indicator, the wall left (benches and tests of @mjkit/evaluator).
import { Hand, tileFromId } from '@mjkit/core';
import type { Rng } from '@mjkit/core';
import { positionOf } from '@mjkit/evaluator';
import type { Position, PositionInput } from '@mjkit/evaluator';

/**
 * A position from a fresh shuffle: the first 14 tiles are the hand, 0–14 turns of 4 discards
 * are seen, the last tile is the dora indicator. `more` adds fields, drawing from `rng` after.
 */
export function randomPosition(rng: Rng, more: (rng: Rng) => Partial<PositionInput> = () => ({})): Position {
  const ids = rng.shuffle(Array.from({ length: 136 }, (_, j) => j));
  const turns = rng.nextInt(15);
  return positionOf({
    hand: Hand.fromTenhouIds(ids.slice(0, 14)),
    visible: ids.slice(14, 14 + 4 * turns).map((id) => tileFromId(id)),
    doraIndicators: [tileFromId(ids[135] as number)],
    drawable: 70 - 4 * turns,
    ...more(rng),
  });
}
