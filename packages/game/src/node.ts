/**
 * `@mjkit/game/node`: what needs Node: the duplicate arena on worker threads, and agents that are
 * other processes (mjai bots over stdio).
 *
 * @packageDocumentation
 */
export {};
