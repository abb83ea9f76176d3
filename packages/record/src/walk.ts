// The light walk of a record: each seat's concealed tiles counted by kind, and the kinds of its
// melds, kept as the events go by, with no table state and no checks (`replay` and
// `validateGame` check a record; this walk trusts it). For statistics over many games, where a
// table state per round would cost more than the statistic.
import type { CallEvent, DiscardEvent, DrawEvent, Round, RoundEvent } from '@mjkit/table';
import { EventCode, eventCode } from '@mjkit/table/internal';
import { checkLog } from './log-check.js';
import type { GameLog } from './model.js';

/** What the light walk keeps of a round as it goes: read it in the visitor, before it moves on. */
export interface HandsState {
  readonly round: Round;
  readonly roundIndex: number;
  /** Per seat, the concealed tiles counted by kind (34; a tile drawn or called counts until it leaves). */
  readonly counts: readonly Uint8Array[];
  /** Per seat, the kinds of each of its melds (kita apart), in the order made. */
  readonly melds: readonly (readonly (readonly number[])[])[];
}

/** What the light walk tells: each round as it starts, and each event before it is applied. */
export interface HandsVisitor {
  /** A round starts (the hands as dealt); answer `false` to pass over it. */
  startRound?(hands: HandsState): boolean | void;
  /** Before each event of a round, with the hands it meets. */
  beforeEvent?(hands: HandsState, event: RoundEvent, index: number): void;
}

/**
 * Walks a record's rounds and events with each seat's concealed tiles counted by kind and the
 * kinds of its melds — the hands only, no table state and no checks of the events (a record that
 * contradicts itself gives counts that do not add up; `validateGame` finds it). `replay` is the
 * walk with the whole table; this one is for statistics over many games.
 *
 * @example
 * ```ts
 * import { walkHands } from '@mjkit/record';
 * import { parseMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const seen: string[] = [];
 * walkHands(parseMjlog(xml), { beforeEvent: (hands, e) => seen.push(`${e.type} ${hands.counts[0]![15]}`) });
 * seen; // => ['draw 0', 'discard 1']
 * ```
 */
export function walkHands(log: GameLog, visitor: HandsVisitor): void {
  log = checkLog(log);
  const counts = [new Uint8Array(34), new Uint8Array(34), new Uint8Array(34), new Uint8Array(34)];
  const melds: number[][][] = [[], [], [], []];
  const state = { round: null as unknown as Round, roundIndex: 0, counts, melds };
  const { startRound, beforeEvent } = visitor;
  for (let r = 0; r < log.rounds.length; r++) {
    const round = log.rounds[r] as Round;
    state.round = round;
    state.roundIndex = r;
    for (let seat = 0; seat < 4; seat++) {
      const c = counts[seat] as Uint8Array;
      c.fill(0);
      const hand = round.hands[seat] ?? [];
      for (let i = 0; i < hand.length; i++) c[(hand[i] as number) >> 2]! += 1;
      melds[seat] = [];
    }
    if (startRound?.(state) === false) continue;
    const events = round.events;
    for (let i = 0; i < events.length; i++) {
      const e = events[i] as RoundEvent;
      beforeEvent?.(state, e, i);
      const code = eventCode(e);
      if (code === EventCode.draw) {
        const d = e as DrawEvent;
        (counts[d.seat] as Uint8Array)[d.tile >> 2]! += 1;
      } else if (code === EventCode.discard) {
        const d = e as DiscardEvent;
        (counts[d.seat] as Uint8Array)[d.tile >> 2]! -= 1;
      } else if (code === EventCode.call) {
        const { seat, meld: m } = e as CallEvent;
        const c = counts[seat] as Uint8Array;
        // the meld's tiles leave the concealed hand (a kakan: the added tile; a kita: the North)
        if (m.type === 'kakan') c[(m.added as number) >> 2]! -= 1;
        else for (const id of m.tiles) if (id !== m.called) c[id >> 2]! -= 1;
        if (m.type === 'kakan') {
          const kind = (m.added as number) >> 2;
          const own = melds[seat] as number[][];
          const pon = own.findIndex((kinds) => kinds.length === 3 && kinds[0] === kind && kinds[1] === kind);
          const kinds = m.tiles.map((id) => id >> 2);
          if (pon >= 0) own[pon] = kinds;
          else own.push(kinds);
        } else if (m.type !== 'kita') (melds[seat] as number[][]).push(m.tiles.map((id) => id >> 2));
      }
    }
  }
}
