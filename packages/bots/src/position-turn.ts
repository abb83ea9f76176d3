// A nanikiru position (a hand and what the table shows) as a table turn: the view a bot gets and
// the actions a table would offer, so that any agent can answer a discard problem; with opponents
// in riichi or with open melds, a push-or-fold problem.
import { hasRedFives, kindOf, parseMeld, parseTiles, tileFromString, tileToString } from '@mjkit/core';
import type { Meld, Seat, Tile, TileId, TileLike } from '@mjkit/core';
import { checkArray, checkObject, checkOptions, checkTile, describeValue, fail } from '@mjkit/core/internal';
import { positionOf } from '@mjkit/evaluator';
import type { Position, PositionInput } from '@mjkit/evaluator';
import { shanten } from '@mjkit/shanten';
import { kuikaeKinds } from '@mjkit/table';
import type { Action, PlayerView, RiverTile, TableMeld } from '@mjkit/table';
import type { SafeKinds } from './danger.js';

/** An opponent in riichi in a position (see {@link positionTurn}). */
export interface PositionRiichi {
  /**
   * Who: `right` (seat 1, who plays next), `across` (seat 2, four players only) or `left` (who
   * plays just before the hand), or that seat's number, 1 to 3 (1 to 2 with three players).
   */
  readonly seat: 'right' | 'across' | 'left' | 1 | 2 | 3;
  /**
   * Its river in the order thrown, every tile among the tiles the position shows besides the
   * hand and the dora indicators (its `visible` tiles): text such as `'9m1z2p/4s7p'`, where `/`
   * follows the tile riichi was declared with (without it, the last tile), or a list of tiles.
   */
  readonly river: string | readonly TileLike[];
  /** The index in `river` of the tile riichi was declared with; default the last (or the tile before `/`). */
  readonly declaredAt?: number;
  /**
   * The indices in `river`, up to the riichi tile, of the tiles thrown just after their draw (the
   * deal-in model reads their share of the last six before the riichi); default none. Every tile
   * after the riichi tile was thrown so.
   */
  readonly tsumogiri?: readonly number[];
  /**
   * The tiles other players (the hand's player too) threw after this riichi, which it did not win
   * on: they cannot deal in to it. Text or a list, each a tile in another seat's river (or among
   * the tiles seen that no river given holds). Default none: such a tile is weighed as the rivers
   * show it, not as safe.
   */
  readonly passed?: string | readonly TileLike[];
}

/** An opponent with open melds in a position (see {@link positionTurn}). */
export interface PositionOpen {
  /** Who, as for {@link PositionRiichi}. */
  readonly seat: 'right' | 'across' | 'left' | 1 | 2 | 3;
  /**
   * Its melds in mpsz notation, the called tile marked by whom it came from as `parseMeld` reads
   * it (`'555=z'`, `'7-89s'`), as a list or apart by commas; every tile among the position's seen
   * tiles.
   */
  readonly melds: string | readonly string[];
  /** Its river in the order thrown, every tile among the position's seen tiles (default none). */
  readonly river?: string | readonly TileLike[];
  /** The indices in `river` of the tiles thrown just after their draw (the deal-in model reads their share of the last six); default none. */
  readonly tsumogiri?: readonly number[];
}

/** An opponent neither in riichi nor with melds in a position, by its river (see {@link positionTurn}). */
export interface PositionQuiet {
  /** Who, as for {@link PositionRiichi}. */
  readonly seat: 'right' | 'across' | 'left' | 1 | 2 | 3;
  /** Its river in the order thrown, every tile among the position's seen tiles. */
  readonly river: string | readonly TileLike[];
  /** The indices in `river` of the tiles thrown just after their draw; default none. */
  readonly tsumogiri?: readonly number[];
}

