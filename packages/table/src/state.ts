// The state of one round at the table, built by applying its events in order. Each event is
// checked against the state as it is applied (hand sizes, tiles held, no tile id twice, calls of
// the last discard, scores before each result), so a record that contradicts itself stops with
// LOG_INCONSISTENT at the event that does. The engine, log replay, the player views and the
// legal actions all read this one state.
import { isHongKongRules, isOpenMeld, tileFromId } from '@mjkit/core';
import type { HongKongRules, Rules, Seat, Tile, TileId, Wind } from '@mjkit/core';
import { describeValue, fail, keepHiddenClass } from '@mjkit/core/internal';
import { EventCode, eventCode } from './events.js';
import type { BonusEvent, CallEvent, DiscardEvent, DoraEvent, DrawEvent, RiichiAcceptedEvent, RiichiEvent, RoundEvent, RoundStart, RyuukyokuEvent, RyuukyokuKind, WinEvent } from './events.js';
import { waitsOf } from './actions.js';
import { meldProblem } from './meld.js';
import type { TableMeld } from './meld.js';

/** One discard in a river. */
export interface RiverTile {
  readonly tile: TileId;
  /** Discarded straight after drawing it. */
  readonly tsumogiri: boolean;
  /** The discard that declared riichi. */
  readonly riichi: boolean;
  /** Taken by another player's call (it then stands in that meld). */
  readonly called: boolean;
}

/** The game around a round: what the state needs to know that the round start does not say. */
export interface TableSetup {
  /** Four players, or three (seat 3 is empty). */
  readonly players: 3 | 4;
  /** Whether tile ids 16, 52, 88 are red fives. */
  readonly redFives: boolean;
  /**
   * A Hong Kong table: no dora (the start's `doraIndicator` is null), the eight bonus tiles in the
   * wall when `bonusTiles`, and the wall played until `deadWall` tiles are left. Absent: riichi.
   */
  readonly hongKong?: { readonly bonusTiles: boolean; readonly deadWall: number };
  /** The points a riichi puts on the table (`riichiDeposit` of the rules); absent: 1,000. */
  readonly riichiDeposit?: number;
}

/**
 * The table setup that a rule set plays: its players, red fives and riichi deposit, or, for Hong
 * Kong rules, the Hong Kong table (bonus tiles, dead wall). A table's tiles are Tenhou's ids, whose
 * red fives are ids 16, 52 and 88 or none: rules with another count of red fives (two red 5p, or
 * a red 5p but no red 5s) throw `INVALID_RULES`, where the table would deal red fives that the
 * scoring of the same rules refuses.
 */
export function tableSetupOf(rules: Rules | HongKongRules): TableSetup {
  if (isHongKongRules(rules)) return { players: 4, redFives: false, hongKong: { bonusTiles: rules.bonusTiles, deadWall: rules.deadWall } };
  const { m, p, s } = rules.redFives;
  // three players have no 5m
  const counts = rules.players === 3 ? [p, s] : [m, p, s];
  if (!counts.every((n) => n === counts[0]) || (counts[0] as number) > 1) {
    fail('INVALID_RULES', `a table deals Tenhou's tile ids, whose red fives are one of each five or none: redFives ${rules.players === 3 ? 'p and s' : 'm, p and s'} all 1 or all 0, not ${JSON.stringify(rules.redFives)}`);
  }
  return { players: rules.players, redFives: counts[0] === 1, riichiDeposit: rules.riichiDeposit };
}

/** Where an error of the state is located: the round's index in its game, and the file. */
export interface StateLocation {
  readonly round?: number | undefined;
  readonly file?: string | undefined;
}

/** A tile another player could win on: a discard, the tile added to a kakan, or a kita. */
export interface Offer {
  readonly seat: Seat;
  readonly tile: TileId;
  readonly kind: 'discard' | 'kakan' | 'kita';
  /** The event index of the offer. */
  readonly event: number;
}

const FREE = -1;
const RIVER = 10;
const MELD = 20;
const INDICATOR = 30;

const lastDiscards: ({ readonly seat: Seat; readonly tile: TileId } | undefined)[] = [];

/** The frozen `lastDiscard` of a seat and tile (one per pair, made at first use). */
function lastDiscardOf(seat: Seat, tile: TileId): { readonly seat: Seat; readonly tile: TileId } {
  return (lastDiscards[seat * 136 + tile] ??= Object.freeze({ seat, tile }));
}

const riverTiles: (RiverTile | undefined)[] = [];

/**
 * The frozen river tile of a tile id and its three flags (one per combination, made at first use):
 * rivers are shared with player views, so nothing in them can be changed.
 */
function riverTileOf(tile: TileId, tsumogiri: boolean, riichi: boolean, called: boolean): RiverTile {
  return (riverTiles[tile * 8 + (tsumogiri ? 4 : 0) + (riichi ? 2 : 0) + (called ? 1 : 0)] ??= Object.freeze({ tile, tsumogiri, riichi, called }));
}

// The `where` and count tables of the states, carved from shared buffers (slabs) in parts of
// 136 bytes: a typed array of over 64 bytes made with its own buffer costs some 350–650 ns (V8
// allocates its memory outside the heap), a view into an existing buffer 40; a replay makes one
// state a round. A slab is freed when the last state that views it is.
const SLAB_PARTS = 64;
let slab = new ArrayBuffer(0);
let slabNext = SLAB_PARTS;

/** Where the next part of the current slab starts (a new slab when it is used up). */
function slabPart(): number {
  if (slabNext === SLAB_PARTS) {
    slab = new ArrayBuffer(136 * SLAB_PARTS);
    slabNext = 0;
  }
  return 136 * slabNext++;
}

/** A fresh `where` table: 136 entries of FREE. */
function whereTable(): Int8Array {
  const at = slabPart(); // first: it may start a new slab
  return new Int8Array(slab, at, 136).fill(FREE);
}

