// The referee check: a logged Tenhou game played again through the engine, on the walls rebuilt
// from its seed, each seat answering what the log says it did. Every event, result and score
// must come out as Tenhou recorded it.
import { createRules } from '@mjkit/core';
import type { Rules, Seat } from '@mjkit/core';
import { gameSteps, wallOfShuffled } from '@mjkit/game';
import type { EngineDecision, GameResult } from '@mjkit/game';
import type { Action, RoundEvent, TableMeld, WinEvent } from '@mjkit/table';
import { scoringRules } from '@mjkit/record';
import { roundWall, tenhouMeta, tenhouWalls } from '@mjkit/tenhou';
import type { GameLog, ShuffledWall } from '@mjkit/record';

/** The events the engine emits (a log's disconnects and reconnects are the client's, not the table's). */
function tableEvents(events: readonly RoundEvent[]): RoundEvent[] {
  return events.filter((e) => e.type !== 'disconnect' && e.type !== 'reconnect');
}

/** What the log says `d.seat` did at this decision. */
function loggedAnswer(log: GameLog, d: EngineDecision): Action {
  const events = tableEvents(log.rounds[d.roundIndex]?.events ?? []);
  let i = d.state.events.length;
  const offer = d.actions.some((a) => a.type === 'pass');
  if (!offer) {
    while (events[i]?.type === 'dora') i++;
    const e = events[i];
    if (!e) return { type: 'pass' };
    if (e.type === 'riichi') {
      const next = events[i + 1];
      return { type: 'discard', tile: next?.type === 'discard' ? next.tile : -1, riichi: true };
    }
    if (e.type === 'discard') return { type: 'discard', tile: e.tile, riichi: false };
    if (e.type === 'call') return { type: 'call', meld: e.meld };
    if (e.type === 'win') return { type: 'tsumo' };
    if (e.type === 'ryuukyoku' && e.kind === 'nine-terminals') return { type: 'nine-terminals' };
    return { type: 'pass' };
  }
  while (events[i]?.type === 'dora' || events[i]?.type === 'riichi-accepted') i++;
  for (; events[i]?.type === 'win'; i++) if ((events[i] as WinEvent).seat === d.seat) return { type: 'ron' };
  const e = events[i];
  if (e?.type === 'ryuukyoku' && e.kind === 'triple-ron' && e.hands[d.seat]) return { type: 'ron' };
  if (e?.type === 'call' && e.seat === d.seat) return { type: 'call', meld: e.meld };
  return { type: 'pass' };
}

/** The walls of a logged game: from its SHUFFLE seed, or from each round's own (2009 logs). */
function wallsOf(log: GameLog): ((index: number) => ShuffledWall) | null {
  const shuffle = tenhouMeta(log)?.shuffle ?? null;
  if (shuffle) {
    let gen: Generator<ShuffledWall, never, void>;
    try {
      gen = tenhouWalls(shuffle.seed, log.players);
    } catch {
      return null; // a seed that is not Tenhou's (pantheon's hand-made fixtures)
    }
    const walls: ShuffledWall[] = [];
    return (index) => {
      while (walls.length <= index) walls.push(gen.next().value);
      return walls[index] as ShuffledWall;
    };
  }
  if (log.rounds.every((r) => typeof r.extra.shuffle === 'string')) return (index) => roundWall(log.rounds[index]?.extra.shuffle as string, log.players);
  return null;
}

const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join();
const meldKey = (m: TableMeld) => `${m.type}:${m.tiles.join()}:${m.called}:${m.from}:${m.added}`;

