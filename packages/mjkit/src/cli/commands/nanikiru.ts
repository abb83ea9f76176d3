// `mjkit nanikiru <hand> [options] | --stdin`: what to discard, by @mjkit/evaluator.
import { HONG_KONG_PRESETS, Hand, MjkitError, createRules, parseTiles, tileFromId, tileToString } from '@mjkit/core';
import type { HongKongPresetName, RulePresetName, Tile } from '@mjkit/core';
import { scoreHongKong } from '@mjkit/scoring';
import { parsePositionTexts, positionTurn } from '@mjkit/bots';
import type { ExplainingAgent, PositionTurnOptions } from '@mjkit/bots';
import { evaluateDiscards, evaluateTurnAware, positionOf } from '@mjkit/evaluator';
import type { Position } from '@mjkit/evaluator';
import type { Command, CommandOptions } from '../command.js';
import { AGENTS } from '../agents.js';
import { inputLines, warn, windOption } from '../io.js';
import { UsageError, choice, parseCommandArgs, unknownName, usage, wholeNumber } from '../usage.js';

const OPTIONS = {
  indicators: { type: 'string' },
  visible: { type: 'string' },
  'seat-wind': { type: 'string' },
  'round-wind': { type: 'string' },
  drawable: { type: 'string' },
  rules: { type: 'string' },
  mode: { type: 'string' },
  bot: { type: 'string' },
  'min-faan': { type: 'string' },
  riichi: { type: 'string', multiple: true },
  open: { type: 'string', multiple: true },
  quiet: { type: 'string', multiple: true },
  river: { type: 'string' },
  scores: { type: 'string' },
  'round-number': { type: 'string' },
  honba: { type: 'string' },
  sticks: { type: 'string' },
} as const satisfies CommandOptions;

type Values = { readonly [K in Exclude<keyof typeof OPTIONS, 'riichi' | 'open' | 'quiet'>]?: string | undefined } & { readonly [K in 'riichi' | 'open' | 'quiet']?: readonly string[] | undefined };

/** The result as `--json` prints it: tiles in mpsz (0 = red five). */
export interface NanikiruReport {
  readonly best: string;
  readonly shanten: number;
  readonly mode: 'normalized' | 'legacy' | 'turn-aware';
  readonly discards: readonly {
    readonly tile: string;
    readonly value: number;
    readonly shanten: number;
    readonly ukeire: number;
    readonly tenpai?: number;
    readonly win?: number;
  }[];
}

function tilesOf(text: string | undefined): Tile[] {
  if (text === undefined || text.trim() === '') return [];
  return text.split(',').flatMap((part) => parseTiles(part.trim()));
}

/**
 * `--riichi SEAT:RIVER[:PASSED]`, `--open SEAT:MELDS[:RIVER]`, `--quiet SEAT:RIVER`, `--river
 * RIVER` and the table (`--scores S,S,S,S`, the hand first, then right, across, left;
 * `--round-number N`, `--honba N`, `--sticks N`) as positionTurn's options, and the tiles of the
 * rivers and melds given, which count as seen.
 */
function threatsOf(v: Values): { options: PositionTurnOptions; seen: Tile[] } {
  const { options, seen } = parsePositionTexts({ riichi: v.riichi ?? [], open: v.open ?? [], quiet: v.quiet ?? [], ...(v.river === undefined ? {} : { river: v.river }) });
  const scores = v.scores?.split(',').map((x) => Number(x.trim()));
  if (scores !== undefined && !scores.every((x) => Number.isInteger(x))) usage(`--scores lists whole numbers of points apart by commas (the hand's first, then right, across, left), not ${JSON.stringify(v.scores)}`);
  return {
    options: {
      ...options,
      ...(scores === undefined ? {} : { scores }),
      ...(v['round-number'] === undefined ? {} : { roundNumber: wholeNumber(v['round-number'], 'round-number', 1, 4, 1) }),
      ...(v.honba === undefined ? {} : { honba: wholeNumber(v.honba, 'honba', 0, 100, 0) }),
      ...(v.sticks === undefined ? {} : { riichiSticks: wholeNumber(v.sticks, 'sticks', 0, 100, 0) }),
    },
    seen,
  };
}

