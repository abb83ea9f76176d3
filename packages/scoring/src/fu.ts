// The fu of a reading, with its breakdown on request.
import { isDragon, isTerminalOrHonour, tileToString } from '@mjkit/core';
import type { Facts } from './facts.js';
import type { Group, Reading } from './reading.js';

/** What a fu item is for. */
export type FuReason = 'base' | 'menzen-ron' | 'tsumo' | 'wait' | 'pair' | 'set' | 'open-pinfu' | 'chiitoitsu' | 'rounding';

/** One line of the fu breakdown. */
export interface FuItem {
  readonly reason: FuReason;
  readonly fu: number;
  /** The tiles it is for (mpsz), for wait, pair and set lines. */
  readonly tiles?: string;
}

function groupTiles(g: Group): string {
  const s = tileToString(g.kind);
  const digit = s[0] as string;
  const suit = s[1] as string;
  if (g.type === 'sequence') return `${digit}${Number(digit) + 1}${Number(digit) + 2}${suit}`;
  return digit.repeat(g.type === 'pair' ? 2 : g.type === 'triplet' ? 3 : 4) + suit;
}

/**
 * The fu of a reading; with `items`, also its breakdown (only wanted for the reading that wins,
 * since the strings cost more than the sum). `pinfu` says whether pinfu is among its yaku.
 */
export function fuOf(r: Reading, f: Facts, pinfu: boolean, items: FuItem[] | null): number {
  if (r.form === 'chiitoitsu') {
    items?.push({ reason: 'chiitoitsu', fu: 25 });
    return 25;
  }
  if (r.form === 'kokushi') return 0;
  items?.push({ reason: 'base', fu: 20 });
  if (pinfu && f.tsumo) return 20;
  let total = 20;
  if (f.closed && !f.tsumo) {
    total += 10;
    items?.push({ reason: 'menzen-ron', fu: 10 });
  }
  if (f.tsumo && !pinfu) {
    total += 2;
    items?.push({ reason: 'tsumo', fu: 2 });
  }
  if (r.wait === 'kanchan' || r.wait === 'penchan' || r.wait === 'tanki') {
    total += 2;
    items?.push({ reason: 'wait', fu: 2, tiles: `${r.wait} ${tileToString(f.win)}` });
  }
  const pair = r.groups[0] as Group;
  let pairFu = isDragon(pair.kind) ? 2 : 0;
  const seat = pair.kind === 27 + f.seatWind;
  const round = pair.kind === 27 + f.roundWind;
  if (seat && round) pairFu += f.rules.doubleWindPairFu;
  else if (seat || round) pairFu += 2;
  if (pairFu > 0) {
    total += pairFu;
    items?.push({ reason: 'pair', fu: pairFu, tiles: groupTiles(pair) });
  }
  for (let i = 1; i < r.groups.length; i++) {
    const g = r.groups[i] as Group;
    if (g.type === 'sequence') continue;
    let fu = isTerminalOrHonour(g.kind) ? 4 : 2;
    if (!g.open) fu *= 2;
    if (g.type === 'kan') fu *= 4;
    total += fu;
    items?.push({ reason: 'set', fu, tiles: groupTiles(g) + (g.open ? ' open' : ' concealed') });
  }
  if (!f.closed && total === 20) {
    items?.push({ reason: 'open-pinfu', fu: 10 });
    total = 30;
  }
  const rounded = Math.ceil(total / 10) * 10;
  if (rounded !== total) items?.push({ reason: 'rounding', fu: rounded - total });
  return rounded;
}
