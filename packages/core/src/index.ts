/**
 * `@mjkit/core`: the shared vocabulary of mjkit. Tiles (34 kinds, 136 physical tiles, red
 * fives), notations (mpsz, majiang-core, Tenhou ids, Unicode), hands with melds, rule presets,
 * tile counting from one player's view, and the decomposition of complete hands.
 *
 * @packageDocumentation
 */
export { MjkitError } from './errors.js';
export type { MjkitErrorCode, MjkitErrorLocation } from './errors.js';
export {
  KIND_COUNT,
  RED_5M,
  RED_5P,
  RED_5S,
  EAST,
  SOUTH,
  WEST,
  NORTH,
  WHITE,
  GREEN,
  RED,
  isTileKind,
  isTile,
  assertIsTile,
  assertIsTileKind,
  kindOf,
  isRed,
  redOf,
  suitOf,
  suitIndex,
  numberOf,
  isSuited,
  isHonour,
  isTerminal,
  isTerminalOrHonour,
  isSimple,
  isWind,
  isDragon,
  doraFromIndicator,
  kindsInPlay,
  tileToString,
  tileFromString,
  kindFromString,
  tileFromId,
  idsOfKind,
  compareTiles,
} from './tiles.js';
export type { TileKind, Tile, TileId, Suit } from './tiles.js';
export { makeMeld, isMeld, assertIsMeld, isOpenMeld, isKan, isDiscardCall, meldKind } from './meld.js';
export type { Meld, MeldInput, MeldType } from './meld.js';
export { seat, wind, windLetter, seatWind, seatOfWind, relativeSeat, seatFrom } from './seats.js';
export type { Seat, Wind, RelativeSeat } from './seats.js';
export { formatMpsz, formatMajiang, formatUnicode, parseBonusTiles, parseMeld, meldToString, meldToMajiang, parseTiles, tileCounts } from './notation.js';
export type { HandParts } from './notation.js';
export { Hand } from './hand.js';
export type { TileLike, TenhouIdOptions, DiscardOptions } from './hand.js';
export { RULE_PRESETS, createRules, hasRedFives, isRules } from './rules.js';
export type { Rules, RuleFields, RulePresetName, RuleOverrides, AbortiveDraws } from './rules.js';
export { HONG_KONG_PRESETS, isHongKongRules } from './hong-kong-rules.js';
export type { HongKongRules, HongKongRuleFields, HongKongPresetName, HongKongRuleOverrides } from './hong-kong-rules.js';
export { countUnseen, liveWallSize, unseenOf } from './counting.js';
export type { SeenTiles, TableView, UnseenTiles } from './counting.js';
export { decompose, decomposeCounts, isComplete, isCompleteCounts, waits, waitsOfCounts, KOKUSHI_KINDS } from './decompose.js';
export type { Decomposition, ConcealedSet } from './decompose.js';
export { createRng } from './random.js';
export type { Rng } from './random.js';