/** Four fresh count tables of 34 kinds (zeros), in one part of a slab. */
function countTables(): Uint8Array[] {
  const at = slabPart(); // first: it may start a new slab
  return [new Uint8Array(slab, at, 34), new Uint8Array(slab, at + 34, 34), new Uint8Array(slab, at + 68, 34), new Uint8Array(slab, at + 102, 34)];
}

/**
 * The fields of a {@link TableState} as its own methods write them: everyone else sees them
 * read-only (the class declares them so), and only `apply` changes them.
 */
interface Writable {
  hands: TileId[][];
  counts: Uint8Array[];
  where: Int8Array;
  melds: (readonly TableMeld[])[];
  rivers: RiverTile[][];
  riichi: readonly boolean[];
  riichiPending: boolean[];
  doubleRiichi: boolean[];
  ippatsu: boolean[];
  kita: readonly number[];
  bonus: readonly (readonly number[])[];
  bonusOut: number;
  bonusReplacementDue: boolean;
  lastDrawWasBonusReplacement: boolean;
  kans: number[];
  doraIndicators: readonly TileId[];
  scores: readonly number[];
  riichiSticks: number;
  tilesLeft: number;
  discards: number[];
  sets: number[];
  lastDiscard: { readonly seat: Seat; readonly tile: TileId } | null;
  robbable: { readonly seat: Seat; readonly tile: TileId; readonly kind: 'kakan' | 'kita' } | null;
  lastDrawSeat: number;
  lastDrawn: number[];
  lastDrawWasReplacement: boolean;
  replacementDue: boolean;
  kanBreaksIppatsu: boolean;
  anyCall: boolean;
  forbidden: (readonly number[] | null)[];
  offers: Offer[];
  lastDiscardEvent: number[];
  riichiEvent: number[];
  nagashi: boolean[];
  events: RoundEvent[];
  version: number;
}

/**
 * The state of a round, event by event. Fast: one state serves a whole replay or engine round.
 * Its fields are read-only to everyone but itself (arrays included): read them, and change the
 * state only with {@link apply}.
 *
 * @example
 * ```ts
 * import { TableState } from '@mjkit/table';
 * const hands = [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + s * 13 + i));
 * const state = new TableState({ players: 4, redFives: true }, { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands });
 * state.apply({ type: 'draw', seat: 0, tile: 60 });
 * state.apply({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
 * [state.tilesLeft, state.rivers[0]?.length, state.lastDiscard?.tile]; // => [69, 1, 60]
 * state.apply({ type: 'discard', seat: 1, tile: 17, tsumogiri: false }); // throws LOG_INCONSISTENT
 * ```
 */
export class TableState {
  readonly players: 3 | 4;
  readonly redFives: boolean;
  /** The points a riichi puts on the table (the setup's `riichiDeposit`, 1,000 by default). */
  readonly riichiDeposit: number;
  /** The round's start, as given. */
  readonly start: RoundStart;
  /** Where each tile id is: -1 unseen, 0..3 that seat's hand, 10 a river, 20 a meld, 30 a dora indicator. */
  readonly where: Readonly<Int8Array> = whereTable();
  /** Each seat's concealed tiles, in the order they came. */
  readonly hands: readonly (readonly TileId[])[];
  /** Each seat's concealed tiles counted per kind (kept as the hand changes). */
  readonly counts: readonly Readonly<Uint8Array>[];
  /**
   * Each seat's melds (kita included), in the order made; a kakan replaces its pon. Each seat's
   * array is replaced when it changes (the melds in it are frozen).
   */
  readonly melds: readonly (readonly TableMeld[])[];
  /**
   * Each seat's river, of frozen river tiles. A river grows in place (and its last tile is
   * replaced when it is called): copy a river you keep across events, as a player view does.
   */
  readonly rivers: readonly (readonly RiverTile[])[];
  /** Riichi declared and its discard made. Replaced when it changes. */
  readonly riichi: readonly boolean[];
  /** Riichi declared, its discard not yet made. */
  readonly riichiPending: readonly boolean[];
  /** Riichi declared on the seat's first discard with no call before (double riichi). */
  readonly doubleRiichi: readonly boolean[];
  /** Ippatsu chances still open. */
  readonly ippatsu: readonly boolean[];
  /** North tiles set aside (three-player games). Replaced when it changes. */
  readonly kita: readonly number[];
  /** Hong Kong: the bonus tiles (1–8) each seat has set aside. Replaced when it changes. */
  readonly bonus: readonly (readonly number[])[];
  /** @internal The bonus tiles out of the wall, as bits 1 << tile. */
  readonly bonusOut: number = 0;
  /** @internal A bonus tile's replacement is due. */
  readonly bonusReplacementDue: boolean = false;
  /** Whether the seat's last draw was the replacement of a bonus tile (Hong Kong). */
  readonly lastDrawWasBonusReplacement: boolean = false;
  /** The Hong Kong table's setup, or null at a riichi table. */
  readonly hongKong: { readonly bonusTiles: boolean; readonly deadWall: number } | null;
  /** Kans made, per seat. */
  readonly kans: readonly number[];
  /** The dora indicators shown. Replaced when one is added. */
  readonly doraIndicators: readonly TileId[];
  /** Each seat's score. Replaced when it changes. */
  readonly scores: readonly number[];
  readonly riichiSticks: number;
  /** Tiles still to be drawn from the live wall. */
  readonly tilesLeft: number;
  /** Discards made, per seat. */
  readonly discards: readonly number[];
  /** Chii, pon and kans of the seat (kita apart): each counts three tiles of the hand size. */
  readonly sets: readonly number[];
  /** The last discard while it can still be called or ronned, else null. */
  readonly lastDiscard: { readonly seat: Seat; readonly tile: TileId } | null = null;
  /** A kakan or kita just made, which a ron could rob; else null. */
  readonly robbable: { readonly seat: Seat; readonly tile: TileId; readonly kind: 'kakan' | 'kita' } | null = null;
  /** The seat that drew or called last, whose turn it is. */
  readonly lastDrawSeat: number = -1;
  /** The last tile each seat drew (for tsumogiri), or -1. */
  readonly lastDrawn: readonly number[];
  /** Whether the seat's last draw was the replacement after a kan or kita. */
  readonly lastDrawWasReplacement: boolean = false;
  /** A replacement draw is due (after a kan or kita). */
  readonly replacementDue: boolean = false;
  /** A kan stands, whose replacement draw will end the ippatsu chances. */
  readonly kanBreaksIppatsu: boolean = false;
  /** Any call, kan or kita made this round: the first go-around is broken. */
  readonly anyCall: boolean = false;
  /** Tile kinds the seat may not discard next (kuikae after chii or pon), or null. */
  readonly forbidden: readonly (readonly number[] | null)[];
  /** Every tile another player could have won on, in order. */
  readonly offers: readonly Offer[] = [];
  /** Event index of each seat's last discard, and of its riichi discard (-1 none). */
  readonly lastDiscardEvent: readonly number[];
  readonly riichiEvent: readonly number[];
  /** Each seat's discards are all terminals and honours, and none was called (nagashi mangan). */
  readonly nagashi: readonly boolean[];
  /** The events applied so far, and the last one. */
  readonly events: readonly RoundEvent[] = [];
  /** Increased by every event (for views that must not outlive the state they saw). */
  readonly version: number = 0;
  /**
   * A lower bound of each seat's shanten, kept cheaply: the last one computed at a turn, less one
   * for every draw or call since (each adds one tile). Lets the legal actions skip shanten on
   * hands that are far from tenpai.
   */
  readonly #shantenSeen = [-2, -2, -2, -2]; // array literals: a small typed array costs several times more to make
  readonly #shantenAge = [0, 0, 0, 0];
  /** The waits of each seat's hand while it does not change (see `waitsOf`); null when not known. */
  readonly #waits: (readonly number[] | null)[] = [null, null, null, null];
  /**
   * The seat whose draw (or bonus tile) comes next, or −1 while none may draw (a seat holds the 14
   * of its turn): the dealer first, the next seat after a discard, the caller after a kan or kita
   * (its replacement) and after a bonus tile.
   */
  #drawer = -1;
  /** How the round has ended: 0 not yet, 1 by a win (a ron's other winners may follow), 2 by a draw. */
  #ended = 0;
  /** The seats whose riichi deposit has been taken. */
  readonly #deposited = [false, false, false, false];
  /** Where this round is (its index in the game, the file), for the errors it throws. */
  readonly location: StateLocation;