/** The position of the options, `seen` (the threats' rivers and melds) among its visible tiles. */
function positionFrom(hand: string, v: Values, seen: readonly Tile[] = []): Position {
  if (isHongKong(v)) usage('the evaluator scores riichi hands: --rules hk and hk-east are for --bot priority');
  const rules = choice(v.rules, 'rules', ['tenhou', 'majiang'], 'tenhou');
  const drawable = v.drawable === undefined ? undefined : wholeNumber(v.drawable, 'drawable', 0, 136, 0);
  return positionOf({
    hand,
    doraIndicators: tilesOf(v.indicators),
    visible: [...tilesOf(v.visible), ...seen],
    seatWind: windOption(v['seat-wind'], 0, 'seat-wind'),
    roundWind: windOption(v['round-wind'], 0, 'round-wind'),
    ...(drawable === undefined ? {} : { drawable }),
    rules: rules satisfies RulePresetName,
  });
}

/** Whether the options name Hong Kong rules (`--rules hk | hk-east`). */
function isHongKong(v: Values): boolean {
  return v.rules !== undefined && Object.hasOwn(HONG_KONG_PRESETS, v.rules);
}

/** What a bot would do on the position, and why (`--bot NAME --json`). */
export interface BotReport {
  readonly bot: string;
  /** The action: a discard (tile in mpsz, riichi or not), or tsumo. */
  readonly action: { readonly type: string; readonly tile?: string; readonly riichi?: boolean };
  readonly why: unknown;
}

const EXPLAINING = ['evaluator', 'evaluator-legacy', 'priority'];

/** What bot `name` does on the position, with its reason. */
export function botOn(hand: string, v: Values, name: string): BotReport {
  if (!EXPLAINING.includes(name)) {
    usage(AGENTS.has(name) ? `--bot ${name} cannot explain its answers; the bots that can are ${EXPLAINING.join(', ')}` : unknownName('bot', name, EXPLAINING));
  }
  const agent = AGENTS.entry(name).make({ set: 0, rotation: 0, seat: 0, seed: 'nanikiru' }) as ExplainingAgent<unknown>;
  const hongKong = isHongKong(v);
  if (v['min-faan'] !== undefined && !hongKong) usage('--min-faan is for Hong Kong rules (--rules hk or hk-east)');
  if (hongKong && name !== 'priority') usage(`--rules ${v.rules} is played by --bot priority only (the evaluator bots score riichi hands)`);
  if (hongKong && (v.riichi !== undefined || v.open !== undefined || v.quiet !== undefined || v.river !== undefined)) usage('--riichi, --open, --quiet and --river are for the riichi bots: the Hong Kong priority bot does not weigh threats');
  if (hongKong && (v.scores !== undefined || v['round-number'] !== undefined || v.honba !== undefined || v.sticks !== undefined)) usage('--scores, --round-number, --honba and --sticks are for the riichi bots');
  const threats = threatsOf(v);
  const turn = positionTurn(positionFrom(hand, hongKong ? { ...v, rules: undefined } : v, threats.seen), threats.options);
  let { view, actions } = turn;
  if (hongKong) {
    // the bot learns the table's rules as in a game; the position's actions are a Hong Kong turn's
    const rules = createRules(v.rules as HongKongPresetName, v['min-faan'] === undefined ? {} : { minFaan: wholeNumber(v['min-faan'], 'min-faan', 0, 13, 0) });
    agent.notify?.({ type: 'game-start', seat: 0, players: 4, rules, names: ['seat 0', 'seat 1', 'seat 2', 'seat 3'] });
    const parsed = Hand.parse(hand);
    const complete = parsed.tileCount === 14 && scoreHongKong({ hand: parsed, tsumo: true, seatWind: view.seatWind, roundWind: view.roundWind, rules }).ok;
    actions = actions.filter((a) => (a.type === 'discard' && !a.riichi) || (a.type === 'tsumo' && complete));
    view = { ...view, doraIndicators: [] };
  } else {
    // the bot learns the table's rules as in a game
    const rules = createRules(choice(v.rules, 'rules', ['tenhou', 'majiang'], 'tenhou') as RulePresetName);
    agent.notify?.({ type: 'game-start', seat: 0, players: 4, rules, names: ['seat 0', 'seat 1', 'seat 2', 'seat 3'] });
  }
  const { action, why } = agent.explain(view, actions, turn.safe);
  const tileName = (id: number) => tileToString(tileFromId(id, view.redFives));
  const pointsNamed = (p: { terms: { tile: number }[] } | undefined) => (p === undefined ? {} : { points: { ...p, terms: p.terms.map((t) => ({ ...t, tile: tileName(t.tile) })) } });
  const named = (w: unknown): unknown =>
    w !== null && typeof w === 'object' && 'discards' in w
      ? { ...w, discards: (w as { discards: { tile: number }[] }).discards.map((d) => ({ ...d, tile: tileName(d.tile) })), ...pointsNamed((w as { points?: { terms: { tile: number }[] } }).points) }
      : w !== null && typeof w === 'object' && 'candidates' in w
        ? { ...w, candidates: (w as { candidates: number[] }).candidates.map((k) => tileToString(k)), ...('keep' in w ? { keep: (w as unknown as { keep: number[] }).keep.map((k) => tileToString(k)) } : {}) }
        : w;
  return {
    bot: name,
    action: action.type === 'discard' ? { type: 'discard', tile: tileName(action.tile), riichi: action.riichi } : { type: action.type },
    why: named(why),
  };
}

