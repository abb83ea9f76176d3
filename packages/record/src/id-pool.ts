// Tile ids for formats that name tiles, not copies (tenhou6 JSON, mjai): each tile of a kind
// takes the next copy not yet used; a red five takes the red copy.
import type { TileId } from '@mjkit/core';

/** @internal The copies of a round handed out so far. */
export class IdPool {
  readonly used = new Uint8Array(136);
  constructor(
    readonly red: boolean,
    readonly fail: (message: string) => never,
  ) {}

  /** A fresh id of `kind` (0..33), the red copy when `red`; fails naming `tile` when none is left. */
  take(kind: number, red: boolean, tile: string, where: string): TileId {
    if (red) {
      if (this.used[kind * 4]) this.fail(`red five ${tile} appears twice (${where})`);
      this.used[kind * 4] = 1;
      return kind * 4;
    }
    for (let c = this.red && (kind === 4 || kind === 13 || kind === 22) ? 1 : 0; c < 4; c++) {
      const id = kind * 4 + c;
      if (!this.used[id]) {
        this.used[id] = 1;
        return id;
      }
    }
    return this.fail(`tile ${tile} appears more than four times (${where})`);
  }
}
