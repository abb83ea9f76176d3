// An agent's answer, judged by its value. The engine plays only values it made itself: one of the
// actions it offered (frozen), or a frozen copy of the answer checked as legal. Each field of an
// answer is read once, so a getter cannot change it between the check and the play, and a
// getter that throws makes the answer a bad one, never a crash.
import type { HongKongRules, Rules, Seat } from '@mjkit/core';
import { checkTableMeld, isLegalAction, isTileId } from '@mjkit/table';
import type { Action, TableMeld, TableState } from '@mjkit/table';

const PASS: Action = Object.freeze({ type: 'pass' });

/**
 * @internal The action to play for `answer`: the offered action it is (by identity, for the
 * engine's own frozen actions; else by value: type, tile, riichi, meld), a frozen copy of a call
 * that {@link isLegalAction} allows with other tile ids of the same shape, or null when the answer
 * is none of these (or cannot be read).
 */
export function judgeAnswer(state: TableState, seat: Seat, actions: readonly Action[], answer: unknown, rules: Rules | HongKongRules): Action | null {
  for (let i = 0; i < actions.length; i++) if (actions[i] === answer) return answer as Action;
  let value: Action | null;
  try {
    value = valueOf(answer);
  } catch {
    return null; // a getter or a proxy that throws
  }
  if (value === null) return null;
  const v = value;
  switch (v.type) {
    case 'discard':
      return actions.find((a) => a.type === 'discard' && a.tile === v.tile && a.riichi === v.riichi) ?? null;
    case 'call': {
      const offered = actions.find((a) => a.type === 'call' && sameMeld(a.meld, v.meld));
      if (offered) return offered;
      try {
        return actions.some((a) => a.type === 'call') && isLegalAction(state, seat, v, rules) ? v : null;
      } catch {
        return null;
      }
    }
    default:
      return actions.find((a) => a.type === v.type) ?? null;
  }
}

/** A frozen copy of an answer's value, each field read once; null when it is not shaped as an action. */
function valueOf(answer: unknown): Action | null {
  if (answer === null || typeof answer !== 'object') return null;
  const a = answer as Record<string, unknown>;
  const type = a.type;
  switch (type) {
    case 'discard': {
      const tile = a.tile;
      const riichi = a.riichi;
      return isTileId(tile) && typeof riichi === 'boolean' ? Object.freeze({ type, tile, riichi }) : null;
    }
    case 'call': {
      const meld = meldOf(a.meld);
      return meld === null ? null : Object.freeze({ type, meld });
    }
    case 'tsumo':
    case 'ron':
    case 'nine-terminals':
    case 'pass':
      return Object.freeze({ type });
    default:
      return null;
  }
}

/** A frozen copy of a meld's value, each field read once; null when it is not a table meld. */
function meldOf(m: unknown): TableMeld | null {
  if (m === null || typeof m !== 'object') return null;
  const o = m as Record<string, unknown>;
  const list = o.tiles;
  if (!Array.isArray(list)) return null;
  const n = list.length;
  if (!(n >= 1 && n <= 4)) return null;
  const tiles: number[] = [];
  for (let i = 0; i < n; i++) tiles.push(list[i] as number);
  const meld = { type: o.type, tiles: Object.freeze(tiles), called: o.called, from: o.from, added: o.added } as TableMeld;
  try {
    checkTableMeld(meld);
  } catch {
    return null;
  }
  return Object.freeze(meld);
}

function sameMeld(a: TableMeld, b: TableMeld): boolean {
  if (a.type !== b.type || a.called !== b.called || a.from !== b.from || a.added !== b.added || a.tiles.length !== b.tiles.length) return false;
  for (let i = 0; i < a.tiles.length; i++) if (a.tiles[i] !== b.tiles[i]) return false;
  return true;
}

/** @internal What replaces a bad answer: tsumogiri when it is legal, else the first plain discard; pass on another's tile. */
export function safeDefault(state: TableState, seat: Seat, actions: readonly Action[]): Action {
  const drawn = state.lastDrawn[seat];
  const tsumogiri = actions.find((a) => a.type === 'discard' && !a.riichi && a.tile === drawn);
  return tsumogiri ?? actions.find((a) => a.type === 'discard' && !a.riichi) ?? actions.find((a) => a.type === 'discard') ?? PASS;
}
