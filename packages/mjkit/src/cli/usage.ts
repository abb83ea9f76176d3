// The command line's one convention for what it is given: options parsed with "did you mean",
// option values checked by a few readers, and a usage error (exit 2) that is not a data error
// (exit 1). No message of node:util's parseArgs reaches the user.
import { parseArgs } from 'node:util';
import { parseShard } from '@mjkit/core/node';
import type { Shard } from '@mjkit/core/node';
import type { Command, CommandArgs } from './command.js';

/** @internal A mistake in the command line itself (exit 2), not in the data it names (exit 1). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** @internal Throws a {@link UsageError}: the command line is wrong, `message` says how. */
export function usage(message: string): never {
  throw new UsageError(message);
}

/** The edit distance of two short strings (insertions, deletions, substitutions, swaps). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * @internal The name among `known` that `given` most likely meant: within two edits (one for
 * names of up to four letters), or the only one it begins; null when none is close.
 */
export function closest(given: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const k of known) {
    const dist = distance(given, k);
    if (dist < bestDistance) {
      best = k;
      bestDistance = dist;
    }
  }
  if (best !== null && bestDistance <= (given.length <= 4 ? 1 : 2)) return best;
  const starts = known.filter((k) => k.startsWith(given));
  return given.length >= 2 && starts.length === 1 ? (starts[0] as string) : null;
}

/** `unknown <what> X` with the likely one, or the list of all. */
export function unknownName(what: string, given: string, known: readonly string[]): string {
  const guess = closest(given, known);
  return guess === null ? `unknown ${what} ${given}; the ${what}s are ${known.join(', ')}` : `unknown ${what} ${given} (did you mean ${guess}?)`;
}

/**
 * @internal The options and positional arguments of `args` for `command`. A negative number is
 * taken as the value of the option before it (`--honba -1`, so that the option's reader can say
 * what is wrong with it). Unknown options, a missing value, a value given to a flag: a
 * {@link UsageError} in our words.
 */
export function parseCommandArgs(command: Command, args: readonly string[]): Pick<CommandArgs, 'values' | 'positionals'> {
  const options = command.options;
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const name = a.startsWith('--') ? a.slice(2) : null;
    const next = args[i + 1];
    if (name !== null && options[name]?.type === 'string' && next !== undefined && /^-\d|^-\.\d/.test(next)) {
      joined.push(`${a}=${next}`);
      i++;
    } else joined.push(a);
  }
  try {
    const { values, positionals } = parseArgs({ args: joined, options, allowPositionals: true, strict: true });
    return { values, positionals };
  } catch (e) {
    if (!(e instanceof Error && String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS'))) throw e;
    const names = Object.keys(options).map((n) => `--${n}`);
    const quoted = /'(-[^' ]*)/.exec(e.message)?.[1] ?? '';
    const code = (e as { code?: unknown }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const given = quoted.split('=')[0] as string;
      return usage(names.length === 0 ? `${command.name} takes no option ${given}` : unknownName('option', given, names));
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      const name = quoted.replace(/^-+/, '');
      if (options[name]?.type === 'boolean') return usage(`--${name} takes no value`);
      return usage(`--${name} needs a value`);
    }
    return usage(`the arguments cannot be read: ${args.join(' ')}`);
  }
}

/**
 * @internal A whole-number option from `min` to `max` (its documented bounds); `fallback` when
 * the option is absent. Anything else is a {@link UsageError} naming the option and its range.
 */
export function wholeNumber(value: unknown, option: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
  const range = max === Number.MAX_SAFE_INTEGER ? `a whole number ≥ ${min.toLocaleString('en')}` : `a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return usage(`--${option} takes ${range}, not ${JSON.stringify(value)}`);
}

/** @internal One of `choices` (`fallback` when absent), or a {@link UsageError} listing them with a guess. */
export function choice<T extends string>(value: unknown, option: string, choices: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((choices as readonly unknown[]).includes(value)) return value as T;
  const guess = typeof value === 'string' ? closest(value, choices) : null;
  return usage(`--${option} takes ${choices.join(', ')}, not ${JSON.stringify(value)}${guess ? ` (did you mean ${guess}?)` : ''}`);
}

/** @internal The value of an option the command cannot do without, or a {@link UsageError}. */
export function needed(value: unknown, option: string, placeholder: string): string {
  if (typeof value === 'string' && value !== '') return value;
  return usage(`--${option} ${placeholder} is needed`);
}

/** @internal `--shard K/N`, read; anything else is a usage error. */
export function shardOption(value: unknown): Shard {
  try {
    return parseShard(String(value));
  } catch {
    return usage(`--shard is K/N, shard K of N counted from 1 (1/4 … 4/4), not ${JSON.stringify(value)}`);
  }
}
