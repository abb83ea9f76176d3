// Hong Kong Old Style: the second rule family. Its switches are few and of their own kind (faan,
// a minimum, bonus tiles, who pays), so they are a rule set of their own beside the riichi one,
// made by the same createRules and told apart by `family`.
import { checkObject, describeValue, fail } from './errors.js';

declare const hongKongRulesBrand: unique symbol;

/** The mark of a Hong Kong rule set made by `createRules` (a non-enumerable `Symbol.for` property). */
const HK_RULES_BRAND: unique symbol = Symbol.for('@mjkit/core:HongKongRules') as never;

/** The fields of a Hong Kong Old Style rule set: what `createRules('hk', …)` checks. */
export interface HongKongRuleFields {
  /** The preset this rule set started from, for display. */
  readonly name: string;
  /** The rule family: tells a Hong Kong rule set from a riichi one. */
  readonly family: 'hong-kong';
  /** Always four players. */
  readonly players: 4;
  /** How many wind rounds a game has: 4 (East, South, West, North: `hk`) or 1 (East only: `hk-east`); 1–4. */
  readonly windRounds: 1 | 2 | 3 | 4;
  /** The least faan a win needs, bonus items (own flowers and seasons, full sets, no flowers) not counted: 0–13, default 3. */
  readonly minFaan: number;
  /** Play with the eight bonus tiles (flowers 1f–4f, seasons 5f–8f); without them no bonus item scores. */
  readonly bonusTiles: boolean;
  /** The base of f faan: `half-spicy` 1, 2, 4, 8, 16, 24, 32, 48 … 384 (default), or `spicy` 2^f. */
  readonly scale: 'half-spicy' | 'spicy';
  /**
   * Who pays a win on a discard: `half-gun` (default) the discarder the base and each other loser
   * half of it; `full-gun` the discarder twice the base, the others nothing.
   */
  readonly gun: 'half-gun' | 'full-gun';
  /** What one point of the base is worth (default 1; > 0). */
  readonly unit: number;
  /**
   * Liability (包): the discarder who fed the fourth claimed meld (the 12th exposed tile), or the
   * meld that completed great three dragons or great four winds, pays for everyone. Default off.
   */
  readonly liability: boolean;
  /** Tiles left unplayed at the end of the wall (0 by default: the wall is played to its last tile). */
  readonly deadWall: number;
  /** The score each player starts with (default 0: payments are tallied from zero). */
  readonly startingPoints: number;
  /**
   * The most hands a game plays (1–1,000; `hk` 64, `hk-east` 16): the dealer keeps the deal at
   * every exhaustive draw, so without a bound players who never win would play for ever.
   */
  readonly handLimit: number;
}

/** A checked Hong Kong rule set: from `createRules('hk' | 'hk-east', overrides)`, deeply frozen and marked. */
export interface HongKongRules extends HongKongRuleFields {
  /** @internal The brand: only `createRules` makes HongKongRules. */
  readonly [hongKongRulesBrand]: true;
}

/** The names of the Hong Kong presets. */
export type HongKongPresetName = 'hk' | 'hk-east';

/** Overrides accepted by `createRules` for a Hong Kong preset: any field but `family` and `players`. */
export type HongKongRuleOverrides = Partial<Omit<HongKongRuleFields, 'family' | 'players'>>;

const HK: HongKongRuleFields = {
  name: 'hk',
  family: 'hong-kong',
  players: 4,
  windRounds: 4,
  minFaan: 3,
  bonusTiles: true,
  scale: 'half-spicy',
  gun: 'half-gun',
  unit: 1,
  liability: false,
  deadWall: 0,
  startingPoints: 0,
  handLimit: 64,
};

/**
 * The Hong Kong presets: `hk`, Hong Kong Old Style over the four wind rounds with the bonus tiles,
 * a 3-faan minimum, half-spicy, half-gun; `hk-east`, the same over the East round only.
 */
export const HONG_KONG_PRESETS: Readonly<Record<HongKongPresetName, HongKongRules>> = Object.freeze({
  hk: buildHongKong(HK, {}),
  'hk-east': buildHongKong(HK, { name: 'hk-east', windRounds: 1, handLimit: 16 }),
});

/**
 * True when `value` is a Hong Kong rule set made by `createRules` (in any build of mjkit).
 *
 * @example
 * ```ts
 * import { createRules, isHongKongRules } from '@mjkit/core';
 * isHongKongRules(createRules('hk')); // => true
 * isHongKongRules(createRules('tenhou')); // => false
 * ```
 */
export function isHongKongRules(value: unknown): value is HongKongRules {
  return typeof value === 'object' && value !== null && (value as { [HK_RULES_BRAND]?: unknown })[HK_RULES_BRAND] === true;
}

/** @internal True for the name of a Hong Kong preset. */
export function isHongKongPresetName(value: unknown): value is HongKongPresetName {
  return typeof value === 'string' && Object.hasOwn(HONG_KONG_PRESETS, value);
}

/** @internal `createRules` for the Hong Kong family: a preset or a rule object, with overrides. */
export function createHongKongRules(preset: HongKongPresetName | HongKongRules | HongKongRuleFields, overrides: HongKongRuleOverrides): HongKongRules {
  let base: HongKongRuleFields;
  if (typeof preset === 'string') base = HONG_KONG_PRESETS[preset];
  else {
    checkObject(preset, 'rules', 'INVALID_RULES');
    base = preset;
  }
  checkObject(overrides, 'rule overrides', 'INVALID_RULES');
  if (Object.keys(overrides).length === 0 && isHongKongRules(base)) return base;
  for (const key of ['family', 'players']) if (Object.hasOwn(overrides, key)) fail('INVALID_RULES', `rule ${key} of a Hong Kong rule set cannot be changed`);
  return buildHongKong(base, overrides);
}

function buildHongKong(base: HongKongRuleFields, overrides: HongKongRuleOverrides): HongKongRules {
  const rules = { ...base, ...overrides } as Record<string, unknown>;
  for (const key of Object.keys(rules)) if (!Object.hasOwn(HK, key)) fail('INVALID_RULES', `unknown Hong Kong rule ${JSON.stringify(key)}`);
  const bad = (field: string, want: string): never => fail('INVALID_RULES', `rule ${field} must be ${want}, not ${describeValue(rules[field])}`);
  for (const key of Object.keys(HK) as (keyof HongKongRuleFields)[]) {
    if (typeof rules[key] !== typeof HK[key]) bad(key, `a ${typeof HK[key]}`);
  }
  if (rules.family !== 'hong-kong') bad('family', "'hong-kong'");
  if (rules.players !== 4) bad('players', '4');
  const whole = (key: string, lo: number, hi: number) => {
    const v = rules[key] as number;
    if (!(Number.isInteger(v) && v >= lo && v <= hi)) bad(key, `a whole number ${lo}–${hi}`);
  };
  whole('windRounds', 1, 4);
  whole('minFaan', 0, 13);
  whole('deadWall', 0, 60);
  whole('handLimit', 1, 1000);
  if (rules.scale !== 'half-spicy' && rules.scale !== 'spicy') bad('scale', "'half-spicy' or 'spicy'");
  if (rules.gun !== 'half-gun' && rules.gun !== 'full-gun') bad('gun', "'half-gun' or 'full-gun'");
  if (!(Number.isFinite(rules.unit) && (rules.unit as number) > 0)) bad('unit', 'a number > 0');
  if (!Number.isFinite(rules.startingPoints)) bad('startingPoints', 'a finite number');
  Object.defineProperty(rules, HK_RULES_BRAND, { value: true });
  return Object.freeze(rules) as unknown as HongKongRules;
}
