// Where the evaluator bot's rank comes from (issue 33), decision by decision in whole games. In the
// gate's duplicate arena the bot at seat s plays the same walls as evaluator-legacy at seat s in the
// base game (four evaluator-legacy): both games are the same event for event until the bot first
// decides otherwise. That first decision names the game's kind (a discard against a riichi, split by
// which of the two tiles was safe against it, against an open hand or with neither; a riichi declared
// or not; a call made or not; a kan; a win), and the game's difference in final place (bot − legacy
// at that seat) is put to it, with everything the bot did after. Summed over the kinds it is the
// gate's difference from 2.5 on the same sets.
// Rounds are compared with tiles as kinds and red fives (which copy of a kind went is the same
// play), tsumogiri flags ignored.
// Writes results/divergence.json and .md; resumable by set.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/divergence.ts [--sets 400] [--seed bots-v1] [--workers 2] [--resume | --force]
import { join } from 'node:path';
import { botEntry, PassedAfterRiichi } from '@mjkit/bots';
import { createRng, kindOf, tileFromId } from '@mjkit/core';
import type { TileId } from '@mjkit/core';
import { playArenaGame } from '@mjkit/game';
import type { Round, RoundEvent } from '@mjkit/table';
import { resultsDir, writeWhole } from './harness.js';
import { option, playGames, playShare, sameBut, savedRun } from './progress.js';

/** One game of the bot: its seat, the first decision it made otherwise than legacy (null: none), and both places and scores. */
interface Divergence {
  readonly rotation: number;
  readonly seat: number;
  readonly kind: string | null;
  /** The round (0 = East 1) and tiles left in the wall at the first difference, or -1. */
  readonly round: number;
  readonly left: number;
  readonly place: readonly [bot: number, legacy: number];
  readonly score: readonly [bot: number, legacy: number];
}

interface SetDivergences {
  readonly game: number;
  readonly games: readonly Divergence[];
}

const k = (t: TileId) => tileFromId(t);

/** An event as a string of what the players saw (tiles as kinds and red fives; no tsumogiri flag). */
function played(e: RoundEvent): string {
  switch (e.type) {
    case 'draw':
      return `draw ${e.seat} ${k(e.tile)}`;
    case 'discard':
      return `discard ${e.seat} ${k(e.tile)}`;
    case 'call':
      return `call ${e.seat} ${e.meld.type} ${e.meld.tiles.map(k).sort((a, b) => a - b).join(',')}`;
    case 'win':
      return `win ${e.seat} ${e.from}`;
    case 'dora':
      return `dora ${k(e.indicator)}`;
    case 'ryuukyoku':
      return `ryuukyoku ${e.kind}`;
    default:
      return `${e.type} ${'seat' in e ? e.seat : ''}`;
  }
}

/** The kind of the first decision at which the seat's two rounds part, given the events before it. */
function decisionKind(before: readonly RoundEvent[], legacy: RoundEvent | undefined, bot: RoundEvent | undefined, seat: number): string {
  const mine = (e: RoundEvent | undefined) => e !== undefined && 'seat' in e && e.seat === seat;
  if (mine(bot) && mine(legacy) && bot!.type === 'discard' && legacy!.type === 'discard') {
    if (before.some((e) => e.type === 'riichi' && e.seat !== seat)) {
      const b = safeAgainstRiichi(before, seat, k(bot!.tile));
      const l = safeAgainstRiichi(before, seat, k(legacy!.tile));
      return `discard against a riichi: ${b === l ? (b ? 'both tiles safe' : 'neither tile safe') : b ? 'the bot folds' : 'the bot pushes'}`;
    }
    if (before.some((e) => e.type === 'call' && e.seat !== seat && e.meld.type !== 'ankan' && e.meld.type !== 'kita')) return 'discard against an open hand';
    return 'discard, nobody riichi or open';
  }
  for (const [e, who] of [[bot, 'the bot'], [legacy, 'legacy']] as const) {
    if (!mine(e)) continue;
    if (e!.type === 'riichi') return `riichi: ${who} declares`;
    if (e!.type === 'win') return `win: ${who} takes it`;
    if (e!.type === 'call') return e!.meld.type === 'chii' || e!.meld.type === 'pon' ? `chii or pon: ${who} calls` : `kan: ${who} calls`;
  }
  return 'other';
}

