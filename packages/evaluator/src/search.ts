// The look-ahead of the 電脳麻将 evaluation on one mutable hand: draws, discards and calls are
// made and undone in place, and every hand's value is remembered for the rest of the search
// (the tiles a hand was reached with follow from the hand itself, since each step lowers the
// shanten by one, so the value depends on the hand alone).
import { Hand, kindOf, makeMeld } from '@mjkit/core';
import type { Meld, Rules, Tile, Wind } from '@mjkit/core';
import { scoreHand } from '@mjkit/scoring';
import { classOf, isOrphan, need, tablesOnce } from './fast-shanten.js';
import type { ShantenTables } from '@mjkit/shanten';
import { tileOfFace } from './position.js';
import type { Position } from './position.js';
import { Remaining } from './remaining.js';
import type { TileModel } from './remaining.js';
import { routeShanten } from './routes.js';
import type { SetMeld } from './routes.js';

/** How the search values hands: the per-shanten widths and the remaining-tile model. */
export interface SearchSettings {
  /** Divisors of the value of a 13-tile hand at shanten 0, 1, 2. */
  readonly widths: readonly [number, number, number];
  /** How a draw is weighted at shanten 0–2. */
  readonly model: TileModel;
  /** Whether the value of calling a tile is added in the look-ahead (majiang-ai's eval_fulou). */
  readonly calls: boolean;
}

/** A meld of the search: a core meld of the position, or one made in the look-ahead. */
interface LookMeld extends SetMeld {
  /** The position's meld; null for one made in the look-ahead (built when a hand is scored). */
  readonly meld: Meld | null;
  readonly type: 'chii' | 'pon';
  /** Faces of the two own tiles and the called one. */
  readonly faces: readonly number[];
  readonly called: number;
  readonly code: string;
}

function lookMeldOf(m: Meld): LookMeld {
  return { chii: m.type === 'chii', kind: kindOf(m.tiles[0] as Tile), meld: m, type: 'pon', faces: [], called: 0, code: meldCode(m.type, m.tiles) };
}

/** Core melds of the look-ahead, by code and called face: a few hundred at most. */
const coreMelds = new Map<string, Meld>();

function coreMeldOf(m: LookMeld): Meld {
  if (m.meld !== null) return m.meld;
  const key = m.code + String.fromCharCode(m.called);
  let meld = coreMelds.get(key);
  if (meld === undefined) {
    meld = makeMeld({ type: m.type, tiles: m.faces.map(tileOfFace).sort(byKind), called: tileOfFace(m.called), from: m.type === 'chii' ? 3 : 1 });
    coreMelds.set(key, meld);
  }
  return meld;
}

/**
 * Points of complete hands, shared by the searches of a process: consecutive positions of a
 * game reach many of the same hands. Two generations of at most SCORE_CACHE entries each, so
 * the memory stays bounded however many positions are evaluated. Keyed by 53-bit hashes of the
 * hand, the winning face and the context (as the memo is).
 */
const SCORE_CACHE = 50_000;
let scoresNow = new Map<number, number>();
let scoresBefore = new Map<number, number>();

function cachedScore(key: number): number | undefined {
  const now = scoresNow.get(key);
  if (now !== undefined) return now;
  const before = scoresBefore.get(key);
  if (before !== undefined) rememberScore(key, before);
  return before;
}

function rememberScore(key: number, points: number): void {
  if (scoresNow.size >= SCORE_CACHE) {
    scoresBefore = scoresNow;
    scoresNow = new Map();
  }
  scoresNow.set(key, points);
}

/**
 * What a complete hand's points depend on besides the tiles concealed and called in the
 * look-ahead: winds, dora, rules and the position's own melds, as two 32-bit hash words.
 */
function contextHash(p: Position): readonly [number, number] {
  const text = `${p.roundWind}${p.seatWind}${p.doraIndicators.map((t) => String.fromCharCode(t + 48)).join('')}|${ruleId(p.rules)}|${p.hand.melds.map((m) => meldCode(m.type, m.tiles)).join('')}`;
  let lo = 0x811c9dc5;
  let hi = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    lo = mix(lo ^ text.charCodeAt(i));
    hi = mix(hi + text.charCodeAt(i) * 0x9e3779b1);
  }
  return [lo, hi];
}

