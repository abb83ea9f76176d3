import { checkObject, describeValue, fail } from './errors.js';
import { createHongKongRules, isHongKongPresetName, isHongKongRules } from './hong-kong-rules.js';
import type { HongKongPresetName, HongKongRuleFields, HongKongRuleOverrides, HongKongRules } from './hong-kong-rules.js';

declare const rulesBrand: unique symbol;

/**
 * The mark of a rule set made by {@link createRules}, at run time a non-enumerable property under
 * this `Symbol.for` key (shared by every build of mjkit in a process). A marked set is deeply
 * frozen, so it stays what was checked.
 */
const RULES_BRAND: unique symbol = Symbol.for('@mjkit/core:Rules') as never;

/** Which abortive draws (tochuu ryuukyoku) end a hand. */
export interface AbortiveDraws {
  /** Kyuushu kyuuhai: nine or more kinds of terminals and honours in a first draw. */
  readonly nineTerminals: boolean;
  /** Suufon renda: all four players discard the same wind on the first go-around. */
  readonly fourWinds: boolean;
  /** Suucha riichi: all four players declare riichi. */
  readonly fourRiichi: boolean;
  /** Suukaikan: four kans by more than one player. */
  readonly fourKans: boolean;
  /** Sanchahou: three players ron the same discard. */
  readonly tripleRon: boolean;
}

