// `mjkit hand <hand>`: notations, tile count, completeness with every decomposition, waits.
import { Hand } from '@mjkit/core';
import type { Command } from '../command.js';
import { describeHand, formatHandReport } from '../describe-hand.js';

export const handCommand: Command = {
  name: 'hand',
  args: '<hand> [--json]',
  summary: 'notations, tile count, completeness with every decomposition,\nand the waits of a 13-tile hand',
  options: { json: { type: 'boolean' } },
  positionals: { min: 1, max: 1 },
  run({ values, positionals, io }) {
    const report = describeHand(Hand.parse(positionals[0] as string));
    io.out(values.json ? JSON.stringify(report) + '\n' : formatHandReport(report));
    return 0;
  },
};
