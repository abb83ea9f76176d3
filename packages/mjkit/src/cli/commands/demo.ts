// `mjkit demo`: a short tour on built-in example hands, each shown as the command that makes it.
import type { Command } from '../command.js';

/** The tour: the command line of each step and what it shows. */
export const DEMO: readonly (readonly [string, string])[] = [
  ['hand 123m055p789s1122z', 'a 13-tile hand waiting on two pairs (red 5p written as 0p)'],
  ['hand 1112345678999m', 'nine gates: waits on every character tile'],
  ['hand 111222333m789p1z1z', 'a complete hand with two readings (the last tile is the drawn one)'],
  ['hand m345p40677s67s8,m34-0', 'majiang-core notation with a chii of a red five'],
  ['shanten 123456789m1111z', 'its only wait would be a fifth 1z: 1-shanten, not tenpai'],
  ['shanten 23m456p789s11z,555=z', 'effective tiles of a melded hand'],
  ['shanten 3468m1356p47s124z5p', 'what to discard: every discard with the shanten and effective tiles it leaves'],
  ['nanikiru 23456m34p112378s1z --indicators 1p', 'what to discard by the 電脳麻将 evaluation: points reachable, weighted by the tiles left to draw'],
  ['nanikiru 124s14m1234p2444z5z --bot priority', 'what the published rule-based bot discards, and the rule that fired'],
  ['score 23345m789p111s55z --win 4m --riichi', 'the reading that scores most: kanchan (2 fu) beats ryanmen here'],
  ['score 11m23p,555-z,666=z,777+z --win 4p --tsumo', 'daisangen: the player who fed the last dragon pays it all (pao)'],
  [
    'arena --agents priority,shanten,fold,random-legal --sets 25 --seed demo --workers 0',
    'a duplicate arena, 100 games: each of 25 seeded walls played with every agent in every seat. The random player is last by far; the rule-based bot and the two baselines are within each other\'s 95% intervals: 100 games cannot tell them apart',
  ],
];

/** `mjkit demo`, given the way to run one command line of the tour. */
export function demoCommand(version: string, run: (argv: readonly string[]) => number | Promise<number>): Command {
  return {
    name: 'demo',
    args: '',
    summary: 'a short tour on built-in example hands',
    options: {},
    positionals: { min: 0, max: 0 },
    run({ io }) {
      io.out(`A short tour of mjkit ${version}. Each block is what the command shows.\n`);
      for (const [line, note] of DEMO) {
        io.out(`\n# ${note}\n$ mjkit ${line}\n`);
        const code = run(line.split(' '));
        if (code !== 0) return code; // every step of the tour answers at once (its arena plays in this thread)
      }
      io.out('\nTry your own: mjkit hand|shanten|score <hand> [--json]; mjkit --help for the commands and the notation.\n');
      return 0;
    },
  };
}
