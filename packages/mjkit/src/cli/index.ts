/**
 * The `mjkit` command line as a function, so that it can be embedded and tested:
 * `runCli(['hand', '123m456p789s1122z'])` does what `mjkit hand 123m456p789s1122z` does.
 *
 * @example
 * ```ts
 * import { runCli, memoryIo } from 'mjkit/cli';
 * const io = memoryIo();
 * runCli(['hand', '123m456p789s1122z', '--json'], io); // => 0
 * JSON.parse(io.stdout).waits; // => ['1z', '2z']
 * runCli(['hand', '123m456x'], io); // => 1
 * ```
 *
 * @packageDocumentation
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Hand, MjkitError, inputExcerpt } from '@mjkit/core';
import pkg from '../../package.json';
import { describeHand, formatHandReport } from './describe-hand.js';
import type { CliIo } from './io.js';
import { scoreHand } from '@mjkit/scoring';
import { formatScore, scoreInput, scoreJson } from './score.js';
import { describeShanten, formatShantenReport, shantenLines } from './shanten.js';
import { logCommand } from './log.js';

export { describeHand, formatHandReport } from './describe-hand.js';
export type { HandReport } from './describe-hand.js';
export { describeShanten, formatShantenReport, shantenLines } from './shanten.js';
export { formatScore, scoreInput, scoreJson } from './score.js';
export type { ScoreOptions } from './score.js';
export type { EffectiveTiles, ShantenReport } from './shanten.js';
export { convertLog, formatStatsTable, formatValidateSummary, progressBar, statsTable, validateLogs, validateOk } from './log.js';
export type { ConvertFormat, LogProblem, ValidateSummary } from './log.js';
export { memoryIo } from './io.js';
export type { CliIo } from './io.js';

const HELP = `mjkit ${pkg.version}: mahjong tools

usage:
  mjkit hand <hand> [--json]   notations, tile count, completeness with every
                               decomposition, and the waits of a 13-tile hand
  mjkit shanten <hand> [--json]
                               shanten of each form; effective tiles of a 13-tile
                               hand, the discard table of a 14-tile hand
  mjkit shanten --stdin        one hand per line in, one JSON object per line out
  mjkit score <hand> [--win <tile>] [--tsumo | --ron [--from E|S|W|N]]
              [--riichi | --double-riichi] [--ippatsu] [--rinshan] [--chankan]
              [--last] [--first] [--dora <tiles>]... [--ura <tiles>]...
              [--round E|S|W|N] [--seat E|S|W|N] [--honba N] [--sticks N]
              [--kita N] [--rules tenhou|tenhou-tonpuu|tenhou-sanma|no-red|majiang]
              [--json]
                               yaku, fu lines, han, limit, points and payments.
                               Defaults: East round, South seat, ron from the
                               player to the left (a 14-tile hand: tsumo), tenhou
  mjkit log validate <files or folders…> [--json]
                               read Tenhou logs (mjlog XML, tenhou6 JSON, gzip or
                               not), replay them, re-score every win, compare the
                               final scores and the walls rebuilt from the seed
  mjkit log convert <file> --to tenhou6|mjai|events
                               a log in another format, on standard output
  mjkit log stats <files or folders…>
                               counts per folder: kyoku, draws, discards, riichi,
                               calls, wins, draws, kan dora, disconnects
  mjkit demo                   a short tour on built-in example hands
  mjkit --help | --version

hands are read in mpsz (123m055p789s1122z, 0 = red five; melds after commas:
1-23m chii, 555=z pon, 5505+p open kan, 555-5s added kan, 1111z closed kan),
majiang-core notation (m123p055s789z1122,m1-23) or Tenhou ids (0,4,8,...).
`;

const DEMO: [string, string, string][] = [
  ['hand', '123m055p789s1122z', 'a 13-tile hand waiting on two pairs (red 5p written as 0p)'],
  ['hand', '1112345678999m', 'nine gates: waits on every character tile'],
  ['hand', '111222333m789p1z1z', 'a complete hand with two readings (the last tile is the drawn one)'],
  ['hand', 'm345p40677s67s8,m34-0', 'majiang-core notation with a chii of a red five'],
  ['shanten', '123456789m1111z', 'its only wait would be a fifth 1z: 1-shanten, not tenpai'],
  ['shanten', '23m456p789s11z,555=z', 'effective tiles of a melded hand'],
  ['shanten', '3468m1356p47s124z5p', 'what to discard: every discard with the shanten and effective tiles it leaves'],
  ['score', '23345m789p111s55z --win 4m --riichi', 'the reading that scores most: kanchan (2 fu) beats ryanmen here'],
  ['score', '11m23p,555-z,666=z,777+z --win 4p --tsumo', 'daisangen: the player who fed the last dragon pays it all (pao)'],
];

const realIo: CliIo = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readInput: () => readFileSync(0, 'utf8'),
  ...(process.stderr.isTTY ? { progress: (t: string) => process.stderr.write(t) } : {}),
};

/** Shows where in the input a notation error is. */
function explain(e: MjkitError): string {
  let text = `mjkit: ${e.message}\n`;
  if (e.input !== undefined && e.offset !== undefined) {
    const { text: shown, column } = inputExcerpt(e.input, e.offset);
    text += `  ${shown}\n  ${' '.repeat(column)}^\n`;
  }
  return text;
}

