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
 * runCli(['score', '--help'], io); // => 0
 * ```
 *
 * @packageDocumentation
 */
import { readFileSync } from 'node:fs';
import { stripBom } from '@mjkit/core/node';
import { MjkitError } from '@mjkit/core';
import pkg from '../../package.json';
import { indent, usageOf } from './command.js';
import type { Command } from './command.js';
import { arenaCommand, arenaMergeCommand } from './commands/arena.js';
import { demoCommand } from './commands/demo.js';
import { donjaraEvalEstimatorCommand, donjaraPlayCommand, donjaraTrainEstimatorCommand, donjaraTrainTrainersCommand } from './commands/donjara.js';
import { handCommand } from './commands/hand.js';
import { logConvertCommand, logReviewCommand, logStatsCommand, logValidateCommand } from './commands/log.js';
import { mjaiCommand } from './commands/mjai.js';
import { nanikiruCommand } from './commands/nanikiru.js';
import { scoreCommand } from './commands/score.js';
import { opponentScoreEvalCommand, opponentScoreExtractCommand, opponentScoreMergeCommand, opponentScoreTrainCommand } from './commands/opponent-score.js';
import { sequenceImitateCommand, sequenceMergeCommand, sequenceMineCommand, sequenceStyleCommand, sequenceTopCommand } from './commands/sequence.js';
import { shantenCommand } from './commands/shanten.js';
import type { CliIo } from './io.js';
import { UsageError, parseCommandArgs, unknownName, usage } from './usage.js';

export type { HandReport } from './describe-hand.js';
export type { EffectiveTiles, ShantenReport } from './shanten.js';
export { memoryIo } from './io.js';
export type { CliIo } from './io.js';

const NOTATION = `hands are read in mpsz (123m055p789s1122z, 0 = red five; melds after commas:
1-23m chii, 555=z pon, 5505+p open kan, 555-5s added kan, 1111z closed kan),
majiang-core notation (m123p055s789z1122,m1-23) or Tenhou ids (0,4,8,...).`;

/** The exit codes, the same for every command. */
const EXIT_CODES = `exit codes: 0 done; 1 the data is bad (a hand, a file, a log) or a check found a
problem; 2 the command line is wrong (an unknown command or option, a missing or
extra argument, an option value out of its range).`;

/** Every command, in the order the help lists them. */
function commands(io: CliIo): readonly Command[] {
  return [
    handCommand,
    shantenCommand,
    scoreCommand,
    nanikiruCommand,
    logValidateCommand,
    logConvertCommand,
    logStatsCommand,
    logReviewCommand,
    sequenceMineCommand,
    sequenceMergeCommand,
    sequenceTopCommand,
    sequenceImitateCommand,
    sequenceStyleCommand,
    opponentScoreExtractCommand,
    opponentScoreMergeCommand,
    opponentScoreTrainCommand,
    opponentScoreEvalCommand,
    donjaraPlayCommand,
    donjaraTrainEstimatorCommand,
    donjaraEvalEstimatorCommand,
    donjaraTrainTrainersCommand,
    arenaCommand,
    arenaMergeCommand,
    mjaiCommand,
    demoCommand(pkg.version, (argv) => run(argv, io)),
  ];
}

/** The help: every command's usage and summary, then the notation. */
function help(list: readonly Command[]): string {
  let out = `mjkit ${pkg.version}: mahjong tools\n\nusage:\n`;
  for (const c of list) out += `  mjkit ${c.name}${c.args ? ` ${c.args.replace(/\n/g, '\n  ')}` : ''}\n${indent(c.summary, 29)}\n`;
  out += `  mjkit --help | --version\n  mjkit <command> --help       the usage of one command (or of a group: mjkit log --help)\n\n${NOTATION}\n\n${EXIT_CODES}\n`;
  return out;
}

const realIo: CliIo = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readInput: () => stripBom(readFileSync(0, 'utf8')),
  inputStream: () => process.stdin,
  ...(process.stderr.isTTY ? { progress: (t: string) => process.stderr.write(t) } : {}),
};

/** An error as the command line shows it: the message, and a caret under the bad character. */
function explain(e: MjkitError): string {
  let text = `mjkit: ${e.message}\n`;
  const shown = e.excerpt();
  if (shown) text += `  ${shown.text}\n  ${' '.repeat(shown.column)}^\n`;
  return text;
}

/** The usage of every command of a group (`log`, `sequence` …), under a line naming them. */
function groupHelp(group: string, members: readonly Command[]): string {
  return `mjkit ${group}: ${members.map((c) => (c.name === group ? `${group} itself` : c.name.slice(group.length + 1))).join(', ')}\n\n${members.map(usageOf).join('\n')}`;
}

/** A usage error as the command line shows it: what is wrong, and where the usage is. */
function usageMessage(e: UsageError, name: string): string {
  return `mjkit ${name}: ${e.message}\n(mjkit ${name} --help shows the usage)\n`;
}

/** Finds the command that `argv` names (one word, or two for `log …`) and runs it. */
function run(argv: readonly string[], io: CliIo): number | Promise<number> {
  const list = commands(io);
  const [first, second] = argv;
  const command = list.find((c) => c.name === `${first} ${second}`) ?? list.find((c) => c.name === first);
  if (!command) {
    const wantsHelp = argv.includes('--help') || argv.includes('-h');
    if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
      const named = second === undefined ? undefined : list.filter((c) => c.name === second || c.name.startsWith(`${second} `));
      if (named && named.length > 0) {
        io.out(named.length === 1 ? usageOf(named[0] as Command) : groupHelp(second as string, named));
        return 0;
      }
      io.out(help(list));
      return first === undefined ? 2 : 0;
    }
    if (first === '--version' || first === '-v') {
      io.out(pkg.version + '\n');
      return 0;
    }
    const group = list.filter((c) => c.name.startsWith(`${first} `));
    if (group.length > 0) {
      if (wantsHelp) {
        io.out(groupHelp(first, group));
        return 0;
      }
      const sub = second === undefined || second.startsWith('-') ? '' : `${unknownName(`${first} command`, second, group.map((c) => c.name.slice(first.length + 1)))}\n\n`;
      io.err(`mjkit ${first}: ${sub || `${first} needs one of: ${group.map((c) => c.name.slice(first.length + 1)).join(', ')}\n\n`}${groupHelp(first, group)}`);
      return 2;
    }
    const names = [...new Set(list.map((c) => c.name.split(' ')[0] as string))];
    io.err(`mjkit: ${unknownName('command', first, names)}\n(mjkit --help lists them)\n`);
    return 2;
  }
  const args = argv.slice(command.name.split(' ').length);
  if (args.includes('--help') || args.includes('-h')) {
    // a command with commands under it (arena, arena merge): its usage, then theirs
    const under = list.filter((c) => c.name.startsWith(`${command.name} `));
    io.out(under.length === 0 ? usageOf(command) : groupHelp(command.name, [command, ...under]));
    return 0;
  }
  const usageFailed = (e: unknown): number => {
    if (!(e instanceof UsageError)) throw e;
    io.err(usageMessage(e, command.name));
    return 2;
  };
  try {
    const { values, positionals } = parseCommandArgs(command, args);
    if (positionals.length < command.positionals.min || positionals.length > command.positionals.max) {
      const { min, max } = command.positionals;
      const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
      usage(`${command.name} takes ${wanted} argument${wanted === '1' ? '' : 's'} besides its options, not ${positionals.length}${positionals.length > 0 ? ` (${positionals.join(' ')})` : ''}\nusage: mjkit ${command.name} ${command.args}`);
    }
    const code = command.run({ values, positionals, io });
    return typeof code === 'number' ? code : code.catch(usageFailed);
  } catch (e) {
    return usageFailed(e);
  }
}

/**
 * Runs the command line on `argv` (without the program name) and returns the exit code: 0 on
 * success, 1 when the input is bad (the error says why and where) or a check found a problem,
 * 2 on a usage error. `mjkit <command> --help` prints the usage of that command. Every command
 * answers at once, but an arena on worker threads (`mjkit arena` without `--workers 0`), whose
 * code comes as a promise.
 */
export function runCli(argv: readonly string[], io: CliIo = realIo): number | Promise<number> {
  const failed = (e: unknown): number => {
    if (e instanceof MjkitError) {
      io.err(explain(e));
      return 1;
    }
    throw e;
  };
  try {
    const code = run(argv, io);
    return typeof code === 'number' ? code : code.catch(failed);
  } catch (e) {
    return failed(e);
  }
}