/** A bot's report as one line of text. */
export function formatBot(hand: string, r: BotReport): string {
  const what = r.action.type === 'discard' ? `discards ${r.action.tile}${r.action.riichi ? ' with riichi' : ''}` : `declares ${r.action.type}`;
  const w = r.why as { kind?: string; rule?: string; candidates?: string[]; style?: string; variant?: string; plan?: { target: string; suit?: number }; discards?: { tile: string; value: number; shanten: number }[]; defence?: string; points?: { terms: { tile: string; dealIn: number; loss: number; gain: number; draw?: number; future: number; ev: number }[] } };
  let because = '';
  const plan = w.plan === undefined ? '' : `${w.plan.target}${w.plan.suit === undefined ? '' : ` in ${'mps'[w.plan.suit]}`}`;
  if (w.rule !== undefined && w.variant !== undefined) because = `rule ${w.rule} (${(w.candidates ?? []).join(' ')}), Hong Kong ${w.variant}, aiming at ${plan}`;
  else if (w.rule !== undefined) because = `rule ${w.rule} (${(w.candidates ?? []).join(' ')}), playing ${w.style}`;
  else if (w.discards !== undefined) {
    const top = w.discards.slice(0, 3).map((d) => `${d.tile} ${d.value.toFixed(2)}`).join(', ');
    const term = r.action.type === 'discard' ? w.points?.terms.find((t) => t.tile === (r.action as { tile: string }).tile) : undefined;
    const points = term === undefined || w.defence === undefined || w.defence === 'none' ? '' : `; in points: may lose ${Math.round(term.loss)}, gain ${Math.round(term.gain)}${(term.draw ?? 0) > 0 ? `, ready at a draw ${Math.round(term.draw!)}` : ''}, later cost ${Math.round(term.future)}, balance ${Math.round(term.ev)}`;
    because = `evaluation: ${top}${w.defence && w.defence !== 'none' ? `; ${w.defence}` : ''}${points}`;
  } else because = w.kind ?? '';
  let out = `${hand}: ${r.bot} ${what} — ${because}\n`;
  if (w.points !== undefined && w.discards !== undefined) {
    // under a threat: every discard's chance of dealing in and its expected points
    const value = new Map(w.discards.map((d) => [d.tile, d.value]));
    out += '  discard  value       deal-in  expected points\n';
    for (const t of w.points.terms) out += `  ${t.tile.padEnd(7)}  ${(value.get(t.tile) ?? 0).toFixed(2).padStart(10)}  ${`${(100 * t.dealIn).toFixed(1)}%`.padStart(7)}  ${Math.round(t.ev).toString().padStart(15)}\n`;
  }
  return out;
}

