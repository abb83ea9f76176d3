import { decompose, isComplete, meldToString, tileToString, waits } from '@mjkit/core';
import type { Decomposition, Hand, Meld, TileKind } from '@mjkit/core';

/** Everything `mjkit hand` reports about a hand; its `--json` output. */
export interface HandReport {
  /** The hand in mpsz notation. */
  readonly mpsz: string;
  /** The hand in majiang-core notation. */
  readonly majiang: string;
  /** The hand in Unicode tile glyphs. */
  readonly unicode: string;
  /** Tiles with each meld counted as 3: 13 or 14. */
  readonly tileCount: number;
  /** Concealed tiles, the drawn tile included. */
  readonly concealedCount: number;
  /** The melds in mpsz notation, with their type and source seat. */
  readonly melds: readonly { readonly type: Meld['type']; readonly mpsz: string; readonly from: Meld['from'] }[];
  /** The drawn tile (mpsz), or null. */
  readonly drawn: string | null;
  /** Whether riichi is declared. */
  readonly riichi: boolean;
  /** For a 14-tile hand, whether it is complete; null for 13 tiles. */
  readonly complete: boolean | null;
  /** Every decomposition of a complete hand, each as a list of groups in mpsz. */
  readonly decompositions: readonly { readonly form: Decomposition['form']; readonly groups: readonly string[] }[];
  /** For a 13-tile hand, its waits (mpsz); null for 14 tiles. */
  readonly waits: readonly string[] | null;
}

function run(kind: TileKind, n: number, step: number): string {
  const digits = Array.from({ length: n }, (_, i) => tileToString(kind + i * step)[0]).join('');
  return digits + tileToString(kind)[1];
}

/** The groups of a decomposition in mpsz: concealed sets and pair, then the melds. */
function groups(d: Decomposition, melds: readonly Meld[]): string[] {
  const meldGroups = melds.map((m) => meldToString(m));
  if (d.form === 'chiitoitsu') return d.pairs.map((k) => run(k, 2, 0));
  if (d.form === 'kokushi') return [`kokushi, pair ${run(d.pair, 2, 0)}`];
  return [...d.sets.map((s) => (s.type === 'triplet' ? run(s.kind, 3, 0) : run(s.kind, 3, 1))), run(d.pair, 2, 0), ...meldGroups];
}

/** Analyses a hand as `mjkit hand` does. */
export function describeHand(hand: Hand): HandReport {
  const complete = hand.tileCount === 14 ? isComplete(hand) : null;
  return {
    mpsz: hand.toString(),
    majiang: hand.toMajiang(),
    unicode: hand.toUnicode(),
    tileCount: hand.tileCount,
    concealedCount: hand.concealedCount,
    melds: hand.melds.map((m) => ({ type: m.type, mpsz: meldToString(m), from: m.from })),
    drawn: hand.drawn === null ? null : tileToString(hand.drawn),
    riichi: hand.riichi,
    complete,
    decompositions: complete ? decompose(hand).map((d) => ({ form: d.form, groups: groups(d, hand.melds) })) : [],
    waits: hand.tileCount === 13 ? waits(hand).map(tileToString) : null,
  };
}

/** The report as aligned text lines. */
export function formatHandReport(r: HandReport): string {
  const lines: [string, string][] = [
    ['mpsz', r.mpsz],
    ['majiang', r.majiang],
    ['unicode', r.unicode],
    ['tiles', `${r.tileCount} (${r.concealedCount} concealed, ${r.melds.length} meld${r.melds.length === 1 ? '' : 's'})`],
  ];
  if (r.drawn !== null) lines.push(['drawn', r.drawn]);
  if (r.riichi) lines.push(['riichi', 'yes']);
  if (r.complete !== null) {
    lines.push(['complete', r.complete ? `yes, ${r.decompositions.length} decomposition${r.decompositions.length === 1 ? '' : 's'}` : 'no']);
    for (const d of r.decompositions) lines.push(['', `${d.form.padEnd(10)} ${d.groups.join(' ')}`]);
  }
  if (r.waits !== null) lines.push(['waits', r.waits.length > 0 ? r.waits.join(' ') : 'none (not tenpai)']);
  return lines.map(([k, v]) => `${k.padEnd(10)}${v}`.trimEnd()).join('\n') + '\n';
}

