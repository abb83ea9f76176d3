/**
 * `@mjkit/opponent-score/node`: what needs Node — positions extracted from log files, and
 * positions and weights read from and written to files.
 *
 * @packageDocumentation
 */
import { MjkitError } from '@mjkit/core';
import { readBytesFile, writeFileAtomic } from '@mjkit/core/node';
import type { OutputOptions } from '@mjkit/core/node';
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

/** `read` of the file's bytes, its errors located in the file. */
function readFile<T>(path: string, read: (bytes: Uint8Array) => T): T {
  const bytes = readBytesFile(path);
  try {
    return read(bytes);
  } catch (e) {
    throw e instanceof MjkitError ? e.at({ file: path }) : e;
  }
}

/** Positions from a file written by {@link writePositions} (or `mjkit opponent-score extract`); a damaged file is `BAD_FILE` naming it. */
export function readPositions(path: string): ScorePosition[] {
  return readFile(path, decodePositions);
}

/**
 * Writes positions to a file, whole or not at all; an existing file is replaced only with
 * `force`, and never one of `inputs` (`BAD_OUTPUT`).
 */
export function writePositions(path: string, positions: readonly ScorePosition[], options: OutputOptions = {}): void {
  writeFileAtomic(path, encodePositions(positions), options);
}

/** A model from a weights file; a damaged file is `BAD_FILE` naming it. */
export function readModel(path: string): OpponentScoreModel {
  return readFile(path, decodeModel);
}

/** Writes a model to a weights file, as {@link writePositions} writes. */
export function writeModel(path: string, model: OpponentScoreModel, options: OutputOptions = {}): void {
  writeFileAtomic(path, encodeModel(model), options);
}
