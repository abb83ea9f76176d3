// Mining real logs (the shared data): sequence shapes, winners' tables, and imitation above chance.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseMjlog } from '@mjkit/tenhou';
import { expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';
import { gameSequences, imitationScores, mineGames } from '../src/index.js';

describeWithData('mining real logs', 'tenhou/mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9', (dir) => {
  it('mines the Houou hanchan: every sequence shortens a suit by one digit (discards) or lengthens it (calls)', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml.gz')).sort().slice(0, 40);
    const logs = files.map((f) => parseMjlog(gunzipSync(readFileSync(join(dir, f)))));
    let discards = 0;
    let calls = 0;
    for (const log of logs) {
      for (const m of gameSequences(log)) {
        if (m.call) {
          calls++;
          expect(m.sequence.post.length).toBe(m.sequence.pre.length + 1);
        } else {
          discards++;
          expect(m.sequence.post.length).toBe(m.sequence.pre.length - 1);
        }
        expect(m.won || m.strategies.length === 1).toBe(true);
      }
    }
    expect(discards).toBeGreaterThan(40 * 200);
    expect(calls).toBeGreaterThan(40 * 5);
    const winners = mineGames(logs, { winnersOnly: true });
    expect(winners.size('tanyao').total).toBeGreaterThan(100);
    // trained on the first 30 games, tested on the next 10: better than chance at top 5
    const scores = imitationScores(mineGames(logs.slice(0, 30)), logs.slice(30), { limit: 2000 });
    expect(scores.decisions).toBe(2000);
    expect(scores.top5).toBeGreaterThan(scores.baselines.chance.top5);
  });
});
