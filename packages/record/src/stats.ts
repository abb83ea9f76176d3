// Counting what happens in logs: the table of the test data's README, for any set of games.
import { checkObject } from '@mjkit/core/internal';
import type { GameLog } from './model.js';
import { checkLog } from './log-check.js';

/** Counts over a set of games (see {@link logStats}). */
export interface LogStats {
  /** Games counted, and those that reached their end. */
  games: number;
  complete: number;
  kyoku: number;
  /** Tiles drawn (replacement draws included). */
  draws: number;
  discards: number;
  /** Discards of the tile just drawn. */
  tsumogiri: number;
  /** Riichi declared, and riichi whose deposit was taken. */
  riichi: number;
  riichiAccepted: number;
  /** Calls of every kind, kita included; and kita alone. */
  calls: number;
  kita: number;
  /** Wins (each winner of a multiple ron apart), by tsumo and by ron. */
  wins: number;
  tsumo: number;
  ron: number;
  /** Rounds won by more than one player. */
  multiRonKyoku: number;
  /** Wins with a yakuman listed (a counted yakuman, kazoe, is not one). */
  yakuman: number;
  /** Rounds drawn (RYUUKYOKU). */
  ryuukyoku: number;
  /** Kan dora turned (DORA tags). */
  dora: number;
  /** Disconnects (BYE). */
  disconnects: number;
}

/** All-zero counts. */
export function emptyStats(): LogStats {
  return { games: 0, complete: 0, kyoku: 0, draws: 0, discards: 0, tsumogiri: 0, riichi: 0, riichiAccepted: 0, calls: 0, kita: 0, wins: 0, tsumo: 0, ron: 0, multiRonKyoku: 0, yakuman: 0, ryuukyoku: 0, dora: 0, disconnects: 0 };
}

/**
 * Adds a game's counts to `into` (a fresh count when omitted) and returns it.
 *
 * @example
 * ```ts
 * import { logStats } from '@mjkit/record';
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const s = logStats(parseMjlog(xml));
 * [s.games, s.kyoku, s.draws, s.tsumogiri, s.complete]; // => [1, 1, 1, 1, 0]
 * ```
 */
export function logStats(log: GameLog, into: LogStats = emptyStats()): LogStats {
  log = checkLog(log);
  checkObject(into, 'stats to add into');
  const s = into;
  s.games++;
  if (log.final) s.complete++;
  for (const r of log.rounds) {
    s.kyoku++;
    let wins = 0;
    for (const e of r.events) {
      switch (e.type) {
        case 'draw':
          s.draws++;
          break;
        case 'discard':
          s.discards++;
          if (e.tsumogiri) s.tsumogiri++;
          break;
        case 'riichi':
          s.riichi++;
          break;
        case 'riichi-accepted':
          s.riichiAccepted++;
          break;
        case 'call':
          s.calls++;
          if (e.meld.type === 'kita') s.kita++;
          break;
        case 'win':
          s.wins++;
          wins++;
          if (e.seat === e.from) s.tsumo++;
          else s.ron++;
          if (e.yakuman.length > 0) s.yakuman++;
          break;
        case 'ryuukyoku':
          s.ryuukyoku++;
          break;
        case 'dora':
          s.dora++;
          break;
        case 'disconnect':
          s.disconnects++;
          break;
        case 'reconnect':
        case 'bonus':
          break;
      }
    }
    if (wins > 1) s.multiRonKyoku++;
  }
  return s;
}
