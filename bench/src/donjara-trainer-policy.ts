// The trainer policies of donjara-trainers.ts, trained the same way wherever they are needed
// (the bench, and donjara-ship.ts, which ships them): `rounds` in 10 chunks, each continuing the
// policy on the seed `${variant}/${chunk}`, so the same arguments give the same policy bytes.
import { trainTrainers } from '@mjkit/donjara';
import type { TrainerPolicy } from '@mjkit/donjara';

/** The two readings of eq. 8 that the bench trains. */
export const VARIANTS = ['intended', 'as-written'] as const;
export type Variant = (typeof VARIANTS)[number];
/** Chunks of the training (each a `trainTrainers` call on a fresh seed). */
export const CHUNKS = 10;

/** The mean rewards of one chunk's discards, after `rounds` rounds in all. */
export interface Chunk {
  readonly rounds: number;
  readonly reward: number;
  readonly actionReward: number;
  readonly scoreReward: number;
  readonly sameResponse: number;
}

/** Trains one policy for `rounds` rounds; `onProgress(done)` every 50 rounds. */
export function trainPolicy(variant: Variant, rounds: number, onProgress: (done: number) => void = () => {}): { policy: TrainerPolicy; chunks: Chunk[] } {
  let policy: TrainerPolicy | undefined;
  const chunks: Chunk[] = [];
  const per = rounds / CHUNKS;
  for (let c = 0; c < CHUNKS; c++) {
    const r = trainTrainers({ rounds: per, seed: `${variant}/${c}`, winFunction: variant, ...(policy ? { policy } : {}), onProgress: (d) => d % 50 === 0 && onProgress(c * per + d) });
    policy = r.policy;
    chunks.push({ rounds: (c + 1) * per, reward: r.reward, actionReward: r.actionReward, scoreReward: r.scoreReward, sameResponse: r.sameResponse });
  }
  return { policy: policy!, chunks };
}