const ruleIds = new WeakMap<Rules, number>();
let nextRuleId = 0;
function ruleId(r: Rules): number {
  let id = ruleIds.get(r);
  if (id === undefined) ruleIds.set(r, (id = nextRuleId++));
  return id;
}

/** 32-bit mixing (a murmur3 finalizer) of `x`: the random numbers of the hand hashes. */
function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) | 0;
}

// Zobrist hashing of hands: per kind and count (and per suit and red count), two 32-bit words,
// of which the memo key keeps 53 bits. Keys are numbers, so the memo is a Map of numbers.
const Z_LO = Int32Array.from({ length: 34 * 5 + 15 }, (_, i) => mix(i * 2 + 1));
const Z_HI = Int32Array.from({ length: 34 * 5 + 15 }, (_, i) => mix(i * 2 + 0x10001));

/** The 53-bit memo key of hash words `hi`, `lo` under `tag` (what is valued) and `back`. */
function keyOf(hi: number, lo: number, tag: number, back: number): number {
  const t = tag * 64 + back + 1;
  return ((hi ^ mix(t + 0x3000001)) & 0x1fffff) * 4294967296 + ((lo ^ mix(t + 0x7000001)) >>> 0);
}

export const NO_BACK = -1;
/** Values closer than this are equal (majiang-ai's tolerance). */
export const EPS = 1e-7;

/** The kind of face `f` (a red five's face is 34..36). */
export function kindOfFace(f: number): number {
  return f < 34 ? f : 4 + 9 * (f - 34);
}

function isFive(k: number): boolean {
  return k < 27 && k % 9 === 4;
}

/** The face of the red copy of five kind `k`. */
function redFaceOf(k: number): number {
  return 34 + (k - 4) / 9;
}

/** The faces a draw of kind `k` can be, a five's red copy first (as majiang-ai lists them). */
export function drawFaces(k: number, out: number[] = []): number[] {
  out.length = 0;
  if (isFive(k)) out.push(redFaceOf(k));
  out.push(k);
  return out;
}

/** @internal One search over one position. */
export class Search {
  readonly c = new Uint8Array(34);
  readonly red = new Uint8Array(3);
  /** Sets in melds (kans count as one). */
  melds: number;
  /** Whether an open meld is held. */
  open: boolean;
  readonly sets: LookMeld[];
  /** Zobrist words of the concealed tiles and of the melds. */
  private zlo = 0;
  private zhi = 0;
  private mlo = 0;
  private mhi = 0;
  private readonly t: ShantenTables = tablesOnce();
  /** Suit classes of the concealed tiles (m, p, s, honours), kept as tiles come and go. */
  private readonly cls = new Int32Array(4);
  private readonly prefix = new Int32Array(9);
  /** Kinds held, pairs held, and the same among terminals and honours: for the closed forms. */
  private kinds = 0;
  private pairs = 0;
  private orphanKinds = 0;
  private orphanPairs = 0;
  readonly model: Remaining;
  readonly position: Position;
  readonly rules: Rules;
  readonly roundWind: Wind;
  readonly seatWind: Wind;
  private readonly widths: readonly [number, number, number];
  private readonly withCalls: boolean;
  private readonly chii: boolean;
  /** Kuikae forbidden (Tenhou, majiang-core): some discards refused after a call, and a call refused when nothing else could go. */
  private readonly kuikaeBanned: boolean;
  private readonly memo = new Map<number, number>();
  /** The context's hash words (see contextHash), for the points cache's keys. */
  private readonly contextLo: number;
  private readonly contextHi: number;
  private readonly kindsScratch: number[][] = [[], [], [], [], [], [], [], [], [], [], [], []];
  /** Hands valued, complete hands scored: a measure of the work done. */
  nodes = 0;
  scored = 0;