/**
 * Whether a tile (as a kind or red five) is safe against every opponent in riichi: in its river, or
 * thrown by anyone after its riichi (a riichi hand that let it pass is furiten on it).
 */
function safeAgainstRiichi(before: readonly RoundEvent[], seat: number, tile: number): boolean {
  const kind = kindOf(tile);
  const passed = new PassedAfterRiichi();
  for (const e of before) passed.see(e);
  for (let r = 0; r < 4; r++) {
    if (r === seat || !before.some((e) => e.type === 'riichi' && e.seat === r)) continue;
    const inRiver = before.some((e) => e.type === 'discard' && e.seat === r && kindOf(k(e.tile)) === kind);
    if (!inRiver && !passed.kinds[r]!.has(kind)) return false;
  }
  return true;
}

/** The tiles left in the live wall after the events (70 at the deal; a kan's replacement counts too). */
function tilesLeft(events: readonly RoundEvent[]): number {
  return 70 - events.filter((e) => e.type === 'draw').length;
}

function firstDifference(legacy: readonly Round[], bot: readonly Round[], seat: number): { kind: string | null; round: number; left: number } {
  for (let r = 0; r < Math.min(legacy.length, bot.length); r++) {
    const a = legacy[r]!.events;
    const b = bot[r]!.events;
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (a[i] !== undefined && b[i] !== undefined && played(a[i]!) === played(b[i]!)) continue;
      return { kind: decisionKind(a.slice(0, i), a[i], b[i], seat), round: legacy[r]!.round, left: tilesLeft(a.slice(0, i)) };
    }
  }
  return { kind: legacy.length === bot.length ? null : 'other', round: -1, left: -1 };
}

function playSet(set: number, seed: string): SetDivergences {
  const legacy = botEntry('evaluator-legacy');
  const bot = botEntry('evaluator');
  const base = playArenaGame([legacy, legacy, legacy, legacy], set, 0, { seed });
  const games: Divergence[] = [];
  for (let rotation = 0; rotation < 4; rotation++) {
    const g = playArenaGame([bot, legacy, legacy, legacy], set, rotation, { seed });
    const seat = (4 - rotation) % 4;
    const d = firstDifference(base.result.log.rounds, g.result.log.rounds, seat);
    games.push({ rotation, seat, ...d, place: [g.result.places[seat]! + 1, base.result.places[seat]! + 1], score: [g.result.scores[seat]!, base.result.scores[seat]!] });
  }
  return { game: set, games };
}

/** A row of the tables: its name and the games it counts. */
type Row = readonly [name: string, keep: (g: Divergence) => boolean];

/** Per row: games, their mean difference in place and score, and its share of the whole per game with a 95% interval (1,000 resamples of the sets). */
function table(sets: readonly SetDivergences[], first: string, rows: readonly Row[]): string {
  const n = sets.length * 4;
  const rng = createRng('divergence/bootstrap');
  const draws = Array.from({ length: 1000 }, () => Array.from({ length: sets.length }, () => rng.nextInt(sets.length)));
  const interval = (keep: Row[1], of: (g: Divergence) => number, digits: number) => {
    // each set's sum once; a resample adds up the sets it draws
    const bySet = sets.map((s) => s.games.reduce((a, g) => a + (keep(g) ? of(g) : 0), 0));
    const share = (pick: readonly number[]) => pick.reduce((a, i) => a + bySet[i]!, 0) / n;
    const xs = draws.map(share).sort((a, b) => a - b);
    const f = (x: number) => x.toFixed(digits);
    return `${f(share(sets.map((_, i) => i)))} [${f(xs[25]!)}, ${f(xs[974]!)}]`;
  };
  const place = (g: Divergence) => g.place[0] - g.place[1];
  const score = (g: Divergence) => g.score[0] - g.score[1];
  const lines = [`| ${first} | games | their mean place difference | mean score difference | share of the whole, place | share of the whole, score |`, '|---|---:|---:|---:|---|---|'];
  for (const [name, keep] of rows) {
    const games = sets.flatMap((s) => s.games.filter(keep));
    const mean = (of: (g: Divergence) => number) => (games.length === 0 ? 0 : games.reduce((a, g) => a + of(g), 0) / games.length);
    lines.push(`| ${name} | ${games.length} | ${mean(place).toFixed(3)} | ${Math.round(mean(score))} | ${interval(keep, place, 4)} | ${interval(keep, score, 0)} |`);
  }
  return lines.join('\n');
}