/** What {@link positionTurn} adds to a position besides the hand and the tiles seen. */
export interface PositionTurnOptions {
  /** The opponents in riichi, each with its river (default none). */
  readonly riichi?: readonly PositionRiichi[];
  /** The opponents with open melds, each with its melds and river (default none). */
  readonly open?: readonly PositionOpen[];
  /** The other opponents, each with its river (default none). */
  readonly quiet?: readonly PositionQuiet[];
  /** The hand's own river in the order thrown, every tile among the position's seen tiles (default none). */
  readonly river?: string | readonly TileLike[];
  /**
   * Every seat's score as the table shows it now, the hand's first, then `right`, `across`,
   * `left` (one per player); default the starting points, less 1,000 for each riichi given.
   */
  readonly scores?: readonly number[];
  /**
   * The round's number in its wind, 1 to the number of players (East 1, East 2, …), which says
   * where the first dealer sat (opponent-score and placement play read it); default the round
   * whose dealer the seat winds give, as if the hand sat where the first dealer did.
   */
  readonly roundNumber?: number;
  /** The honba of the round (default 0). */
  readonly honba?: number;
  /** The riichi sticks on the table, the riichi given included (default one per riichi given). */
  readonly riichiSticks?: number;
}

/** The table around the position: scores, round number, honba and sticks, checked. */
function tableOf(o: Partial<PositionTurnOptions>, players: 3 | 4): { scores?: readonly number[]; roundNumber?: number; honba: number; riichiSticks?: number } {
  const whole = (n: unknown, what: string) => {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 1000) fail('INVALID_ARGUMENT', `${what} is a whole number 0..1000, not ${describeValue(n)}`);
    return n;
  };
  let scores: number[] | undefined;
  if (o.scores !== undefined) {
    checkArray(o.scores, 'options.scores');
    if (o.scores.length !== players) fail('INVALID_ARGUMENT', `options.scores holds one score per player (${players}), not ${o.scores.length}`);
    scores = o.scores.map((x, i) => {
      if (typeof x !== 'number' || !Number.isInteger(x) || Math.abs(x) > 1_000_000) fail('INVALID_ARGUMENT', `options.scores[${i}] is a whole number of points, not ${describeValue(x)}`);
      return x;
    });
  }
  const n = o.roundNumber;
  if (n !== undefined && !(typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= players)) fail('INVALID_ARGUMENT', `options.roundNumber is a round's number in its wind, 1..${players}, not ${describeValue(n)}`);
  return { ...(scores === undefined ? {} : { scores }), ...(n === undefined ? {} : { roundNumber: n }), honba: o.honba === undefined ? 0 : whole(o.honba, 'options.honba'), ...(o.riichiSticks === undefined ? {} : { riichiSticks: whole(o.riichiSticks, 'options.riichiSticks') }) };
}

/** An opponent checked: its seat, its river in order, its riichi tile's index (−1: none), its melds, the tiles passed after its riichi. */
interface Opponent {
  readonly what: string;
  readonly seat: Seat;
  readonly river: readonly Tile[];
  readonly declaredAt: number;
  readonly tsumogiri: ReadonlySet<number>;
  readonly melds: readonly Meld[];
  readonly passed: readonly Tile[];
}

function seatOf(value: unknown, what: string, players: 3 | 4, taken: readonly Opponent[]): Seat {
  const named = { right: 1, across: players === 4 ? 2 : undefined, left: players - 1 } as Record<string, number | undefined>;
  const seat = typeof value === 'string' && Object.hasOwn(named, value) ? named[value] : typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < players ? value : undefined;
  if (seat === undefined) fail('INVALID_ARGUMENT', `${what}.seat is right, ${players === 4 ? 'across, ' : ''}left or 1..${players - 1}, not ${describeValue(value)}`);
  if (taken.some((x) => x.seat === seat)) fail('INVALID_ARGUMENT', `${what}: seat ${seat} is given twice`);
  return seat as Seat;
}

function riverOf(value: unknown, what: string): Tile[] {
  if (typeof value === 'string') return parseTiles(value);
  checkArray(value as readonly TileLike[], what);
  return (value as readonly TileLike[]).map((t) => (typeof t === 'string' ? tileFromString(t) : checkTile(t)));
}