  constructor(position: Position, settings: SearchSettings) {
    this.position = position;
    this.rules = position.rules;
    this.roundWind = position.roundWind;
    this.seatWind = position.seatWind;
    this.widths = settings.widths;
    [this.contextLo, this.contextHi] = contextHash(position);
    this.model = new Remaining(position.unseen, position.drawable, settings.model);
    // Calls need a tile left to draw after them (majiang-core offers none on the last discard).
    this.withCalls = settings.calls && position.drawable > 0;
    this.chii = position.rules.players === 4;
    this.kuikaeBanned = !position.rules.kuikae;
    const hand = position.hand;
    for (let suit = 0; suit < 4; suit++) this.cls[suit] = classOf(this.t, this.c, 9 * suit);
    for (const t of hand.concealedTiles()) this.add(t >= 34 ? 34 + (kindOf(t) - 4) / 9 : t);
    this.sets = hand.melds.map(lookMeldOf);
    this.melds = hand.melds.length;
    this.open = !hand.isClosed;
  }

  /** Adds one copy of face `f` to the concealed tiles. */
  add(f: number): void {
    const k = f < 34 ? f : 4 + 9 * (f - 34);
    const c = this.c;
    const n = c[k] as number;
    c[k] = n + 1;
    const s = (k / 9) | 0;
    this.zlo ^= (Z_LO[k * 5 + n] as number) ^ (Z_LO[k * 5 + n + 1] as number);
    this.zhi ^= (Z_HI[k * 5 + n] as number) ^ (Z_HI[k * 5 + n + 1] as number);
    if (f >= 34) {
      const r = this.red[f - 34] as number;
      this.red[f - 34] = r + 1;
      const at = 170 + (f - 34) * 5 + r;
      this.zlo ^= (Z_LO[at] as number) ^ (Z_LO[at + 1] as number);
      this.zhi ^= (Z_HI[at] as number) ^ (Z_HI[at + 1] as number);
    }
    this.cls[s] = classOf(this.t, c, 9 * s);
    if (n === 0) {
      this.kinds++;
      if (isOrphan(k)) this.orphanKinds++;
    } else if (n === 1) {
      this.pairs++;
      if (isOrphan(k)) this.orphanPairs++;
    }
  }

  /** Removes one copy of face `f`. */
  remove(f: number): void {
    const k = f < 34 ? f : 4 + 9 * (f - 34);
    const c = this.c;
    const n = c[k] as number;
    c[k] = n - 1;
    const s = (k / 9) | 0;
    this.zlo ^= (Z_LO[k * 5 + n] as number) ^ (Z_LO[k * 5 + n - 1] as number);
    this.zhi ^= (Z_HI[k * 5 + n] as number) ^ (Z_HI[k * 5 + n - 1] as number);
    if (f >= 34) {
      const r = this.red[f - 34] as number;
      this.red[f - 34] = r - 1;
      const at = 170 + (f - 34) * 5 + r;
      this.zlo ^= (Z_LO[at] as number) ^ (Z_LO[at - 1] as number);
      this.zhi ^= (Z_HI[at] as number) ^ (Z_HI[at - 1] as number);
    }
    this.cls[s] = classOf(this.t, c, 9 * s);
    if (n === 1) {
      this.kinds--;
      if (isOrphan(k)) this.orphanKinds--;
    } else if (n === 2) {
      this.pairs--;
      if (isOrphan(k)) this.orphanPairs--;
    }
  }

  /** The shanten of the concealed tiles beside the melds (the least of the three forms). */
  shanten(): number {
    const cls = this.cls;
    const standard = need(this.t, cls[0] as number, cls[1] as number, cls[2] as number, cls[3] as number, this.melds) - 1;
    if (this.melds > 0 || standard < 0) return standard;
    const kinds = this.kinds;
    const pairs = 6 - this.pairs + (kinds < 7 ? 7 - kinds : 0);
    const orphans = 13 - this.orphanKinds - (this.orphanPairs > 0 ? 1 : 0);
    const forms = pairs < orphans ? pairs : orphans;
    return forms < standard ? forms : standard;
  }

