/**
 * `@mjkit/table`: the riichi mahjong table model that log replay, the game engine, bots and
 * statistics share. Events in ({@link RoundEvent}), state out ({@link TableState}); what each
 * player sees ({@link playerView}); the legal actions of a seat ({@link legalActions}); a win as
 * scoring sees it ({@link winInputOf}); and a mutable counts hand for hot loops
 * ({@link WorkingHand}). No game record or file format lives here: `@mjkit/record` keeps whole
 * games, `@mjkit/tenhou` and `@mjkit/mjai` read and write their formats, `@mjkit/game` plays.
 *
 * @packageDocumentation
 */
export type {
  CallEvent,
  DiscardEvent,
  DisconnectEvent,
  DoraEvent,
  DrawEvent,
  ReconnectEvent,
  RiichiAcceptedEvent,
  RiichiEvent,
  Round,
  RoundEvent,
  RoundStart,
  RyuukyokuEvent,
  BonusEvent,
  RyuukyokuKind,
  WinEvent,
  WinYaku,
} from './events.js';
export { checkTableMeld, isTileId, toCoreMeld } from './meld.js';
export type { TableMeld } from './meld.js';
export { TableState, kuikaeKinds, tableSetupOf } from './state.js';
export type { Offer, RiverTile, StateLocation, TableSetup } from './state.js';
export { playerView } from './view.js';
export type { PlayerView } from './view.js';
export { canWin, decisionOf, distinctDiscards, isFuriten, isLegalAction, legalActions, nagashiManganSeats, tenpaiHands, waitsOf } from './actions.js';
export type { Action, Decision } from './actions.js';
export { winInputOf } from './win.js';
export { hongKongWinInputOf } from './hk-actions.js';
export type { WinContext } from './win.js';
export { WorkingHand } from './working-hand.js';
export { finalScores, hongKongNextRoundOf, nextRoundOf, placementPoints, placesOf } from './game-end.js';
export type { HongKongNextRound, NextRound, RoundOutcome } from './game-end.js';