const NONE = 'none: the same game';

function report(command: string, seed: string, sets: readonly SetDivergences[]): string {
  const kinds = [...new Set(sets.flatMap((s) => s.games.map((g) => g.kind ?? NONE)))].sort();
  const every: Row = ['every game', () => true];
  const byKind: Row[] = [...kinds.map((kind): Row => [kind, (g) => (g.kind ?? NONE) === kind]), every];
  const starts = (prefix: string): Row[1] => (g) => g.kind !== null && g.kind.startsWith(prefix);
  const decision = (g: Divergence) => g.kind !== null && /^(chii or pon|kan|riichi):/.test(g.kind);
  const grouped: Row[] = [
    ['a discard against a riichi', starts('discard against a riichi')],
    ['a discard against an open hand', starts('discard against an open hand')],
    ['either (the bot\'s defence)', starts('discard against a')], // a riichi or an open hand
    ['a call, kan or riichi', decision],
    ['a quiet discard', starts('discard, nobody')],
    [NONE, (g) => g.kind === null],
    every,
  ];
  const round = (name: string, lo: number, hi: number): Row => [name, (g) => g.kind !== null && g.round >= lo && g.round <= hi];
  const byRound: Row[] = [round('East 1–2', 0, 1), round('East 3–4', 2, 3), round('South 1–2', 4, 5), round('South 3–4 and on', 6, 99), [NONE, (g) => g.kind === null], every];
  const left = (name: string, lo: number, hi: number): Row => [name, (g) => g.kind !== null && g.left >= lo && g.left <= hi];
  const byLeft: Row[] = [left('50 or more', 50, 70), left('30–49', 30, 49), left('under 30', 0, 29), [NONE, (g) => g.kind === null], every];
  return `# Where the evaluator bot's rank comes from: the first decision it makes otherwise than evaluator-legacy

Command: \`${command}\`

The gate's duplicate arena (seed \`${seed}\`, ${sets.length} sets): the bot at each seat in turn against three \`evaluator-legacy\`, and
four \`evaluator-legacy\` on the same walls. At the bot's seat both games are the same, event for event, until the bot
first decides otherwise; that decision names the game's kind, and the game's difference in final place and score
(bot − legacy at that seat) goes to it, with everything the bot did after. **Share of the whole**: the kind's sum over
all games ÷ the games (so the shares add up to the bot's mean place − 2.5 and its mean score difference); 95%
intervals from 1,000 resamples of the sets. A discard's situation is read from the round so far: an opponent's riichi,
else an opponent's open meld. Against a riichi, a tile is **safe** when it is safe against every riichi on the table (in
the riichi player's river, or thrown by anyone after the riichi and let pass): **the bot folds** where its tile is safe
and legacy's is not, **pushes** where legacy's is safe and its own is not.

${table(sets, 'first decision the bot made otherwise', byKind)}

The same, grouped:

${table(sets, 'first decision the bot made otherwise', grouped)}

By the round of the first difference (0 = East 1):

${table(sets, 'round', byRound)}

By the tiles left in the live wall at the first difference:

${table(sets, 'tiles left', byLeft)}
`;
}

const args = process.argv.slice(2);
const setsAsked = Number(option(args, '--sets', '400'));
const seed = option(args, '--seed', 'bots-v1');
if (!playShare(args, setsAsked, (set) => playSet(set, seed))) {
  const file = join(resultsDir, 'divergence.json');
  const command = `cd bench && node --conditions=@mjkit/source --import tsx src/divergence.ts --sets ${setsAsked} --seed ${seed}`;
  // a resumed run may ask more sets
  const saved = savedRun<{ command: string; sets: SetDivergences[] }>(file, command, args, sameBut('--sets'));
  const bySet = new Map((saved?.sets ?? []).filter((s) => s.game < setsAsked).map((s) => [s.game, s]));
  let md = '';
  const save = () => {
    const list = [...bySet.values()].sort((a, b) => a.game - b.game);
    md = report(command, seed, list);
    writeWhole(file, `${JSON.stringify({ command, sets: list })}\n`);
    writeWhole(join(resultsDir, 'divergence.md'), md);
  };
  // playGames saves at its end when it added a set; a resumed run with none left writes the report again
  if ((await playGames<SetDivergences>(import.meta.url, args, setsAsked, bySet.keys(), (m) => bySet.set(m.game, m), save)) === 0) save();
  console.log(md);
}