/** A list of indices 0..`last` of a river, as a set. */
function indicesOf(value: readonly number[] | undefined, what: string, last: number, of: string): Set<number> {
  const out = new Set<number>();
  if (value === undefined) return out;
  checkArray(value, what);
  for (const i of value) {
    if (!Number.isInteger(i) || i < 0 || i > last) fail('INVALID_ARGUMENT', `${what} holds indices of ${of}, 0..${last}, not ${describeValue(i)}`);
    out.add(i);
  }
  return out;
}

/** An entry of `options.open` or `options.quiet`: its seat, its river and tsumogiri flags, and its melds (none for a quiet one). */
function seenOpponentOf(entry: unknown, what: string, players: 3 | 4, taken: readonly Opponent[], open: boolean): Opponent {
  checkObject(entry, what);
  const e = checkOptions(entry as Partial<PositionOpen>, what, open ? ['seat', 'melds', 'river', 'tsumogiri'] : ['seat', 'river', 'tsumogiri']);
  const seat = seatOf(e.seat, what, players, taken);
  let melds: Meld[] = [];
  if (open) {
    const texts = typeof e.melds === 'string' ? e.melds.split(',') : e.melds;
    checkArray(texts as readonly string[], `${what}.melds`);
    melds = (texts as readonly string[]).map((m) => parseMeld(m));
    if (melds.length === 0 || melds.length > 4) fail('INVALID_ARGUMENT', `${what} has 1 to 4 melds, not ${melds.length}`);
  }
  // an open hand may have thrown nothing yet; a quiet opponent is given by its river
  const river = open && e.river === undefined ? [] : riverOf(e.river, `${what}.river`);
  return { what, seat, river, declaredAt: -1, tsumogiri: indicesOf(e.tsumogiri, `${what}.tsumogiri`, river.length - 1, 'its river'), melds, passed: [] };
}

function opponentsOf(o: Partial<PositionTurnOptions>, players: 3 | 4): Opponent[] {
  const out: Opponent[] = [];
  for (const key of ['open', 'quiet'] as const) {
    const entries: readonly unknown[] | undefined = o[key];
    if (entries !== undefined) checkArray(entries, `options.${key}`);
    (entries ?? []).forEach((entry, i) => out.push(seenOpponentOf(entry, `options.${key}[${i}]`, players, out, key === 'open')));
  }
  if (o.riichi !== undefined) checkArray(o.riichi, 'options.riichi');
  (o.riichi ?? []).forEach((r, i) => {
    const what = `options.riichi[${i}]`;
    checkObject(r, what);
    const ro = checkOptions(r, what, ['seat', 'river', 'declaredAt', 'tsumogiri', 'passed']);
    const seat = seatOf(ro.seat, what, players, out);
    let tiles: Tile[];
    let marked: number | undefined;
    if (typeof ro.river === 'string') {
      const parts = ro.river.split('/');
      if (parts.length > 2) fail('SYNTAX', `${what}.river marks the riichi tile once, with one /`, { input: ro.river, offset: ro.river.indexOf('/', ro.river.indexOf('/') + 1) });
      const before = parseTiles(parts[0]!);
      tiles = [...before, ...(parts.length === 2 ? parseTiles(parts[1]!) : [])];
      if (parts.length === 2) {
        if (before.length === 0) fail('SYNTAX', `${what}.river: / follows the riichi tile, so a tile comes before it`, { input: ro.river, offset: 0 });
        marked = before.length - 1;
      }
    } else tiles = riverOf(ro.river, `${what}.river`);
    if (tiles.length === 0) fail('INVALID_ARGUMENT', `${what}.river is empty: a player in riichi has thrown its riichi tile`);
    if (ro.declaredAt !== undefined) {
      if (marked !== undefined) fail('INVALID_ARGUMENT', `${what}: give the riichi tile by / in the river or by declaredAt, not both`);
      if (!Number.isInteger(ro.declaredAt) || ro.declaredAt < 0 || ro.declaredAt >= tiles.length) fail('INVALID_ARGUMENT', `${what}.declaredAt is an index of the river, 0..${tiles.length - 1}, not ${describeValue(ro.declaredAt)}`);
    }
    const declaredAt = ro.declaredAt ?? marked ?? tiles.length - 1;
    const tsumogiri = indicesOf(ro.tsumogiri, `${what}.tsumogiri`, declaredAt, 'its river up to its riichi tile');
    const passed = ro.passed === undefined ? [] : riverOf(ro.passed, `${what}.passed`);
    out.push({ what, seat, river: tiles, declaredAt, tsumogiri, melds: [], passed });
  });
  return out;
}