  constructor(setup: TableSetup, start: RoundStart, where: StateLocation = {}) {
    if (setup === null || typeof setup !== 'object' || (setup.players !== 3 && setup.players !== 4) || typeof setup.redFives !== 'boolean') {
      fail('INVALID_ARGUMENT', `a table setup is { players: 3 | 4, redFives: boolean, hongKong? }, not ${describeValue(setup)}`);
    }
    const hk = setup.hongKong ?? null;
    if (hk !== null && (typeof hk !== 'object' || typeof hk.bonusTiles !== 'boolean' || !Number.isInteger(hk.deadWall) || hk.deadWall < 0 || setup.players !== 4 || setup.redFives)) {
      fail('INVALID_ARGUMENT', `a Hong Kong table setup is { players: 4, redFives: false, hongKong: { bonusTiles: boolean, deadWall: number ≥ 0 } }, not ${describeValue(setup)}`);
    }
    const deposit = setup.riichiDeposit ?? 1000;
    if (!(Number.isInteger(deposit) && deposit >= 0)) fail('INVALID_ARGUMENT', `a table setup's riichiDeposit is a whole number of points ≥ 0, not ${describeValue(deposit)}`);
    this.hongKong = hk;
    this.players = setup.players;
    this.redFives = setup.redFives;
    this.riichiDeposit = deposit;
    this.start = start;
    this.location = where;
    this.#drawer = start.dealer;
    // array literals, not new Array(4).fill(…): those are holey, and every read of them checks for holes
    const seats = (): number[] => [0, 0, 0, 0];
    const flags = (): boolean[] => [false, false, false, false];
    this.hands = [[], [], [], []];
    this.counts = countTables();
    this.melds = [[], [], [], []];
    this.rivers = [[], [], [], []];
    this.riichi = flags();
    this.riichiPending = flags();
    this.doubleRiichi = flags();
    this.ippatsu = flags();
    this.kita = seats();
    this.bonus = [[], [], [], []];
    this.kans = seats();
    this.discards = seats();
    this.sets = seats();
    this.lastDrawn = [-1, -1, -1, -1];
    this.forbidden = [null, null, null, null];
    this.lastDiscardEvent = [-1, -1, -1, -1];
    this.riichiEvent = [-1, -1, -1, -1];
    this.nagashi = [true, true, true, this.players === 4];
    this.scores = start.scores.slice();
    this.riichiSticks = start.riichiSticks;
    if (hk === null) {
      if (start.doraIndicator === null) this.inconsistent('a riichi round starts without a dora indicator', -1);
      this.doraIndicators = [start.doraIndicator];
      this.tilesLeft = (this.players === 4 ? 136 : 108) - 14 - 13 * this.players;
      this.place(start.doraIndicator, INDICATOR, -1);
      if (start.bonus !== undefined && start.bonus.some((b) => b.length > 0)) this.inconsistent('bonus tiles at a riichi table', -1);
    } else {
      if (start.doraIndicator !== null) this.inconsistent('a Hong Kong round has no dora indicator', -1);
      if (start.riichiSticks !== 0) this.inconsistent(`a Hong Kong round starts with ${start.riichiSticks} riichi sticks, not 0`, -1);
      this.doraIndicators = [];
      this.tilesLeft = 136 + (hk.bonusTiles ? 8 : 0) - 13 * 4 - hk.deadWall;
      const w = this as unknown as Writable;
      const dealt = start.bonus ?? [];
      if (dealt.length > 4) this.inconsistent(`bonus tiles for ${dealt.length} seats`, -1);
      for (let seat = 0; seat < dealt.length; seat++) {
        for (const b of dealt[seat] as readonly number[]) this.setAside(seat as Seat, b, -1);
      }
      w.bonusReplacementDue = false;
      w.replacementDue = false;
    }
    for (let seat = 0; seat < start.hands.length; seat++) {
      const hand = start.hands[seat] as readonly TileId[];
      if (seat >= this.players && hand.length === 0) continue;
      if (hand.length !== 13) this.inconsistent(`seat ${seat} is dealt ${hand.length} tiles`, -1);
      const held = this.hands[seat] as TileId[];
      const counts = this.counts[seat] as Uint8Array;
      for (let k = 0; k < 13; k++) {
        const t = hand[k] as TileId;
        this.place(t, seat, -1);
        held.push(t);
        counts[t >> 2]!++;
      }
    }
  }

