// Game review: open a log (Tenhou mjlog XML, gzipped or not; tenhou.net/6 JSON; mjai JSON lines;
// mjkit's JSON-lines record, Hong Kong games included), choose a game and a seat, and step through
// every decision of that seat (its turns, and the discards it could call or win on) with the table
// drawn, the player's choice beside a ranking, and the turns where they differ, ordered by what
// was lost. A riichi game is ranked by the evaluator; where an opponent is in riichi or has called,
// the evaluator bot's push or fold stands beside it (each discard's deal-in chance and expected
// points), and a turn is judged against the bot's choice, so that a sound fold is not counted as
// lost value. A Hong Kong game (the evaluator values riichi hands) is ranked by tile efficiency
// (shanten, then effective tiles unseen), with the MahjongJoy priority bot's choice for the table's
// minimum beside it. Everything is read and computed here; nothing is sent anywhere.
import { PassedAfterRiichi, evaluatorDecision, priorityDecision } from '@mjkit/bots';
import { MjkitError, isHongKongRules, isOpenMeld, tileFromId, tileToString, unseenOf } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import { evaluateDiscards } from '@mjkit/evaluator';
import { replay } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { discardTable } from '@mjkit/shanten';
import { legalActions } from '@mjkit/table';
import type { Action, PlayerView } from '@mjkit/table';
import { parseLogGames } from '@mjkit/tenhou';
import { bonusSvg, tileSvg } from './tiles.js';

/** One discard of a ranking: the evaluator's value (riichi) or the effective tiles (Hong Kong). */
interface Ranked {
  readonly tile: Tile;
  readonly value: number;
  readonly shanten: number;
  readonly ukeire: number;
}

/** The evaluator bot's push or fold at a turn under a threat: its choice, and each discard's terms. */
interface PushOrFold {
  readonly tile: Tile;
  readonly defence: 'push' | 'fold';
  /** Per discard: the chance it deals in to anyone, and the expected points after it. */
  readonly terms: ReadonlyMap<Tile, { readonly dealIn: number; readonly ev: number }>;
}

