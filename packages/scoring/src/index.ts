/**
 * `@mjkit/scoring`: riichi hand scoring. Yaku and yakuman, fu with its breakdown, han, limits,
 * points and per-seat payments (honba, riichi sticks, pao), nagashi mangan and noten payments,
 * under the rule switches of `@mjkit/core`'s rules; and Hong Kong Old Style (faan, the minimum,
 * bonus tiles, payments).
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
export { HK_FAAN, scoreHongKong } from './hong-kong.js';
export type { HongKongFaanId, HongKongFaanItem, HongKongScore, HongKongWinInput } from './hong-kong.js';
export { HK_LIMIT, hongKongBase } from './hk-payments.js';
export type { HongKongPaymentRules } from './hk-payments.js';
