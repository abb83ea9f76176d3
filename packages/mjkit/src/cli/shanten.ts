import { Hand, MjkitError, tileToString } from '@mjkit/core';
import type { TileKind } from '@mjkit/core';
import { discardTable, shantenForms, ukeire } from '@mjkit/shanten';
import type { EffectiveTile } from '@mjkit/shanten';
import { inputLines } from './io.js';

/** What `mjkit shanten` reports; its `--json` output. Forms that do not apply are null. */
export interface ShantenReport {
  /** The hand in mpsz notation. */
  readonly hand: string;
  /** The hand's shanten (the least over the forms). */
  readonly shanten: number;
  /** Each form's shanten; null where the form does not apply (melds). */
  readonly forms: { readonly standard: number; readonly chiitoitsu: number | null; readonly kokushi: number | null };
  /** For 13 tiles: the effective tiles (mpsz), the copies left of each, and their total. */
  readonly ukeire?: EffectiveTiles;
  /** For 14 tiles: every discard, best first, with the shanten and effective tiles it leaves. */
  readonly discards?: readonly ({ readonly discard: string; readonly shanten: number } & EffectiveTiles)[];
}

/** Effective tiles as compact JSON: `tiles[i]` has `remaining[i]` copies left. */
export interface EffectiveTiles {
  readonly tiles: readonly string[];
  readonly remaining: readonly number[];
  readonly total: number;
}

function effective(ts: readonly EffectiveTile[], total: number): EffectiveTiles {
  return { tiles: ts.map((t) => tileToString(t.kind as TileKind)), remaining: ts.map((t) => t.remaining), total };
}

const finite = (x: number) => (Number.isFinite(x) ? x : null);

/** Analyses a hand as `mjkit shanten` does. */
export function describeShanten(hand: Hand): ShantenReport {
  const f = shantenForms(hand);
  const base = { hand: hand.toString(), shanten: f.min, forms: { standard: f.standard, chiitoitsu: finite(f.chiitoitsu), kokushi: finite(f.kokushi) } };
  if (hand.tileCount === 13) {
    const u = ukeire(hand);
    return { ...base, ukeire: effective(u.tiles, u.total) };
  }
  return {
    ...base,
    discards: discardTable(hand).map((d) => ({ discard: tileToString(d.discard), shanten: d.shanten, ...effective(d.tiles, d.total) })),
  };
}

const list = (ts: readonly string[]) => ts.join(' ');

/** The report as text. */
export function formatShantenReport(r: ShantenReport): string {
  const forms = [`standard ${r.forms.standard}`];
  if (r.forms.chiitoitsu !== null) forms.push(`seven pairs ${r.forms.chiitoitsu}`);
  if (r.forms.kokushi !== null) forms.push(`thirteen orphans ${r.forms.kokushi}`);
  const name = r.shanten === -1 ? 'complete' : r.shanten === 0 ? 'tenpai' : `${r.shanten}-shanten`;
  let out = `hand      ${r.hand}\nshanten   ${r.shanten} (${name}; ${forms.join(', ')})\n`;
  if (r.ukeire) out += `ukeire    ${r.ukeire.total} tiles${r.ukeire.total > 0 ? ': ' + list(r.ukeire.tiles) : ''}\n`;
  if (r.discards) {
    out += `\ndiscard   shanten   ukeire\n`;
    for (const d of r.discards) out += `${d.discard.padEnd(10)}${String(d.shanten).padEnd(10)}${String(d.total).padStart(2)}  ${list(d.tiles)}\n`.replace(/ +\n$/, '\n');
  }
  return out;
}

/**
 * `mjkit shanten --stdin`: one hand per line in, one JSON object per line out (`null` for a blank
 * line, so that outputs line up with inputs); a bad line gives `{"input", "error": {"code",
 * "message", "offset"}}` and the run goes on. Returns the number of bad lines.
 */
export function shantenLines(input: string, write: (text: string) => void): number {
  let bad = 0;
  let chunk = '';
  for (const raw of inputLines(input)) {
    const line = raw.trim();
    let text = 'null';
    try {
      if (line !== '') text = JSON.stringify(describeShanten(Hand.parse(line)));
    } catch (e) {
      if (!(e instanceof MjkitError)) throw e;
      bad++;
      text = JSON.stringify({ input: line, error: { code: e.code, message: e.message, offset: e.offset ?? null } });
    }
    chunk += text + '\n';
    if (chunk.length > 1 << 16) {
      write(chunk);
      chunk = '';
    }
  }
  write(chunk);
  return bad;
}
