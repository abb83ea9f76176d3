import { Hand, MjkitError, RULE_PRESETS, createRules, parseTiles, tileFromString, tileToString } from '@mjkit/core';
import type { RulePresetName } from '@mjkit/core';
import { YAKU } from '@mjkit/scoring';
import type { ScoreResult, ScoredWin, WinInput } from '@mjkit/scoring';

const WINDS = ['E', 'S', 'W', 'N'];
const WIND_NAMES = ['East', 'South', 'West', 'North'];

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
  readonly sticks?: string;
  readonly kita?: string;
  readonly rules?: string;
}

function wind(value: string | undefined, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  const v = value.trim().toUpperCase();
  const i = WINDS.indexOf(v[0] ?? '');
  if (/^[0-3]$/.test(v)) return Number(v);
  if (i < 0) throw new MjkitError('INVALID_ARGUMENT', `--${what} takes E, S, W, N or 0..3, not ${JSON.stringify(value)}`);
  return i;
}

function count(value: string | undefined, what: string): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value)) throw new MjkitError('INVALID_ARGUMENT', `--${what} takes a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** The win `mjkit score` scores for a hand and its options. */
export function scoreInput(handText: string, o: ScoreOptions): WinInput {
  const hand = Hand.parse(handText);
  const preset = o.rules ?? 'tenhou';
  if (!Object.hasOwn(RULE_PRESETS, preset)) throw new MjkitError('INVALID_RULES', `unknown --rules ${preset}; known: ${Object.keys(RULE_PRESETS).join(', ')}`);
  const rules = createRules(preset as RulePresetName);
  const tsumo = o.tsumo === true || (o.ron !== true && o.win === undefined && hand.tileCount === 14);
  if (o.tsumo && o.ron) throw new MjkitError('INVALID_ARGUMENT', 'a win is --tsumo or --ron, not both');
  const seatWind = wind(o.seat, 1, 'seat');
  const indicators = (list: readonly string[] | undefined) => (list ?? []).flatMap((t) => parseTiles(t));
  return {
    hand,
    winningTile: o.win === undefined ? undefined : tileFromString(o.win),
    tsumo,
    discarder: tsumo ? undefined : wind(o.from, (seatWind + rules.players - 1) % rules.players, 'from'),
    seatWind,
    roundWind: wind(o.round, 0, 'round'),
    riichi: o.riichi,
    doubleRiichi: o['double-riichi'],
    ippatsu: o.ippatsu,
    rinshan: o.rinshan,
    chankan: o.chankan,
    lastTile: o.last,
    firstTurn: o.first,
    doraIndicators: indicators(o.dora),
    uraIndicators: indicators(o.ura),
    honba: count(o.honba, 'honba'),
    riichiSticks: count(o.sticks, 'sticks'),
    kita: count(o.kita, 'kita'),
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

/** The result as JSON for `--json`: the score, with each yaku's names beside its id. */
export function scoreJson(r: ScoreResult): unknown {
  if (!r.ok) return r;
  return { ...r, yaku: r.yaku.map((y) => ({ ...y, name: YAKU[y.id].name, japanese: YAKU[y.id].japanese })) };
}


