// The decision points of the shared real logs as evaluator positions: after a draw (or a call),
// four players, nobody in riichi; seen tiles as the player saw them, majiang-core's rules.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRules, tileFromId } from '@mjkit/core';
import type { Rules } from '@mjkit/core';
import { positionOf } from '@mjkit/evaluator';
import type { Position } from '@mjkit/evaluator';
import { replay } from '@mjkit/record';
import { listLogFiles, readLogFile } from '@mjkit/tenhou/node';

const here = fileURLToPath(new URL('.', import.meta.url));
const rulesByRed = new Map<string, Rules>();

/** majiang-core's rules with these red fives (cached). */
export function majiangRules(red: { m: number; p: number; s: number }): Rules {
  const key = `${red.m}${red.p}${red.s}`;
  let r = rulesByRed.get(key);
  if (!r) rulesByRed.set(key, (r = createRules('majiang', { redFives: red })));
  return r;
}

/** The shared data folder: $MJKIT_DATA, or ../shared/data beside the repository. */
export function dataDir(): string {
  return process.env.MJKIT_DATA ? resolve(process.env.MJKIT_DATA) : join(here, '..', '..', '..', 'shared', 'data');
}

/** The log decision points of one file: after a draw or call, nobody in riichi, 4 players. */
export function* logPoints(file: string): Generator<{ where: string; p: Position }> {
  let games;
  try {
    games = readLogFile(file);
  } catch {
    return; // not a game log (the data folder holds other formats too)
  }
  for (const [g, log] of games.entries()) {
    if (log.players !== 4) continue;
    for (const d of replay(log, { file })) {
      if (d.kind !== 'draw' || d.action.type !== 'discard') continue;
      const v = d.view();
      if (v.riichi.some((r) => r)) continue;
      const red = v.redFives ? { m: 1, p: 1, s: 1 } : { m: 0, p: 0, s: 0 };
      const seen = [...v.rivers.flatMap((r) => r.filter((t) => !t.called).map((t) => t.tile)), ...v.melds.flatMap((ms, s) => (s === v.seat ? [] : ms.flatMap((m) => m.tiles)))];
      const own = positionOf(v);
      const p = positionOf({
        hand: own.hand,
        doraIndicators: [...own.doraIndicators],
        roundWind: v.roundWind as 0,
        seatWind: v.seatWind as 0,
        visible: seen.map((id) => tileFromId(id, v.redFives)),
        drawable: v.tilesLeft,
        rules: majiangRules(red),
      });
      if (p.hand.riichi) continue;
      yield { where: `${file.split('/').slice(-2).join('/')}#${g}:${d.roundIndex}:${d.eventIndex}`, p };
    }
  }
}

/**
 * An even sample of `points` log decision points (every eligible point counted first, cheaply),
 * the share of worker `worker` of `workers`.
 */
export function* sampledLogPoints(points: number, worker: number, workers: number): Generator<{ where: string; p: Position }> {
  const files = listLogFiles([join(dataDir(), 'tenhou')]).sort();
  let total = 0;
  for (const f of files) for (const _ of logPoints(f)) total++;
  const step = total / points;
  let i = 0;
  let next = 0;
  let taken = 0;
  for (const f of files) {
    for (const point of logPoints(f)) {
      if (i++ < next) continue;
      next = Math.floor((taken + 1) * step);
      if (taken++ % workers !== worker) continue;
      yield point;
    }
  }
}
