// Waits of 100,000 seeded random tenpai hands (melds, red fives, seven pairs and thirteen
// orphans included) against @kobalab/majiang-core Util.tingpai. Where a wait is a kind the hand
// already holds four of, majiang-core lists it and mjkit does not (no fifth copy can be drawn):
// those hands are checked against that rule instead.
import { Hand, createRng, kindFromString, tileToString, waits } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import { describe, expect, it } from 'vitest';
import { randomComplete } from '../../packages/core/test/random-complete.js';
import { Majiang } from '../src/majiang.js';

const HANDS = 100_000;
const ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

function fromKinds(kinds: readonly number[]): Hand {
  const counts = new Array<number>(34).fill(0);
  for (const k of kinds) counts[k]! += 1;
  return Hand.fromCounts(counts);
}

/** A closed seven-pairs or thirteen-orphans shape with one tile replaced at random. */
function closedForm(seed: number): Hand {
  const rng = createRng(seed);
  if (rng.nextInt(2) === 0) {
    const pairs = rng.shuffle(Array.from({ length: 34 }, (_, k) => k)).slice(0, 7);
    const kinds = pairs.flatMap((k) => [k, k]);
    kinds.splice(rng.nextInt(13), 2, rng.nextInt(34));
    return fromKinds(kinds);
  }
  const kinds = [...ORPHANS];
  kinds.splice(rng.nextInt(13), 1, ORPHANS[rng.nextInt(13)] as number);
  return fromKinds(kinds);
}

/**
 * A seeded random near-tenpai hand: a complete hand minus its drawn tile (always tenpai), or
 * one time in ten a closed form (tenpai or not; the test keeps those majiang-core calls tenpai).
 */
function candidate(seed: number): Hand {
  if (seed % 10 === 0) return closedForm(seed);
  const { hand } = randomComplete(seed);
  return hand.discard(hand.drawn as Tile);
}

// a fixed amount of work against a slow peer: the time limit is for a hang, not for a busy CI machine
describe('waits vs @kobalab/majiang-core Util.tingpai', { timeout: 300_000 }, () => {
  it(`agree on ${HANDS.toLocaleString('en')} random tenpai hands, apart from the fifth-tile rule`, () => {
    let compared = 0;
    let fifthTile = 0;
    let melded = 0;
    // gathered and compared once (an expect per hand is most of the time)
    const disagreements: string[] = [];
    for (let seed = 1; compared < HANDS; seed++) {
      const hand = candidate(seed);
      const shoupai = Majiang.Shoupai.fromString(hand.toMajiang());
      if (Majiang.Util.xiangting(shoupai) !== 0) continue;
      const theirs = (Majiang.Util.tingpai(shoupai) ?? []).map((p) => tileToString(kindFromString(p)));
      compared++;
      if (hand.melds.length > 0) melded++;
      const heldFour = theirs.filter((p) => hand.countWithMelds(kindFromString(p)) === 4);
      if (heldFour.length > 0) fifthTile++;
      const ours = waits(hand).map(tileToString).join(',');
      const want = theirs.filter((p) => !heldFour.includes(p)).join(',');
      if (ours !== want) disagreements.push(`${hand.toString()}: ours ${ours}, majiang ${want}`);
    }
    expect(disagreements).toEqual([]);
    console.log(`waits: ${compared} tenpai hands (${melded} with melds) agree; ${fifthTile} had a wait on a kind held four times, judged by the rule`);
    expect(compared).toBe(HANDS);
  });
});
