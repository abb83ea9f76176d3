// What to discard: a hand (with dora indicators, visible tiles, winds, tiles left, opponents in
// riichi or with open melds) and the evaluator's table of its discards, in the preset chosen, with
// what each explaining bot would do; under such a threat, the evaluator bot's push or fold with each
// discard's deal-in chance and expected points. The state lives in the URL query (hand, indicators,
// visible, seat, round, drawable, mode, riichi, open, quiet, river, scores, number, honba, sticks),
// so a link reproduces a position; the defaults are `mjkit nanikiru`'s, so the two agree.
import { MjkitError, parseTiles, tileFromId, tileToString } from '@mjkit/core';
import type { Tile, Wind } from '@mjkit/core';
import { evaluatorAgent, parsePositionTexts, positionTurn, priorityAgent } from '@mjkit/bots';
import type { PositionTurnOptions } from '@mjkit/bots';
import { evaluateDiscards, evaluateTurnAware, positionOf } from '@mjkit/evaluator';
import type { Position } from '@mjkit/evaluator';
import { tileSvg } from './tiles.js';

/** The page's state: what the query holds. */
interface State {
  hand: string;
  indicators: string;
  visible: string;
  seat: string;
  round: string;
  drawable: string;
  mode: 'normalized' | 'legacy' | 'turn-aware';
  /** Opponents in riichi, `SEAT:RIVER[:PASSED]` each (see `parseRiichi`), apart by spaces. */
  riichi: string;
  /** The other opponents' rivers, `SEAT:RIVER` each (see `parseQuiet`), apart by spaces; the hand's own river. */
  quiet: string;
  river: string;
  /** Opponents with open melds, `SEAT:MELDS[:RIVER]` each (see `parseOpen`), apart by spaces. */
  open: string;
  /** The table around the position: scores (the hand first, then right, across, left), the round's number, honba, riichi sticks; empty for the defaults. */
  scores: string;
  number: string;
  honba: string;
  sticks: string;
}

const FIELDS = ['hand', 'indicators', 'visible', 'seat', 'round', 'drawable', 'mode', 'riichi', 'open', 'quiet', 'river', 'scores', 'number', 'honba', 'sticks'] as const;
const DEFAULTS: State = { hand: '123m055p789s11223z', indicators: '', visible: '', seat: 'E', round: 'E', drawable: '', mode: 'normalized', riichi: '', open: '', quiet: '', river: '', scores: '', number: '', honba: '', sticks: '' };
const WINDS = ['E', 'S', 'W', 'N'];

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function readState(): State {
  const q = new URLSearchParams(location.search);
  const s = { ...DEFAULTS };
  for (const f of FIELDS) {
    const v = q.get(f);
    if (v !== null) (s as Record<string, string>)[f] = v;
  }
  if (!['normalized', 'legacy', 'turn-aware'].includes(s.mode)) s.mode = 'normalized';
  return s;
}

function writeState(s: State): void {
  const q = new URLSearchParams();
  for (const f of FIELDS) if (s[f] !== DEFAULTS[f] || f === 'hand') q.set(f, s[f]);
  history.replaceState(null, '', `${location.pathname}?${q}`);
}

const tilesOf = (text: string): Tile[] => (text.trim() === '' ? [] : text.split(',').flatMap((part) => parseTiles(part.trim())));
const windOf = (text: string, what: string): Wind => {
  const i = WINDS.indexOf(text.trim().toUpperCase());
  if (i < 0) throw new MjkitError('INVALID_ARGUMENT', `${what} is E, S, W or N, not ${JSON.stringify(text)}`);
  return i as Wind;
};

const entries = (text: string) => (text.trim() === '' ? [] : text.trim().split(/[\s;]+/));
/** A whole number the page was given, or nothing for an empty field (positionTurn checks it). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The threats and the table around the position, as positionTurn takes them, and the tiles of the rivers and melds given (seen). */
function threatsOf(s: State): { options: PositionTurnOptions; seen: Tile[] } {
  const { options, seen } = parsePositionTexts({ riichi: entries(s.riichi), open: entries(s.open), quiet: entries(s.quiet), ...(s.river.trim() === '' ? {} : { river: s.river.trim() }) });
  const roundNumber = numberOf(s.number);
  const honba = numberOf(s.honba);
  const sticks = numberOf(s.sticks);
  return {
    options: {
      ...options,
      ...(s.scores.trim() === '' ? {} : { scores: s.scores.split(',').map((x) => Number(x.trim())) }),
      ...(roundNumber === undefined ? {} : { roundNumber }),
      ...(honba === undefined ? {} : { honba }),
      ...(sticks === undefined ? {} : { riichiSticks: sticks }),
    },
    seen,
  };
}