/**
 * The turn of a position: seat 0's view just after its draw (or its chii or pon), the tiles seen
 * elsewhere lying in another seat's river; and the actions a table would offer: every discard
 * (not the kuikae ones after a call), riichi with each discard that leaves a closed hand tenpai
 * while four tiles are left to draw, tsumo when the hand is complete.
 *
 * With `options.riichi`, those opponents are in riichi: each river, taken from the tiles the
 * position shows, lies in its seat in order, the declaring tile marked and every later one thrown
 * just after its draw; each has paid its stick (1,000 from its score, on the table). With
 * `options.open`, those opponents hold those melds (and that river), taken from the tiles shown
 * too; with `options.quiet`, the other opponents' rivers, and `options.river` the hand's own. The
 * other tiles seen lie in the river of an opponent not given (the hand's own when every one is;
 * none may be left when that is given too). `scores`, `roundNumber`, `honba` and `riichiSticks` set the table around it (the pot
 * a win takes, the round and scores opponent-score and placement play read).
 *
 * A river does not say when each tile was thrown, so what the table knows of the tiles thrown
 * after a riichi comes apart as `safe` (the {@link SafeKinds} the evaluator bot, `tileDanger` and
 * `dealInRisk` take): per seat in riichi, the kinds of its river from its riichi tile on and of
 * the tiles given as `passed`. Hand it to `explain`, which otherwise follows a game's events. A bot
 * then answers a push-or-fold problem; the evaluator bot's `explain` gives its terms. Give the tiles
 * left to draw (`drawable`): the bots weigh the turns still to come, and a position says a full
 * wall unless told.
 *
 * @example
 * ```ts
 * import { positionTurn, priorityDecision } from '@mjkit/bots';
 * const { view, actions } = positionTurn({ hand: '124s14m1234p2444z5z' });
 * view.hand.length; // => 14
 * actions.filter((a) => a.type === 'discard').length; // => 12
 * priorityDecision(view, actions).why; // => { kind: 'discard', rule: 'isolated-number', candidates: [0, 3], style: 'closed', keep: [], riichi: false }
 * positionTurn({ hand: '123m456p789s1122z' }); // throws HAND_SIZE
 * ```
 *
 * @example
 * ```ts
 * import { evaluatorAgent, positionTurn } from '@mjkit/bots';
 * // two from ready, the evaluation's best 5p; the player on the left in riichi after 1z 9m 3m 5s 8p
 * const visible = ['1z', '9m', '3m', '5s', '8p'];
 * const { view, actions, safe } = positionTurn({ hand: '2367m5p99p3478s11z5m', visible, drawable: 50 }, { riichi: [{ seat: 'left', river: '1z9m3m5s8p' }] });
 * view.riichi; // => [false, false, false, true]
 * [...safe[3]!]; // => [16]
 * const { action, why } = evaluatorAgent().explain(view, actions, safe);
 * why.kind === 'discard' && why.discards[0]!.tile >> 2; // => 13
 * // it folds with a tile the riichi threw: 3m, the first in the evaluation's order within 50 points of the safest
 * [action.type === 'discard' && action.tile >> 2, why.kind === 'discard' && why.defence]; // => [2, 'fold']
 * positionTurn({ hand: '2367m5p99p3478s11z5m' }, { riichi: [{ seat: 'left', river: '2z' }] }); // throws INVALID_ARGUMENT
 * ```
 */
