// The four-player Houou games of the shared data that the sequence benches study: the 2020 and
// 2022 samples, each game with the id of its file and its year.
import { basename, join } from 'node:path';
import type { GameLog } from '@mjkit/record';
import { listLogFiles, readLogFile } from '@mjkit/tenhou/node';
import { dataDir } from './log-points.js';

/** The folders under the data's `tenhou/`: 2020 (722 games) and 2022 (111). */
export const HOUOU_SETS = ['mjlog-xml/phoenix-2020-agony5757', 'mjlog-xml/phoenix-2022-mjx'];

/** A game, the file id it came from, and its year. */
export interface HououGame {
  readonly id: string;
  readonly year: string;
  readonly log: GameLog;
}

/** Every four-player game of the sets, in file order. */
export function loadHououGames(): HououGame[] {
  const games: HououGame[] = [];
  for (const set of HOUOU_SETS) {
    for (const file of listLogFiles([join(dataDir(), 'tenhou', set)]).sort()) {
      const id = basename(file).replace(/\.(xml|mjlog)(\.gz)?$/, '');
      for (const log of readLogFile(file)) if (log.players === 4) games.push({ id, year: /^(20\d\d)/.exec(id)?.[1] ?? 'unknown', log });
    }
  }
  return games;
}