/** One turn of the reviewed seat. */
interface Turn {
  readonly view: PlayerView;
  /** What the player did, in words, and the tile discarded (null for another action). */
  readonly actual: string;
  readonly tile: Tile | null;
  /** The discards ranked, best first (empty when the hand was in riichi or could not discard). */
  readonly ranking: readonly Ranked[];
  /**
   * What the player's discard lost against the best: riichi, the evaluator's value; Hong Kong,
   * 1,000 a shanten step plus the effective tiles given up (0 when they agree or nothing compares).
   */
  readonly lost: number;
  /** The loss in words. */
  readonly lostText: string;
  /** Hong Kong: the tile the priority bot would discard at this table's minimum, or null. */
  readonly bot: Tile | null;
  /** Riichi: the evaluator bot's push or fold when an opponent threatens, or null. */
  readonly pushOrFold: PushOrFold | null;
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

/** The discards of a 14-tile Hong Kong hand by shanten, then effective tiles unseen. */
function efficiencyRanking(view: PlayerView): Ranked[] {
  const counts = new Uint8Array(34);
  for (const t of view.hand) counts[t >> 2]!++;
  return discardTable(counts, { unseen: unseenOf(view) }).map((row) => ({ tile: row.discard, value: row.total, shanten: row.shanten, ukeire: row.total }));
}

/** The discard tile of a decision, or null. */
const discardOf = (a: Action, red: boolean): Tile | null => (a.type === 'discard' ? tileFromId(a.tile, red) : null);

/**
 * The evaluator bot's push or fold at a riichi game's turn where an opponent is in riichi or has
 * called (null elsewhere, and where the bot plays its best tile without weighing: no threat it
 * fears). `passed`: the kinds discarded after each riichi, as the bot follows them in play.
 */
function pushOrFoldOf(view: PlayerView, actions: readonly Action[], passed: PassedAfterRiichi): PushOrFold | null {
  const threat = view.riichi.some((r, s) => r && s !== view.seat) || view.melds.some((ms, s) => s !== view.seat && ms.some(isOpenMeld));
  if (!threat) return null;
  const { action, why } = evaluatorDecision(view, actions, { safe: passed.kinds });
  if (why.kind !== 'discard' || why.points === undefined || why.defence === 'none' || action.type !== 'discard') return null;
  const terms = new Map<Tile, { dealIn: number; ev: number }>();
  for (const t of why.points.terms) terms.set(tileFromId(t.tile, view.redFives), { dealIn: t.dealIn, ev: t.ev });
  return { tile: tileFromId(action.tile, view.redFives), defence: why.defence, terms };
}

function turnsOf(log: GameLog, seat: number): Turn[] {
  const out: Turn[] = [];
  const hongKong = isHongKongRules(log.rules);
  // the kinds passed after each riichi, followed through each round's events as the bot does in play
  let passed = new PassedAfterRiichi();
  let round = -1;
  let seen = 0;
  for (const point of replay(log)) {
    if (point.roundIndex !== round) {
      round = point.roundIndex;
      passed = new PassedAfterRiichi();
      seen = 0;
    }
    const events = log.rounds[round]!.events;
    for (; seen <= point.eventIndex && seen < events.length; seen++) passed.see(events[seen]!);
    if (point.seat !== seat) continue;
    if (point.kind === 'discard') {
      // another's discard the seat could call or win on: a decision too, with nothing to rank
      const could = offerOf(point.state, seat, log.rules);
      if (could === '') continue;
      const view = point.view();
      const a = point.action;
      const actual = a.type === 'pass' ? 'lets it go' : a.type === 'call' ? `calls ${a.meld.type}` : `declares ${a.type}`;
      const where = `${ROUNDS[view.roundWind]} ${(view.round % 4) + 1}${view.honba ? `, ${view.honba} honba` : ''}, ${view.tilesLeft} tiles left; could ${could} on ${view.lastDiscard ? tileToString(tileFromId(view.lastDiscard.tile, view.redFives)) : 'the discard'}`;
      out.push({ view, actual, tile: null, ranking: [], lost: 0, lostText: '', bot: null, pushOrFold: null, where });
      continue;
    }
    const view = point.view();
    const red = view.redFives;
    const a = point.action;
    const tile = a.type === 'discard' ? tileFromId(a.tile, red) : null;
    const actual = a.type === 'discard' ? `discards ${tileToString(tile as Tile)}${a.riichi ? ' with riichi' : ''}` : a.type === 'call' ? `declares ${a.meld.type}` : a.type === 'none' ? 'the round ends' : `declares ${a.type}`;
    let ranking: readonly Ranked[] = [];
    let bot: Tile | null = null;
    let pushOrFold: PushOrFold | null = null;
    if (hongKong) {
      if (view.hand.length % 3 === 2) {
        ranking = efficiencyRanking(view);
        bot = discardOf(priorityDecision(view, legalActions(point.state, seat as 0 | 1 | 2 | 3, log.rules), log.rules).action, red);
      }
    } else if (!view.riichi[seat] && view.hand.length % 3 === 2) {
      try {
        ranking = evaluateDiscards(view).discards;
        if (ranking.length > 0) pushOrFold = pushOrFoldOf(view, legalActions(point.state, seat as 0 | 1 | 2 | 3, log.rules), passed);
      } catch (e) {
        if (!(e instanceof MjkitError)) throw e;
      }
    }
    const best = ranking[0];
    const mine = tile === null ? undefined : ranking.find((d) => d.tile === tile);
    let lost = 0;
    let lostText = '';
    const ours = tile === null ? undefined : pushOrFold?.terms.get(tile);
    const theirs = pushOrFold?.terms.get(pushOrFold.tile);
    if (ours !== undefined && theirs !== undefined && pushOrFold !== null) {
      // under a threat: the expected points given up against the bot's push or fold
      lost = tile === pushOrFold.tile ? 0 : Math.max(0, theirs.ev - ours.ev);
      lostText = `${lost.toFixed(0)} points of expected score lost against the evaluator bot's ${pushOrFold.defence}`;
    } else if (best !== undefined && mine !== undefined) {
      if (!hongKong) {
        lost = Math.max(0, best.value - mine.value);
        lostText = `${lost.toFixed(2)} lost`;
      } else if (mine.shanten > best.shanten || mine.ukeire < best.ukeire) {
        const steps = mine.shanten - best.shanten;
        lost = 1000 * steps + (steps === 0 ? best.ukeire - mine.ukeire : 0);
        lostText = steps > 0 ? `${steps} shanten step${steps > 1 ? 's' : ''} back` : `${best.ukeire - mine.ukeire} fewer effective tiles`;
      }
    }
    const where = `${ROUNDS[view.roundWind]} ${(view.round % 4) + 1}${view.honba ? `, ${view.honba} ${hongKong ? 'replay' : 'honba'}` : ''}, ${view.tilesLeft} tiles left`;
    out.push({ view, actual, tile, ranking, lost, lostText, bot, pushOrFold, where });
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
  if (t.bot !== null) html += `<p id="bot" data-bot="${tileToString(t.bot)}">The MahjongJoy priority bot, at this table's minimum, would discard ${tileSvg(t.bot, 26)} ${tileToString(t.bot)}.</p>`;
  if (t.ranking.length > 0) {
    const termCells = (d: Ranked) => {
      const term = pf?.terms.get(d.tile);
      return term === undefined ? '<td></td><td></td>' : `<td class="num" data-deal-in="${term.dealIn}">${(100 * term.dealIn).toFixed(1)}%</td><td class="num" data-ev="${term.ev}">${term.ev.toFixed(0)}</td>`;
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
  $('differences').innerHTML = differ.length === 0 ? '<p>The player agreed with the ranking on every turn.</p>' : `<ol>${differ.map(({ t, i }) => `<li><a href="#" data-go="${i}">turn ${i + 1}</a> (${t.where}): ${t.actual}, ${t.pushOrFold !== null ? `the evaluator bot ${t.pushOrFold.defence === 'fold' ? 'folds with' : 'pushes'} ${tileToString(t.pushOrFold.tile)}` : `the best ${tileToString(t.ranking[0]!.tile)}`} — ${t.lostText}</li>`).join('')}</ol>`;
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
