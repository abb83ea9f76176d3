// The kinds a riichi hand has passed: what anyone discarded after its riichi. The hand could not
// win on them (it does not wait on them, or it is furiten for the rest of the round), so they are
// safe against it; the player views cannot tell, because a river does not say when each tile was
// discarded relative to a riichi. An agent follows the round's events to know them.
import type { RoundEvent } from '@mjkit/table';
import type { SafeKinds } from './danger.js';

/**
 * Follows one round's events and keeps, per seat, the kinds discarded by anyone after that seat's
 * riichi: the {@link SafeKinds} that `tileDanger`, `dealInRisk` and the evaluator bot take. Start
 * a new one at each round's start and show it every event of the round, in order.
 *
 * @example
 * ```ts
 * import { PassedAfterRiichi } from '@mjkit/bots';
 * const passed = new PassedAfterRiichi();
 * passed.see({ type: 'discard', seat: 1, tile: 8, tsumogiri: false }); // 3m before any riichi
 * passed.see({ type: 'riichi', seat: 2 });
 * passed.see({ type: 'discard', seat: 2, tile: 40, tsumogiri: false }); // 2p, the riichi tile
 * passed.see({ type: 'discard', seat: 3, tile: 100, tsumogiri: true }); // 8s
 * [...passed.kinds[2]!]; // => [10, 25]
 * passed.kinds[1]!.size; // => 0
 * ```
 */
export class PassedAfterRiichi {
  readonly #inRiichi = [false, false, false, false];
  readonly #kinds: Set<number>[] = [new Set(), new Set(), new Set(), new Set()];

  /** Per seat, the kinds discarded after its riichi so far (empty for a seat not in riichi). */
  get kinds(): SafeKinds {
    return this.#kinds;
  }

  /** Reads the next event of the round. */
  see(event: RoundEvent): void {
    if (event.type === 'riichi') this.#inRiichi[event.seat] = true;
    else if (event.type === 'discard') {
      const kind = event.tile >> 2;
      for (let s = 0; s < 4; s++) if (this.#inRiichi[s]) this.#kinds[s]!.add(kind);
    }
  }
}