/** The fields of a rule set: what {@link createRules} checks; see {@link Rules}. */
export interface RuleFields {
  /** The preset this rule set started from, for display. */
  readonly name: string;
  /** Four players, or three (sanma: 2m..8m out of the game, kita). */
  readonly players: 3 | 4;
  /** Tonpuu (East round only) or hanchan (East and South rounds). */
  readonly length: 'tonpuu' | 'hanchan';
  /**
   * How many of each suit's fives are red (each red five is a dora). Tenhou: 1, 1, 1. Scoring takes
   * any count; a table (the engine, log replay) deals Tenhou's tile ids, whose red fives are one of
   * each five or none: all 1 or all 0.
   */
  readonly redFives: { readonly m: number; readonly p: number; readonly s: number };
  /** Kuitan: tanyao counts in an open hand. */
  readonly openTanyao: boolean;
  /**
   * Double yakuman for kokushi with a thirteen-sided wait, suuankou tanki, junsei chuuren
   * poutou and daisuushii. Tenhou: off (each counts once).
   */
  readonly doubleYakuman: boolean;
  /** Several yakuman in one hand add up (daisangen + tsuuiisou = double). */
  readonly stackedYakuman: boolean;
  /** Kazoe yakuman: 13 han or more without a yakuman scores as a yakuman (else sanbaiman). */
  readonly kazoeYakuman: boolean;
  /** Kiriage mangan: 4 han 30 fu and 3 han 60 fu round up to mangan. Tenhou: off. */
  readonly kiriageMangan: boolean;
  /** Fu for a pair of a wind that is both the seat and the round wind: 2 or 4. Tenhou: 4. */
  readonly doubleWindPairFu: 2 | 4;
  /**
   * Renhou, a ron before the player's first draw with no call before it: `none` (Tenhou: not a
   * yaku), `mangan` (a yaku of 5 han that adds to the hand's other yaku and dora, so the hand is
   * at least a mangan and can reach haneman or more), or `yakuman`.
   */
  readonly renhou: 'none' | 'mangan' | 'yakuman';
  /** Nagashi mangan at an exhaustive draw. */
  readonly nagashiMangan: boolean;
  /** Which abortive draws are played. */
  readonly abortiveDraws: AbortiveDraws;
  /** Two players may ron the same discard (otherwise the first in turn order wins: atamahane). */
  readonly doubleRon: boolean;
  /** Busting (tobi): the game ends when a player's score falls below zero. */
  readonly busting: boolean;
  /** Agari-yame: in the last hand the dealer may stop after a win that leaves them first. */
  readonly agariYame: boolean;
  /**
   * Tenpai-yame: in the last hand the dealer may stop when tenpai at an exhaustive draw that
   * leaves them first (Tenhou does, as its logs show).
   */
  readonly tenpaiYame: boolean;
  /**
   * Extension (Tenhou's "West round"): if nobody has reached `returnPoints` after the last
   * hand, play goes on into the next round until someone does.
   */
  readonly extension: boolean;
  /** Points each player starts with. Tenhou: 25,000 (four players), 35,000 (three). */
  readonly startingPoints: number;
  /**
   * Points that the final scores are measured against (the "return"). The difference to
   * `startingPoints`, times the players, is the oka that goes to first place.
   */
  readonly returnPoints: number;
  /**
   * How final scores become points: `exact` ((score − return) / 1000, to a tenth), or `thousands`
   * (score / 1000 rounded half away from zero first, first place taking what makes the sum zero),
   * as Tenhou's logs of 2020 and earlier show. Tenhou today: `exact`.
   */
  readonly pointsRounding: 'exact' | 'thousands';
  /** Uma in thousands of points, from first place to last: Tenhou [20, 10, -10, -20]. */
  readonly uma: readonly number[];
  /** Noten payments (noten bappu): 3,000 points from noten to tenpai players at a draw. */
  readonly notenPayments: boolean;
  /** The dealer keeps the deal when tenpai at an exhaustive draw. */
  readonly dealerTenpaiRenchan: boolean;
  /** Ippatsu counts as a yaku. */
  readonly ippatsu: boolean;
  /** Uradora for riichi winners. */
  readonly uradora: boolean;
  /** Kan dora: each kan reveals a new indicator. */
  readonly kanDora: boolean;
  /** Kan uradora. */
  readonly kanUradora: boolean;
  /** Pao: the player who fed the last set of daisangen or daisuushii pays for it. */
  readonly pao: boolean;
  /**
   * What the pao player is responsible for when the hand has another yakuman beside the pao
   * one: the whole hand (Tenhou) or only the pao yakuman (majiang-core). On tsumo they pay it
   * alone; on a ron by another player they pay half of it.
   */
  readonly paoCovers: 'hand' | 'yakuman';
  /**
   * Who pays the honba of a ron that a pao player shares: `liable` the pao player (Tenhou, as
   * its logs show), `discarder` the player who dealt in (majiang-core).
   */
  readonly paoHonba: 'liable' | 'discarder';
  /** Kuikae: discarding, after a call, a tile that the call could have used. Tenhou: forbidden. */
  readonly kuikae: boolean;
  /** Kita (nukidora): in sanma, North tiles are set aside as dora. */
  readonly kita: boolean;
  /**
   * Points a winner gets per honba: from the discarder, or split among the payers on tsumo.
   * Tenhou: 300 with four players, 200 with three (100 per payer).
   */
  readonly honbaPoints: number;
  /** Points of a riichi deposit. */
  readonly riichiDeposit: number;
}

/** The names of the built-in presets. */
export type RulePresetName = 'tenhou' | 'tenhou-tonpuu' | 'tenhou-sanma' | 'no-red' | 'majiang';

const ALL_ABORTIVE: AbortiveDraws = {
  nineTerminals: true,
  fourWinds: true,
  fourRiichi: true,
  fourKans: true,
  tripleRon: true,
};

/**
 * One table's rules: every switch that scoring and the game engine read. Get one from a preset
 * with {@link createRules}, which checks it and freezes it; all fields are plain data. Functions
 * that take `Rules` trust a set made by `createRules` and check any other object they are given.
 */
export interface Rules extends RuleFields {
  /** @internal The brand: only {@link createRules} makes Rules. */
  readonly [rulesBrand]: true;
}

