// Game review: open a log (Tenhou mjlog XML, gzipped or not; tenhou.net/6 JSON; mjai JSON lines),
// choose a game and a seat, and step through every decision of that seat (its turns, and the
// discards it could call or win on) with the table drawn, the
// player's choice beside the evaluator's ranking, and the turns where they differ, ordered by the
// value lost. Everything is read and computed here; nothing is sent anywhere.
import { MjkitError, tileFromId, tileToString } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import type { DiscardValue } from '@mjkit/evaluator';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { legalActions } from '@mjkit/table';
import type { PlayerView } from '@mjkit/table';
import { parseLogGames } from '@mjkit/tenhou';
import { tileSvg } from './tiles.js';

/** One turn of the reviewed seat. */
interface Turn {
  readonly view: PlayerView;
  /** What the player did, in words, and the tile discarded (null for another action). */
  readonly actual: string;
  readonly tile: Tile | null;
  /** The evaluator's discards, best first (empty when the hand was in riichi or could not discard). */
  readonly ranking: readonly DiscardValue[];
  /** The best value less the value of the player's discard (0 when they agree or there is nothing to compare). */
  readonly lost: number;
  readonly where: string;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const ROUNDS = ['East', 'South', 'West', 'North'];
let games: GameLog[] = [];
let turns: Turn[] = [];
let at = 0;

/** What the seat could do with another's discard besides passing, in words (empty: nothing). */
function offerOf(state: Parameters<typeof legalActions>[0], seat: number, rules: GameLog['rules']): string {
  const options = legalActions(state, seat as 0 | 1 | 2 | 3, rules).filter((a) => a.type !== 'pass');
  return [...new Set(options.map((a) => (a.type === 'call' ? a.meld.type : a.type)))].join(', ');
}

function turnsOf(log: GameLog, seat: number): Turn[] {
  const out: Turn[] = [];
  for (const point of replay(log)) {
    if (point.seat !== seat) continue;
    if (point.kind === 'discard') {
      // another's discard the seat could call or win on: a decision too, with nothing to rank
      const could = offerOf(point.state, seat, log.rules);
      if (could === '') continue;
      const view = point.view();
      const a = point.action;
      const actual = a.type === 'pass' ? 'lets it go' : a.type === 'call' ? `calls ${a.meld.type}` : `declares ${a.type}`;
      const where = `${ROUNDS[view.roundWind]} ${(view.round % 4) + 1}${view.honba ? `, ${view.honba} honba` : ''}, ${view.tilesLeft} tiles left; could ${could} on ${view.lastDiscard ? tileToString(tileFromId(view.lastDiscard.tile, view.redFives)) : 'the discard'}`;
      out.push({ view, actual, tile: null, ranking: [], lost: 0, where });
      continue;
    }
    const view = point.view();
    const red = view.redFives;
    const a = point.action;
    const tile = a.type === 'discard' ? tileFromId(a.tile, red) : null;
    const actual = a.type === 'discard' ? `discards ${tileToString(tile as Tile)}${a.riichi ? ' with riichi' : ''}` : a.type === 'call' ? `declares ${a.meld.type}` : a.type === 'none' ? 'the round ends' : `declares ${a.type}`;
    let ranking: readonly DiscardValue[] = [];
    if (!view.riichi[seat] && view.hand.length % 3 === 2) {
      try {
        ranking = evaluateDiscards(view).discards;
      } catch (e) {
        if (!(e instanceof MjkitError)) throw e;
      }
    }
    const best = ranking[0]?.value ?? 0;
    const mine = tile === null ? undefined : ranking.find((d) => d.tile === tile);
    const lost = mine === undefined ? 0 : Math.max(0, best - mine.value);
    const where = `${ROUNDS[view.roundWind]} ${(view.round % 4) + 1}${view.honba ? `, ${view.honba} honba` : ''}, ${view.tilesLeft} tiles left`;
    out.push({ view, actual, tile, ranking, lost, where });
  }
  return out;
}

const tilesRow = (ids: readonly number[], red: boolean, size = 34) => ids.map((id) => tileSvg(tileFromId(id, red), size)).join('');

function show(): void {
  const t = turns[at];
  const board = $('board');
  if (!t) {
    board.innerHTML = '<p>No turns of this seat in this game.</p>';
    return;
  }
  const v = t.view;
  const red = v.redFives;
  const seats = Array.from({ length: v.players }, (_, s) => s);
  let html = `<p class="where" data-turn="${at}">Turn ${at + 1} of ${turns.length}: ${t.where}. Dora indicators ${tilesRow(v.doraIndicators, red, 26)}</p>`;
  html += '<div class="seats">';
  for (const s of seats) {
    const name = games[Number($<HTMLSelectElement>('game').value)]?.names[s] ?? `seat ${s}`;
    html += `<div class="seat${s === v.seat ? ' me' : ''}"><div class="who">${name}${v.riichi[s] ? ' (riichi)' : ''} — ${v.scores[s]}</div><div class="river">${v.rivers[s]!.map((r) => `<span class="${r.riichi ? 'sideways ' : ''}${r.called ? 'called' : ''}">${tileSvg(tileFromId(r.tile, red), 26)}</span>`).join('')}</div><div class="melds">${v.melds[s]!.map((m) => `<span class="meld">${tilesRow(m.tiles, red, 26)}</span>`).join(' ')}</div></div>`;
  }
  html += '</div>';
  const hand = [...v.hand].sort((a, b) => a - b);
  html += `<div class="hand" aria-label="the hand">${tilesRow(hand, red, 40)}</div>`;
  html += `<p id="actual" data-actual="${t.tile === null ? '' : tileToString(t.tile)}">The player ${t.actual}${t.lost > 0 ? `; the evaluator's best is ${tileToString(t.ranking[0]!.tile)} (${t.lost.toFixed(2)} more)` : ''}.</p>`;
  if (t.ranking.length > 0) {
    html += `<table id="ranking"><thead><tr><th>discard</th><th>value</th><th>shanten</th><th>tiles</th></tr></thead><tbody>${t.ranking
      .map((d) => `<tr data-tile="${tileToString(d.tile)}" data-value="${d.value}"${d.tile === t.tile ? ' class="chosen"' : ''}><td>${tileSvg(d.tile, 30)} ${tileToString(d.tile)}</td><td class="num">${d.value.toFixed(2)}</td><td class="num">${d.shanten}</td><td class="num">${d.ukeire}</td></tr>`)
      .join('')}</tbody></table>`;
  } else html += '<p>Nothing to rank: another player\'s discard, a hand in riichi, or no discard to choose.</p>';
  board.innerHTML = html;
  $<HTMLInputElement>('step').value = String(at + 1);
  document.body.dataset.turn = String(at);
}

function listDifferences(): void {
  const differ = turns.map((t, i) => ({ t, i })).filter(({ t }) => t.lost > 0).sort((a, b) => b.t.lost - a.t.lost || a.i - b.i);
  $('differences').innerHTML = differ.length === 0 ? '<p>The player agreed with the evaluator on every turn.</p>' : `<ol>${differ.map(({ t, i }) => `<li><a href="#" data-go="${i}">turn ${i + 1}</a> (${t.where}): ${t.actual}, the evaluator's best ${tileToString(t.ranking[0]!.tile)} — ${t.lost.toFixed(2)} lost</li>`).join('')}</ol>`;
}

function chooseSeat(): void {
  const log = games[Number($<HTMLSelectElement>('game').value)];
  if (!log) return;
  turns = turnsOf(log, Number($<HTMLSelectElement>('seat').value));
  at = 0;
  listDifferences();
  show();
  document.body.dataset.ready = 'true';
}

function chooseGame(): void {
  const log = games[Number($<HTMLSelectElement>('game').value)];
  if (!log) return;
  $('seat').innerHTML = log.names.map((n, s) => `<option value="${s}">${s}: ${n || `seat ${s}`}</option>`).join('');
  chooseSeat();
}

async function open(file: File): Promise<void> {
  const error = $('error');
  try {
    games = parseLogGames(new Uint8Array(await file.arrayBuffer()));
    if (games.length === 0) throw new MjkitError('BAD_LOG', 'the file holds no game');
    $('game').innerHTML = games.map((g, i) => `<option value="${i}">game ${i + 1} (${g.rounds.length} rounds)</option>`).join('');
    error.textContent = '';
    $('controls').hidden = false;
    chooseGame();
  } catch (e) {
    if (!(e instanceof MjkitError)) throw e;
    error.textContent = `${file.name}: ${e.message}`;
    document.body.dataset.ready = 'error';
  }
}

function go(to: number): void {
  if (turns.length === 0) return;
  at = Math.max(0, Math.min(turns.length - 1, to));
  show();
}

$<HTMLInputElement>('file').addEventListener('change', (e) => {
  const f = (e.target as HTMLInputElement).files?.[0];
  if (f) void open(f);
});
document.addEventListener('dragover', (e) => e.preventDefault());
document.addEventListener('drop', (e) => {
  e.preventDefault();
  const f = e.dataTransfer?.files[0];
  if (f) void open(f);
});
$('game').addEventListener('change', chooseGame);
$('seat').addEventListener('change', chooseSeat);
$('prev').addEventListener('click', () => go(at - 1));
$('next').addEventListener('click', () => go(at + 1));
$<HTMLInputElement>('step').addEventListener('change', (e) => go(Number((e.target as HTMLInputElement).value) - 1));
$('differences').addEventListener('click', (e) => {
  const a = (e.target as HTMLElement).closest('[data-go]');
  if (!a) return;
  e.preventDefault();
  go(Number(a.getAttribute('data-go')));
});
document.addEventListener('keydown', (e) => {
  if ((e.target as HTMLElement).tagName === 'INPUT' || (e.target as HTMLElement).tagName === 'SELECT') return;
  if (e.key === 'ArrowRight') go(at + 1);
  else if (e.key === 'ArrowLeft') go(at - 1);
});