  /**
   * The kinds whose draw lowers the shanten (now `current`), as majiang-core's `tingpai` lists
   * them: a kind the hand holds four of is never drawn. Appends to `out`.
   */
  effective(current: number, out: number[]): number[] {
    const t = this.t;
    const c = this.c;
    const cls = this.cls;
    const melds = this.melds;
    const prefix = this.prefix;
    for (let suit = 0; suit < 4; suit++) {
      const from = suit * 9;
      const end = suit === 3 ? 34 : from + 9;
      const next = suit === 3 ? t.honourNext : t.numberNext;
      let state = 0;
      for (let i = from; i < end; i++) {
        prefix[i - from] = state;
        state = next[state + (c[i] as number)] as number;
      }
      for (let k = from; k < end; k++) {
        const n = c[k] as number;
        if (n >= 4) continue;
        let st = next[(prefix[k - from] as number) + n + 1] as number;
        for (let i = k + 1; i < end; i++) st = next[st + (c[i] as number)] as number;
        const m = suit === 0 ? st : (cls[0] as number);
        const p = suit === 1 ? st : (cls[1] as number);
        const s = suit === 2 ? st : (cls[2] as number);
        const z = suit === 3 ? st : (cls[3] as number);
        let best = need(t, m, p, s, z, melds) - 1;
        if (melds === 0 && best >= current) {
          const kinds = n === 0 ? this.kinds + 1 : this.kinds;
          const pairs = n === 1 ? this.pairs + 1 : this.pairs;
          const chiitoitsu = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
          if (chiitoitsu < best) best = chiitoitsu;
          if (isOrphan(k)) {
            const kokushi = 13 - (n === 0 ? this.orphanKinds + 1 : this.orphanKinds) - (n >= 1 || this.orphanPairs > 0 ? 1 : 0);
            if (kokushi < best) best = kokushi;
          }
        }
        if (best < current) out.push(k);
      }
    }
    return out;
  }

  /** The distinct faces held: a five's red and plain copies apart. */
  facesHeld(out: number[]): number[] {
    const c = this.c;
    for (let k = 0; k < 34; k++) {
      const n = c[k] as number;
      if (n === 0) continue;
      if (isFive(k)) {
        const r = this.red[(k - 4) / 9] as number;
        if (r > 0) out.push(redFaceOf(k));
        if (n > r) out.push(k);
      } else out.push(k);
    }
    return out;
  }

  /** A 53-bit key of the current hand (concealed tiles and melds), for memos outside the search. */
  handKey(): number {
    return keyOf(this.zhi ^ this.mhi, this.zlo ^ this.mlo, 4000, 0);
  }

  /**
   * The value of the 13-tile hand (3k+1 concealed): at shanten 0–2, Σ over draws of
   * weight × (value after the draw + value of calling it) / width; from 3 on, the effective
   * draws counted. `back` is the kind thrown back by a backtrack: a hand that waits on it is
   * worth 0 (furiten).
   */
  value13(back: number, depth: number): number {
    const key = keyOf(this.zhi ^ this.mhi, this.zlo ^ this.mlo, 0, back);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const n = this.shanten();
    if (n >= 3) return this.countEffective();
    this.nodes++;
    const kinds = this.effective(n, this.scratch(depth));
    const faces: number[] = [];
    let rv = 0;
    outer: for (const k of kinds) {
      for (const f of drawFaces(k, faces)) {
        if (k === back) {
          rv = 0;
          break outer;
        }
        const model = this.model;
        if (model.value(f) === 0) continue;
        this.add(f);
        model.take(f);
        let ev = this.value14(back, f, depth + 1);
        this.remove(f);
        if (back === NO_BACK && n > 0 && this.withCalls) ev += this.valueOfCall(f, n, depth + 1);
        model.put(f);
        rv += ev * model.value(f);
      }
    }
    rv /= this.widths[n] as number;
    this.memo.set(key, rv);
    return rv;
  }

