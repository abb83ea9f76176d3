// Agents that misbehave, for the hostile-agent suites (in this thread and on worker threads):
// each wraps an honest agent (the greedy shanten player) and tries one kind of harm before or
// instead of its answer. Exported as arena factories `(slot) => Agent`, so that worker threads
// can load them by `<this module>#<export>`.
import { existsSync, writeFileSync } from 'node:fs';
import { shantenAgent, tsumogiriAgent } from '@mjkit/game';
import type { Agent, AgentSlot, AsyncAgent } from '@mjkit/game';
import type { Action, PlayerView } from '@mjkit/table';

/** Runs `f`, swallowing what it throws (a write into a frozen array throws in strict code). */
function attempt(f: () => void): number {
  try {
    f();
    return 0;
  } catch {
    return 1;
  }
}

/**
 * Answers as the shanten player would, then writes into every field of its view (scores, riichi,
 * kita, dora indicators, rivers and their tiles, melds and their tiles, its hand, the last discard)
 * and into the offered actions. It must gain nothing: its games are the honest player's games.
 */
export function writer(): Agent {
  const honest = shantenAgent('writer');
  return {
    name: 'writer',
    act(view: PlayerView, actions: readonly Action[]) {
      const answer = honest.act(view, actions);
      const v = view as unknown as Record<string, unknown>;
      const anyOf = (x: unknown) => x as unknown[] & Record<string, unknown>;
      attempt(() => (anyOf(view.scores)[view.seat] = 200000));
      attempt(() => anyOf(view.scores).fill(0));
      attempt(() => (anyOf(view.riichi)[(view.seat + 1) % view.players] = true));
      attempt(() => (anyOf(view.kita)[view.seat] = 4));
      attempt(() => anyOf(view.doraIndicators).push(0, 1, 2, 3));
      for (const river of view.rivers) {
        for (const t of river) attempt(() => ((t as unknown as Record<string, unknown>).tile = 0));
        for (const t of river) attempt(() => ((t as unknown as Record<string, unknown>).called = true));
        attempt(() => (anyOf(river).length = 0));
      }
      for (const melds of view.melds) {
        for (const m of melds) attempt(() => anyOf(m.tiles).fill(0));
        for (const m of melds) attempt(() => ((m as unknown as Record<string, unknown>).type = 'ankan'));
        attempt(() => anyOf(melds).push({ type: 'pon', tiles: [0, 1, 2], called: 0, from: 1, added: null }));
      }
      attempt(() => anyOf(view.rivers).pop());
      attempt(() => anyOf(view.melds).pop());
      if (view.lastDiscard) attempt(() => ((view.lastDiscard as unknown as Record<string, unknown>).tile = 0));
      attempt(() => anyOf(view.hand).push(0));
      attempt(() => (v.seat = 3));
      attempt(() => anyOf(actions).push({ type: 'tsumo' }));
      for (const a of actions) attempt(() => ((a as unknown as Record<string, unknown>).type = 'tsumo'));
      for (const a of actions) if (a.type === 'call') attempt(() => anyOf(a.meld.tiles).fill(0));
      attempt(() => anyOf(actions).splice(0));
      return answer;
    },
  };
}

/** Appends actions of its own to the offered list (tsumo, nine-terminals, a riichi discard) and answers with them. */
export function extender(): Agent {
  const honest = shantenAgent('extender');
  let n = 0;
  return {
    name: 'extender',
    act(view, actions) {
      const extra: Action[] = [{ type: 'tsumo' }, { type: 'nine-terminals' }, { type: 'ron' }, { type: 'discard', tile: view.hand[0] ?? 0, riichi: true }];
      const pick = extra[n++ % extra.length] as Action;
      attempt(() => (actions as Action[]).push(pick));
      return n % 5 === 0 ? honest.act(view, actions) : pick;
    },
  };
}

/** Answers with look-alikes: plain copies of an offered action (legal by value), and copies with another tile (not). */
export function lookalike(): Agent {
  const honest = shantenAgent('lookalike');
  let n = 0;
  return {
    name: 'lookalike',
    act(view, actions) {
      const a = honest.act(view, actions);
      n++;
      if (a.type === 'discard' && n % 7 === 0) return { ...a, tile: (a.tile + 1) % 136 }; // a tile it may not hold
      return JSON.parse(JSON.stringify(a)) as Action;
    },
  };
}

/**
 * Answers with getters that change between reads (a legal tile first, then a tile it does not
 * hold), and with proxies that throw on every read.
 */
