// What a Tenhou log says beyond the game: the table type (its GO type bits, or a tenhou6 rule
// name), the lobby, the players' dan, rate and sex, the SHUFFLE seed, whether tile ids are
// Tenhou's own, and the attributes the reader does not know. The record keeps it in its `meta`
// field, so that a log is written out again as it was.
import { RULE_PRESETS, createRules, hasRedFives } from '@mjkit/core';
import type { Rules, Seat } from '@mjkit/core';
import { describeValue, fail } from '@mjkit/core/internal';
import type { GameLog } from '@mjkit/record';
import { riichiRulesOf } from '@mjkit/record/internal';
import { placementPoints, placesOf } from '@mjkit/table';

/**
 * The table of a Tenhou game, decoded from its GO type bits (tenhou6 JSON gives only some of it:
 * its rule name and red fives).
 */
export interface TenhouTable {
  /** The GO `type` number, when the log has it. */
  readonly goType: number | null;
  /** 0x01: played against people (clear: against computers). */
  readonly vsHumans: boolean;
  /** 0x02 clear: red fives in play. */
  readonly redFives: boolean;
  /** 0x04 clear: open tanyao allowed. */
  readonly openTanyao: boolean;
  /** 0x08: East and South rounds (hanchan); clear: East only (tonpuu). */
  readonly hanchan: boolean;
  /** 0x10: three players. */
  readonly sanma: boolean;
  /** Room from bits 0x20 and 0x80: 0 general (一般), 1 upper (上級), 2 special (特上), 3 phoenix (鳳凰). */
  readonly room: 0 | 1 | 2 | 3;
  /** 0x40: fast (速). */
  readonly fast: boolean;
  /** 0x1000: lightning speed (光速). */
  readonly lightning: boolean;
}

/** What a Tenhou log (mjlog XML or tenhou.net/6 JSON) says beyond the game: a record's `meta`. */
export interface TenhouMeta {
  readonly format: 'mjlog' | 'tenhou6';
  /** The log id (tenhou6 `ref`, or the file name's), when known. */
  readonly id: string | null;
  readonly table: TenhouTable;
  /** The lobby number, when the log has one. */
  readonly lobby: number | null;
  /** The players' dan (0 新人 … 10 初段 … 20 天鳳位), rate and sex, per seat. */
  readonly dan: readonly number[];
  readonly rate: readonly number[];
  readonly sex: readonly string[];
  /** The SHUFFLE seed, when the log has one. */
  readonly shuffle: { readonly seed: string; readonly ref: string } | null;
  /** Tile ids are Tenhou's own (mjlog), or were assigned (tenhou6 names tiles, not copies). */
  readonly tileIds: 'tenhou' | 'assigned';
  /** Attributes the reader does not know, per element name (GO title, UN gold …), as written. */
  readonly extra: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly [field: string]: unknown;
}

/**
 * The Tenhou metadata of a record read from a Tenhou log (mjlog XML or tenhou6 JSON), or null for
 * any other record (a game the engine played, an mjai log).
 *
 * @example
 * ```ts
 * import { parseMjlog, tenhouMeta } from '@mjkit/tenhou';
 * const xml = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/></mjloggm>';
 * const meta = tenhouMeta(parseMjlog(xml));
 * [meta?.table.room, meta?.dan]; // => [3, [1, 2, 3, 4]]
 * ```
 */
export function tenhouMeta(log: GameLog): TenhouMeta | null {
  if (log === null || typeof log !== 'object') fail('INVALID_ARGUMENT', `not a GameLog: ${describeValue(log)}`);
  const meta = log.meta;
  if (meta === null || typeof meta !== 'object' || (meta.format !== 'mjlog' && meta.format !== 'tenhou6')) return null;
  const m = meta as unknown as TenhouMeta;
  const arrays = Array.isArray(m.dan) && Array.isArray(m.rate) && Array.isArray(m.sex);
  const table = m.table as TenhouTable | undefined;
  if (!arrays || table === null || typeof table !== 'object' || (m.tileIds !== 'tenhou' && m.tileIds !== 'assigned') || m.extra === null || typeof m.extra !== 'object') {
    fail('INVALID_ARGUMENT', `not a GameLog: its ${meta.format} meta is not Tenhou's (table, dan, rate, sex, tileIds, extra)`);
  }
  return m;
}

/** Decodes GO type bits; see {@link TenhouTable}. */
export function tableFromGoType(t: number | null, sanma = false): TenhouTable {
  if (t !== null && !(Number.isInteger(t) && t >= 0)) fail('INVALID_ARGUMENT', `a GO type is a whole number ≥ 0 or null, not ${describeValue(t)}`);
  if (typeof sanma !== 'boolean') fail('INVALID_ARGUMENT', `sanma must be a boolean, not ${describeValue(sanma)}`);
  if (t === null) {
    return { goType: null, vsHumans: true, redFives: true, openTanyao: true, hanchan: true, sanma, room: 0, fast: false, lightning: false };
  }
  return {
    goType: t,
    vsHumans: (t & 0x01) !== 0,
    redFives: (t & 0x02) === 0,
    openTanyao: (t & 0x04) === 0,
    hanchan: (t & 0x08) !== 0,
    sanma: (t & 0x10) !== 0,
    room: (((t & 0x20) >> 4) | ((t & 0x80) >> 7)) as 0 | 1 | 2 | 3,
    fast: (t & 0x40) !== 0,
    lightning: (t & 0x1000) !== 0,
  };
}

