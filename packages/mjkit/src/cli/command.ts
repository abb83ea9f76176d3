// One command of the command line: its name, what it says in the help, its options, and what it
// does. The help table and each command's `--help` are made from these.
import type { ParseArgsConfig } from 'node:util';
import type { CliIo } from './io.js';

/** The options of a command, as node:util parseArgs takes them. */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

/** What a command gets: its parsed options and positional arguments, and where to write. */
export interface CommandArgs {
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly positionals: readonly string[];
  readonly io: CliIo;
}

/** One command of `mjkit`. */
export interface Command {
  /** The words that name it: `hand`, or `log validate`. */
  readonly name: string;
  /** The arguments after the name, as the usage line shows them. */
  readonly args: string;
  /** What it does, in a few lines for the help table. */
  readonly summary: string;
  /** Longer notes for its own `--help`, if any. */
  readonly details?: string;
  /** Its options (`--help` is added to every command). */
  readonly options: CommandOptions;
  /** How many positional arguments it takes. */
  readonly positionals: { readonly min: number; readonly max: number };
  /** Runs it: the exit code (0 done, 1 bad input or a problem found, 2 a usage error); later for a command that waits (the arena's workers). */
  run(args: CommandArgs): number | Promise<number>;
}

/** The usage of a command, as its `--help` prints it. */
export function usageOf(c: Command): string {
  let out = `usage: mjkit ${c.name}${c.args ? ` ${c.args}` : ''}\n\n${indent(c.summary, 2)}\n`;
  if (c.details) out += `\n${indent(c.details, 2)}\n`;
  return out;
}

/** Each line of `text` with `n` spaces before it. */
export function indent(text: string, n: number): string {
  return text
    .split('\n')
    .map((l) => (l ? ' '.repeat(n) + l : l))
    .join('\n');
}
