// The open-hand reader of src/open-reader.ts: its call tracker must say when each seat made its
// last call (the first discard after it is the river's entry at that count), its candidates must
// follow the melds a real game shows, and its weights file must come back as written and refuse
// a damaged one. The open oracle knows every open hand's wait it deals in to.
import { playGame } from '@mjkit/game';
import type { PlayerView } from '@mjkit/table';
import { describe, expect, it } from 'vitest';
import { variantAgent } from '../src/evaluator-variants.js';
import { CallTracker, OPEN_COUNT, OPEN_FEATURES, decodeOpenReader, discardsWithCalls, encodeOpenReader, openCandidates } from '../src/open-reader.js';
import { oracleAgent, openOracleChances, recordingAgent } from '../src/oracle.js';

const OPEN = new Set(['chii', 'pon', 'daiminkan', 'kakan']);
const isSimple = (k: number) => k < 27 && k % 9 !== 0 && k % 9 !== 8;

describe('the open-hand reader', () => {
  const log = playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: 'open-reader-test' }).log;

  it("tracks each seat's last call by its discards before it", () => {
    let checked = 0;
    for (const round of log.rounds) {
      const calls = new CallTracker();
      const discards = [0, 0, 0, 0];
      let after: number | null = null;
      for (const e of round.events) {
        calls.see(e);
        if (e.type === 'call' && OPEN.has(e.meld.type)) {
          expect(calls.callAt[e.seat]).toBe(discards[e.seat]);
          after = e.seat;
        } else if (e.type === 'discard') {
          discards[e.seat]!++;
          expect(calls.discards[e.seat]).toBe(discards[e.seat]);
          // the discard right after a call is the caller's, its river's entry at the call's count
          if (after !== null) {
            expect(e.seat).toBe(after);
            expect(calls.callAt[e.seat]).toBe(discards[e.seat]! - 1);
            checked++;
          }
          after = null;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('reads the melds of the open hands of a real game', () => {
    let simples = 0;
    let pungs = 0;
    for (const { point, calls } of discardsWithCalls(log)) {
      const view: PlayerView = point.view();
      for (let s = 0; s < 4; s++) {
        const melds = view.melds[s]!.filter((m) => OPEN.has(m.type));
        if (s === view.seat || view.riichi[s] || melds.length === 0) continue;
        const c = openCandidates(view, s as 0 | 1 | 2 | 3, calls.callAt[s]!);
        const kinds = melds.flatMap((m) => m.tiles.map((t) => t >> 2));
        const allSimples = kinds.every(isSimple);
        for (let k = 0; k < 34; k++) {
          const row = c.subarray(k * OPEN_COUNT, (k + 1) * OPEN_COUNT);
          expect(row[0]).toBe(allSimples && !isSimple(k) ? 1 : 0);
          expect(row[1]).toBe(allSimples && isSimple(k) ? 1 : 0);
          // exactly one of the meld counts
          expect(row[7]! + row[8]! + row[9]! + row[10]!).toBe(1);
          expect(row[7 + Math.min(3, melds.length - 1)]).toBe(1);
          expect(row[11]).toBeCloseTo(Math.min(3, (view.rivers[s]!.length - calls.callAt[s]!) / 6), 9);
        }
        if (allSimples) simples++;
        if (melds.length >= 2 && melds.every((m) => m.type !== 'chii')) pungs++;
      }
    }
    expect(simples).toBeGreaterThan(0);
    expect(pungs + simples).toBeGreaterThan(0);
  });

  it('writes its weights checksummed and reads them back; a damaged file is refused', () => {
    const w = Float32Array.from({ length: 31 + OPEN_FEATURES.length }, (_, i) => (i - 20) / 7);
    const bytes = encodeOpenReader(w, { data: 'test' });
    expect(Array.from(decodeOpenReader(bytes))).toEqual(Array.from(w));
    const bad = bytes.slice();
    bad[bad.length - 9]! ^= 1;
    expect(() => decodeOpenReader(bad)).toThrow(/checksum|not an open-hand reader/);
  });
});

describe('the open oracle', () => {
  it("knows the wait of every open hand it deals in to on a discard", () => {
    let known = 0;
    for (let g = 0; g < 3; g++) {
      const bot = oracleAgent('evaluator+open-oracle');
      const last = new Map<string, { chances: (Float64Array | null)[]; kind: number }>();
      const watched = {
        ...bot,
        act: (view: PlayerView, actions: Parameters<typeof bot.act>[1]) => {
          const a = bot.act(view, actions);
          if (a.type === 'discard') last.set(`${view.round}/${view.honba}`, { chances: openOracleChances(view, undefined, 'model'), kind: a.tile >> 2 });
          return a;
        },
      };
      const result = playGame([watched, ...[1, 2, 3].map(() => recordingAgent(variantAgent('evaluator-legacy')))], { seed: `open-oracle-test/${g}` });
      expect(result.illegal).toEqual([]);
      for (const round of result.log.rounds) {
        const events = round.events;
        for (const [i, e] of events.entries()) {
          if (e.type !== 'win' || e.from !== 0 || e.seat === 0) continue;
          const before = events.slice(0, i);
          if (before.reverse().find((x) => x.type === 'discard' || x.type === 'call')?.type === 'call') continue;
          const open = events.slice(0, i).some((x) => x.type === 'call' && x.seat === e.seat && OPEN.has(x.meld.type));
          const riichi = events.slice(0, i).some((x) => x.type === 'riichi' && x.seat === e.seat);
          if (!open || riichi) continue;
          const l = last.get(`${round.round}/${round.honba}`)!;
          expect(l.chances[e.seat]![l.kind]).toBe(1);
          known++;
        }
      }
    }
    expect(known).toBeGreaterThan(0);
  });
});