const TENHOU: RuleFields = {
  name: 'tenhou',
  players: 4,
  length: 'hanchan',
  redFives: { m: 1, p: 1, s: 1 },
  openTanyao: true,
  doubleYakuman: false,
  stackedYakuman: true,
  kazoeYakuman: true,
  kiriageMangan: false,
  doubleWindPairFu: 4,
  renhou: 'none',
  nagashiMangan: true,
  abortiveDraws: ALL_ABORTIVE,
  doubleRon: true,
  busting: true,
  agariYame: true,
  tenpaiYame: true,
  extension: true,
  startingPoints: 25000,
  returnPoints: 30000,
  pointsRounding: 'exact',
  uma: [20, 10, -10, -20],
  notenPayments: true,
  dealerTenpaiRenchan: true,
  ippatsu: true,
  uradora: true,
  kanDora: true,
  kanUradora: true,
  pao: true,
  paoCovers: 'hand',
  paoHonba: 'liable',
  kuikae: false,
  kita: false,
  honbaPoints: 300,
  riichiDeposit: 1000,
};

/**
 * The built-in presets.
 *
 * - `tenhou`: Tenhou's four-player ranked hanchan with red fives (鳳南喰赤).
 * - `tenhou-tonpuu`: the same, East round only.
 * - `tenhou-sanma`: Tenhou's three-player hanchan: red 5p and 5s, kita, 35,000 start, 40,000
 *   return, uma 20 / 0 / -20, 200 points per honba.
 * - `no-red`: `tenhou` without red fives.
 * - `majiang`: the defaults of `@kobalab/majiang-core`'s `rule()`: `tenhou` plus double
 *   yakuman, with pao covering only the pao yakuman and the discarder paying the honba of a
 *   shared pao ron (the settings not modelled by majiang-core keep the `tenhou` values).
 */
export const RULE_PRESETS: Readonly<Record<RulePresetName, Rules>> = Object.freeze(brandAll({
  tenhou: TENHOU,
  'tenhou-tonpuu': { ...TENHOU, name: 'tenhou-tonpuu', length: 'tonpuu' },
  'tenhou-sanma': {
    ...TENHOU,
    name: 'tenhou-sanma',
    players: 3,
    redFives: { m: 0, p: 1, s: 1 },
    abortiveDraws: { ...ALL_ABORTIVE, fourWinds: false, fourRiichi: false },
    startingPoints: 35000,
    returnPoints: 40000,
    uma: [20, 0, -20],
    kita: true,
    honbaPoints: 200,
  },
  'no-red': { ...TENHOU, name: 'no-red', redFives: { m: 0, p: 0, s: 0 } },
  majiang: { ...TENHOU, name: 'majiang', doubleYakuman: true, paoCovers: 'yakuman', paoHonba: 'discarder' },
}));

function brandAll(presets: Record<RulePresetName, RuleFields>): Record<RulePresetName, Rules> {
  return Object.fromEntries(Object.entries(presets).map(([name, fields]) => [name, build(fields as Rules, {})])) as Record<RulePresetName, Rules>;
}

/** Overrides accepted by {@link createRules}: any field, with nested objects partial. */
export type RuleOverrides = Partial<Omit<RuleFields, 'redFives' | 'abortiveDraws'>> & {
  readonly redFives?: Partial<Rules['redFives']>;
  readonly abortiveDraws?: Partial<AbortiveDraws>;
};

/**
 * A checked rule set: a preset (default `tenhou`), or a rule object to check, with overrides.
 * The result is frozen (nested objects too) and marked, so functions taking it trust it. Throws
 * `INVALID_RULES` for an unknown preset, an unknown field, or a value of the wrong type or range.
 *
 * The Hong Kong Old Style presets `hk` and `hk-east` (or a rule object with `family: 'hong-kong'`)
 * give a {@link HongKongRules} set: faan minimum, bonus tiles and payments instead of riichi's
 * switches.
 *
 * @example
 * ```ts
 * import { createRules, isRules } from '@mjkit/core';
 * const chip = createRules('tenhou', { kiriageMangan: true });
 * chip.kiriageMangan; // => true
 * chip.uma; // => [20, 10, -10, -20]
 * isRules(chip); // => true
 * createRules('tenhou-sanma').players; // => 3
 * createRules('tenhou', { kiriage: true } as never); // throws INVALID_RULES
 * const hk = createRules('hk-east', { minFaan: 1 });
 * hk.family; // => 'hong-kong'
 * hk.windRounds; // => 1
 * createRules('hk', { minFaan: 14 }); // throws INVALID_RULES
 * ```
 */