/** An event in a form that compares what the table decides (not how a file happened to write it). */
function normal(e: RoundEvent): string {
  switch (e.type) {
    case 'call':
      return `call ${e.seat} ${meldKey(e.meld)}`;
    case 'win':
      return [
        `win ${e.seat} from ${e.from} pao ${e.pao} tile ${e.winningTile}`,
        `hand ${sortedIds(e.hand)} melds ${e.melds.map(meldKey).sort().join('|')}`,
        `fu ${e.fu} points ${e.points} limit ${e.limit}`,
        `yaku ${e.yaku.filter((y) => y.han > 0).map((y) => `${y.id}:${y.han}`).sort().join(' ')} yakuman ${[...new Set(e.yakuman)].sort((a, b) => a - b).join(' ')}`,
        `dora ${e.doraIndicators.join()} ura ${e.uraIndicators.join()}`,
        `ba ${e.honba},${e.riichiSticks} scores ${e.scores.join()} changes ${e.changes.join()}`,
      ].join('; ');
    case 'ryuukyoku':
      return `ryuukyoku ${e.kind} hands ${e.hands.map((h) => (h ? sortedIds(h) : '-')).join('|')} ba ${e.honba},${e.riichiSticks} scores ${e.scores.join()} changes ${e.changes.join()}`;
    case 'riichi-accepted':
      return `riichi-accepted ${e.seat}`;
    default:
      return JSON.stringify(e);
  }
}

/** The first difference between the engine's game and the log, or null when they are the same game. */
export function refereeDifference(log: GameLog, result: GameResult): string | null {
  const players = log.players;
  const ours = result.log;
  for (let r = 0; r < Math.max(log.rounds.length, ours.rounds.length); r++) {
    const a = log.rounds[r];
    const b = ours.rounds[r];
    if (!a || !b) return `round ${r}: the log has ${log.rounds.length} rounds, the engine ${ours.rounds.length}`;
    const start = (x: typeof a) => `${x.round} ${x.honba} ${x.riichiSticks} ${x.dealer} ${x.scores.slice(0, players).join()} ${x.doraIndicator} ${x.hands.map(sortedIds).join('|')}`;
    if (start(a) !== start(b)) return `round ${r} start: log ${start(a)}; engine ${start(b)}`;
    const la = tableEvents(a.events).map(normal);
    const lb = b.events.map(normal);
    for (let i = 0; i < Math.max(la.length, lb.length); i++) {
      if (la[i] !== lb[i]) return `round ${r} event ${i}: log ${la[i]}; engine ${lb[i]}`;
    }
  }
  if (log.final) {
    const fa = log.final.scores.slice(0, players).join();
    const fb = result.scores.join();
    if (fa !== fb) return `final scores: log ${fa}; engine ${fb}`;
    const pa = log.final.points.slice(0, players).map((p) => Number(p).toFixed(1)).join();
    const pb = result.points.map((p) => p.toFixed(1)).join();
    if (pa !== pb) return `final points: log ${pa}; engine ${pb}`;
  }
  return null;
}

/** Plays a logged game through the engine; null when the log has no seed to rebuild its walls from. */
export function referee(log: GameLog): { result: GameResult; difference: string | null } | null {
  const walls = wallsOf(log);
  if (!walls) return null;
  // logs of 2020 and before give points rounded to thousands
  const rounded = log.final !== null && log.final.points.slice(0, log.players).every((p) => Number.isInteger(Number(p)));
  // and the tonpuu logs of 2009 (a shuffle per round, no SHUFFLE seed) an uma of +10/+5/−5/−10
  const seeded = tenhouMeta(log)?.shuffle != null;
  const oldTonpuu = !seeded && (log.rules as Rules).length === 'tonpuu' && log.players === 4;
  // and Tenhou of 2009 (a shuffle per round) had no tenpai-yame: a tenpai dealer in the last round plays on
  const of2009 = !seeded;
  const rules = createRules(scoringRules(log), { pointsRounding: rounded ? 'thousands' : 'exact', tenpaiYame: !of2009, ...(oldTonpuu ? { uma: [10, 5, -5, -10] } : {}) });
  const steps = gameSteps({ rules, firstDealer: log.firstDealer as Seat, walls: ({ index, dealer }) => wallOfShuffled(walls(index), dealer) });
  let next = steps.next(undefined as unknown as Action);
  let guard = 0;
  while (!next.done) {
    if (++guard > 100_000) return { result: null as never, difference: 'the engine does not end the game' };
    const d = next.value;
    if (d.roundIndex >= log.rounds.length) return { result: null as never, difference: `the engine plays round ${d.roundIndex}; the log has ${log.rounds.length}` };
    next = steps.next(loggedAnswer(log, d));
  }
  return { result: next.value, difference: refereeDifference(log, next.value) };
}
