/**
 * `mjkit`: every mjkit package in one import, and the `mjkit` command line (`mjkit/cli`).
 *
 * @example
 * ```ts
 * import { Hand, waits, tileToString } from 'mjkit';
 * waits(Hand.parse('123m456p789s1122z')).map(tileToString); // => ['1z', '2z']
 * ```
 *
 * @packageDocumentation
 */
export * from '@mjkit/core';
export * from '@mjkit/shanten';
export * from '@mjkit/scoring';
export * from '@mjkit/table';
export * from '@mjkit/record';
export * from '@mjkit/tenhou';
export * from '@mjkit/mjai';
export * from '@mjkit/game';
export * from '@mjkit/evaluator';
export * from '@mjkit/bots';
export * from '@mjkit/sequence';
export * from '@mjkit/opponent-score';
export * from '@mjkit/donjara';