/** Uma Tenhou has settled four-player games with: 10-20 now, 5-10 in the data's tonpuu games of 2008 and 2009. */
const TENHOU_UMAS: readonly (readonly number[])[] = [
  [20, 10, -10, -20],
  [10, 5, -5, -10],
];

/**
 * How a Tenhou log's final points were settled: the uma, and the rounding. Tenhou wrote whole
 * numbers (each score in thousands rounded first, `thousands`) through 2020, tenths (`exact`)
 * from 2022. A log's own points say which when they have tenths; else its date does (a log id's
 * first four digits); else whole-number points are `exact` when that gives them (as a record of
 * the engine's has them), else `thousands`; a log without final points is `exact`, as Tenhou
 * plays now. The uma is the preset's (10-20) unless only 5-10 gives the log's own whole-number
 * points (four players; the tonpuu games of 2008 and 2009 in the test data were settled so).
 * Points that no such pair gives (chip and lobby games with rules of their own) keep the preset's
 * uma: the validator then reports them.
 */
function tenhouSettlement(players: 3 | 4, final: GameLog['final'], firstDealer: Seat, id: string | null): Pick<Rules, 'uma' | 'pointsRounding'> {
  const preset = RULE_PRESETS[players === 3 ? 'tenhou-sanma' : 'tenhou'];
  const points = final === null ? null : final.points.slice(0, players);
  if (points !== null && points.some((p) => !Number.isInteger(p))) return { uma: preset.uma, pointsRounding: 'exact' };
  const year = id !== null && /^\d{4}/.test(id) ? Number(id.slice(0, 4)) : null;
  if (final === null || points === null) return { uma: preset.uma, pointsRounding: year !== null && year < 2022 ? 'thousands' : 'exact' };
  const scores = final.scores.slice(0, players);
  const places = placesOf(scores, firstDealer);
  // the return and the rest are the preset's, whatever the table's other rules
  const gives = (s: Pick<Rules, 'uma' | 'pointsRounding'>) => placementPoints(scores, places, { ...preset, ...s }).join() === points.join();
  const roundings: Rules['pointsRounding'][] = year !== null ? [year >= 2022 ? 'exact' : 'thousands'] : ['exact', 'thousands'];
  const umas = players === 4 ? TENHOU_UMAS : [preset.uma];
  for (const uma of umas) for (const pointsRounding of roundings) if (gives({ uma, pointsRounding })) return { uma, pointsRounding };
  return { uma: preset.uma, pointsRounding: roundings.at(-1)! };
}

/**
 * @internal Tenhou's rules for a table of this type (chip games: kiriage mangan) and a log with
 * these final points, id and first dealer (the uma and points rounding the log's own points
 * or time say: `tenhouSettlement`).
 */
export function tenhouRules(players: 3 | 4, t: TenhouTable, chips: boolean, log: { final: GameLog['final']; firstDealer: Seat; id: string | null }): Rules {
  const { uma, pointsRounding } = tenhouSettlement(players, log.final, log.firstDealer, log.id);
  return createRules(players === 3 ? 'tenhou-sanma' : 'tenhou', {
    redFives: t.redFives ? (players === 3 ? { m: 0, p: 1, s: 1 } : { m: 1, p: 1, s: 1 }) : { m: 0, p: 0, s: 0 },
    openTanyao: t.openTanyao,
    length: t.hanchan ? 'hanchan' : 'tonpuu',
    kiriageMangan: chips,
    uma,
    pointsRounding,
  });
}

/**
 * The GO type bits of a table with these rules, as Tenhou's rooms write them (169 for the
 * four-player phoenix hanchan with red fives, 185 for three players): for a record with no
 * Tenhou metadata (a game of the engine) written as mjlog.
 */
export function goTypeOf(rules: Rules): number {
  const red = hasRedFives(rules);
  return 0x01 | (red ? 0 : 0x02) | (rules.openTanyao ? 0 : 0x04) | (rules.length === 'hanchan' ? 0x08 : 0) | (rules.players === 3 ? 0x10 : 0) | 0x20 | 0x80;
}

/** @internal The metadata a Tenhou writer uses for a record: its own, or defaults from its rules. */
export function writerMeta(log: GameLog): TenhouMeta {
  const own = tenhouMeta(log);
  if (own !== null) return own;
  const players = log.players;
  return {
    format: 'mjlog',
    id: null,
    table: tableFromGoType(goTypeOf(riichiRulesOf(log, 'mjlog'))),
    lobby: 0,
    dan: [0, 0, 0, 0],
    rate: [1500, 1500, 1500, 1500],
    sex: ['C', 'C', 'C', players === 4 ? 'C' : ''],
    shuffle: null,
    tileIds: 'tenhou',
    extra: {},
  };
}