function handCommand(args: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    io.err('usage: mjkit hand <hand> [--json]\n');
    return 2;
  }
  const report = describeHand(Hand.parse(positionals[0] as string));
  io.out(values.json ? JSON.stringify(report) + '\n' : formatHandReport(report));
  return 0;
}

function shantenCommand(args: string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean' }, stdin: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.stdin) {
    if (positionals.length > 0) {
      io.err('usage: mjkit shanten --stdin (hands on standard input, one per line)\n');
      return 2;
    }
    return shantenLines(io.readInput(), (t) => io.out(t)) > 0 ? 1 : 0;
  }
  if (positionals.length !== 1) {
    io.err('usage: mjkit shanten <hand> [--json] | mjkit shanten --stdin\n');
    return 2;
  }
  const report = describeShanten(Hand.parse(positionals[0] as string));
  io.out(values.json ? JSON.stringify(report) + '\n' : formatShantenReport(report));
  return 0;
}

const SCORE_FLAGS = ['tsumo', 'ron', 'riichi', 'double-riichi', 'ippatsu', 'rinshan', 'chankan', 'last', 'first', 'json'] as const;
const SCORE_VALUES = ['win', 'from', 'round', 'seat', 'honba', 'sticks', 'kita', 'rules'] as const;

function scoreCommand(args: string[], io: CliIo): number {
  const options: Record<string, { type: 'boolean' | 'string'; multiple?: boolean }> = { dora: { type: 'string', multiple: true }, ura: { type: 'string', multiple: true } };
  for (const f of SCORE_FLAGS) options[f] = { type: 'boolean' };
  for (const v of SCORE_VALUES) options[v] = { type: 'string' };
  const { values, positionals } = parseArgs({ args, options, allowPositionals: true });
  if (positionals.length !== 1) {
    io.err('usage: mjkit score <hand> [--win <tile>] [--tsumo|--ron] [--riichi] [--dora <tiles>] … (mjkit --help)\n');
    return 2;
  }
  const input = scoreInput(positionals[0] as string, values);
  const result = scoreHand(input);
  io.out(values.json ? JSON.stringify(scoreJson(result)) + '\n' : formatScore(input, result));
  return result.ok ? 0 : 1;
}

function demoCommand(io: CliIo): number {
  io.out(`A short tour of mjkit ${pkg.version}. Each block is what the command shows.\n`);
  for (const [command, hand, note] of DEMO) {
    io.out(`\n# ${note}\n$ mjkit ${command} ${hand}\n`);
    if (command === 'hand') handCommand([hand], io);
    else if (command === 'shanten') shantenCommand([hand], io);
    else scoreCommand(hand.split(' '), io);
  }
  io.out('\nTry your own: mjkit hand|shanten|score <hand> [--json]; mjkit --help for the options and the notation.\n');
  return 0;
}

/**
 * Runs the command line on `argv` (without the program name) and returns the exit code: 0 on
 * success, 1 when the input is bad (the error says why and where), 2 on a usage error.
 */
export function runCli(argv: readonly string[], io: CliIo = realIo): number {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'hand':
        return handCommand(rest, io);
      case 'shanten':
        return shantenCommand(rest, io);
      case 'score':
        return scoreCommand(rest, io);
      case 'log':
        return logCommand(rest, io);
      case 'demo':
        return demoCommand(io);
      case '--version':
      case '-v':
        io.out(pkg.version + '\n');
        return 0;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.out(HELP);
        return command === undefined ? 2 : 0;
      default:
        io.err(`mjkit: unknown command ${JSON.stringify(command)}\n\n${HELP}`);
        return 2;
    }
  } catch (e) {
    if (e instanceof MjkitError) {
      io.err(explain(e));
      return 1;
    }
    if (e instanceof Error && 'code' in e && String((e as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      io.err(`mjkit: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