/** The ranked discards of one position, as `mjkit nanikiru --json` prints them. */
export function nanikiru(hand: string, v: Values): NanikiruReport {
  const table = (['riichi', 'open', 'quiet', 'river', 'scores', 'round-number', 'honba', 'sticks'] as const).find((k) => v[k] !== undefined);
  if (table !== undefined) usage(`--${table} is weighed by a bot's push or fold: add --bot evaluator`);
  const mode = choice(v.mode, 'mode', ['normalized', 'legacy', 'turn-aware'], 'normalized');
  const p = positionFrom(hand, v);
  if (mode === 'turn-aware') {
    const r = evaluateTurnAware(p);
    const plain = evaluateDiscards(p);
    const ukeire = new Map(plain.discards.map((d) => [d.tile, d.ukeire]));
    return {
      best: tileToString(r.best),
      shanten: r.shanten,
      mode,
      discards: r.discards.map((d) => ({ tile: tileToString(d.tile), value: d.expectedScore, shanten: d.shanten, ukeire: ukeire.get(d.tile) ?? 0, tenpai: d.tenpai, win: d.win })),
    };
  }
  const r = evaluateDiscards(p, { preset: mode });
  return {
    best: tileToString(r.best),
    shanten: r.shanten,
    mode,
    discards: r.discards.map((d) => ({ tile: tileToString(d.tile), value: d.value, shanten: d.shanten, ukeire: d.ukeire })),
  };
}

/** The report as a table. */
export function formatNanikiru(hand: string, r: NanikiruReport): string {
  const turnAware = r.mode === 'turn-aware';
  let out = `${hand}: shanten ${r.shanten}, best discard ${r.best} (${r.mode})\n`;
  out += turnAware ? '  discard  exp. score  win    tenpai  shanten  ukeire\n' : '  discard  value       shanten  ukeire\n';
  for (const d of r.discards) {
    const value = d.value.toFixed(turnAware ? 0 : 2).padStart(10);
    out += turnAware
      ? `  ${d.tile.padEnd(7)}  ${value}  ${(d.win ?? 0).toFixed(3)}  ${(d.tenpai ?? 0).toFixed(3)}   ${String(d.shanten).padStart(7)}  ${String(d.ukeire).padStart(6)}\n`
      : `  ${d.tile.padEnd(7)}  ${value}  ${String(d.shanten).padStart(7)}  ${String(d.ukeire).padStart(6)}\n`;
  }
  return out;
}

/**
 * `--stdin`: each line is a hand and options as on the command line; one JSON object per line
 * out (`null` for a blank line, so that outputs line up with inputs).
 */
function lines(input: string, write: (t: string) => void, warnLine: (text: string) => void): number {
  let bad = 0;
  let number = 0;
  for (const raw of inputLines(input)) {
    number++;
    const line = raw.trim();
    if (line === '') {
      write('null\n');
      continue;
    }
    let text: string;
    try {
      const { values, positionals } = parseCommandArgs(LINE, line.split(/\s+/)) as unknown as { values: Values; positionals: string[] };
      if (positionals.length !== 1) usage('a line is one hand and its options');
      if (values.bot !== undefined && values.mode !== undefined) warnLine(`line ${number}: ${IGNORED_MODE}`);
      text = JSON.stringify(values.bot === undefined ? nanikiru(positionals[0] as string, values) : botOn(positionals[0] as string, values, values.bot));
    } catch (e) {
      const error = e instanceof MjkitError ? { code: e.code, message: e.message } : e instanceof UsageError ? { code: 'USAGE', message: e.message } : null;
      if (error === null) throw e;
      bad++;
      text = JSON.stringify({ input: line, error });
    }
    write(text + '\n');
  }
  return bad;
}

