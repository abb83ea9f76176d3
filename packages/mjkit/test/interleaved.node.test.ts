// Module-level scratch buffers (scoreHand's counts, the shanten scan) and results must be safe
// when two computations interleave: generators that yield between calls, and replays run side
// by side whose callbacks score wins while the other replay is suspended. Each interleaved run
// must give exactly what the same work gives run one after the other.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Hand, createRng, discardTable, scoreHand, shanten, shantenForms, ukeire, validateGame, replay, wind } from 'mjkit';
import type { GameLog } from 'mjkit';
import { readLogFile } from '@mjkit/tenhou/node';
import { describe, expect, it } from 'vitest';
import { randomComplete } from '../../core/test/random-complete.js';
import { describeWithData } from '../../../scripts/test-data.js';

/** A generator that analyses hands one step at a time, yielding between every call. */
function* analyse(seed: number, n: number): Generator<string, void, void> {
  const rng = createRng(seed);
  for (let i = 0; i < n; i++) {
    const { hand } = randomComplete(rng.nextUint32(), 2);
    const counts = hand.counts();
    const s = shanten(counts.length === 34 && hand.melds.length === 0 ? counts : hand);
    yield `shanten ${s}`;
    const forms = shantenForms(hand);
    yield `forms ${forms.standard} ${forms.chiitoitsu} ${forms.kokushi}`;
    const table = discardTable(hand);
    yield `discards ${table.map((d) => `${d.discard}:${d.shanten}:${d.total}`).join(' ')}`;
    const after = hand.discard(table[table.length - 1]!.discard);
    yield `ukeire ${ukeire(after).total}`;
    const r = scoreHand({ hand, tsumo: true, seatWind: wind(rng.nextInt(4)), roundWind: 0 });
    yield r.ok ? `score ${r.han} ${r.fu} ${r.payments.join(',')} ${r.reading.groups.map((g) => g.kind).join('.')}` : `score ${r.code}`;
  }
}

/** Runs generators round-robin, one step each in turn; what each yielded, per generator. */
function interleave<T>(gens: Generator<T, void, void>[]): T[][] {
  const out = gens.map((): T[] => []);
  let live = gens.length;
  const done = gens.map(() => false);
  while (live > 0) {
    gens.forEach((g, i) => {
      if (done[i]) return;
      const step = g.next();
      if (step.done) {
        done[i] = true;
        live--;
      } else out[i]!.push(step.value);
    });
  }
  return out;
}

describe('interleaved computations share no state', () => {
  it('shanten, forms, discard tables, ukeire and scores of generators run side by side equal their runs alone', () => {
    const seeds = [1, 2, 3, 4];
    const alone = seeds.map((s) => [...analyse(s, 150)]);
    const together = interleave(seeds.map((s) => analyse(s, 150)));
    expect(together).toEqual(alone);
    expect(alone[0]!.length).toBe(750);
  });

  it('a Hand stays what it was when the hands made from it change', () => {
    const h = Hand.parse('123m456p789s1122z');
    const next = h.draw('3z');
    next.discard('1z');
    expect([h.toString(), next.toString()]).toEqual(['123m456p789s1122z', '123m456p789s1122z3z']);
  });
});

describeWithData('replays run side by side', 'tenhou/mjlog-xml/phoenix-2022-mjx', (dir) => {
  it('give the same decision points, views, analyses and re-scored wins as run one at a time', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml.gz')).slice(0, 6);
    const games = files.flatMap((f) => readLogFile(join(dir, f)));
    /** Every decision point with the hand's shanten and ukeire, and every re-scored win, in order. */
    function* trace(log: GameLog): Generator<string, void, void> {
      const wins: string[] = [];
      for (const p of replay(log, {
        beforeEvent: (state, e) => {
          if (e.type === 'win') wins.push(`${e.seat}:${scoreHand({ hand: Hand.parse('123m456p789s11z333z'), tsumo: true, seatWind: 0, roundWind: 0 }).ok}`);
          void state;
        },
      })) {
        const v = p.view();
        const closed = v.melds[v.seat]!.length === 0 && (v.hand.length === 13 || v.hand.length === 14);
        const hand = closed ? Hand.fromTenhouIds(v.hand, { redFives: v.redFives }) : null;
        const concealed = hand === null ? '' : `${shanten(hand.counts())}`;
        yield `${p.kind} ${p.seat} ${p.action.type} ${v.tilesLeft} ${concealed} ${wins.length}`;
      }
      const report = validateGame(log);
      yield `report ${report.error?.message ?? 'ok'} ${report.winMismatches.length} ${report.decisionPoints}`;
    }
    const alone = games.map((g) => [...trace(g)]);
    const together = interleave(games.map((g) => trace(g)));
    expect(together).toEqual(alone);
    expect(alone.reduce((n, t) => n + t.length, 0)).toBeGreaterThan(5000);
  });
});
