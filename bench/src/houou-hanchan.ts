// The four-player Houou hanchan (00a9 rooms) of the shared logs that the deal-in and hand-reading benches
// read (2020: 647 games, 2022: 111), and who won on a discard.
import { join } from 'node:path';
import { PassedAfterRiichi } from '@mjkit/bots';
import type { Seat } from '@mjkit/core';
import { replay } from '@mjkit/record';
import type { DecisionPoint, GameLog } from '@mjkit/record';
import type { PlayerView } from '@mjkit/table';
import { readLogs } from '@mjkit/tenhou/node';
import { dataDir } from './log-points.js';
import { progressBar } from './progress.js';

/** The log sets, oldest first: index 0 trains the shipped models, 1 tests them. */
export const HANCHAN_SETS = ['mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9', 'mjlog-xml/phoenix-2022-mjx'] as const;

/** Calls `each` on every four-player game of the sets, numbered from 0, with its set's index; a progress bar on stderr. Returns the count. */
export function forEachHououGame(each: (log: GameLog, game: number, set: number) => void, started = performance.now()): number {
  let games = 0;
  for (const [set, name] of HANCHAN_SETS.entries()) {
    for (const r of readLogs([join(dataDir(), 'tenhou', name)])) {
      for (const log of r.games) {
        if (log.players !== 4) continue;
        each(log, games++, set);
        progressBar(games, 758, started, 'games read');
      }
    }
  }
  process.stderr.write('\n');
  return games;
}

/** The seats that won on the discard made at replay point `p` (a discard of the seat to draw): none, one, or several (double ron). */
export function winnersOnDiscard(log: GameLog, p: DecisionPoint): Set<number> {
  const events = log.rounds[p.roundIndex]!.events;
  let at = p.eventIndex + 1;
  while (at < events.length && !(events[at]!.type === 'discard' && (events[at] as { seat: Seat }).seat === p.seat)) at++;
  const winners = new Set<number>();
  for (let i = at + 1; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'win' && e.from === p.seat) winners.add(e.seat);
    else if (e.type !== 'riichi-accepted' && e.type !== 'dora') break;
  }
  return winners;
}

/** Where `passedAfterRiichi` last stopped in a log: the round, the events read, and what they gave. */
interface PassedScan {
  round: number;
  read: number;
  readonly passed: PassedAfterRiichi;
}
const scans = new WeakMap<GameLog, PassedScan>();

/**
 * Per seat, the kinds discarded by anyone after its riichi, up to replay point `p`: what an agent
 * that follows the events knows (the bots' {@link PassedAfterRiichi}, as the evaluator bot keeps
 * it). Replay points asked in order are read event by event from where the last one stopped; the
 * sets returned are the caller's.
 */
export function passedAfterRiichi(log: GameLog, p: DecisionPoint): Set<number>[] {
  const events = log.rounds[p.roundIndex]!.events;
  let scan = scans.get(log);
  if (!scan || scan.round !== p.roundIndex || scan.read > p.eventIndex + 1) {
    scan = { round: p.roundIndex, read: 0, passed: new PassedAfterRiichi() };
    scans.set(log, scan);
  }
  for (; scan.read <= p.eventIndex && scan.read < events.length; scan.read++) scan.passed.see(events[scan.read]!);
  return scan.passed.kinds.map((set) => new Set(set));
}

/** A discard made while an opponent of the discarder is in riichi (see {@link forEachDiscardUnderRiichi}). */
export interface DiscardUnderRiichi {
  readonly point: DecisionPoint;
  readonly view: PlayerView;
  /** The kind discarded. */
  readonly kind: number;
  /** The seats that won on it. */
  readonly winners: Set<number>;
  /** Per seat, the kinds passed after its riichi (see {@link passedAfterRiichi}). */
  readonly passed: Set<number>[];
}

/** Whether the kind discarded is live against seat `s`: neither in its river nor passed after its riichi (the tiles a choice to push or fold is about). */
export function liveAgainst({ view, kind, passed }: DiscardUnderRiichi, s: number): boolean {
  return !passed[s]!.has(kind) && !view.rivers[s]!.some((r) => r.tile >> 2 === kind);
}

/** Calls `each` on every discard of `log` made while an opponent of the discarder is in riichi. */
export function forEachDiscardUnderRiichi(log: GameLog, each: (d: DiscardUnderRiichi) => void): void {
  for (const point of replay(log)) {
    if (point.kind !== 'draw' || point.action.type !== 'discard') continue;
    const view = point.view();
    if (!view.riichi.some((r, s) => r && s !== view.seat)) continue;
    each({ point, view, kind: point.action.tile >> 2, winners: winnersOnDiscard(log, point), passed: passedAfterRiichi(log, point) });
  }
}