export function positionTurn(input: PositionInput | Position, options?: PositionTurnOptions): { view: PlayerView; actions: Action[]; safe: SafeKinds } {
  const p = positionOf(input);
  const checked = checkOptions(options, 'positionTurn options', ['riichi', 'open', 'quiet', 'river', 'scores', 'roundNumber', 'honba', 'riichiSticks']);
  const opponents = opponentsOf(checked, p.rules.players);
  const table = tableOf(checked, p.rules.players);
  const hand = p.hand;
  if (hand.tileCount !== 14) fail('HAND_SIZE', `a turn's hand has 14 tiles (3 per meld), not ${hand.tileCount}`);
  const rules = p.rules;
  const players = rules.players;
  const reds = [rules.redFives.m, rules.redFives.p, rules.redFives.s];
  const used = new Uint8Array(136);
  /** Copies placed so far per face (core tiles 0..36: a red five is its own face). */
  const placed = new Uint8Array(37);
  const idOf = (t: Tile): TileId => {
    const k = kindOf(t);
    const redFive = k < 27 && k % 9 === 4 && reds[(k - 4) / 9]! > 0;
    for (let c = 0; c < 4; c++) {
      const id = k * 4 + c;
      if (used[id] || (redFive && (t >= 34) !== (c === 0))) continue;
      used[id] = 1;
      placed[t]!++;
      return id;
    }
    return fail('FIFTH_COPY', `no copy of tile ${t} left to place`);
  };
  const meldOf = (m: (typeof hand.melds)[number]): TableMeld => {
    const ids = m.tiles.map(idOf);
    const at = (t: Tile | null) => (t === null ? null : (ids[m.tiles.indexOf(t)] as TileId));
    return { type: m.type, tiles: [...ids].sort((a, b) => a - b), called: at(m.called), from: m.from, added: at(m.added) };
  };
  const melds = hand.melds.map(meldOf);
  const drawnTile = hand.drawn;
  const concealed = hand.concealedTiles();
  const ids = concealed.map(idOf);
  const drawn = drawnTile === null ? null : (ids[concealed.lastIndexOf(drawnTile)] as TileId);
  const indicators = p.doraIndicators.map(idOf);
  /** Copies of a face seen and not yet placed in a river. */
  const seenLeft = (face: number): number => {
    const k = face < 34 ? face : (face - 34) * 9 + 4;
    const plainFive = face < 34 && k < 27 && k % 9 === 4;
    const inPlay = players === 3 && k >= 1 && k <= 7 ? 0 : face >= 34 ? reds[face - 34]! : plainFive ? 4 - reds[(k - 4) / 9]! : 4;
    return inPlay - placed[face]! - p.unseen[face]!;
  };
  const rivers: RiverTile[][] = [[], [], [], []];
  const tableMelds: TableMeld[][] = [melds, [], [], []];
  for (const o of opponents) {
    for (const m of o.melds) {
      // the copies of each face the meld holds, all checked before any is placed
      const need = new Map<number, number>();
      for (const t of m.tiles) need.set(t, (need.get(t) ?? 0) + 1);
      for (const [t, n] of need) if (seenLeft(t) < n) fail('INVALID_ARGUMENT', `the melds of seat ${o.seat} hold more ${tileToString(t)} than the position's visible tiles show; count them among them`);
      tableMelds[o.seat]!.push(meldOf(m));
    }
    o.river.forEach((t, i) => {
      if (seenLeft(t) <= 0) fail('INVALID_ARGUMENT', `the river of seat ${o.seat}${o.declaredAt >= 0 ? ' (in riichi)' : ''} holds more ${tileToString(t)} than the position's visible tiles show; count its river among them`);
      rivers[o.seat]!.push({ tile: idOf(t), tsumogiri: (o.declaredAt >= 0 && i > o.declaredAt) || o.tsumogiri.has(i), riichi: i === o.declaredAt, called: false });
    });
  }
  const own = checked.river === undefined ? null : riverOf(checked.river, 'options.river');
  for (const t of own ?? []) {
    if (seenLeft(t) <= 0) fail('INVALID_ARGUMENT', `the hand's own river holds more ${tileToString(t)} than the position's visible tiles show; count its river among them`);
    rivers[0]!.push({ tile: idOf(t), tsumogiri: false, riichi: false, called: false });
  }
  const inRiichi = (s: number) => opponents.some((o) => o.seat === s && o.declaredAt >= 0);
  // what is neither held, unseen nor in a river or meld given lies in the river of an opponent not
  // given, or the hand's own
  const free = (players === 4 ? [2, 1, 3] : [1, 2]).filter((s) => !opponents.some((o) => o.seat === s));
  const other = (free[0] ?? (own === null ? 0 : null)) as Seat | null;
  for (let face = 0; face < 37; face++) {
    const seen = seenLeft(face);
    if (seen > 0 && other === null) fail('INVALID_ARGUMENT', `every river is given, but ${tileToString(face)} is seen and in none of them or the melds`);
    for (let i = 0; i < seen; i++) rivers[other!]!.push({ tile: idOf(face), tsumogiri: false, riichi: false, called: false });
  }
  // the tiles passed after a riichi lie in another seat's river (or meld, when called)
  const safe: (ReadonlySet<number> | undefined)[] = [undefined, undefined, undefined, undefined];
  const elsewhere = (k: number, seat: number) => rivers.some((rv, s) => s !== seat && rv.some((x) => x.tile >> 2 === k)) || tableMelds.some((ms, s) => s !== seat && ms.some((m) => m.tiles.some((x) => x >> 2 === k)));
  for (const o of opponents) {
    if (o.declaredAt < 0) continue;
    for (const t of o.passed) if (!elsewhere(kindOf(t), o.seat)) fail('INVALID_ARGUMENT', `${o.what}.passed: ${tileToString(t)} lies in no other seat's river or meld; count it among the position's visible tiles`);
    safe[o.seat] = new Set([...o.river.slice(o.declaredAt), ...o.passed].map(kindOf));
  }
  const seatWind = p.seatWind;
  const dealer = ((players - seatWind) % players) as Seat;
  const view: PlayerView = {
    seat: 0 as Seat,
    players,
    round: p.roundWind * players + (table.roundNumber === undefined ? dealer : table.roundNumber - 1),
    roundWind: p.roundWind,
    honba: table.honba,
    riichiSticks: table.riichiSticks ?? opponents.filter((o) => o.declaredAt >= 0).length,
    dealer,
    seatWind,
    redFives: hasRedFives(rules),
    hand: ids,
    drawn,
    melds: tableMelds,
    rivers,
    riichi: [0, 1, 2, 3].map(inRiichi),
    scores: Array.from({ length: 4 }, (_, s) => (s >= players ? 0 : table.scores !== undefined ? table.scores[s]! : rules.startingPoints - (inRiichi(s) ? 1000 : 0))),
    kita: [0, 0, 0, 0],
    bonus: [[], [], [], []],
    doraIndicators: indicators,
    tilesLeft: p.drawable,
    lastDiscard: null,
  };
  return { view, actions: turnActions(p, ids, melds), safe };
}

