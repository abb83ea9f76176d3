/**
 * `@mjkit/scoring`: riichi hand scoring. Yaku and yakuman, fu with its breakdown, han, limits,
 * points and per-seat payments (honba, riichi sticks, pao), nagashi mangan and noten payments,
 * under the rule switches of `@mjkit/core`'s rules.
 *
 * @packageDocumentation
 */
export { scoreHand } from './score.js';
export type { ScoreResult, ScoredWin, ScoreFailure } from './score.js';
export type { WinInput } from './win-input.js';
export type { ScoredYaku } from './yaku-of.js';
export type { FuItem, FuReason } from './fu.js';
export { basePoints, winPayments, nagashiManganPayments, drawPayments } from './points.js';
export type { BasePoints, Limit, PaymentInput, Payments } from './points.js';
export { YAKU, yakuFromTenhou } from './yaku.js';
export type { YakuId, YakuInfo } from './yaku.js';
export type { Reading, Group, Wait } from './reading.js';
