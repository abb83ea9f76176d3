// `mjkit shanten <hand> | --stdin`: shanten of each form, effective tiles or the discard table.
import { Hand } from '@mjkit/core';
import type { Command } from '../command.js';
import { usage } from '../usage.js';
import { describeShanten, formatShantenReport, shantenLines } from '../shanten.js';

export const shantenCommand: Command = {
  name: 'shanten',
  args: '<hand> [--json] | --stdin',
  summary:
    'shanten of each form; effective tiles of a 13-tile hand, the discard\ntable of a 14-tile hand. --stdin: one hand per line in, one JSON object\nper line out (a bad line gives {"input", "error"} and the run goes on)',
  options: { json: { type: 'boolean' }, stdin: { type: 'boolean' } },
  positionals: { min: 0, max: 1 },
  run({ values, positionals, io }) {
    if (values.stdin) {
      if (positionals.length > 0) usage('--stdin reads the hands from standard input: give no hand on the command line');
      return shantenLines(io.readInput(), (t) => io.out(t)) > 0 ? 1 : 0;
    }
    if (positionals.length !== 1) usage('give one hand (or --stdin)');
    const report = describeShanten(Hand.parse(positionals[0] as string));
    io.out(values.json ? JSON.stringify(report) + '\n' : formatShantenReport(report));
    return 0;
  },
};