  /** Unseen copies of kind `k` at the position, red fives included. */
  unseenOfKind(k: number): number {
    return isFive(k) ? this.model.count(k) + this.model.count(redFaceOf(k)) : this.model.count(k);
  }

  /**
   * The value of a backtrack: this 13-tile hand (shanten `n`, one worse than before the
   * discard) valued over its draws, the thrown-back kind `back` never drawn, counting only the
   * hands after a draw worth more than `min`.
   */
  backtrackValue(back: number, min: number, n: number): number {
    const model = this.model;
    const faces: number[] = [];
    let rv = 0;
    for (const k of this.effective(n, [])) {
      if (k === back) continue;
      for (const f of drawFaces(k, faces)) {
        if (model.value(f) === 0) continue;
        this.add(f);
        model.take(f);
        const ev = this.value14(back, f, 1);
        this.remove(f);
        model.put(f);
        if (ev - min > EPS) rv += ev * model.value(f);
      }
    }
    return rv / (this.widths[n] as number);
  }

  private scratch(depth: number): number[] {
    const s = this.kindsScratch[depth] ?? (this.kindsScratch[depth] = []);
    s.length = 0;
    return s;
  }

  /**
   * The value of a hand after a draw (3k+2 concealed, `drawn` the face drawn): its points when
   * complete, else the best value over the discards that keep its shanten.
   */
  value14(back: number, drawn: number, depth: number): number {
    const known = this.memo.get(keyOf(this.zhi ^ this.mhi, this.zlo ^ this.mlo, 1, back));
    if (known !== undefined) return known;
    const n = this.shanten();
    if (n === -1) return this.points(drawn);
    return this.bestDiscard(n, back, null, depth);
  }

  /** The best value over the discards that keep shanten `n`; `deny` lists kinds that may not go (kuikae). */
  bestDiscard(n: number, back: number, deny: readonly number[] | null, depth: number): number {
    const tag = deny === null ? 1 : 2 + (deny[0] as number) + 34 * ((deny[1] ?? -1) + 1);
    const key = keyOf(this.zhi ^ this.mhi, this.zlo ^ this.mlo, tag, back);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let rv = 0;
    const faces = this.facesHeld(this.scratch(depth));
    for (const f of faces) {
      if (deny !== null && deny.includes(kindOfFace(f))) continue;
      this.remove(f);
      if (this.shanten() <= n) {
        const ev = this.value13(back, depth + 1);
        if (ev > rv) rv = ev;
      }
      this.add(f);
    }
    this.memo.set(key, rv);
    return rv;
  }

  /**
   * The value of calling face `f` (already taken from the wall) with the 13-tile hand at
   * shanten `n`: the best pon and the best chii that lower the shanten, each valued as the
   * hand after the call; a pon weighs 3 when better than any chii (it can come from three
   * players), else 2 plus the chii.
   */
  private valueOfCall(f: number, n: number, depth: number): number {
    const k = kindOfFace(f);
    const c = this.c;
    let pon = 0;
    if ((c[k] as number) >= 2) {
      for (const reds of this.ownPairs(k)) {
        const ev = this.afterCall('pon', f, k, [k, k], reds, n, [k], depth);
        if (ev > pon) pon = ev;
      }
    }
    let chii = 0;
    for (const [a, b, deny] of this.chiiOptions(k)) chii = this.chiiVariants(f, k, a, b, n, deny, chii, depth);
    return pon > chii ? pon * 3 : pon * 2 + chii;
  }

