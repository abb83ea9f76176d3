/**
 * `@mjkit/opponent-score/node`: what needs Node — positions extracted from log files, and
 * positions and weights read from and written to files.
 *
 * @packageDocumentation
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fail } from '@mjkit/core/internal';
import { listLogFiles, readLogs } from '@mjkit/tenhou/node';
import type { OpponentScoreModel } from './model.js';
import { decodePositions, encodePositions, gamePositions } from './positions.js';
import type { ScorePosition } from './positions.js';
import { decodeModel, encodeModel } from './weights.js';

/** Options of {@link extractFiles}. */
export interface ExtractOptions {
  /** Mark the positions train-only (games played by bots: never tested on). */
  readonly trainOnly?: boolean;
  /** Told after each file. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The positions of every four-player game in the log files under some paths (files and folders). */
export function extractFiles(paths: readonly string[], options: ExtractOptions = {}): { positions: ScorePosition[]; games: number; errors: string[] } {
  const files = listLogFiles(paths);
  const positions: ScorePosition[] = [];
  const errors: string[] = [];
  let games = 0;
  let done = 0;
  for (const r of readLogs(files)) {
    if (r.error) errors.push(`${r.file}: ${r.error.message}`);
    for (const g of r.games) {
      if (g.players !== 4) continue;
      games++;
      try {
        positions.push(...gamePositions(g, { trainOnly: options.trainOnly === true }));
      } catch (e) {
        errors.push(`${r.file}: ${(e as Error).message}`);
      }
    }
    options.onProgress?.(++done, files.length);
  }
  return { positions, games, errors };
}

function readBytes(path: string, what: string): Uint8Array {
  if (typeof path !== 'string' || path === '') fail('INVALID_ARGUMENT', `a ${what} file path is needed`);
  try {
    const b = readFileSync(path);
    return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  } catch {
    return fail('INVALID_ARGUMENT', `cannot read the ${what} file ${path}`, { file: path });
  }
}

/** Positions from a file written by {@link writePositions} (or `mjkit opponent-score extract`). */
export function readPositions(path: string): ScorePosition[] {
  return decodePositions(readBytes(path, 'positions'));
}

/** Writes positions to a file. */
export function writePositions(path: string, positions: readonly ScorePosition[]): void {
  writeFileSync(path, encodePositions(positions));
}

/** A model from a weights file. */
export function readModel(path: string): OpponentScoreModel {
  return decodeModel(readBytes(path, 'weights'));
}

/** Writes a model to a weights file. */
export function writeModel(path: string, model: OpponentScoreModel): void {
  writeFileSync(path, encodeModel(model));
}
