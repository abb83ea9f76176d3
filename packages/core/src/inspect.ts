/**
 * The key under which Node's `util.inspect` (and so `console.log`) looks for a value's own way
 * to show itself. A `Symbol.for` key: no import of `node:util`, and browsers ignore it.
 * @internal
 */
export const INSPECT: unique symbol = Symbol.for('nodejs.util.inspect.custom') as never;
