// The study's hand estimator (§4): a Decision Transformer over (return-to-go, state, action)
// tokens — one causal self-attention block — whose action is the estimated hands of the next and
// the previous player, each a softmax over the 9 kinds from which 8 tiles are drawn.
import { createRng } from '@mjkit/core';
import type { DonjaraView } from './game.js';
import { DONJARA_KINDS } from './hand.js';
import { Tape, param } from './tape.js';
import type { TapeMatrix, Param } from './tape.js';

/** The shape of an estimator network. */
export interface EstimatorShape {
  /** Players at the table (the state's size depends on it: 44 numbers for 3, as in the study). */
  readonly players: number;
  /** Width of the tokens (the study: 256). */
  readonly hidden: number;
  /** Steps a round can have for the seat (the time embedding's length). */
  readonly maxSteps: number;
}

/** An estimator network: its shape and its parameters by name. */
export interface EstimatorNet {
  readonly shape: EstimatorShape;
  readonly params: Readonly<Record<string, Param>>;
}

/** Numbers in a state: round, dealer, scores, riichi flags (one per player), the hand, every player's discards. */
export const stateSize = (players: number): number => 2 + 2 * players + DONJARA_KINDS * (1 + players);
/** Numbers in an action: the next player's 9 counts, then the previous player's. */
export const ACTION_SIZE = 2 * DONJARA_KINDS;

/**
 * The state the estimator reads from a view (seats taken from its own: itself, the next, …):
 * round / 4, the dealer's distance / players, scores as (score − 20,000) / 10,000, riichi flags,
 * its hand / 4, each player's discards by kind / 4.
 */
export function stateOf(view: DonjaraView): Float64Array {
  const n = view.rules.players;
  const out = new Float64Array(stateSize(n));
  out[0] = view.round / 4;
  out[1] = ((view.dealer - view.seat + n) % n) / n;
  for (let i = 0; i < n; i++) {
    const p = (view.seat + i) % n;
    out[2 + i] = (view.scores[p]! - 20000) / 10000;
    out[2 + n + i] = view.riichiAt[p]! >= 0 ? 1 : 0;
    for (const d of view.discards[p]!) out[2 + 2 * n + DONJARA_KINDS * (1 + i) + d]! += 0.25;
  }
  for (let k = 0; k < DONJARA_KINDS; k++) out[2 + 2 * n + k] = view.hand[k]! / 4;
  return out;
}

/** A new network, its weights drawn from `seed` (normal, scaled by 1/√fan-in; layer norms at 1, 0). */
export function createEstimatorNet(shape: EstimatorShape, seed: number | string): EstimatorNet {
  const rng = createRng(`donjara-estimator/${seed}`);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rng.nextFloat())) * Math.cos(2 * Math.PI * rng.nextFloat());
  const h = shape.hidden;
  const dense = (name: string, rows: number, cols: number) => param(name, rows, cols, () => gauss() / Math.sqrt(rows));
  const zeros = (name: string, cols: number) => param(name, 1, cols);
  const ones = (name: string, cols: number) => param(name, 1, cols, () => 1);
  const list = [
    dense('return', 1, h),
    dense('state', stateSize(shape.players), h),
    dense('action', ACTION_SIZE, h),
    zeros('return.bias', h),
    zeros('state.bias', h),
    zeros('action.bias', h),
    param('time', shape.maxSteps, h, () => gauss() * 0.1),
    ones('ln1.gain', h),
    zeros('ln1.bias', h),
    dense('query', h, h),
    dense('key', h, h),
    dense('value', h, h),
    dense('attention.out', h, h),
    ones('ln2.gain', h),
    zeros('ln2.bias', h),
    dense('mlp.in', h, 4 * h),
    zeros('mlp.in.bias', 4 * h),
    dense('mlp.out', 4 * h, h),
    zeros('mlp.out.bias', h),
    ones('lnf.gain', h),
    zeros('lnf.bias', h),
    param('head', h, ACTION_SIZE, () => gauss() * 0.01),
    zeros('head.bias', ACTION_SIZE),
  ];
  return { shape, params: Object.fromEntries(list.map((p) => [p.name, p])) };
}

/**
 * The network on the first `steps` of an episode: tokens R̂₁ s₁ a₁ R̂₂ s₂ a₂ …, each embedded by its
 * own linear map plus the step's time embedding, one pre-norm causal attention block (single head)
 * and an MLP, then the kind logits read at each state token: `[2·steps × 9]`, rows 2t and 2t + 1 the
 * next and the previous player's at step t.
 */
export function estimatorLogits(tape: Tape, net: EstimatorNet, returns: Float64Array, states: Float64Array, actions: Float64Array, steps: number): TapeMatrix {
  const P = net.params;
  const h = net.shape.hidden;
  const S = stateSize(net.shape.players);
  const time = Uint32Array.from({ length: steps }, (_, t) => Math.min(t, net.shape.maxSteps - 1));
  const embed = (input: TapeMatrix, w: Param, b: Param) => {
    const e = tape.add(tape.matmul(input, w), b);
    return tape.add(e, tape.gatherRows([P.time!], new Uint8Array(steps), time));
  };
  const r = embed(tape.constant(steps, 1, returns.subarray(0, steps)), P.return!, P['return.bias']!);
  const s = embed(tape.constant(steps, S, states.subarray(0, steps * S)), P.state!, P['state.bias']!);
  const a = embed(tape.constant(steps, ACTION_SIZE, actions.subarray(0, steps * ACTION_SIZE)), P.action!, P['action.bias']!);
  // interleave: token 3t is R̂, 3t + 1 is s, 3t + 2 is a
  const which = new Uint8Array(3 * steps);
  const picks = new Uint32Array(3 * steps);
  for (let t = 0; t < steps; t++) {
    for (let j = 0; j < 3; j++) {
      which[3 * t + j] = j;
      picks[3 * t + j] = t;
    }
  }
  let x = tape.gatherRows([r, s, a], which, picks);
  const n1 = tape.layerNorm(x, P['ln1.gain']!, P['ln1.bias']!);
  const scores = tape.scale(tape.matmulT(tape.matmul(n1, P.query!), tape.matmul(n1, P.key!)), 1 / Math.sqrt(h));
  const attended = tape.matmul(tape.softmaxRows(scores, true), tape.matmul(n1, P.value!));
  x = tape.add(x, tape.matmul(attended, P['attention.out']!));
  const n2 = tape.layerNorm(x, P['ln2.gain']!, P['ln2.bias']!);
  const mlp = tape.add(tape.matmul(tape.relu(tape.add(tape.matmul(n2, P['mlp.in']!), P['mlp.in.bias']!)), P['mlp.out']!), P['mlp.out.bias']!);
  x = tape.add(x, mlp);
  const atStates = tape.gatherRows([tape.layerNorm(x, P['lnf.gain']!, P['lnf.bias']!)], new Uint8Array(steps), Uint32Array.from({ length: steps }, (_, t) => 3 * t + 1));
  const logits = tape.add(tape.matmul(atStates, P.head!), P['head.bias']!);
  return tape.reshape(logits, 2 * steps, DONJARA_KINDS);
}