  /** The round's number (0 = East 1 …), its wind (0 = East) and its dealer. */
  get round(): number {
    return this.start.round;
  }
  get roundWind(): Wind {
    return ((this.start.round / 4) | 0) as Wind;
  }
  get dealer(): Seat {
    return this.start.dealer;
  }

  /** The last event applied, or null before the first. */
  get lastEvent(): RoundEvent | null {
    return this.events[this.events.length - 1] ?? null;
  }

  /** The seat wind of a seat this round (0 = East, the dealer). */
  seatWind(seat: Seat): Wind {
    return ((seat - this.start.dealer + this.players) % this.players) as Wind;
  }

  /** The tile (kind and red) of an id under this table's red-five rule. */
  tile(id: TileId): Tile {
    return tileFromId(id, this.redFives);
  }

  /** Tiles in the seat's hand plus three per set (kita apart): 13 between turns, 14 to discard. */
  size(seat: Seat): number {
    return (this.hands[seat] as TileId[]).length + 3 * (this.sets[seat] as number);
  }

  /** Kans made by everyone. */
  get totalKans(): number {
    return (this.kans[0] as number) + (this.kans[1] as number) + (this.kans[2] as number) + (this.kans[3] as number);
  }

  private inconsistent(message: string, event: number): never {
    fail('LOG_INCONSISTENT', message, { round: this.location.round, event: event < 0 ? undefined : event, file: this.location.file });
  }

  /** Throws: `seat` draws (`what`) when another seat, or none, draws next. */
  private outOfTurn(seat: Seat, what: string, event: number): never {
    const due = this.#drawer;
    if (due < 0) this.inconsistent(`seat ${seat} ${what}, but no seat draws now`, event);
    if (this.events.length === 0 && due === this.start.dealer) this.inconsistent(`seat ${seat} ${what} first, but the round's dealer is seat ${due}`, event);
    return this.inconsistent(`seat ${seat} ${what}, but seat ${due} draws next`, event);
  }

  private place(tile: TileId, where: number, event: number): void {
    const w = this as unknown as Writable;
    if (!(tile >= 0 && tile < 136) || w.where[tile] !== FREE) this.inconsistent(`tile id ${tile} appears twice`, event);
    w.where[tile] = where;
  }