  /**
   * The chii of kind `k` the hand can make: the two own kinds and the kinds kuikae then forbids
   * to discard, with the called tile at the top, in the middle, at the bottom. Under kuikae a
   * chii is refused when every tile left would be a forbidden discard (majiang-core's check).
   */
  private chiiOptions(k: number): [number, number, number[]][] {
    const out: [number, number, number[]][] = [];
    if (!this.chii || k >= 27) return out;
    const c = this.c;
    const r = k % 9;
    const total = this.kuikaeBanned ? this.tileCount() : 99;
    if (r >= 2 && (c[k - 2] as number) > 0 && (c[k - 1] as number) > 0 && (c[k] as number) + (r >= 3 ? (c[k - 3] as number) : 0) < total - 2) {
      out.push([k - 2, k - 1, r >= 3 ? [k, k - 3] : [k]]);
    }
    if (r >= 1 && r <= 7 && (c[k - 1] as number) > 0 && (c[k + 1] as number) > 0 && (c[k] as number) < total - 2) out.push([k - 1, k + 1, [k]]);
    if (r <= 6 && (c[k + 1] as number) > 0 && (c[k + 2] as number) > 0 && (c[k] as number) + (r < 6 ? (c[k + 3] as number) : 0) < total - 2) {
      out.push([k + 1, k + 2, r < 6 ? [k, k + 3] : [k]]);
    }
    return out;
  }

  private tileCount(): number {
    let n = 0;
    for (let k = 0; k < 34; k++) n += this.c[k] as number;
    return n;
  }

  /** How many red fives a pon of kind `k` can take from the hand: each way once. */
  private ownPairs(k: number): number[] {
    if (!isFive(k)) return [0];
    const r = this.red[(k - 4) / 9] as number;
    const plain = (this.c[k] as number) - r;
    const ways: number[] = [];
    if (r >= 2) ways.push(2);
    if (r >= 1 && plain >= 1) ways.push(1);
    if (plain >= 2) ways.push(0);
    return ways;
  }

  private chiiVariants(f: number, k: number, a: number, b: number, n: number, deny: number[], best: number, depth: number): number {
    const five = isFive(a) ? a : isFive(b) ? b : -1;
    const ways: number[] = [];
    if (five < 0) ways.push(0);
    else {
      const r = this.red[(five - 4) / 9] as number;
      if (r > 0) ways.push(1);
      if ((this.c[five] as number) > r) ways.push(0);
    }
    for (const reds of ways) {
      const ev = this.afterCall('chii', f, k, [a, b], reds, n, deny, depth);
      if (ev > best) best = ev;
    }
    return best;
  }

  /** Makes the call, values the hand if it lowers the shanten (0 otherwise), and undoes it. */
  private afterCall(type: 'chii' | 'pon', f: number, k: number, own: readonly number[], reds: number, n: number, deny: readonly number[], depth: number): number {
    const faces = [...own];
    if (type === 'pon') for (let i = 0; i < reds; i++) faces[i] = redFaceOf(k);
    else if (reds === 1) {
      const i = isFive(own[0] as number) ? 0 : 1;
      faces[i] = redFaceOf(own[i] as number);
    }
    for (const x of faces) this.remove(x);
    const all = [...faces, f];
    const meld: LookMeld = { chii: type === 'chii', kind: Math.min(...all.map(kindOfFace)), meld: null, type, faces: all, called: f, code: meldCode(type, all.map(tileOfFace)) };
    const savedOpen = this.open;
    this.sets.push(meld);
    const mc = meld.code.charCodeAt(0) * 8 + this.sets.length;
    const savedLo = this.mlo;
    const savedHi = this.mhi;
    this.mlo ^= mix(mc * 2 + 0x5000001);
    this.mhi ^= mix(mc * 2 + 0x5000002);
    this.melds += 1;
    this.open = true;
    let ev = 0;
    const after = this.shanten();
    if (after < n) ev = this.bestDiscard(after, NO_BACK, this.kuikaeBanned ? deny : null, depth);
    this.melds -= 1;
    this.open = savedOpen;
    this.mlo = savedLo;
    this.mhi = savedHi;
    this.sets.pop();
    for (const x of faces) this.add(x);
    return ev;
  }

  /** The points of the complete hand won by drawing face `drawn`: riichi assumed when closed. */
  points(drawn: number): number {
    const key = keyOf(this.zhi ^ this.mhi ^ this.contextHi, this.zlo ^ this.mlo ^ this.contextLo, 3000 + drawn, 0);
    const known = cachedScore(key);
    if (known !== undefined) return known;
    this.scored++;
    const hand = Hand.fromCounts(this.c, [this.red[0] as number, this.red[1] as number, this.red[2] as number], this.sets.map(coreMeldOf));
    const r = scoreHand({
      hand,
      winningTile: tileOfFace(drawn),
      tsumo: true,
      riichi: !this.open,
      seatWind: this.seatWind,
      roundWind: this.roundWind,
      doraIndicators: this.position.doraIndicators,
      rules: this.rules,
    });
    const points = r.ok ? r.points : 0;
    rememberScore(key, points);
    return points;
  }