export function trickster(): Agent {
  const honest = shantenAgent('trickster');
  let n = 0;
  return {
    name: 'trickster',
    act(view, actions) {
      const a = honest.act(view, actions);
      n++;
      if (n % 3 === 0) {
        return new Proxy({} as Action, {
          get() {
            throw new Error('no reading me');
          },
        });
      }
      if (a.type !== 'discard') return a;
      let reads = 0;
      return {
        type: 'discard',
        get tile() {
          return reads++ === 0 ? a.tile : (a.tile + 4) % 136;
        },
        get riichi() {
          return reads++ % 2 === 0;
        },
      } as Action;
    },
  };
}

/** Throws in `act` now and then, and in `notify` at every event. */
export function thrower(): Agent {
  const honest = tsumogiriAgent('thrower');
  let n = 0;
  return {
    name: 'thrower',
    act(view, actions) {
      if (n++ % 4 === 0) throw new Error('act fails');
      return honest.act(view, actions);
    },
    notify(update) {
      if (update.type === 'event') throw new TypeError('notify fails');
    },
  };
}

/** Returns things that are not actions at all: undefined, null, numbers, strings, an empty object. */
export function nonsense(): Agent {
  const values: unknown[] = [undefined, null, 7, 'discard', {}, { type: 'discard' }, { type: 'call', meld: null }, { type: 'call', meld: { type: 'pon', tiles: 'abc' } }, []];
  let n = 0;
  return { name: 'nonsense', act: () => values[n++ % values.length] as Action };
}

/** An async agent whose `notify` rejects and whose `act` rejects, or never answers, now and then. */
export function asyncFailer(): AsyncAgent {
  const honest = tsumogiriAgent('async-failer');
  let n = 0;
  return {
    name: 'async-failer',
    act(view, actions) {
      n++;
      if (n % 5 === 1) return Promise.reject(new Error('rejected'));
      if (n % 5 === 2) return new Promise<Action>(() => {}); // never answers
      return Promise.resolve(honest.act(view, actions));
    },
    notify(update) {
      return update.type === 'event' && n % 3 === 0 ? Promise.reject(new Error('notify rejected')) : Promise.resolve();
    },
  };
}

/** Arena factories of the hostile agents above. */
export const writerBot = (_slot: AgentSlot): Agent => writer();
export const extenderBot = (_slot: AgentSlot): Agent => extender();
export const lookalikeBot = (_slot: AgentSlot): Agent => lookalike();
export const tricksterBot = (_slot: AgentSlot): Agent => trickster();
export const throwerBot = (_slot: AgentSlot): Agent => thrower();
export const nonsenseBot = (_slot: AgentSlot): Agent => nonsense();

/** Hangs its worker thread (a loop that never ends) at its 30th decision of every game. */
export const hangerBot = (_slot: AgentSlot): Agent => {
  const honest = tsumogiriAgent('hanger');
  let n = 0;
  return {
    name: 'hanger',
    act(view, actions) {
      if (++n === 30) for (;;);
      return honest.act(view, actions);
    },
  };
};

/** Ends its worker thread (process.exit in a worker ends the thread) at its 30th decision of set 1. */
export const exiterBot = (slot: AgentSlot): Agent => {
  const honest = tsumogiriAgent('exiter');
  let n = 0;
  return {
    name: 'exiter',
    act(view, actions) {
      if (slot.set === 1 && ++n === 30) process.exit(3);
      return honest.act(view, actions);
    },
  };
};

/** Leaves an error to be thrown by a timer in its worker (uncaught there) at its 30th decision of set 1. */
export const crasherBot = (slot: AgentSlot): Agent => {
  const honest = tsumogiriAgent('crasher');
  let n = 0;
  return {
    name: 'crasher',
    act(view, actions) {
      if (slot.set === 1 && ++n === 30) {
        setTimeout(() => {
          throw new Error('uncaught in the worker');
        });
      }
      return honest.act(view, actions);
    },
  };
};

/**
 * Ends its worker thread once at its 30th decision of set 1: only while the file that
 * `MJKIT_TEST_MARKER` names does not exist (it makes the file first), so that a resumed run goes
 * through.
 */
export const exitOnceBot = (slot: AgentSlot): Agent => {
  const honest = shantenAgent('exit-once');
  let n = 0;
  return {
    name: 'exit-once',
    act(view, actions) {
      const marker = process.env.MJKIT_TEST_MARKER;
      if (slot.set === 1 && ++n === 30 && marker && !existsSync(marker)) {
        writeFileSync(marker, 'exited once');
        process.exit(3);
      }
      return honest.act(view, actions);
    },
  };
};
