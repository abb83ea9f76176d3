// The mjai export of every four-player game of the test data, played through by a checker of the
// protocol (what Mortal's log validator enforces): each tsumo reaches 14 tiles, each dahai is a
// held tile, tsumogiri is the tile just drawn, calls take the last discard from the right seat
// with tiles held, reach → dahai → reach_accepted, kan dora stay within four, hora follows the
// tile it wins on, and the next start_kyoku's scores are the last ones plus deposits and deltas.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toMjai, toMjaiLines } from '@mjkit/mjai';
import { parseLogGames } from '@mjkit/tenhou';
import type { MjaiEvent } from '@mjkit/mjai';
import { expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';
import { readManifest } from './logs.js';

const kind = (pai: string) => pai.replace('r', '');

/** Plays mjai events and returns the first protocol violation, or null. */
function violation(events: readonly MjaiEvent[]): string | null {
  let hands: string[][] = [];
  let melds: string[][] = [];
  let scores: number[] = [];
  let expectScores: number[] | null = null;
  let last: MjaiEvent | null = null;
  let lastDahai: (MjaiEvent & Record<string, any>) | null = null;
  let lastTsumo: (string | null)[] = [];
  let reaching = -1;
  let doras = 0;
  const size = (s: number) => (hands[s] as string[]).length + 3 * (melds[s] as string[]).length;
  const take = (s: number, pai: string) => {
    const h = hands[s] as string[];
    const i = h.indexOf(pai);
    if (i < 0) return false;
    h.splice(i, 1);
    return true;
  };
  for (let n = 0; n < events.length; n++) {
    const e = events[n] as MjaiEvent & Record<string, any>;
    const at = `event ${n} ${JSON.stringify(e)}`;
    switch (e.type) {
      case 'start_game':
        if (e.names.length !== 4) return `${at}: names`;
        break;
      case 'start_kyoku':
        if (expectScores && expectScores.join() !== e.scores.join()) return `${at}: scores ${e.scores}, expected ${expectScores}`;
        hands = e.tehais.map((h: string[]) => [...h]);
        if (hands.some((h) => h.length !== 13)) return `${at}: tehais`;
        melds = [[], [], [], []];
        scores = [...e.scores];
        lastTsumo = [null, null, null, null];
        doras = 0;
        break;
      case 'tsumo':
        if (size(e.actor) !== 13) return `${at}: draws holding ${size(e.actor)}`;
        (hands[e.actor] as string[]).push(e.pai);
        lastTsumo[e.actor] = e.pai;
        lastDahai = null;
        break;
      case 'dahai':
        if (size(e.actor) !== 14) return `${at}: discards holding ${size(e.actor)}`;
        if (e.tsumogiri && lastTsumo[e.actor] !== e.pai) return `${at}: tsumogiri of a tile not just drawn`;
        if (!take(e.actor, e.pai)) return `${at}: not held`;
        lastTsumo[e.actor] = null;
        lastDahai = e;
        break;
      case 'chi':
      case 'pon':
      case 'daiminkan': {
        if (!(lastDahai !== null && lastDahai.actor === e.target && lastDahai.pai === e.pai)) return `${at}: does not take the last discard`;
        lastDahai = null;
        if (e.type === 'chi' && e.target !== (e.actor + 3) % 4) return `${at}: chi not from the left`;
        if (e.consumed.length !== (e.type === 'daiminkan' ? 3 : 2)) return `${at}: consumed`;
        for (const c of e.consumed) if (!take(e.actor, c)) return `${at}: consumed tile not held`;
        (melds[e.actor] as string[]).push(e.type === 'pon' ? `pon:${kind(e.pai)}` : e.type);
        break;
      }
      case 'kakan': {
        const m = melds[e.actor] as string[];
        const i = m.indexOf(`pon:${kind(e.pai)}`);
        if (i < 0) return `${at}: no pon to add to`;
        if (!take(e.actor, e.pai)) return `${at}: added tile not held`;
        m[i] = 'kakan';
        break;
      }
      case 'ankan':
        if (new Set(e.consumed.map(kind)).size !== 1 || e.consumed.length !== 4) return `${at}: consumed`;
        for (const c of e.consumed) if (!take(e.actor, c)) return `${at}: not held`;
        (melds[e.actor] as string[]).push('ankan');
        break;
      case 'dora':
        if (++doras > 4) return `${at}: a fifth kan dora`;
        break;
      case 'reach':
        if ((melds[e.actor] as string[]).some((m) => m !== 'ankan')) return `${at}: riichi with an open hand`;
        reaching = e.actor;
        break;
      case 'reach_accepted':
        if (!(last?.type === 'dahai' && (last as any).actor === e.actor && reaching === e.actor)) return `${at}: not right after the declaring discard`;
        scores[e.actor]! -= 1000;
        reaching = -1;
        break;
      case 'hora': {
        if (e.actor === e.target) {
          if (!(last?.type === 'tsumo' && last.actor === e.actor)) {
            if (!(last?.type === 'hora')) return `${at}: tsumo without a draw`;
          }
        } else {
          const ok = (l: MjaiEvent | null): boolean =>
            l !== null && (((l.type === 'dahai' || l.type === 'kakan') && (l as any).actor === e.target) || l.type === 'hora');
          if (!ok(last)) return `${at}: ron on nothing`;
        }
        for (let s = 0; s < 4; s++) scores[s]! += e.deltas[s] as number;
        break;
      }
      case 'ryukyoku':
        for (let s = 0; s < 4; s++) scores[s]! += e.deltas[s] as number;
        break;
      case 'end_kyoku':
        expectScores = [...scores];
        break;
      case 'end_game':
        break;
      default:
        return `${at}: unknown event`;
    }
    last = e;
  }
  return null;
}

describeWithData('mjai export of every four-player game', 'tenhou/manifest.csv', (manifest) => {
  const root = join(manifest, '..');
  it('plays through the protocol checker', () => {
    let games = 0;
    let events = 0;
    const bad: string[] = [];
    for (const row of readManifest(root)) {
      if (row.players !== 4) continue;
      let logs;
      try {
        logs = parseLogGames(readFileSync(join(root, row.path)), { file: row.path });
      } catch {
        continue; // the broken fixture (see data.node.test.ts)
      }
      for (const log of logs) {
        const mjai = toMjai(log);
        games++;
        events += mjai.length;
        const v = violation(mjai);
        if (v) bad.push(`${row.path}: ${v}`);
        expect(toMjaiLines(log).split('\n').length).toBe(mjai.length + 1);
      }
    }
    expect(games).toBeGreaterThan(1000);
    expect(events).toBeGreaterThan(1_000_000);
    expect(bad).toEqual([]);
  });
});