/** The position of the page's fields, `seen` (the threats' rivers and melds) among its visible tiles. */
function positionFrom(s: State, seen: readonly Tile[]): Position {
  const drawable = s.drawable.trim() === '' ? undefined : Number(s.drawable);
  return positionOf({
    hand: s.hand.trim(),
    doraIndicators: tilesOf(s.indicators),
    visible: [...tilesOf(s.visible), ...seen],
    seatWind: windOf(s.seat, 'the seat wind'),
    roundWind: windOf(s.round, 'the round wind'),
    ...(drawable === undefined ? {} : { drawable }),
  });
}

/** One row of the table: the tile, its value, shanten after, effective tiles and their count. */
interface Row {
  tile: Tile;
  value: number;
  shanten: number;
  ukeire: number;
  effective: readonly Tile[];
  extra: string;
}

function rowsOf(p: Position, mode: State['mode']): { shanten: number; rows: Row[] } {
  const plain = evaluateDiscards(p, { preset: mode === 'turn-aware' ? 'normalized' : mode });
  if (mode !== 'turn-aware') return { shanten: plain.shanten, rows: plain.discards.map((d) => ({ tile: d.tile, value: d.value, shanten: d.shanten, ukeire: d.ukeire, effective: d.effective, extra: '' })) };
  const t = evaluateTurnAware(p);
  const byTile = new Map(plain.discards.map((d) => [d.tile, d]));
  return {
    shanten: t.shanten,
    rows: t.discards.map((d) => ({ tile: d.tile, value: d.expectedScore, shanten: d.shanten, ukeire: byTile.get(d.tile)?.ukeire ?? 0, effective: byTile.get(d.tile)?.effective ?? [], extra: `win ${(100 * d.win).toFixed(1)}%, tenpai ${(100 * d.tenpai).toFixed(1)}%` })),
  };
}

/** Under a threat, the evaluator bot's terms of a discard: its deal-in chance and expected points. */
type Terms = Map<string, { dealIn: number; ev: number }>;

function botLines(p: Position, threats: PositionTurnOptions): { html: string; terms: Terms | null } {
  const { view, actions, safe } = positionTurn(p, threats);
  const name = (id: number) => tileToString(tileFromId(id, view.redFives));
  const lines: string[] = [];
  let terms: Terms | null = null;
  for (const [label, agent] of [['evaluator', evaluatorAgent()], ['evaluator (legacy)', evaluatorAgent({ preset: 'legacy' })], ['discard priority (MahjongJoy)', priorityAgent()]] as const) {
    const { action, why } = agent.explain(view, actions, safe);
    const points = (why as { points?: { terms: readonly { tile: number; dealIn: number; ev: number }[] } }).points;
    if (label === 'evaluator' && points !== undefined) terms = new Map(points.terms.map((t) => [name(t.tile), t]));
    const what = action.type === 'discard' ? `discards <b>${name(action.tile)}</b>${action.riichi ? ' with riichi' : ''}` : `declares ${action.type}`;
    const w = why as { rule?: string; style?: string; kind?: string; defence?: string; points?: unknown };
    const defence = w.defence === 'push' || w.defence === 'fold' ? w.defence : null;
    const weighed = w.points !== undefined ? 'weighed in points against the threats' : "by majiang-ai's danger thresholds";
    const because = w.rule !== undefined ? `rule ${w.rule}, playing ${w.style ?? ''}` : defence !== null ? `${defence === 'push' ? 'pushes' : 'folds'}: ${weighed}` : w.kind === 'discard' ? 'the highest evaluation' : (w.kind ?? '');
    lines.push(`<li data-bot="${label}"${defence === null ? '' : ` data-defence="${defence}"`}><span class="bot">${label}</span> ${what} <span class="why">— ${because}</span></li>`);
  }
  return { html: `<ul>${lines.join('')}</ul>`, terms };
}

