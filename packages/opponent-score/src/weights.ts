// A model as bytes: "MJOW", a format version, a JSON header (feature set and its hash, model
// kind, layer sizes, grouping, class values, training and metrics), then float32 parameters.
import { describeValue, fail, float32Bytes, readContainer, readFloat32, writeContainer } from '@mjkit/core/internal';
import { POINT_CLASS_BOUNDS } from './distribution.js';
import { featureSetOf } from './features.js';
import type { FeatureSetName } from './features.js';
import { groupedInput } from './grouping.js';
import type { Grouping } from './grouping.js';
import { flatten } from './mlp.js';
import type { ModelKind, OpponentScoreModel } from './model.js';

/** The version of the weights format this library writes and reads (3: a linear model's intercept after its weights; 2 had none). */
export const WEIGHTS_VERSION = 3;
const WHAT = 'an opponent-score weights file';

/** The JSON header of a weights file. */
export interface WeightsHeader {
  readonly format: 'mjkit-opponent-score-weights';
  readonly version: number;
  readonly featureSet: FeatureSetName;
  readonly featureHash: number;
  readonly model: ModelKind;
  /** Layer sizes: `[inputs, 1]` for a linear model (its weights, then its intercept), `[inputs, hidden…, 1]` for a perceptron. */
  readonly sizes: readonly number[];
  /** Per kind, the buckets that start a group, as "1"/"0"; and the combined pairs. */
  readonly groups: readonly string[];
  readonly combinations: readonly (readonly [number, number])[];
  readonly classBounds: readonly number[];
  readonly pointClassValues: readonly (readonly [number, number])[];
  readonly info: Readonly<Record<string, unknown>>;
}

/**
 * A model as bytes: mjkit's container ("MJOW", the JSON header, the float32 parameters — the
 * regression's, layer by layer, then the class softmax's — and a CRC-32). Parameters that are
 * not finite are never written (`INVALID_ARGUMENT`).
 */
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
  const regression = model.mlp ? flatten(model.mlp.weights, model.mlp.biases) : Float64Array.of(...model.linear!, model.intercept);
  return writeContainer('MJOW', header as unknown as Record<string, unknown>, [float32Bytes([regression, model.classes.weights, model.classes.bias], 'opponent-score weights')]);
}

/** The header of a weights file, checked (the whole file is: its checksum first). */
export function readWeightsHeader(bytes: Uint8Array): WeightsHeader {
  return checkedHeader(readContainer(bytes, 'MJOW', WHAT).header);
}

const bad = (why: string): never => fail('BAD_FILE', `not ${WHAT}: ${why}`, { offset: 8 });

/** The header of a weights file read from its container, checked field by field. */
function checkedHeader(h: Readonly<Record<string, unknown>>): WeightsHeader {
  const header = h as unknown as WeightsHeader;
  if (header.format !== 'mjkit-opponent-score-weights') bad('its header names another format');
  if (header.version !== WEIGHTS_VERSION) bad(`format version ${describeValue(header.version)} (this library reads ${WEIGHTS_VERSION})`);
  if (header.featureSet !== 'riichi' && header.featureSet !== 'call' && header.featureSet !== 'extended') bad(`feature set ${describeValue(header.featureSet)}`);
  if (header.featureHash !== featureSetOf(header.featureSet).hash) bad(`its ${header.featureSet} features are not this library's (hash ${describeValue(header.featureHash)}): train it again`);
  if (!['linear', 'grouped', 'mlp'].includes(header.model)) bad(`model ${describeValue(header.model)}`);
  if (header.info === null || typeof header.info !== 'object' || Array.isArray(header.info)) bad(`its info is ${describeValue(header.info)}, not an object`);
  return header;
}

/**
 * A model read back from {@link encodeModel}'s bytes. Bytes that are not a Uint8Array are
 * `INVALID_ARGUMENT`; a file of another format or version, damaged (its checksum), whose header
 * does not fit its parameters, or with a parameter that is not finite, is `BAD_FILE`.
 */
export function decodeModel(bytes: Uint8Array): OpponentScoreModel {
  const file = readContainer(bytes, 'MJOW', WHAT);
  const header = checkedHeader(file.header);
  const set = featureSetOf(header.featureSet);
  const groups = header.groups;
  if (!Array.isArray(groups) || groups.length !== set.kinds.length || groups.some((g, k) => typeof g !== 'string' || g.length !== set.kinds[k]!.buckets.length || g[0] !== '1' || /[^01]/.test(g))) bad('its groups do not fit the feature set');
  const grouping: Grouping = { set: header.featureSet, starts: groups.map((g) => [...g].map((c) => c === '1')), combinations: header.combinations };
  const sizes = header.sizes;
  const input = groupedInput({ ...grouping, combinations: [] }).size;
  if (!Array.isArray(header.combinations) || header.combinations.some((c) => !Array.isArray(c) || c.length !== 2 || !c.every((x) => Number.isInteger(x) && x >= 0 && x < input))) bad('its combinations do not fit its groups');
  const C = POINT_CLASS_BOUNDS.length;
  if (!Array.isArray(sizes) || sizes.length < 2 || sizes[0] !== input + header.combinations.length || sizes.at(-1) !== 1 || !sizes.every((n) => Number.isInteger(n) && n > 0 && n <= 4096)) bad('its layer sizes do not fit its input');
  if (!Array.isArray(header.pointClassValues) || header.pointClassValues.length !== C || !header.pointClassValues.every((v) => Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number' && Number.isFinite(x)))) bad('its class values do not fit the classes');
  const regression = sizes.slice(1).reduce((s, n, l) => s + n * sizes[l]! + n, 0);
  const total = regression + sizes[0]! * C + C;
  if (file.payload.length !== total * 4) bad(`${total} parameters need ${total * 4} bytes after the header, it has ${file.payload.length}`);
  const params = readFloat32(file, WHAT);
  let at = 0;
  const take = (n: number) => params.subarray(at, (at += n));
  let linear: Float32Array | null = null;
  let intercept = 0;
  let mlp: OpponentScoreModel['mlp'] = null;
  if (sizes.length === 2) {
    linear = take(sizes[0]!);
    intercept = take(1)[0]!;
  }
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
  return { kind: header.model, set: header.featureSet, grouping, linear, intercept, mlp, classes, values: header.pointClassValues, info: header.info };
}