  /**
   * From shanten 3 on: the unseen copies of every tile that brings the hand closer along some
   * yaku route (see `routeShanten`), a tile that a pon would bring closer counted 4 times, one
   * that only a chii would, twice.
   */
  countEffective(): number {
    const route = routeShanten(this);
    let rv = 0;
    const c = this.c;
    for (let k = 0; k < 34; k++) {
      const held = c[k] as number;
      if (held >= 4) continue;
      this.c[k] = held + 1;
      const closer = routeShanten(this) < route;
      this.c[k] = held;
      if (!closer) continue;
      let weight = 1;
      if (route > 0 && this.withCalls) {
        if (this.callCloser(k, route, 'pon')) weight = 4;
        else if (this.callCloser(k, route, 'chii')) weight = 2;
      }
      rv += this.unseenOfKind(k) * weight;
    }
    return rv;
  }

  /**
   * From shanten 3 on, two draws ahead: over every tile that brings the hand closer along some
   * yaku route, its unseen copies × the best {@link Search.countEffective} after a discard that
   * keeps the hand that close. `counts` remembers those counts by hand (`handKey`) across the
   * calls of one position: the discards compared reach many of the same hands.
   */
  twoStepCount(counts: Map<number, number>): number {
    const route = routeShanten(this);
    const c = this.c;
    let rv = 0;
    for (let k = 0; k < 34; k++) {
      if ((c[k] as number) >= 4) continue;
      const unseen = this.unseenOfKind(k);
      if (unseen === 0) continue;
      this.add(k);
      if (routeShanten(this) < route) {
        let best = 0;
        for (let d = 0; d < 34; d++) {
          if (c[d] === 0 || d === k) continue;
          this.remove(d);
          if (routeShanten(this) < route) {
            const key = this.handKey();
            let count = counts.get(key);
            if (count === undefined) {
              count = this.countEffective();
              counts.set(key, count);
            }
            if (count > best) best = count;
          }
          this.add(d);
        }
        rv += unseen * best;
      }
      this.remove(k);
    }
    return rv;
  }

  /** Whether some pon (or chii) of kind `k` lowers the route shanten below `route`. */
  private callCloser(k: number, route: number, type: 'pon' | 'chii'): boolean {
    const c = this.c;
    const tries: readonly (readonly [number, number, ...unknown[]])[] = type === 'pon' ? ((c[k] as number) >= 2 ? [[k, k]] : []) : this.chiiOptions(k);
    for (const [a, b] of tries) {
      c[a]! -= 1;
      c[b]! -= 1;
      this.sets.push({ chii: type === 'chii', kind: Math.min(a, b, k), meld: null, type, faces: [a, b, k], called: k, code: '' });
      this.melds += 1;
      const savedOpen = this.open;
      this.open = true;
      const closer = routeShanten(this) < route;
      this.open = savedOpen;
      this.melds -= 1;
      this.sets.pop();
      c[a]! += 1;
      c[b]! += 1;
      if (closer) return true;
    }
    return false;
  }
}

function byKind(a: Tile, b: Tile): number {
  return kindOf(a) - kindOf(b) || b - a;
}

/** A short code of a meld for the memo keys. */
function meldCode(type: string, tiles: readonly Tile[]): string {
  let code = type === 'chii' ? 1 : type === 'pon' ? 2 : type === 'ankan' ? 3 : 4;
  let red = 0;
  let low = 99;
  for (const t of tiles) {
    if (t >= 34) red++;
    low = Math.min(low, kindOf(t));
  }
  code = (code * 64 + low) * 8 + red;
  return String.fromCharCode(code);
}