function render(): void {
  const s: State = { hand: $<HTMLInputElement>('hand').value, indicators: $<HTMLInputElement>('indicators').value, visible: $<HTMLInputElement>('visible').value, seat: $<HTMLSelectElement>('seat').value, round: $<HTMLSelectElement>('round').value, drawable: $<HTMLInputElement>('drawable').value, mode: $<HTMLSelectElement>('mode').value as State['mode'], riichi: $<HTMLInputElement>('riichi').value, open: $<HTMLInputElement>('open').value, quiet: $<HTMLInputElement>('quiet').value, river: $<HTMLInputElement>('river').value, scores: $<HTMLInputElement>('scores').value, number: $<HTMLSelectElement>('number').value, honba: $<HTMLInputElement>('honba').value, sticks: $<HTMLInputElement>('sticks').value };
  writeState(s);
  const started = performance.now();
  const error = $('error');
  try {
    const threats = threatsOf(s);
    const p = positionFrom(s, threats.seen);
    $('shown').innerHTML = p.hand.concealedTiles().map((t) => tileSvg(t)).join('');
    const { shanten, rows } = rowsOf(p, s.mode);
    const bots = botLines(p, threats.options);
    const terms = bots.terms;
    const valueHead = s.mode === 'turn-aware' ? 'expected score' : 'value';
    let html = `<caption>shanten ${shanten}; ${s.mode}</caption><thead><tr><th>discard</th><th>${valueHead}</th><th>shanten</th><th>effective tiles</th><th>count</th>${s.mode === 'turn-aware' ? '<th>win / tenpai</th>' : ''}${terms ? '<th>deal-in</th><th>expected points</th>' : ''}</tr></thead><tbody>`;
    for (const r of rows) {
      const t = terms?.get(tileToString(r.tile));
      const termCells = terms === null ? '' : t === undefined ? '<td></td><td></td>' : `<td class="num" data-deal-in="${t.dealIn}">${(100 * t.dealIn).toFixed(1)}%</td><td class="num" data-ev="${t.ev}">${Math.round(t.ev) || 0}</td>`;
      html += `<tr data-tile="${tileToString(r.tile)}" data-value="${r.value}"><td>${tileSvg(r.tile, 36)} <span class="name">${tileToString(r.tile)}</span></td><td class="num">${r.value.toFixed(s.mode === 'turn-aware' ? 0 : 2)}</td><td class="num">${r.shanten}</td><td>${r.effective.map((t) => tileSvg(t, 24)).join('')}</td><td class="num">${r.ukeire}</td>${s.mode === 'turn-aware' ? `<td>${r.extra}</td>` : ''}${termCells}</tr>`;
    }
    $('table').innerHTML = `${html}</tbody>`;
    $('bots').innerHTML = bots.html;
    error.textContent = '';
    $('timing').textContent = ` in ${(performance.now() - started).toFixed(0)} ms`;
    document.body.dataset.ready = 'true';
  } catch (e) {
    if (!(e instanceof MjkitError)) throw e;
    error.textContent = e.message;
    $('table').innerHTML = '';
    $('bots').innerHTML = '';
    $('timing').textContent = '';
    document.body.dataset.ready = 'error';
  }
}

function start(): void {
  const s = readState();
  $<HTMLInputElement>('hand').value = s.hand;
  $<HTMLInputElement>('indicators').value = s.indicators;
  $<HTMLInputElement>('visible').value = s.visible;
  $<HTMLSelectElement>('seat').value = s.seat;
  $<HTMLSelectElement>('round').value = s.round;
  $<HTMLInputElement>('drawable').value = s.drawable;
  $<HTMLSelectElement>('mode').value = s.mode;
  $<HTMLInputElement>('riichi').value = s.riichi;
  $<HTMLInputElement>('open').value = s.open;
  $<HTMLInputElement>('quiet').value = s.quiet;
  $<HTMLInputElement>('river').value = s.river;
  $<HTMLInputElement>('scores').value = s.scores;
  $<HTMLSelectElement>('number').value = s.number;
  $<HTMLInputElement>('honba').value = s.honba;
  $<HTMLInputElement>('sticks').value = s.sticks;
  for (const id of FIELDS) $(id).addEventListener(id === 'mode' || id === 'seat' || id === 'round' || id === 'number' ? 'change' : 'input', render);
  render();
}

start();
