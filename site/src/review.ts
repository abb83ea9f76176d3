// Game review: open a log (Tenhou mjlog XML, gzipped or not; tenhou.net/6 JSON; mjai JSON lines;
// mjkit's JSON-lines record, Hong Kong games included), choose a game and a seat, and step through
// every decision of that seat (its turns, and the discards it could call or win on) with the table
// drawn, the player's choice beside a ranking, and the turns where they differ, ordered by what
// was lost. What each turn is judged by is `reviewSeat` of @mjkit/bots (the evaluator's ranking;
// the evaluator bot's push or fold where an opponent threatens; tile efficiency and the priority
// bot in a Hong Kong game); this page draws it. Everything is read and computed here; nothing is
// sent anywhere.
import { evaluatorAgent, priorityAgent, reviewSeat, reviewSummary, reviewSummaryText, reviewedActionText, reviewedLossText } from '@mjkit/bots';
import type { ReviewTurn } from '@mjkit/bots';
import { MjkitError, createRules, isHongKongRules, tileFromId, tileToString } from '@mjkit/core';
import { playGame } from '@mjkit/game';
import type { GameLog } from '@mjkit/record';
import { parseLogGames } from '@mjkit/tenhou';
import { bonusSvg, tileSvg } from './tiles.js';

/** One decision of the reviewed seat, as the page shows it. */
interface Turn extends ReviewTurn {
  /** What the player did, in words. */
  readonly actual: string;
  /** The loss in words (empty when nothing was lost). */
  readonly lostText: string;
  readonly where: string;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const ROUNDS = ['East', 'South', 'West', 'North'];
let games: GameLog[] = [];
let turns: Turn[] = [];
let at = 0;

function turnsOf(log: GameLog, seat: number): Turn[] {
  const hongKong = isHongKongRules(log.rules);
  return reviewSeat(log, seat).map((t) => {
    const v = t.view;
    const actual = reviewedActionText(t);
    const where = `${ROUNDS[v.roundWind]} ${(v.round % 4) + 1}${v.honba ? `, ${v.honba} ${hongKong ? 'replay' : 'honba'}` : ''}, ${v.tilesLeft} tiles left`;
    if (t.kind === 'offer') return { ...t, actual, lostText: '', where: `${where}; could ${t.offered.join(', ')} on ${v.lastDiscard ? tileToString(tileFromId(v.lastDiscard.tile, v.redFives)) : 'the discard'}` };
    const lost = reviewedLossText(t);
    return { ...t, actual, lostText: t.pushOrFold !== null && lost !== '' ? `${lost} against the evaluator bot's ${t.pushOrFold.defence}` : lost, where };
  });
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
  const log = games[Number($<HTMLSelectElement>('game').value)];
  const hongKong = log !== undefined && isHongKongRules(log.rules);
  let html = `<p class="where" data-turn="${at}">Turn ${at + 1} of ${turns.length}: ${t.where}.${v.doraIndicators.length > 0 ? ` Dora indicators ${tilesRow(v.doraIndicators, red, 26)}` : ''}</p>`;
  html += '<div class="seats">';
  for (const s of seats) {
    const name = log?.names[s] ?? `seat ${s}`;
    html += `<div class="seat${s === v.seat ? ' me' : ''}"><div class="who">${name}${v.riichi[s] ? ' (riichi)' : ''} — ${v.scores[s]}</div><div class="river">${v.rivers[s]!.map((r) => `<span class="${r.riichi ? 'sideways ' : ''}${r.called ? 'called' : ''}">${tileSvg(tileFromId(r.tile, red), 26)}</span>`).join('')}</div><div class="melds">${v.melds[s]!.map((m) => `<span class="meld">${tilesRow(m.tiles, red, 26)}</span>`).join(' ')}${v.bonus[s]!.length > 0 ? ` <span class="bonus" data-bonus="${v.bonus[s]!.join(',')}">${v.bonus[s]!.map((b) => bonusSvg(b, 26)).join('')}</span>` : ''}</div></div>`;
  }
  html += '</div>';
  const hand = [...v.hand].sort((a, b) => a - b);
  html += `<div class="hand" aria-label="the hand">${tilesRow(hand, red, 40)}</div>`;
  const pf = t.pushOrFold;
  const ranker = hongKong ? 'the most efficient discard' : pf !== null ? "the evaluator bot's choice" : "the evaluator's best";
  const reference = pf !== null ? pf.tile : t.ranking[0]?.tile;
  html += `<p id="actual" data-actual="${t.tile === null ? '' : tileToString(t.tile)}">The player ${t.actual}${t.lost > 0 && reference !== undefined ? `; ${ranker} is ${tileToString(reference)} (${t.lostText})` : ''}.</p>`;
  if (pf !== null) html += `<p id="push-fold" data-bot="${tileToString(pf.tile)}" data-defence="${pf.defence}">Against the threats, the evaluator bot weighs each discard's deal-in chance × what the threat's win would cost against its own expected score: it would <strong>${pf.defence}</strong> with ${tileSvg(pf.tile, 26)} ${tileToString(pf.tile)}.</p>`;
  if (t.priority !== null) html += `<p id="bot" data-bot="${tileToString(t.priority)}">The MahjongJoy priority bot, at this table's minimum, would discard ${tileSvg(t.priority, 26)} ${tileToString(t.priority)}.</p>`;
  if (t.ranking.length > 0) {
    const termCells = (d: ReviewTurn['ranking'][number]) => {
      const term = pf?.terms.get(d.tile);
      return term === undefined ? '<td></td><td></td>' : `<td class="num" data-deal-in="${term.dealIn}">${(100 * term.dealIn).toFixed(1)}%</td><td class="num" data-ev="${term.ev}">${Math.round(term.ev) || 0}</td>`;
    };
    html += `<table id="ranking"><thead><tr><th>discard</th>${hongKong ? '' : '<th>value</th>'}<th>shanten</th><th>tiles</th>${pf !== null ? '<th>deal-in</th><th>expected points</th>' : ''}</tr></thead><tbody>${t.ranking
      .map((d) => `<tr data-tile="${tileToString(d.tile)}" data-value="${d.value}"${d.tile === t.tile ? ' class="chosen"' : ''}><td>${tileSvg(d.tile, 30)} ${tileToString(d.tile)}</td>${hongKong ? '' : `<td class="num">${d.value.toFixed(2)}</td>`}<td class="num">${d.shanten}</td><td class="num">${d.ukeire}</td>${pf !== null ? termCells(d) : ''}</tr>`)
      .join('')}</tbody></table>`;
  } else html += '<p>Nothing to rank: another player\'s discard, a hand in riichi, or no discard to choose.</p>';
  board.innerHTML = html;
  $<HTMLInputElement>('step').value = String(at + 1);
  document.body.dataset.turn = String(at);
}

function listDifferences(): void {
  const differ = turns.map((t, i) => ({ t, i })).filter(({ t }) => t.lost > 0).sort((a, b) => b.t.lost - a.t.lost || a.i - b.i);
  const summary = `<p id="summary">The player ${reviewSummaryText(reviewSummary(turns))}.</p>`;
  $('differences').innerHTML = summary + (differ.length === 0 ? '<p>The player agreed with the ranking on every turn.</p>' : `<ol>${differ.map(({ t, i }) => `<li><a href="#" data-go="${i}">turn ${i + 1}</a> (${t.where}): ${t.actual}, ${t.pushOrFold !== null ? `the evaluator bot ${t.pushOrFold.defence === 'fold' ? 'folds with' : 'pushes'} ${tileToString(t.pushOrFold.tile)}` : `the best ${tileToString(t.ranking[0]!.tile)}`} — ${t.lostText}</li>`).join('')}</ol>`);
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

/** Shows `loaded`'s games, the first chosen, at its first seat. */
function load(loaded: GameLog[]): void {
  games = loaded;
  $('game').innerHTML = games.map((g, i) => `<option value="${i}">game ${i + 1} (${g.rounds.length} rounds)</option>`).join('');
  $('error').textContent = '';
  $('controls').hidden = false;
  $('review').hidden = false;
  chooseGame();
}

async function open(file: File): Promise<void> {
  const error = $('error');
  try {
    const loaded = parseLogGames(new Uint8Array(await file.arrayBuffer()));
    if (loaded.length === 0) throw new MjkitError('BAD_LOG', 'the file holds no game');
    load(loaded);
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

let samples = 0;
/** A sample game for a visitor with no log: the priority bot (seat 0) against three evaluator bots, East only, a new seed each time. */
function playSample(): void {
  const button = $<HTMLButtonElement>('sample');
  button.disabled = true;
  button.textContent = 'Playing…';
  // a moment for the page to say so before the game's second or two of play
  setTimeout(() => {
    samples += 1;
    const names = ['priority bot', 'evaluator bot', 'evaluator bot', 'evaluator bot'];
    const game = playGame([priorityAgent(), evaluatorAgent(), evaluatorAgent(), evaluatorAgent()], { rules: createRules('tenhou-tonpuu'), seed: `review sample ${samples}`, names });
    load([game.log]);
    button.disabled = false;
    button.textContent = 'Play another sample game';
  }, 20);
}

$('sample').addEventListener('click', playSample);
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