export function createRules(preset?: RulePresetName | Rules, overrides?: RuleOverrides): Rules;
export function createRules(preset: HongKongPresetName | HongKongRules | HongKongRuleFields, overrides?: HongKongRuleOverrides): HongKongRules;
export function createRules(preset: Rules | HongKongRules): Rules | HongKongRules;
export function createRules(preset: RulePresetName | Rules | HongKongPresetName | HongKongRules | HongKongRuleFields = 'tenhou', overrides: RuleOverrides | HongKongRuleOverrides = {}): Rules | HongKongRules {
  if (isHongKongPresetName(preset) || isHongKongRules(preset) || (typeof preset === 'object' && preset !== null && (preset as { family?: unknown }).family === 'hong-kong')) {
    return createHongKongRules(preset as HongKongPresetName | HongKongRuleFields, overrides as HongKongRuleOverrides);
  }
  return createRiichiRules(preset as RulePresetName | Rules, overrides as RuleOverrides);
}

function createRiichiRules(preset: RulePresetName | Rules, overrides: RuleOverrides): Rules {
  let base: Rules;
  if (typeof preset === 'string') {
    if (!Object.hasOwn(RULE_PRESETS, preset)) {
      fail('INVALID_RULES', `unknown rule preset ${JSON.stringify(preset)}; known: ${[...Object.keys(RULE_PRESETS), 'hk', 'hk-east'].join(', ')}`);
    }
    base = RULE_PRESETS[preset];
  } else {
    checkObject(preset, 'rules', 'INVALID_RULES');
    if (!isRules(preset)) checkFields(preset);
    base = preset;
  }
  checkObject(overrides, 'rule overrides', 'INVALID_RULES');
  const keys = Object.keys(overrides);
  // A marked set is frozen, so one without overrides is shared rather than copied.
  if (keys.length === 0 && isRules(base)) return base;
  for (const key of ['redFives', 'abortiveDraws'] as const) {
    if (overrides[key] !== undefined) checkObject(overrides[key], `rule ${key}`, 'INVALID_RULES');
  }
  if (overrides.uma !== undefined && !Array.isArray(overrides.uma)) fail('INVALID_RULES', `rule uma must be an array, not ${describeValue(overrides.uma)}`);
  for (const key of keys) {
    if (!Object.hasOwn(TENHOU, key)) fail('INVALID_RULES', `unknown rule ${JSON.stringify(key)}`);
  }
  return build(base, overrides);
}

/**
 * True when `value` is a rule set made by {@link createRules} (in any build of mjkit): checked
 * and deeply frozen, so it can be trusted.
 */
export function isRules(value: unknown): value is Rules {
  return typeof value === 'object' && value !== null && (value as { [RULES_BRAND]?: unknown })[RULES_BRAND] === true;
}

/**
 * True when the rules deal red fives in any suit: the one reading of `redFives` that a table's
 * setup, a log's header and a view's `redFives` flag share.
 *
 * @example
 * ```ts
 * import { createRules, hasRedFives } from '@mjkit/core';
 * hasRedFives(createRules('tenhou')); // => true
 * hasRedFives(createRules('no-red')); // => false
 * hasRedFives(createRules('tenhou', { redFives: { m: 0, p: 1, s: 0 } })); // => true
 * ```
 */
export function hasRedFives(rules: Rules): boolean {
  return rules.redFives.m + rules.redFives.p + rules.redFives.s > 0;
}

/**
 * @internal The rules an entry point was given: a marked set as it is, the `tenhou` preset for
 * `undefined`, and any other object checked by {@link createRules} (every call: it is not frozen).
 */
export function rulesOf(value: Rules | undefined): Rules {
  if (value === undefined) return RULE_PRESETS.tenhou;
  if (isRules(value)) return value;
  if (isHongKongRules(value) || (typeof value === 'object' && value !== null && (value as { family?: unknown }).family === 'hong-kong')) {
    fail('INVALID_RULES', 'these are Hong Kong rules; this function plays riichi rules (Hong Kong wins: scoreHongKong of @mjkit/scoring)');
  }
  return createRiichiRules(value, {});
}

