// The win that `mjkit score` scores, and its result as text and as JSON.
import { Hand, RULE_PRESETS, createRules, kindOf, parseTiles, tileFromString, tileToString } from '@mjkit/core';
import type { RulePresetName, Tile, Wind } from '@mjkit/core';
import { fail } from '@mjkit/core/internal';
import { windOption } from './io.js';
import { choice, usage, wholeNumber } from './usage.js';
import { YAKU } from '@mjkit/scoring';
import type { Group, ScoreResult, ScoredWin, WinInput } from '@mjkit/scoring';

/** @internal Wind letters and names, by wind, as the score commands print them. */
export const WINDS = ['E', 'S', 'W', 'N'];
export const WIND_NAMES = ['East', 'South', 'West', 'North'];

/** The options of `mjkit score`, as parsed from the command line. */
export interface ScoreOptions {
  readonly win?: string;
  readonly tsumo?: boolean;
  readonly ron?: boolean;
  readonly from?: string;
  readonly riichi?: boolean;
  readonly 'double-riichi'?: boolean;
  readonly ippatsu?: boolean;
  readonly rinshan?: boolean;
  readonly chankan?: boolean;
  readonly last?: boolean;
  readonly first?: boolean;
  readonly dora?: readonly string[];
  readonly ura?: readonly string[];
  readonly round?: string;
  readonly seat?: string;
  readonly honba?: string;
  readonly 'riichi-sticks'?: string;
  readonly kita?: string;
  readonly rules?: string;
}


/** The win `mjkit score` scores for a hand and its options. */
export function scoreInput(handText: string, o: ScoreOptions): WinInput {
  const hand = Hand.parse(handText);
  const preset = choice(o.rules, 'rules', Object.keys(RULE_PRESETS) as RulePresetName[], 'tenhou');
  const rules = createRules(preset);
  if (o.tsumo && o.ron) usage('a win is --tsumo or --ron, not both');
  const tsumo = o.tsumo === true || (o.ron !== true && o.win === undefined && hand.tileCount === 14);
  const winningTile = o.win === undefined ? undefined : tileFromString(o.win);
  if (winningTile !== undefined && hand.tileCount === 14 && hand.count(kindOf(winningTile)) === 0) {
    fail(
      'HAND_SIZE',
      `the hand has 14 tiles, so its winning tile is already in it, and it holds no ${tileToString(winningTile)}: give 13 tiles with --win ${tileToString(winningTile)}, or name one of the 14 with --win`,
    );
  }
  if (hand.tileCount === 13 && winningTile === undefined) fail('HAND_SIZE', 'a 13-tile hand needs its winning tile: --win <tile>');
  const seatWind = windOption(o.seat, 1, 'seat', rules.players);
  const indicators = (list: readonly string[] | undefined) => (list ?? []).flatMap((t) => parseTiles(t));
  return {
    hand,
    winningTile,
    tsumo,
    discarder: tsumo ? undefined : windOption(o.from, ((seatWind + rules.players - 1) % rules.players) as Wind, 'from', rules.players),
    seatWind,
    roundWind: windOption(o.round, 0, 'round'),
    riichi: o.riichi,
    doubleRiichi: o['double-riichi'],
    ippatsu: o.ippatsu,
    rinshan: o.rinshan,
    chankan: o.chankan,
    lastTile: o.last,
    firstTurn: o.first,
    doraIndicators: indicators(o.dora),
    uraIndicators: indicators(o.ura),
    honba: wholeNumber(o.honba, 'honba', 0, 1000, 0),
    riichiSticks: wholeNumber(o['riichi-sticks'], 'riichi-sticks', 0, 1000, 0),
    kita: wholeNumber(o.kita, 'kita', 0, 4, 0),
    rules,
  };
}

const FU_LABELS: Record<string, string> = {
  base: 'base',
  'menzen-ron': 'closed ron',
  tsumo: 'tsumo',
  wait: 'wait',
  pair: 'pair',
  set: 'set',
  'open-pinfu': 'open hand without fu',
  chiitoitsu: 'seven pairs',
  rounding: 'rounded up',
};

/** The result as text: yaku, han, fu lines, limit, points and payments. */
export function formatScore(input: WinInput, r: ScoreResult): string {
  const win = input.winningTile === undefined ? input.hand.drawn : typeof input.winningTile === 'string' ? tileFromString(input.winningTile) : input.winningTile;
  const how = input.tsumo ? 'tsumo' : `ron from ${WIND_NAMES[input.discarder as number]}`;
  let out = `hand      ${input.hand.toString()}${win === null ? '' : ` + ${tileToString(win)}`} (${how})\n`;
  out += `seat      ${WIND_NAMES[input.seatWind]}${input.seatWind === 0 ? ' (dealer)' : ''} in the ${WIND_NAMES[input.roundWind]} round\n`;
  if (!r.ok) return out + `result    ${r.code}: ${r.message}\n`;
  const w: ScoredWin = r;
  const yaku = w.yaku.map((y) => `${YAKU[y.id].name} ${y.yakuman ? (y.yakuman > 1 ? `${y.yakuman}× yakuman` : 'yakuman') : `${y.han}`}`);
  out += `yaku      ${yaku.join('\n          ')}\n`;
  if (w.yakuman === 0) {
    out += `han       ${w.han}\n`;
    const lines = w.fuItems.map((i) => `${String(i.fu).padStart(2)} ${FU_LABELS[i.reason]}${i.tiles ? ` ${i.tiles}` : ''}`);
    out += `fu        ${w.fu}${lines.length ? '\n          ' + lines.join('\n          ') : ''}\n`;
  }
  if (w.limit !== 'none') out += `limit     ${w.limit}${w.yakuman > 1 ? ` ×${w.yakuman}` : ''}\n`;
  out += `points    ${w.points}\n`;
  out += `payments  ${w.payments.map((p, i) => `${WINDS[i]} ${p > 0 ? '+' : ''}${p}`).join(', ')}${w.pao === null ? '' : ` (pao: ${WIND_NAMES[w.pao]})`}\n`;
  return out;
}

/** A group of a reading in mpsz: `123m`, `55z`, `1111p`. */
function groupTiles(g: Group): string {
  const s = tileToString(g.kind);
  const d = Number(s[0]);
  const digits = g.type === 'sequence' ? `${d}${d + 1}${d + 2}` : s[0]!.repeat(g.type === 'pair' ? 2 : g.type === 'triplet' ? 3 : 4);
  return digits + s[1];
}

/**
 * The result as JSON for `--json`, every tile in mpsz: the winning tile, the score with each
 * yaku's names beside its id, and the reading's groups (`{ type, tiles, open }`).
 */
export function scoreJson(input: WinInput, r: ScoreResult): unknown {
  const win = input.winningTile === undefined ? input.hand.drawn : typeof input.winningTile === 'string' ? tileFromString(input.winningTile) : input.winningTile;
  const head = { hand: input.hand.toString(), winningTile: win === null ? null : tileToString(win as Tile), tsumo: input.tsumo };
  if (!r.ok) return { ...head, ...r };
  return {
    ...head,
    ...r,
    yaku: r.yaku.map((y) => ({ ...y, name: YAKU[y.id].name, japanese: YAKU[y.id].japanese })),
    reading: { form: r.reading.form, wait: r.reading.wait, groups: r.reading.groups.map((g) => ({ type: g.type, tiles: groupTiles(g), open: g.open })) },
  };
}


