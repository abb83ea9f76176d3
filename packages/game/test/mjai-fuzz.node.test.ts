// serveMjai at the boundary: whatever comes in on a line — null, numbers, events of the wrong
// shape, actors out of range, a bad start_game or start_kyoku, the events of a real game with
// fields changed at random — the bot answers every request with one line and never dies.
import { PassThrough } from 'node:stream';
import { MjkitError } from '@mjkit/core';
import { playGame, shantenAgent, tsumogiriAgent } from '@mjkit/game';
import { mjaiSeat, serveMjai } from '@mjkit/game/node';
import { toMjai } from '@mjkit/mjai';
import type { MjaiEvent } from '@mjkit/mjai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** What seat `seat` is told of a game, as mjai.app tells it: the others' draws and hands hidden. */
function toldTo(events: readonly MjaiEvent[], seat: number): MjaiEvent[] {
  return events.map((e) => {
    if (e.type === 'start_game') return { ...e, id: seat };
    if (e.type === 'start_kyoku') return { ...e, tehais: (e.tehais as unknown[][]).map((h, s) => (s === seat ? h : h.map(() => '?'))) };
    if (e.type === 'tsumo' && e.actor !== seat) return { ...e, pai: '?' };
    return e;
  });
}

const stream = toldTo(toMjai(playGame([shantenAgent(), tsumogiriAgent(), shantenAgent(), tsumogiriAgent()], { seed: 'fuzz' }).log), 1);

async function serve(lines: readonly string[]): Promise<{ answered: number; out: unknown[] }> {
  const input = new PassThrough();
  const output = new PassThrough();
  const out: unknown[] = [];
  output.on('data', (b: Buffer) => out.push(...b.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l) as unknown)));
  const done = serveMjai(tsumogiriAgent(), input, output);
  for (const l of lines) input.write(`${l}\n`);
  input.end();
  const answered = await done;
  return { answered, out };
}

describe('serveMjai on bad input', () => {
  it('answers none to lines that are not events, or events of the wrong shape', async () => {
    const bad = [
      'null', '5', '"x"', '[null]', '[1, 2]', '{}', '{"type": 3}',
      '{"type":"start_game"}', '{"type":"start_game","id":7}', '{"type":"start_game","id":1,"aka_flag":"yes"}',
      '{"type":"start_kyoku","tehais":3}', '{"type":"start_kyoku","bakaze":"X","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[1,2,3,4],"tehais":[]}',
      '{"type":"tsumo","actor":9,"pai":"1m"}', '{"type":"dahai","actor":-1,"pai":"1m"}', '{"type":"dahai","actor":null}',
      '{"type":"chi","actor":1,"pai":"3m","consumed":null}', '{"type":"reach_accepted","actor":"0"}', 'not json',
    ];
    const { answered, out } = await serve(bad);
    expect(answered).toBe(bad.length);
    expect(out).toEqual(bad.map(() => ({ type: 'none' })));
  });

  it('never throws anything but an MjkitError on a real game with fields changed at random', () => {
    const values = fc.oneof(fc.constant(null), fc.integer({ min: -3, max: 140 }), fc.constantFrom('1m', '5mr', '?', 'E', 'X', ''), fc.boolean(), fc.array(fc.constantFrom('1m', '2m', '?'), { maxLength: 14 }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: stream.length - 1 }), fc.constantFrom('actor', 'pai', 'id', 'consumed', 'tehais', 'oya', 'kyoku', 'bakaze', 'scores', 'dora_marker', 'target', 'type'), values, (at, field, value) => {
        const seat = mjaiSeat(shantenAgent());
        const events = stream.map((e, i) => (i === at ? { ...e, [field]: value } : e));
        for (const e of events) {
          try {
            seat.react([e]);
          } catch (err) {
            if (!(err instanceof MjkitError)) throw err;
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
