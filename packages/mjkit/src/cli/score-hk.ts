// `mjkit score … --rules hk`: the Hong Kong Old Style win the command scores, and its result.
import { Hand, kindOf, parseBonusTiles, tileFromString, tileToString } from '@mjkit/core';
import type { Wind } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import type { HongKongScore, HongKongWinInput } from '@mjkit/scoring';
import { windOption } from './io.js';
import { WINDS, WIND_NAMES } from './score.js';
import type { ScoreOptions } from './score.js';
import { usage, wholeNumber } from './usage.js';

/** The rule names that score by Hong Kong Old Style. */
export const HK_RULES: readonly string[] = ['hk', 'hk-east'];

/** The options only Hong Kong scoring reads. */
export interface HongKongScoreOptions extends ScoreOptions {
  readonly flowers?: string;
  readonly 'min-faan'?: string;
  readonly 'bonus-replacement'?: boolean;
}

/** The win `mjkit score --rules hk` scores. */
export function hongKongInput(handText: string, o: HongKongScoreOptions): HongKongWinInput {
  const hand = Hand.parse(handText);
  if (o.tsumo && o.ron) usage('a win is --tsumo or --ron, not both');
  for (const riichiOnly of ['riichi', 'double-riichi', 'ippatsu', 'dora', 'ura', 'honba', 'riichi-sticks', 'kita'] as const) {
    if (o[riichiOnly] !== undefined && o[riichiOnly] !== false) usage(`--${riichiOnly} is not a Hong Kong rule (no riichi, no dora, no sticks)`);
  }
  const tsumo = o.tsumo === true || (o.ron !== true && o.win === undefined && hand.tileCount === 14);
  const winningTile = o.win === undefined ? undefined : tileFromString(o.win);
  if (winningTile !== undefined && hand.tileCount === 14 && hand.count(kindOf(winningTile)) === 0) fail('HAND_SIZE', `the hand has 14 tiles and holds no ${tileToString(winningTile)}: give 13 tiles with --win ${tileToString(winningTile)}`);
  if (hand.tileCount === 13 && winningTile === undefined) fail('HAND_SIZE', 'a 13-tile hand needs its winning tile: --win <tile>');
  const seatWind = windOption(o.seat, 1, 'seat');
  if (o.rinshan && o['bonus-replacement']) usage('a win is on a kong\'s replacement (--rinshan) or a bonus tile\'s (--bonus-replacement), not both');
  let bonus: number[] = [];
  try {
    bonus = parseBonusTiles(o.flowers ?? '');
  } catch (e) {
    usage(`--flowers takes bonus tiles 1f–8f, as 1f,6f or 16f: ${e instanceof Error ? e.message.replace(/^SYNTAX: /, '') : String(e)}`);
  }
  return {
    hand,
    ...(winningTile === undefined ? {} : { winningTile }),
    tsumo,
    ...(tsumo ? {} : { discarder: windOption(o.from, ((seatWind + 3) % 4) as Wind, 'from') }),
    seatWind,
    roundWind: windOption(o.round, 0, 'round'),
    bonus,
    ...(o.last ? { lastTile: true } : {}),
    ...(o.rinshan ? { replacement: 'kong' as const } : o['bonus-replacement'] ? { replacement: 'bonus' as const } : {}),
    ...(o.chankan ? { chankan: true } : {}),
    ...(o.first ? { firstTurn: true } : {}),
    minFaan: wholeNumber(o['min-faan'], 'min-faan', 0, 13, 3),
  };
}

/** The result as text: the items, the faan toward the minimum and in all, and the payments. */
export function formatHongKong(input: HongKongWinInput, r: HongKongScore): string {
  const how = input.tsumo ? 'self-draw' : `on ${WIND_NAMES[input.discarder as number]}'s discard`;
  let out = `hand      ${input.hand.toString()}${input.winningTile === undefined ? '' : ` + ${String(input.winningTile)}`} (${how})\n`;
  out += `seat      ${WIND_NAMES[input.seatWind]}${input.seatWind === 0 ? ' (dealer)' : ''} in the ${WIND_NAMES[input.roundWind]} round${input.bonus?.length ? `, bonus tiles ${input.bonus.map((b) => `${String(b)}f`).join(' ')}` : ''}\n`;
  if (r.items.length) out += `faan      ${r.items.map((i) => `${i.id} ${i.faan}${i.bonus ? ' (bonus)' : ''}`).join('\n          ')}\n`;
  out += `total     ${r.faan}${r.limit ? ' (limit)' : ''}; ${r.handFaan} toward the minimum of ${input.minFaan ?? 3}\n`;
  if (!r.ok) return out + `result    not a win: ${r.reason}\n`;
  return out + `payments  ${r.payments.map((p, i) => `${WINDS[i]} ${p > 0 ? '+' : ''}${p}`).join(', ')}${r.liable === null ? '' : ` (liable: ${WIND_NAMES[r.liable]})`}\n`;
}
