// Test helpers: the data manifest, every log read once, and a tile-level normal form of a game
// for comparing logs from different sources (XML-only details such as tile ids left out).
import type { Rules } from '@mjkit/core';
import { goTypeOf, tableFromGoType, tenhouMeta } from '@mjkit/tenhou';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameLog } from '@mjkit/record';
import type { RoundEvent } from '@mjkit/table';
import { tileCode } from '../src/tenhou6-codes.js';

export interface ManifestRow {
  readonly path: string;
  readonly format: 'mjlog-xml' | 'tenhou6-json';
  readonly goType: string;
  readonly players: number;
  readonly kyoku: number;
  readonly complete: number;
  readonly discards: number;
  readonly riichi: number;
  readonly calls: number;
  readonly agari: number;
  readonly ryuukyoku: number;
  readonly allKyokuFp: string;
}

export function readManifest(root: string): ManifestRow[] {
  const [head, ...lines] = readFileSync(join(root, 'manifest.csv'), 'utf8').trim().split('\n');
  const cols = (head as string).split(',');
  return lines.map((line) => {
    const v = line.split(',');
    const get = (k: string) => v[cols.indexOf(k)] as string;
    return {
      path: get('path'),
      format: get('format') as ManifestRow['format'],
      goType: get('go_type'),
      players: Number(get('players')),
      kyoku: Number(get('kyoku')),
      complete: Number(get('complete')),
      discards: Number(get('discards')),
      riichi: Number(get('riichi_declared')),
      calls: Number(get('calls')),
      agari: Number(get('agari')),
      ryuukyoku: Number(get('ryuukyoku')),
      allKyokuFp: get('all_kyoku_fp'),
    };
  });
}

/**
 * A game as lines of tile codes: header, rules, each round's start and events. Disconnects are
 * moved to just after the draw, discard or call before them (tenhou6 keeps only that count).
 */
export function normalForm(g: GameLog, options: { header?: boolean } = {}): string[] {
  const rules = g.rules as Rules;
  const reds = rules.redFives;
  const red = reds.m + reds.p + reds.s > 0;
  const c = (t: number) => tileCode(t, red);
  const cs = (ts: readonly number[]) => ts.map(c).sort((a, b) => a - b).join(' ');
  const out: string[] = [];
  if (options.header !== false) {
    // a record of no Tenhou log: what the writers write for it
    const sx = ['C', 'C', 'C', g.players === 4 ? 'C' : ''];
    const meta = tenhouMeta(g) ?? { dan: [0, 0, 0, 0], rate: [1500, 1500, 1500, 1500], sex: sx, lobby: 0, table: tableFromGoType(goTypeOf(rules)) };
    out.push(`players ${g.players} names ${g.names} dan ${meta?.dan} rate ${meta?.rate} sx ${meta?.sex} lobby ${meta?.lobby} final ${JSON.stringify(g.final)}`);
    const r = meta?.table;
    out.push(`rules red ${red} kuitan ${rules.openTanyao} hanchan ${rules.length === 'hanchan'} sanma ${g.players === 3} room ${r?.room} fast ${r?.fast}`);
  }
  g.rounds.forEach((rd, i) => {
    out.push(`R${i} ${rd.round} ${rd.honba} ${rd.riichiSticks} dealer ${rd.dealer} ${rd.scores} dora ${c(rd.doraIndicator as number)} | ${rd.hands.map(cs).join(' | ')}`);
    const held: string[] = [];
    for (const e of rd.events as RoundEvent[]) {
      let s: string;
      switch (e.type) {
        case 'draw':
          s = `T${e.seat} ${c(e.tile)}`;
          break;
        case 'discard':
          s = `D${e.seat} ${c(e.tile)}${e.tsumogiri ? ' tsumogiri' : ''}`;
          break;
        case 'call': {
          const m = e.meld;
          s = `N${e.seat} ${m.type} ${cs(m.tiles)} called ${m.called === null ? '-' : c(m.called)} from ${m.from} added ${m.added === null ? '-' : c(m.added)}`;
          break;
        }
        case 'riichi':
          s = `REACH ${e.seat}`;
          break;
        case 'riichi-accepted':
          s = `ACCEPT ${e.seat}${e.scores ? ' ' + e.scores.join() : ''}`;
          break;
        case 'dora':
          s = `DORA ${c(e.indicator)}`;
          break;
        case 'win':
          s = [
            `WIN ${e.seat} from ${e.from} pao ${e.pao} hand ${cs(e.hand)} melds ${e.melds.map((m) => cs(m.tiles)).join('/')} tile ${c(e.winningTile)}`,
            `fu ${e.limit > 0 ? '-' : e.fu} points ${e.points} limit ${e.limit}`,
            `yaku ${e.yaku.filter((y) => y.han > 0).map((y) => `${y.id}:${y.han}`)} yakuman ${e.yakuman}`,
            `dora ${e.doraIndicators.map(c)} ura ${e.uraIndicators.map(c)} ba ${e.honba},${e.riichiSticks} scores ${e.scores} changes ${e.changes}`,
          ].join(' ');
          break;
        case 'ryuukyoku':
          s = `RYUUKYOKU ${e.kind} ${e.hands.map((h) => (h ? cs(h) : '-')).join(' | ')} ba ${e.honba},${e.riichiSticks} scores ${e.scores} changes ${e.changes}`;
          break;
        default:
          held.push(`${e.type} ${e.seat}`);
          continue;
      }
      out.push(s);
      if (e.type === 'draw' || e.type === 'discard' || e.type === 'call') out.push(...held.splice(0));
    }
    out.push(...held);
  });
  return out;
}

/** The first line where two normal forms differ, with context; null when equal. */
export function firstDifference(a: readonly string[], b: readonly string[]): string | null {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return `line ${i}:\n  ${a[i] ?? '(end)'}\n  ${b[i] ?? '(end)'}`;
  }
  return null;
}