function turnActions(p: Position, ids: readonly TileId[], melds: readonly TableMeld[]): Action[] {
  const hand = p.hand;
  const reds = [p.rules.redFives.m, p.rules.redFives.p, p.rules.redFives.s];
  const counts = new Uint8Array(34);
  for (const id of ids) counts[id >> 2]!++;
  const actions: Action[] = [];
  if (shanten(counts) === -1) actions.push({ type: 'tsumo' });
  const last = melds[melds.length - 1];
  const deny = new Set<number>(hand.afterCall && last !== undefined && last.called !== null && !p.rules.kuikae ? kuikaeKinds(last) : []);
  const canRiichi = hand.isClosed && !hand.afterCall && p.drawable >= 4;
  const seen = new Set<number>();
  for (const id of ids) {
    const red = (id === 16 || id === 52 || id === 88) && reds[(id - 16) / 36]! > 0;
    const face = red ? 1000 + id : id >> 2;
    if (seen.has(face) || deny.has(id >> 2)) continue;
    seen.add(face);
    actions.push({ type: 'discard', tile: id, riichi: false });
    if (canRiichi) {
      counts[id >> 2]!--;
      if (shanten(counts) === 0) actions.push({ type: 'discard', tile: id, riichi: true });
      counts[id >> 2]!++;
    }
  }
  return actions;
}
