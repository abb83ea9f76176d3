// A model as bytes: "MJOW", a format version, a JSON header (feature set and its hash, model
// kind, layer sizes, grouping, class values, training and metrics), then float32 parameters.
import { describeValue, fail } from '@mjkit/core/internal';
import { POINT_CLASS_BOUNDS } from './distribution.js';
import { featureSetOf } from './features.js';
import type { FeatureSetName } from './features.js';
import { groupedInput } from './grouping.js';
import type { Grouping } from './grouping.js';
import { flatten } from './mlp.js';
import type { ModelKind, OpponentScoreModel } from './model.js';

const MAGIC = [0x4d, 0x4a, 0x4f, 0x57]; // "MJOW"
/** The version of the weights format this library writes and reads. */
export const WEIGHTS_VERSION = 1;

/** The JSON header of a weights file. */
export interface WeightsHeader {
  readonly format: 'mjkit-opponent-score-weights';
  readonly version: number;
  readonly featureSet: FeatureSetName;
  readonly featureHash: number;
  readonly model: ModelKind;
  /** Layer sizes: `[inputs, 1]` for a linear model, `[inputs, hidden…, 1]` for a perceptron. */
  readonly sizes: readonly number[];
  /** Per kind, the buckets that start a group, as "1"/"0"; and the combined pairs. */
  readonly groups: readonly string[];
  readonly combinations: readonly (readonly [number, number])[];
  readonly classBounds: readonly number[];
  readonly pointClassValues: readonly (readonly [number, number])[];
  readonly info: Readonly<Record<string, unknown>>;
}

/** A model as bytes (float32 parameters: the regression's, layer by layer, then the class softmax's). */
export function encodeModel(model: OpponentScoreModel): Uint8Array {
  const input = groupedInput(model.grouping).size;
  const sizes = model.mlp ? [...model.mlp.sizes] : [input, 1];
  const header: WeightsHeader = {
    format: 'mjkit-opponent-score-weights',
    version: WEIGHTS_VERSION,
    featureSet: model.set,
    featureHash: featureSetOf(model.set).hash,
    model: model.kind,
    sizes,
    groups: model.grouping.starts.map((s) => s.map((b) => (b ? '1' : '0')).join('')),
    combinations: model.grouping.combinations,
    classBounds: POINT_CLASS_BOUNDS,
    pointClassValues: model.values,
    info: model.info,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const pad = (4 - ((8 + json.length) % 4)) % 4;
  const regression = model.mlp ? flatten(model.mlp.weights, model.mlp.biases) : model.linear!;
  const params = new Float32Array(regression.length + model.classes.weights.length + model.classes.bias.length);
  params.set(regression, 0);
  params.set(model.classes.weights, regression.length);
  params.set(model.classes.bias, regression.length + model.classes.weights.length);
  const bytes = new Uint8Array(8 + json.length + pad + params.byteLength);
  bytes.set(MAGIC, 0);
  new DataView(bytes.buffer).setUint32(4, json.length + pad, true);
  bytes.set(json, 8);
  bytes.fill(0x20, 8 + json.length, 8 + json.length + pad);
  bytes.set(new Uint8Array(params.buffer), 8 + json.length + pad);
  return bytes;
}

/** The header of a weights file, checked. */
export function readWeightsHeader(bytes: Uint8Array): WeightsHeader {
  return headerOf(bytes).header;
}

/** The checked header of a weights file, and its length in bytes (padding included). */
function headerOf(bytes: Uint8Array): { header: WeightsHeader; length: number } {
  if (!(bytes instanceof Uint8Array)) fail('INVALID_ARGUMENT', `weights are a Uint8Array, not ${describeValue(bytes)}`);
  const bad = (why: string, offset: number): never => fail('INVALID_ARGUMENT', `not an opponent-score weights file: ${why}`, { offset });
  if (bytes.length < 8 || MAGIC.some((m, i) => bytes[i] !== m)) bad('it does not start with "MJOW"', 0);
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  if (8 + length > bytes.length || length % 4 !== 0) bad('the header runs past the end, or is not padded to 4 bytes', 4);
  let header: WeightsHeader;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(8, 8 + length))) as WeightsHeader;
  } catch {
    return bad('its header is not JSON', 8);
  }
  if (header === null || typeof header !== 'object' || header.format !== 'mjkit-opponent-score-weights') bad('its header names another format', 8);
  if (header.version !== WEIGHTS_VERSION) bad(`format version ${String(header.version)} (this library reads ${WEIGHTS_VERSION})`, 8);
  if (header.featureSet !== 'riichi' && header.featureSet !== 'call') bad(`feature set ${describeValue(header.featureSet)}`, 8);
  if (header.featureHash !== featureSetOf(header.featureSet).hash) bad(`its ${header.featureSet} features are not this library's (hash ${header.featureHash}): train it again`, 8);
  if (!['linear', 'grouped', 'mlp'].includes(header.model)) bad(`model ${describeValue(header.model)}`, 8);
  return { header, length };
}