/** A line of `--stdin`, read as the options of the command. */
const LINE = { name: 'nanikiru', options: OPTIONS } as unknown as Command;

const IGNORED_MODE = '--mode is ignored with --bot: a bot plays its own evaluation (evaluator-legacy is the legacy one)';

export const nanikiruCommand: Command = {
  name: 'nanikiru',
  args: '<hand> [--indicators 4m,1z] [--visible …] [--seat-wind E] [--round-wind E]\n  [--drawable 70] [--rules tenhou|majiang] [--mode normalized|legacy|turn-aware]\n  [--bot evaluator|evaluator-legacy|priority [--riichi SEAT:RIVER[:PASSED]]... [--open SEAT:MELDS[:RIVER]]...\n   [--quiet SEAT:RIVER]... [--river RIVER]\n   [--scores S,S,S,S] [--round-number N] [--honba N] [--sticks N]]\n  [--rules hk|hk-east [--min-faan N]] [--json] | --stdin',
  summary:
    'what to discard: every discard of a 14-tile hand valued by the 電脳麻将\nevaluation (normalized, or legacy as majiang-ai 1.0.13), or by the\nturn-aware win/tenpai probabilities and expected score. --stdin: one\nposition per line, written as the arguments; one JSON object per line out',
  details:
    'Defaults: nothing else visible, 70 tiles drawable, East seat and round,\ntenhou rules. --visible lists the tiles seen besides the hand and the dora\nindicators (discards, other players\' melds). --json prints\n{ best, shanten, mode, discards: [{ tile, value, shanten, ukeire }] }.\n--bot NAME: what that bot (@mjkit/bots) would do, and why: the priority\nrule that fired, or the evaluation ({ bot, action, why } with --json).\n--bot priority --rules hk|hk-east [--min-faan N]: the Hong Kong variant for\nthat minimum (default 3 faan: all pungs or one suit with honours).\n--riichi SEAT:RIVER[:PASSED] (with --bot; repeat for each): that opponent is\nin riichi after RIVER, in order, / after its riichi tile when others follow;\nPASSED, the tiles others threw after its riichi, safe against it\n(left:1z9m3m5s/8p2z:4s6p); its tiles count as seen. The evaluator bot then\nweighs push or fold in points: each discard\'s deal-in chance and expected\npoints. --open SEAT:MELDS[:RIVER]: that opponent holds those melds, apart by\ncommas, the called tile marked by whom it came from (right:777=z,7-89s:1m9p).\n--quiet SEAT:RIVER: another opponent\'s river; --river: the hand\'s own (the\ntiles seen in no river given lie in an opponent\'s not given, or the hand\'s).\n--scores (the hand first, then right, across, left), --round-number\n(1-4, as in East 1 to East 4), --honba, --sticks: the table around the\nposition (default even scores less each riichi stick, the round whose dealer\nsits where the seat wind says when the hand sat first as dealer, 0 honba,\none stick per riichi).',
  options: { ...OPTIONS, json: { type: 'boolean' }, stdin: { type: 'boolean' } },
  positionals: { min: 0, max: 1 },
  run({ values, positionals, io }) {
    if (values.stdin) {
      if (positionals.length > 0) usage('--stdin reads the hands from standard input: give no hand on the command line');
      return lines(io.readInput(), (t) => io.out(t), (t) => warn(io, 'nanikiru', t)) > 0 ? 1 : 0;
    }
    if (positionals.length !== 1) usage('give one hand (or --stdin)');
    const hand = positionals[0] as string;
    if (typeof values.bot === 'string') {
      if (values.mode !== undefined) warn(io, 'nanikiru', IGNORED_MODE);
      const r = botOn(hand, values as Values, values.bot);
      io.out(values.json ? JSON.stringify(r) + '\n' : formatBot(hand, r));
      return 0;
    }
    const report = nanikiru(hand, values as Values);
    io.out(values.json ? JSON.stringify(report) + '\n' : formatNanikiru(hand, report));
    return 0;
  },
};