  /**
   * @internal A value derived from the seat's hand, kept until the hand changes: the waits,
   * which every offer asks for.
   */
  cachedWaits(seat: Seat, compute: () => readonly number[]): readonly number[] {
    return (this.#waits[seat] ??= compute());
  }

  /** @internal A lower bound of the seat's shanten now (see the field). */
  shantenFloor(seat: Seat): number {
    return (this.#shantenSeen[seat] as number) - (this.#shantenAge[seat] as number);
  }

  /** @internal Notes the shanten of the seat's hand computed now; returns it. */
  noteShanten(seat: Seat, s: number): number {
    this.#shantenSeen[seat] = s;
    this.#shantenAge[seat] = 0;
    return s;
  }

  /** @internal The decision the state waits for, kept until the next event (see `decisionOf`). */
  cachedDecision<T>(compute: (state: TableState) => T): T {
    if (this.#decisionVersion !== this.version) {
      this.#decision = compute(this);
      this.#decisionVersion = this.version;
    }
    return this.#decision as T;
  }

  #decision: unknown = null;
  #decisionVersion = -1;

  private take(seat: Seat, tile: TileId, event: number, what: string): void {
    const w = this as unknown as Writable;
    this.#waits[seat] = null;
    const hand = w.hands[seat] as TileId[];
    // `where` says whether the seat holds the tile; then lastIndexOf and splice(at, 1) written out
    // as one loop from the end (the builtins' calls cost more, and a search then a shift has two
    // unpredictable loop exits): the tiles after the one taken move down a place. From the end:
    // the tile discarded is often the one just drawn.
    if (w.where[tile] !== seat) this.inconsistent(`${what}: seat ${seat} does not hold tile ${tile}`, event);
    let carry = hand.pop() as TileId;
    for (let k = hand.length - 1; carry !== tile && k >= 0; k--) {
      const t = hand[k] as TileId;
      hand[k] = carry;
      carry = t;
    }
    (w.counts[seat] as Uint8Array)[tile >> 2]!--;
    w.where[tile] = FREE;
  }

  /**
   * @internal Exchanges two tiles hidden from one viewer (each in another seat's hand, or not yet
   * seen): a table rebuilt from one seat's view (an mjai bot's) holds stand-ins for the others'
   * tiles, and gives a stand-in the identity of a tile when that seat shows it.
   */
  exchangeHidden(a: TileId, b: TileId): void {
    const w = this as unknown as Writable;
    const wa = w.where[a] as number;
    const wb = w.where[b] as number;
    const hidden = (w: number) => w === FREE || (w >= 0 && w < 4);
    if (!hidden(wa) || !hidden(wb)) fail('ILLEGAL_STATE', `tiles ${a} and ${b} are not both hidden`);
    const swapIn = (seat: number, from: TileId, to: TileId) => {
      if (seat < 0 || seat > 3) return;
      const hand = w.hands[seat] as TileId[];
      hand[hand.indexOf(from)] = to;
      const counts = w.counts[seat] as Uint8Array;
      counts[from >> 2]!--;
      counts[to >> 2]!++;
      if (w.lastDrawn[seat] === from) w.lastDrawn[seat] = to;
      this.#waits[seat] = null;
    };
    swapIn(wa, a, b);
    swapIn(wb, b, a);
    w.where[a] = wb;
    w.where[b] = wa;
    for (const at of [wa, wb]) if (at >= 0 && at < 4) this.#shantenSeen[at] = -2; // not known any more
    w.version++;
  }

  /** The seat a relative source points to, counted around four chairs (Tenhou, sanma included). */
  source(seat: Seat, rel: number): Seat {
    return ((seat + rel) % 4) as Seat;
  }

  /**
   * Applies one event, checking it against the state; `index` (default: the next) locates an
   * error. Throws `LOG_INCONSISTENT` for an event that cannot happen here.
   */
  apply(e: RoundEvent, index = this.events.length): void {
    this.applyCoded(e, eventCode(e), index);
  }

  /**
   * @internal {@link apply} of an event whose type the caller has read as an `EventCode`: each
   * field is read where the type is known, at a site that sees one shape of event.
   */
  applyCoded(e: RoundEvent, code: number, index: number): void {
    const w = this as unknown as Writable;
    w.version++;
    if (this.#ended !== 0 && code !== EventCode.disconnect && code !== EventCode.reconnect && !(this.#ended === 1 && code === EventCode.win)) {
      this.inconsistent(`a ${e.type} after the round ended in a ${this.#ended === 1 ? 'win' : 'draw'}`, index);
    }
    switch (code) {
      case EventCode.draw: {
        const d = e as DrawEvent;
        this.draw(d.seat, d.tile, index);
        break;
      }
      case EventCode.discard: {
        const d = e as DiscardEvent;
        this.discard(d.seat, d.tile, d.tsumogiri, index);
        break;
      }
      case EventCode.riichi:
        this.declareRiichi((e as RiichiEvent).seat, index);
        break;
      case EventCode.riichiAccepted:
        this.takeRiichiDeposit(e as RiichiAcceptedEvent, index);
        break;
      case EventCode.call: {
        const c = e as CallEvent;
        this.call(c.seat, c.meld, index);
        break;
      }
      case EventCode.dora: {
        const indicator = (e as DoraEvent).indicator;
        if (this.hongKong !== null) this.inconsistent('a dora indicator at a Hong Kong table', index);
        // the first indicator is the round's; each later one a kan's
        if (w.doraIndicators.length > this.totalKans) this.inconsistent(`a dora indicator more than the ${this.totalKans} kan(s) made reveal`, index);
        this.place(indicator, INDICATOR, index);
        w.doraIndicators = [...w.doraIndicators, indicator];
        break;
      }
      case EventCode.win:
        this.win(e as WinEvent, index);
        break;
      case EventCode.bonus: {
        const b = e as BonusEvent;
        if (b.seat !== this.#drawer) this.outOfTurn(b.seat, 'sets a bonus tile aside', index);
        if (this.size(b.seat) !== 13) this.inconsistent(`seat ${b.seat} sets a bonus tile aside holding ${this.size(b.seat)} tiles`, index);
        this.setAside(b.seat, b.tile, index);
        w.lastDrawSeat = b.seat;
        w.lastDiscard = null;
        w.robbable = null;
        break;
      }
      case EventCode.ryuukyoku:
        this.ryuukyoku(e as RyuukyokuEvent, index);
        break;
      default:
        break; // disconnect, reconnect
    }
    w.events.push(e);
  }

  // The rarer events apart, in methods of their own: a closure in applyCoded or discard would
  // make V8 allocate a context on every call of them (their parameters captured), not only here.

  private declareRiichi(seat: Seat, i: number): void {
    const w = this as unknown as Writable;
    const melds = w.melds[seat] as TableMeld[];
    for (let k = 0; k < melds.length; k++) if (isOpenMeld(melds[k] as TableMeld)) this.inconsistent(`seat ${seat} declares riichi with an open hand`, i);
    if (w.riichi[seat] || w.riichiPending[seat]) this.inconsistent(`seat ${seat} declares riichi twice`, i);
    if (this.size(seat) !== 14) this.inconsistent(`seat ${seat} declares riichi holding ${this.size(seat)} tiles, not on its turn`, i);
    w.riichiPending[seat] = true;
  }

  private takeRiichiDeposit(a: RiichiAcceptedEvent, i: number): void {
    const w = this as unknown as Writable;
    if (!w.riichi[a.seat]) this.inconsistent(`seat ${a.seat}'s riichi is accepted, but it has declared none with a discard`, i);
    if (this.#deposited[a.seat]) this.inconsistent(`seat ${a.seat}'s riichi is accepted twice`, i);
    this.#deposited[a.seat] = true;
    const scores = w.scores.slice();
    scores[a.seat] = (scores[a.seat] as number) - this.riichiDeposit;
    w.scores = scores;
    w.riichiSticks++;
    const logged = a.scores;
    if (logged) {
      const n = Math.min(this.players, logged.length);
      for (let k = 0; k < n; k++) {
        if (logged[k] !== scores[k]) this.inconsistent(`scores after the riichi deposit are ${logged} in the log, ${scores} replayed`, i);
      }
    }
  }

  /**
   * @internal Whether the round may end now in a draw of `kind`: the wall empty for an
   * exhaustive draw (and a river all terminals and honours, none called, for nagashi mangan),
   * four riichi, four kans by more than one seat, the first four discards one wind with no call,
   * three seats waiting on the tile offered (`shown`: the hands the draw shows). A Hong Kong table
   * ends in the exhaustive draw only. Whether a riichi game's rules have the draw at all, and nine
   * terminals (a player's choice, judged by the legal actions), are not the table's to say. The
   * one home of these conditions: the engine ends a round by them, a log's draw is checked by them.
   */
  mayEndInDraw(kind: RyuukyokuKind, shown: readonly (readonly TileId[] | null)[] = []): boolean {
    if (this.hongKong !== null && kind !== 'exhaustive') return false; // Hong Kong has no abortive draws
    switch (kind) {
      case 'exhaustive':
        return this.tilesLeft === 0;
      case 'nagashi-mangan':
        return this.tilesLeft === 0 && this.nagashi.some((n, s) => n && (this.discards[s] as number) > 0);
      case 'four-riichi':
        return this.players === 4 && this.riichi.every(Boolean);
      case 'four-kans':
        return this.totalKans >= 4 && this.kans.every((n) => n < 4);
      case 'four-winds': {
        if (this.players !== 4 || this.anyCall || this.discards.some((d) => d !== 1)) return false;
        const k = (this.rivers[0]![0]!.tile as number) >> 2;
        return k >= 27 && k <= 30 && this.rivers.every((r) => (r[0]!.tile as number) >> 2 === k);
      }
      case 'triple-ron': {
        const offered = this.robbable ?? this.lastDiscard;
        if (offered === null) return false;
        let waiting = 0;
        for (let s = 0; s < this.players; s++) {
          if (shown[s] && s !== offered.seat && waitsOf(this, s as Seat).includes(offered.tile >> 2)) waiting++;
        }
        return waiting === 3;
      }
      default:
        return true;
    }
  }

  /**
   * @internal The abortive draw that ends the round here, a discard having just passed unronned
   * (its riichi deposit taken), before the next draw or, `calling`, a call of it; null when the
   * round goes on. Of the draws `flags` (the rules' `abortiveDraws`) turn on: four riichi; four
   * winds (before the call too); four kans, unless the discard is called. The one home of when
   * these draws fall: the engine ends its rounds here, and `validateGame` refuses a log's draw or
   * call where this says the round had ended.
   */
  abortiveDrawDue(flags: Rules['abortiveDraws'], calling: boolean): 'four-riichi' | 'four-winds' | 'four-kans' | null {
    if (this.lastDiscard === null) return null;
    if (flags.fourRiichi && this.mayEndInDraw('four-riichi')) return 'four-riichi';
    if (flags.fourWinds && this.mayEndInDraw('four-winds')) return 'four-winds';
    if (flags.fourKans && !calling && this.mayEndInDraw('four-kans')) return 'four-kans';
    return null;
  }

  private ryuukyoku(r: RyuukyokuEvent, i: number): void {
    this.handsAtRest(r.kind === 'nine-terminals' ? this.lastDrawSeat : -1, `the round ends (${r.kind})`, i);
    if (!this.mayEndInDraw(r.kind, r.hands)) {
      const facts = `${this.tilesLeft} tiles left, riichi ${this.riichi.filter(Boolean).length}, kans ${this.kans.slice(0, this.players).join('/')}, discards ${this.discards.slice(0, this.players).join('/')}`;
      this.inconsistent(`the round cannot end in a draw (${r.kind}) here: ${facts}`, i);
    }
    for (let seat = 0; seat < r.hands.length; seat++) {
      const shown = r.hands[seat];
      if (!shown) continue;
      const held = this.hands[seat] as TileId[];
      if (!sameTiles(held, shown)) this.inconsistent(`seat ${seat} shows ${sorted(shown)} but holds ${sorted(held)}`, i);
    }
    this.settle(r.scores, r.changes, i);
    this.#ended = 2;
  }

  /** A bonus tile out of the wall and set aside by `seat`; its replacement is due. */
  private setAside(seat: Seat, tile: number, i: number): void {
    const w = this as unknown as Writable;
    if (this.hongKong === null || !this.hongKong.bonusTiles) this.inconsistent('a bonus tile at a table without bonus tiles', i);
    if (!(Number.isInteger(tile) && tile >= 1 && tile <= 8)) this.inconsistent(`bonus tile ${describeValue(tile)} is not 1–8`, i);
    if ((w.bonusOut & (1 << tile)) !== 0) this.inconsistent(`bonus tile ${tile}f appears twice`, i);
    if (w.tilesLeft <= 0) this.inconsistent('a bonus tile from an empty wall', i);
    w.bonusOut |= 1 << tile;
    const bonus = w.bonus.slice();
    bonus[seat] = [...(bonus[seat] as number[]), tile];
    w.bonus = bonus;
    w.tilesLeft--;
    w.replacementDue = true;
    w.bonusReplacementDue = true;
  }

  private draw(seat: Seat, tile: TileId, i: number): void {
    const w = this as unknown as Writable;
    if (seat !== this.#drawer) this.outOfTurn(seat, 'draws', i);
    if (this.size(seat) !== 13) this.inconsistent(`seat ${seat} draws holding ${this.size(seat)} tiles`, i);
    if (w.tilesLeft <= 0) this.inconsistent('a draw from an empty wall', i);
    this.place(tile, seat, i);
    this.#drawer = -1;
    (w.hands[seat] as TileId[]).push(tile);
    (w.counts[seat] as Uint8Array)[tile >> 2]!++;
    this.#waits[seat] = null;
    if (this.#shantenAge[seat]! < 100) this.#shantenAge[seat]!++;
    w.tilesLeft--;
    if (w.kanBreaksIppatsu) {
      w.ippatsu.fill(false);
      w.kanBreaksIppatsu = false;
    }
    w.lastDrawWasReplacement = w.replacementDue;
    w.lastDrawWasBonusReplacement = w.bonusReplacementDue;
    w.replacementDue = false;
    w.bonusReplacementDue = false;
    w.lastDrawSeat = seat;
    w.lastDrawn[seat] = tile;
    w.lastDiscard = null;
    w.robbable = null;
  }

  private discard(seat: Seat, tile: TileId, tsumogiri: boolean, i: number): void {
    const w = this as unknown as Writable;
    if (this.size(seat) !== 14) this.inconsistent(`seat ${seat} discards holding ${this.size(seat)} tiles`, i);
    if (tsumogiri !== (tile === w.lastDrawn[seat])) {
      const drawn = w.lastDrawn[seat] as number;
      this.inconsistent(`seat ${seat} discards tile ${tile} ${tsumogiri ? 'as' : 'not as'} the tile just drawn, which ${drawn < 0 ? 'is none (after a call)' : `was ${drawn}`}`, i);
    }
    this.take(seat, tile, i, 'discard');
    w.where[tile] = RIVER; // the seat held it: no other place has it
    const riichi = w.riichiPending[seat] as boolean;
    if (riichi) {
      w.riichiPending[seat] = false;
      w.doubleRiichi[seat] = w.discards[seat] === 0 && !w.anyCall;
      w.riichiEvent[seat] = i;
    } else if (w.riichi[seat]) w.ippatsu[seat] = false;
    (w.rivers[seat] as RiverTile[]).push(riverTileOf(tile, tsumogiri, riichi, false));
    w.discards[seat]!++;
    w.lastDiscard = lastDiscardOf(seat, tile);
    w.lastDiscardEvent[seat] = i;
    w.offers.push({ seat, tile, kind: 'discard', event: i });
    this.#drawer = (seat + 1) % this.players;
    w.robbable = null;
    w.lastDrawWasReplacement = false;
    w.forbidden[seat] = null;
    const k = tile >> 2;
    if (!(k >= 27 || k % 9 === 0 || k % 9 === 8)) w.nagashi[seat] = false;
    if (riichi) {
      const riichiNow = w.riichi.slice();
      riichiNow[seat] = true;
      w.riichi = riichiNow;
      w.ippatsu[seat] = true;
    }
  }

  private call(seat: Seat, m: TableMeld, i: number): void {
    const w = this as unknown as Writable;
    // the table applies only melds: a log's reader may have built one of tiles that make none
    const why = meldProblem(m);
    if (why !== null) this.inconsistent(`seat ${seat} calls what is not a meld: ${why}`, i);
    if (this.#shantenAge[seat]! < 100) this.#shantenAge[seat]!++; // a call takes a tile, as a draw does
    // a new list: the old one may be held by someone who took it before
    const melds = [...(w.melds[seat] as TableMeld[])];
    // Every call interrupts the first go-around. A kan or kita breaks ippatsu once it stands, at
    // its replacement draw: robbing it (chankan, or a ron on the kita) keeps ippatsu.
    w.anyCall = true;
    if (m.type === 'chii' || m.type === 'pon') w.ippatsu.fill(false);
    else w.kanBreaksIppatsu = true;
    if (m.type === 'chii' || m.type === 'pon' || m.type === 'daiminkan') {
      const last = w.lastDiscard;
      if (!last || last.tile !== m.called) this.inconsistent(`seat ${seat} calls tile ${m.called}, not the last discard`, i);
      if (this.source(seat, m.from as number) !== last.seat) {
        this.inconsistent(`seat ${seat} calls from seat ${this.source(seat, m.from as number)}, but seat ${last.seat} discarded`, i);
      }
      if (this.size(seat) !== 13) this.inconsistent(`seat ${seat} calls holding ${this.size(seat)} tiles`, i);
      for (const t of m.tiles) if (t !== m.called) this.take(seat, t, i, m.type);
      const river = w.rivers[last.seat] as RiverTile[];
      const top = river[river.length - 1] as RiverTile;
      river[river.length - 1] = riverTileOf(top.tile, top.tsumogiri, top.riichi, true);
      w.nagashi[last.seat] = false;
      for (const t of m.tiles) if (t !== m.called) this.place(t, MELD, i);
      w.where[m.called as TileId] = MELD;
      melds.push(m);
      w.sets[seat]!++;
      w.lastDiscard = null;
      this.#drawer = m.type === 'daiminkan' ? seat : -1; // a chii or pon discards without a draw
      if (m.type === 'daiminkan') {
        w.replacementDue = true;
        w.kans[seat]!++;
        w.forbidden[seat] = null;
      } else {
        w.forbidden[seat] = kuikaeKinds(m);
      }
      w.lastDrawSeat = seat;
      w.lastDrawn[seat] = -1;
      w.melds[seat] = melds;
      return;
    }
    if (this.size(seat) !== 14) this.inconsistent(`seat ${seat} declares a ${m.type} holding ${this.size(seat)} tiles`, i);
    if (m.type === 'kakan') {
      const kind = (m.added as number) >> 2;
      let at = 0;
      while (at < melds.length && !((melds[at] as TableMeld).type === 'pon' && ((melds[at] as TableMeld).tiles[0] as number) >> 2 === kind)) at++;
      if (at === melds.length) this.inconsistent(`seat ${seat} adds to a pon it does not have`, i);
      this.take(seat, m.added as TileId, i, 'kakan');
      this.place(m.added as TileId, MELD, i);
      melds[at] = m;
      w.robbable = { seat, tile: m.added as TileId, kind: 'kakan' };
      w.offers.push({ seat, tile: m.added as TileId, kind: 'kakan', event: i });
      w.kans[seat]!++;
    } else if (m.type === 'ankan') {
      for (const t of m.tiles) this.take(seat, t, i, 'ankan');
      for (const t of m.tiles) this.place(t, MELD, i);
      melds.push(m);
      w.sets[seat]!++;
      w.kans[seat]!++;
    } else {
      if (this.players !== 3) this.inconsistent(`seat ${seat} sets a north aside (kita) at a table of ${this.players}`, i);
      this.take(seat, m.tiles[0] as TileId, i, 'kita');
      this.place(m.tiles[0] as TileId, MELD, i);
      melds.push(m);
      const kita = w.kita.slice();
      kita[seat] = (kita[seat] as number) + 1;
      w.kita = kita;
      w.robbable = { seat, tile: m.tiles[0] as TileId, kind: 'kita' };
      w.offers.push({ seat, tile: m.tiles[0] as TileId, kind: 'kita', event: i });
    }
    w.melds[seat] = melds;
    w.replacementDue = true;
    w.lastDrawSeat = seat;
    this.#drawer = seat;
  }

  /**
   * @internal Throws `LOG_INCONSISTENT` (`what` while seat s holds n tiles) unless every hand is
   * at rest (13 tiles, a set counted as three), but `drawer`'s, which holds the 14 of its turn
   * (−1: none): a result after a draw or a discard left out of a log, or one repeated, would
   * otherwise pass when nothing more of the round came to show it.
   */
  handsAtRest(drawer: number, what: string, i: number = this.events.length): void {
    for (let s = 0; s < this.players; s++) {
      const n = this.size(s as Seat);
      const due = s === drawer ? 14 : 13;
      if (n !== due) this.inconsistent(`${what} while seat ${s} holds ${n} tiles, not ${due}`, i);
    }
  }

  /**
   * @internal Throws `LOG_INCONSISTENT` unless the hands are as the win `e` (event `i`) must find
   * them: at rest, a self-drawer's holding its 14. Applying the win checks it; a reader that
   * scores the win from the table before applying it checks it first.
   */
  checkBeforeWin(e: WinEvent, i: number): void {
    this.handsAtRest(e.from === e.seat ? e.seat : -1, `seat ${e.seat} wins`, i);
  }

  private win(e: WinEvent, i: number): void {
    const w = this as unknown as Writable;
    const seat = e.seat;
    if (this.#ended === 1) {
      if (this.hongKong !== null) this.inconsistent(`seat ${seat} wins after the round ended in a win: a Hong Kong discard has one winner`, i);
      // another winner of the same discard (a double ron): a ron, by a seat that has not won
      const wins = this.events.filter((x): x is WinEvent => x.type === 'win');
      const first = wins[0] as WinEvent;
      if (e.from === seat || first.from === first.seat || e.from !== first.from || e.winningTile !== first.winningTile || wins.some((x) => x.seat === seat)) {
        this.inconsistent(`seat ${seat} wins after the round ended in a win, not as another winner of the same discard`, i);
      }
    }
    this.checkBeforeWin(e, i);
    const held = [...(w.hands[seat] as TileId[])];
    if (e.from !== seat) {
      const robbed = w.robbable && w.robbable.seat === e.from ? w.robbable.tile : null;
      const discard = w.lastDiscard && w.lastDiscard.seat === e.from ? w.lastDiscard.tile : null;
      const won = robbed ?? discard;
      if (won !== e.winningTile) this.inconsistent(`seat ${seat} rons tile ${e.winningTile}, which seat ${e.from} did not just give`, i);
      held.push(e.winningTile);
    } else if (!held.includes(e.winningTile)) {
      this.inconsistent(`seat ${seat} tsumos tile ${e.winningTile}, which it does not hold`, i);
    }
    if (!sameTiles(held, e.hand)) this.inconsistent(`the winning hand is ${e.hand} in the log, ${sorted(held)} replayed`, i);
    if (!sameMelds(w.melds[seat] as TableMeld[], e.melds)) this.inconsistent(`the winner's melds differ from the replay`, i);
    this.settle(e.scores, e.changes, i);
    this.#ended = 1;
    // the first winner takes the riichi sticks off the table
    if (e.riichiSticks > 0) w.riichiSticks = 0;
  }

  /** Checks the scores before a result and applies its changes. */
  private settle(before: readonly number[], changes: readonly number[], i: number): void {
    const w = this as unknown as Writable;
    const players = this.players;
    for (let s = 0; s < players; s++) {
      if (before[s] !== w.scores[s]) {
        this.inconsistent(`scores before the result are ${before.slice(0, players)} in the log, ${w.scores.slice(0, players)} replayed`, i);
      }
    }
    w.scores = w.scores.map((x, s) => (s < players ? x + (changes[s] as number) : x));
  }
}

// One table kept alive, so that V8 keeps the tables' hidden class (see keepHiddenClass).
keepHiddenClass(
  'table state',
  new TableState(
    { players: 4, redFives: true },
    { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 0, scores: [25000, 25000, 25000, 25000], doraIndicator: 0, hands: [0, 1, 2, 3].map((s) => Array.from({ length: 13 }, (_, i) => 4 + 13 * s + i)) },
  ),
);

const tally = new Uint8Array(136);

/** Whether two lists hold the same tile ids, in any order (ids the state holds are distinct). */
function sameTiles(a: readonly TileId[], b: readonly TileId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) tally[a[i] as TileId]!++;
  let same = true;
  for (let i = 0; i < b.length && same; i++) same = tally[b[i] as TileId]!-- > 0;
  tally.fill(0);
  return same;
}

const sorted = (tiles: readonly TileId[]) => [...tiles].sort((a, b) => a - b);

/**
 * Whether the state's melds of a seat (each of distinct ids, no two sharing one) are the log's,
 * in any order: as many, and each has a log meld of its size holding all its tiles. Two of ours
 * cannot match one log meld (they share no tile), so the matching is one to one.
 */
function sameMelds(ours: readonly TableMeld[], log: readonly TableMeld[]): boolean {
  if (ours.length !== log.length) return false;
  return ours.every((m) => log.some((l) => l.tiles.length === m.tiles.length && m.tiles.every((t) => l.tiles.includes(t))));
}

/**
 * The kinds a player may not discard right after a chii or pon (kuikae): the called kind, and
 * for a chii on an end of the run, the kind on the run's other side (1-23 forbids 1 and 4).
 */
export function kuikaeKinds(m: TableMeld): readonly number[] {
  const called = (m.called as number) >> 2;
  if (m.type !== 'chii') return [called];
  const low = (m.tiles[0] as number) >> 2;
  const out = [called];
  if (called === low && low % 9 <= 5) out.push(low + 3);
  if (called === low + 2 && low % 9 >= 1) out.push(low - 1);
  return out;
}