/** A model read back from {@link encodeModel}'s bytes; anything else throws `INVALID_ARGUMENT`. */
export function decodeModel(bytes: Uint8Array): OpponentScoreModel {
  const { header, length } = headerOf(bytes);
  const bad = (why: string): never => fail('INVALID_ARGUMENT', `not an opponent-score weights file: ${why}`, { offset: 8 });
  const set = featureSetOf(header.featureSet);
  const groups = header.groups;
  if (!Array.isArray(groups) || groups.length !== set.kinds.length || groups.some((g, k) => typeof g !== 'string' || g.length !== set.kinds[k]!.buckets.length || g[0] !== '1' || /[^01]/.test(g))) bad('its groups do not fit the feature set');
  const grouping: Grouping = { set: header.featureSet, starts: groups.map((g) => [...g].map((c) => c === '1')), combinations: header.combinations };
  const sizes = header.sizes;
  const input = groupedInput({ ...grouping, combinations: [] }).size;
  if (!Array.isArray(header.combinations) || header.combinations.some((c) => !Array.isArray(c) || c.length !== 2 || !c.every((x) => Number.isInteger(x) && x >= 0 && x < input))) bad('its combinations do not fit its groups');
  const C = POINT_CLASS_BOUNDS.length;
  if (!Array.isArray(sizes) || sizes.length < 2 || sizes[0] !== input + header.combinations.length || sizes.at(-1) !== 1 || !sizes.every((n) => Number.isInteger(n) && n > 0 && n <= 4096)) bad('its layer sizes do not fit its input');
  if (!Array.isArray(header.pointClassValues) || header.pointClassValues.length !== C) bad('its class values do not fit the classes');
  const regression = sizes.slice(1).reduce((s, n, l) => s + n * sizes[l]! + (sizes.length > 2 ? n : 0), 0);
  const total = regression + sizes[0]! * C + C;
  if (bytes.length - 8 - length !== total * 4) bad(`${total} parameters need ${total * 4} bytes after the header, it has ${bytes.length - 8 - length}`);
  const params = new Float32Array(total);
  new Uint8Array(params.buffer).set(bytes.subarray(8 + length));
  if (params.some((x) => !Number.isFinite(x))) bad('a parameter is not finite');
  let at = 0;
  const take = (n: number) => params.subarray(at, (at += n));
  let linear: Float32Array | null = null;
  let mlp: OpponentScoreModel['mlp'] = null;
  if (sizes.length === 2) linear = take(sizes[0]!);
  else {
    const weights: Float32Array[] = [];
    const biases: Float32Array[] = [];
    for (let l = 0; l + 1 < sizes.length; l++) {
      weights.push(take(sizes[l]! * sizes[l + 1]!));
      biases.push(take(sizes[l + 1]!));
    }
    mlp = { sizes, weights, biases };
  }
  const classes = { weights: take(sizes[0]! * C), bias: take(C) };
  return { kind: header.model, set: header.featureSet, grouping, linear, mlp, classes, values: header.pointClassValues, info: header.info };
}
