// The starts of every round (scores, honba, riichi sticks, first dealer) in hanchan that four
// `evaluator-legacy` play among themselves: the positions that bots reach, for last-rounds.ts
// --positions bots, beside the Houou logs' own. Seeded walls (`bot-round-starts/GAME`), resumable.
//
//   cd bench && node --conditions=@mjkit/source --import tsx src/bot-round-starts.ts [--games 400] [--workers 2] [--resume | --force]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Seat } from '@mjkit/core';
import { playGame } from '@mjkit/game';
import { variantAgent } from './evaluator-variants.js';
import { resultsDir, writeWhole } from './harness.js';
import { option, playGames, playShare, savedRun } from './progress.js';

/** The start of one round of game `game`. */
export interface RoundStart {
  readonly game: number;
  readonly round: number;
  readonly honba: number;
  readonly riichiSticks: number;
  readonly scores: readonly number[];
  readonly firstDealer: Seat;
}

/** Where the starts are kept: `{ command, games, starts }`, starts in game order. */
export const BOT_ROUND_STARTS = join(resultsDir, 'bot-round-starts.json');

/** The recorded starts, or an error saying how to record them. */
export function readBotRoundStarts(): RoundStart[] {
  if (!existsSync(BOT_ROUND_STARTS)) throw new Error(`${BOT_ROUND_STARTS} is missing: record it with src/bot-round-starts.ts`);
  return (JSON.parse(readFileSync(BOT_ROUND_STARTS, 'utf8')) as { starts: RoundStart[] }).starts;
}

/** Game `game`'s round starts. */
function startsOf(game: number): RoundStart[] {
  const result = playGame([0, 1, 2, 3].map(() => variantAgent('evaluator-legacy')), { seed: `bot-round-starts/${game}` });
  if (result.illegal.length > 0) throw new Error(`game ${game}: an illegal answer`);
  const { firstDealer } = result.log;
  return result.log.rounds.map((r) => ({ game, round: r.round, honba: r.honba, riichiSticks: r.riichiSticks, scores: [...r.scores], firstDealer }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const games = Number(option(args, '--games', '400'));
  if (!(Number.isInteger(games) && games > 0)) throw new Error(`--games is a whole number above 0, not ${option(args, '--games', '')}`);
  const command = `cd bench && node --conditions=@mjkit/source --import tsx src/bot-round-starts.ts --games ${games}`;
  if (!playShare(args, games, (game) => ({ game, starts: startsOf(game) }))) {
    const byGame = new Map<number, RoundStart[]>();
    const last = savedRun<{ command: string; starts: RoundStart[] }>(BOT_ROUND_STARTS, command, args);
    for (const s of last?.starts ?? []) byGame.set(s.game, [...(byGame.get(s.game) ?? []), s]);
    const save = () => {
      const starts = [...byGame.keys()].sort((a, b) => a - b).flatMap((g) => byGame.get(g)!);
      writeWhole(BOT_ROUND_STARTS, `${JSON.stringify({ command, games: byGame.size, starts })}\n`);
    };
    await playGames<{ game: number; starts: RoundStart[] }>(import.meta.url, args, games, byGame.keys(), (m) => byGame.set(m.game, m.starts), save);
  }
}
