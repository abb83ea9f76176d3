// Checking a logged game against the walls its SHUFFLE seed rebuilds: dice, deal, every draw and
// replacement, every dora and ura indicator, and the wall running out at an exhaustive draw.
import { MjkitError } from '@mjkit/core';
import type { TileId } from '@mjkit/core';
import { dealtHands, liveDrawIndex } from '@mjkit/record';
import type { GameLog, ShuffledWall } from '@mjkit/record';
import { checkLog } from '@mjkit/record/internal';
import type { RoundEvent } from '@mjkit/table';
import { tenhouMeta } from './meta.js';
import { roundWall, seedWords, tenhouWalls } from './wall.js';

/** One place where a log and its rebuilt wall disagree. */
export interface WallMismatch {
  /** Index of the round in the log, and of the event (-1: the round's start). */
  readonly round: number;
  readonly event: number;
  readonly message: string;
}

const sorted = (tiles: readonly TileId[]): string => [...tiles].sort((a, b) => a - b).join();

/**
 * Rebuilds every round's wall from the game's SHUFFLE seed (or, in 2009-era logs, each INIT's
 * `shuffle` seed) and lists where the log departs from it; `null` when the log has no seed. Checks the dice, the
 * dealt hands, each live draw and replacement draw, the first and every new dora indicator, the
 * ura indicators of each riichi win, and that an exhaustive draw comes when the live wall is empty.
 *
 * @example
 * ```ts
 * import { parseMjlog, validateWalls } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * validateWalls(parseMjlog(xml)); // => null
 * ```
 */
export function validateWalls(log: GameLog): WallMismatch[] | null {
  return wallMismatchesOf(checkLog(log));
}

/** @internal {@link validateWalls} of a checked log. */
export function wallMismatchesOf(log: GameLog): WallMismatch[] | null {
  // a Tenhou log's seed, for the tile ids Tenhou gave (a record with ids assigned has no wall to check)
  const meta = tenhouMeta(log);
  if (meta === null || meta.tileIds !== 'tenhou') return null;
  const seed = meta.shuffle?.seed;
  let next: (r: number) => ShuffledWall;
  if (seed) {
    try {
      seedWords(seed);
    } catch (e) {
      // a seed that cannot be read is a mismatch, not a crash
      if (!(e instanceof MjkitError)) throw e;
      return [{ round: 0, event: -1, message: `no wall: ${e.message}` }];
    }
    const walls = tenhouWalls(seed, log.players);
    next = () => walls.next().value as ShuffledWall;
  } else if (log.rounds.length > 0 && log.rounds.every((r) => r.extra.shuffle?.startsWith('mt19937ar,'))) {
    next = (r) => roundWall(log.rounds[r]?.extra.shuffle as string, log.players);
  } else return null;
  const out: WallMismatch[] = [];
  log.rounds.forEach((round, r) => {
    let wall: ShuffledWall;
    try {
      wall = next(r);
    } catch (e) {
      if (!(e instanceof MjkitError)) throw e;
      out.push({ round: r, event: -1, message: `no wall: ${e.message}` });
      return;
    }
    const miss = (event: number, message: string) => out.push({ round: r, event, message });
    if (round.dice && (round.dice[0] !== wall.dice[0] || round.dice[1] !== wall.dice[1])) {
      miss(-1, `dice ${round.dice} in the log, ${wall.dice} from the seed`);
    }
    const hands = dealtHands(wall, round.dealer);
    for (let s = 0; s < log.players; s++) {
      if (sorted(round.hands[s] ?? []) !== sorted(hands[s] as TileId[])) miss(-1, `seat ${s} is dealt other tiles than the wall deals`);
    }
    const { replacements, dora, ura } = wall.deadWall;
    if (round.doraIndicator !== wall.tiles[dora[0] as number]) miss(-1, `first dora indicator ${round.doraIndicator}, the wall has ${wall.tiles[dora[0] as number]}`);
    let live = 0;
    let replaced = 0;
    let doras = 1;
    let replacementDue = false;
    round.events.forEach((e: RoundEvent, i) => {
      switch (e.type) {
        case 'draw': {
          const at = replacementDue ? (replacements[replaced++] ?? -1) : liveDrawIndex(wall, live++);
          if (wall.tiles[at] !== e.tile) miss(i, `${replacementDue ? 'replacement' : 'live'} draw ${e.tile}, the wall has ${wall.tiles[at]}`);
          replacementDue = false;
          break;
        }
        case 'call':
          replacementDue = e.meld.type !== 'chii' && e.meld.type !== 'pon';
          break;
        case 'dora': {
          const at = dora[doras++] ?? -1;
          if (wall.tiles[at] !== e.indicator) miss(i, `dora indicator ${e.indicator}, the wall has ${wall.tiles[at]}`);
          break;
        }
        case 'win':
          e.doraIndicators.forEach((t, k) => {
            if (wall.tiles[dora[k] as number] !== t) miss(i, `win lists dora indicator ${t}, the wall has ${wall.tiles[dora[k] as number]}`);
          });
          e.uraIndicators.forEach((t, k) => {
            if (wall.tiles[ura[k] as number] !== t) miss(i, `ura indicator ${t}, the wall has ${wall.tiles[ura[k] as number]}`);
          });
          break;
        case 'ryuukyoku':
          if (e.kind === 'exhaustive' && liveDrawIndex(wall, live) !== 13 + replaced) {
            miss(i, `exhaustive draw with ${liveDrawIndex(wall, live) - 13 - replaced} live tiles left in the wall`);
          }
          break;
        default:
          break;
      }
    });
  });
  return out;
}
