// A game log written as mjlog XML (Tenhou's own format), the inverse of the mjlog parser: what
// parseMjlog reads from the text is the log that was written. Games played by @mjkit/game are
// written this way, so that they open in Tenhou log viewers.
import { fail } from '@mjkit/core/internal';
import type { TableMeld } from '@mjkit/table';
import { bonusInRiichiFormat, riichiDoraIndicator } from '@mjkit/table/internal';
import type { RoundEvent, RyuukyokuKind, WinEvent, RyuukyokuEvent } from '@mjkit/table';
import type { GameLog } from '@mjkit/record';
import { checkLog } from '@mjkit/record/internal';
import { encodeMeld } from './meld-code.js';
import { writerMeta } from './meta.js';

const RYUUKYOKU_TYPE: Record<RyuukyokuKind, string | null> = {
  exhaustive: null,
  'nine-terminals': 'yao9',
  'four-riichi': 'reach4',
  'triple-ron': 'ron3',
  'four-kans': 'kan4',
  'four-winds': 'kaze4',
  'nagashi-mangan': 'nm',
};

/** An attribute value: XML's special characters escaped. */
function esc(v: string): string {
  return v.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

/** An element with its attributes in order; undefined values are left out. */
function element(name: string, attrs: readonly (readonly [string, string | undefined])[], extra: Readonly<Record<string, string>> = {}): string {
  let out = `<${name}`;
  for (const [k, v] of attrs) if (v !== undefined) out += ` ${k}="${esc(v)}"`;
  for (const k in extra) out += ` ${k}="${esc(extra[k] as string)}"`;
  return `${out}/>`;
}

/** A name as Tenhou writes it: every UTF-8 byte percent-encoded. */
function percentEncoded(name: string): string {
  let out = '';
  for (const b of new TextEncoder().encode(name)) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

/** Real points in Tenhou's hundreds. */
const hundreds = (points: number): string => String(points / 100);

/** Placement points as Tenhou writes them (one decimal at least). */
const placement = (p: number): string => (Number.isInteger(p) ? p.toFixed(1) : String(p));

const meldCode = (m: TableMeld): string => String(encodeMeld(m));

/** The sc attribute: each seat's score before and its change, in hundreds. */
function sc(e: WinEvent | RyuukyokuEvent): string {
  const out: string[] = [];
  for (let s = 0; s < 4; s++) out.push(hundreds(e.scores[s] ?? 0), hundreds(e.changes[s] ?? 0));
  return out.join(',');
}

function owari(log: GameLog, last: boolean): string | undefined {
  if (!last || log.final === null) return undefined;
  const out: string[] = [];
  for (let s = 0; s < 4; s++) out.push(hundreds(log.final.scores[s] ?? 0), placement(log.final.points[s] ?? 0));
  return out.join(',');
}

function winElement(log: GameLog, e: WinEvent, last: boolean): string {
  const yaku: number[] = [];
  for (const y of e.yaku) {
    if (y.id < 0) fail('INVALID_ARGUMENT', `a yaku Tenhou has no number for (${y.name ?? '?'}) cannot be written as mjlog`);
    yaku.push(y.id, y.han);
  }
  return element(
    'AGARI',
    [
      ['ba', `${e.honba},${e.riichiSticks}`],
      ['hai', e.hand.join(',')],
      ['m', e.melds.length ? e.melds.map(meldCode).join(',') : undefined],
      ['machi', String(e.winningTile)],
      ['ten', `${e.fu ?? 0},${e.points},${e.limit}`],
      ['yaku', yaku.length ? yaku.join(',') : undefined],
      ['yakuman', e.yakuman.length ? e.yakuman.join(',') : undefined],
      ['doraHai', e.doraIndicators.join(',')],
      ['doraHaiUra', e.uraIndicators.length ? e.uraIndicators.join(',') : undefined],
      ['who', String(e.seat)],
      ['fromWho', String(e.from)],
      ['paoWho', e.pao === null ? undefined : String(e.pao)],
      ['sc', sc(e)],
      ['owari', owari(log, last)],
    ],
    e.extra,
  );
}

function drawElement(log: GameLog, e: RyuukyokuEvent, last: boolean): string {
  const type = RYUUKYOKU_TYPE[e.kind];
  return element(
    'RYUUKYOKU',
    [
      ['type', type ?? undefined],
      ['ba', `${e.honba},${e.riichiSticks}`],
      ['sc', sc(e)],
      ...[0, 1, 2, 3].map((s) => [`hai${s}`, e.hands[s] ? (e.hands[s] as number[]).join(',') : undefined] as const),
      ['owari', owari(log, last)],
    ],
    e.extra,
  );
}

const DRAW = 'TUVW';
const DISCARD = 'DEFG';

function eventElement(log: GameLog, e: RoundEvent, last: boolean): string {
  switch (e.type) {
    case 'draw':
      return `<${DRAW[e.seat]}${e.tile}/>`;
    case 'discard':
      return `<${DISCARD[e.seat]}${e.tile}/>`;
    case 'call':
      return element('N', [['who', String(e.seat)], ['m', e.code === null ? meldCode(e.meld) : String(e.code)]]);
    case 'riichi':
      return element('REACH', [['who', String(e.seat)], ['step', '1']]);
    case 'riichi-accepted':
      return element('REACH', [['who', String(e.seat)], ['ten', e.scores?.map(hundreds).join(',')], ['step', '2']]);
    case 'dora':
      return element('DORA', [['hai', String(e.indicator)]]);
    case 'win':
      return winElement(log, e, last);
    case 'ryuukyoku':
      return drawElement(log, e, last);
    case 'disconnect':
      return element('BYE', [['who', String(e.seat)]]);
    case 'reconnect':
      return element('UN', [[`n${e.seat}`, percentEncoded(log.names[e.seat] ?? '')]]);
    case 'bonus':
      return bonusInRiichiFormat('mjlog');
  }
}

/**
 * Writes a game log as mjlog XML (mjloggm 2.3), Tenhou's own format: `parseMjlog` reads the text
 * back as the same log (a tenhou6 log's missing fu is written as 0, and a yaku Tenhou has no
 * number for cannot be written). Real points are written in Tenhou's hundreds.
 *
 * @example
 * ```ts
 * import { parseMjlog, toMjlog } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const log = parseMjlog(xml);
 * toMjlog(log).slice(0, 52); // => '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0='
 * JSON.stringify(parseMjlog(toMjlog(log))) === JSON.stringify(log); // => true
 * ```
 */
export function toMjlog(log: GameLog): string {
  log = checkLog(log);
  // a record of no Tenhou log (a game of the engine) is written with a table type from its rules
  const meta = writerMeta(log);
  const parts: string[] = ['<mjloggm ver="2.3">'];
  if (meta.shuffle !== null) parts.push(element('SHUFFLE', [['seed', meta.shuffle.seed], ['ref', meta.shuffle.ref]]));
  parts.push(element('GO', [['type', meta.table.goType === null ? undefined : String(meta.table.goType)], ['lobby', meta.lobby === null ? undefined : String(meta.lobby)]], meta.extra.GO));
  parts.push(
    element(
      'UN',
      [
        ...[0, 1, 2, 3].map((s) => [`n${s}`, percentEncoded(log.names[s] ?? '')] as const),
        ['dan', meta.dan.join(',')],
        ['rate', meta.rate.length ? meta.rate.map((r) => (Number.isInteger(r) ? r.toFixed(2) : String(r))).join(',') : undefined],
        ['sx', meta.sex.join(',')],
      ],
      meta.extra.UN,
    ),
  );
  parts.push(element('TAIKYOKU', [['oya', String(log.firstDealer)]]));
  log.rounds.forEach((round, i) => {
    const dice = round.dice ?? [0, 0];
    parts.push(
      element(
        'INIT',
        [
          ['seed', [round.round, round.honba, round.riichiSticks, dice[0], dice[1], riichiDoraIndicator(round, 'mjlog')].join(',')],
          ['ten', round.scores.map(hundreds).join(',')],
          ['oya', String(round.dealer)],
          ...[0, 1, 2, 3].map((s) => [`hai${s}`, (round.hands[s] ?? []).join(',')] as const),
        ],
        round.extra,
      ),
    );
    // the final scores go on the last result of the last round
    let final = -1;
    if (i === log.rounds.length - 1) round.events.forEach((e, k) => (e.type === 'win' || e.type === 'ryuukyoku') && (final = k));
    round.events.forEach((e, k) => parts.push(eventElement(log, e, k === final)));
  });
  parts.push('</mjloggm>');
  return parts.join('');
}