/** A checked, frozen, marked rule set: `base` with `overrides`, whose fields have the right shapes. */
function build(base: Rules, overrides: RuleOverrides): Rules {
  const rules = {
    ...base,
    ...overrides,
    redFives: Object.freeze({ ...base.redFives, ...overrides.redFives }),
    abortiveDraws: Object.freeze({ ...base.abortiveDraws, ...overrides.abortiveDraws }),
    uma: Object.freeze([...(overrides.uma ?? base.uma)]),
  };
  for (const key of Object.keys(rules)) if (!Object.hasOwn(TENHOU, key)) fail('INVALID_RULES', `unknown rule ${JSON.stringify(key)}`);
  checkFields(rules as unknown as Rules);
  Object.defineProperty(rules, RULES_BRAND, { value: true });
  return Object.freeze(rules) as unknown as Rules;
}

/** Throws `INVALID_RULES` unless every field of `rules` has its type and range. */
function checkFields(rules: Rules): void {
  for (const key of ['redFives', 'abortiveDraws'] as const) checkObject(rules[key], `rule ${key}`, 'INVALID_RULES');
  const bad = (field: string, want: string): never =>
    fail('INVALID_RULES', `rule ${field} must be ${want}, not ${describeValue((rules as unknown as Record<string, unknown>)[field])}`);
  for (const key of Object.keys(TENHOU) as (keyof RuleFields)[]) {
    const want = typeof TENHOU[key];
    if (typeof rules[key] !== want || rules[key] === null) bad(key, `a ${want === 'object' ? 'object' : want}`);
  }
  if (rules.players !== 3 && rules.players !== 4) bad('players', '3 or 4');
  if (rules.length !== 'tonpuu' && rules.length !== 'hanchan') bad('length', "'tonpuu' or 'hanchan'");
  if (rules.doubleWindPairFu !== 2 && rules.doubleWindPairFu !== 4) bad('doubleWindPairFu', '2 or 4');
  if (!['none', 'mangan', 'yakuman'].includes(rules.renhou)) bad('renhou', "'none', 'mangan' or 'yakuman'");
  if (rules.paoCovers !== 'hand' && rules.paoCovers !== 'yakuman') bad('paoCovers', "'hand' or 'yakuman'");
  if (rules.paoHonba !== 'liable' && rules.paoHonba !== 'discarder') bad('paoHonba', "'liable' or 'discarder'");
  if (rules.pointsRounding !== 'exact' && rules.pointsRounding !== 'thousands') bad('pointsRounding', "'exact' or 'thousands'");
  for (const suit of ['m', 'p', 's'] as const) {
    const n = rules.redFives[suit];
    if (!Number.isInteger(n) || n < 0 || n > 4) fail('INVALID_RULES', `redFives.${suit} must be 0..4, not ${describeValue(n)}`);
  }
  for (const key of Object.keys(rules.redFives)) if (!['m', 'p', 's'].includes(key)) fail('INVALID_RULES', `unknown rule redFives.${key}`);
  if (rules.players === 3 && rules.redFives.m > 0) fail('INVALID_RULES', 'three-player games have no 5m, so no red 5m');
  for (const key of Object.keys(ALL_ABORTIVE) as (keyof AbortiveDraws)[]) {
    if (typeof rules.abortiveDraws[key] !== 'boolean') fail('INVALID_RULES', `abortiveDraws.${key} must be a boolean`);
  }
  for (const key of Object.keys(rules.abortiveDraws)) if (!Object.hasOwn(ALL_ABORTIVE, key)) fail('INVALID_RULES', `unknown rule abortiveDraws.${key}`);
  if (!Array.isArray(rules.uma) || rules.uma.length !== rules.players || !rules.uma.every(Number.isFinite)) {
    bad('uma', `an array of ${rules.players} numbers`);
  }
  for (const key of ['startingPoints', 'returnPoints', 'honbaPoints', 'riichiDeposit'] as const) {
    if (!Number.isInteger(rules[key]) || rules[key] < 0) bad(key, 'a whole number ≥ 0');
  }
}
