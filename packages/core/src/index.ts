/**
 * `@mjkit/core`: the shared vocabulary of mjkit. Tiles (34 kinds, 136 physical tiles, red
 * fives), notations (mpsz, majiang-core, Tenhou ids, Unicode), hands with melds, rule presets,
 * tile counting from one player's view, and the decomposition of complete hands.
 *
 * @packageDocumentation
 */
export { MjkitError, checkObject, checkOptions, checkWholeNumber, describeValue, inputExcerpt } from './errors.js';
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
  kindOf,
  isRed,
  redOf,
  suitOf,
  suitIndex,
  numberOf,
  isSuited,
  isHonor,
  isTerminal,
  isTerminalOrHonor,
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
  checkPlayers,
} from './tiles.js';
export type { TileKind, Tile, TileId, Suit } from './tiles.js';
export { makeMeld, isOpenMeld, isKan, meldKind } from './meld.js';
export type { Meld, MeldInput, MeldType, RelativeSeat } from './meld.js';
export { formatMpsz, formatMajiang, formatUnicode, parseMeld, meldToString, meldToMajiang, parseTiles, tileCounts } from './notation.js';
export type { HandParts } from './notation.js';
export { Hand } from './hand.js';
export type { TileLike, TenhouIdOptions } from './hand.js';
export { RULE_PRESETS, createRules, checkRules } from './rules.js';
export type { Rules, RulePresetName, RuleOverrides, AbortiveDraws } from './rules.js';
export { countUnseen, liveWallSize } from './counting.js';
export type { TableView, UnseenTiles } from './counting.js';
export { decompose, decomposeCounts, isComplete, isCompleteCounts, waits, waitsOfCounts, KOKUSHI_KINDS } from './decompose.js';
export type { Decomposition, ConcealedSet } from './decompose.js';
export { createRng } from './random.js';
export type { Rng } from './random.js';
