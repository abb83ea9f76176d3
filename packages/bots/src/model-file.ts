// A learned model's weights file: mjkit's checksummed container (core's) with a JSON header naming
// the format, its version and the features the weights are for, then the float32 weights. The
// deal-in model and hand reading are stored this way; a file for other features or another
// version is refused, so a model is never read with the wrong meaning.
import { checkObject, describeValue, fail, float32Bytes, readContainer, readFloat32, writeContainer } from '@mjkit/core/internal';

/** What a kind of weights file is: its magic, format name and version, features and weight count. */
export interface ModelFile {
  /** The container's four-letter magic. */
  readonly magic: string;
  /** The header's `format`. */
  readonly format: string;
  readonly version: number;
  readonly features: readonly string[];
  /** How many float32 weights a model has. */
  readonly weights: number;
  /** What the model is called in errors ("a deal-in model"). */
  readonly model: string;
  /** More header fields written with the model (read back unchecked). */
  readonly header?: Readonly<Record<string, unknown>>;
}

/** A model as it is stored: the weights and what the trainer says of them. */
export interface StoredModel {
  readonly weights: Float32Array;
  readonly info: Record<string, unknown>;
}

/** A model as bytes; a model of the wrong shape is `INVALID_ARGUMENT`. */
export function encodeModel(file: ModelFile, model: StoredModel): Uint8Array {
  checkObject(model, file.model);
  if (!(model.weights instanceof Float32Array) || model.weights.length !== file.weights) fail('INVALID_ARGUMENT', `${file.model} has ${file.weights} float32 weights, not ${describeValue(model.weights)}`);
  const header = { format: file.format, version: file.version, features: file.features, ...file.header, info: model.info };
  return writeContainer(file.magic, header, [float32Bytes([model.weights], `${file.model}'s weights`)]);
}

/**
 * A model read back from {@link encodeModel}'s bytes. Not a Uint8Array: `INVALID_ARGUMENT`;
 * another format or version, damaged (its checksum), features not these, or weights that do not
 * fit: `BAD_FILE`.
 */
export function decodeModel(file: ModelFile, bytes: Uint8Array): StoredModel {
  const what = `${file.model}'s weights file`;
  const c = readContainer(bytes, file.magic, what);
  const h = c.header;
  const bad = (why: string): never => fail('BAD_FILE', `not ${what}: ${why}`, { offset: 8 });
  if (h.format !== file.format) bad('its header names another format');
  if (h.version !== file.version) bad(`format version ${describeValue(h.version)} (this library reads ${file.version})`);
  if (!Array.isArray(h.features) || h.features.join('\n') !== file.features.join('\n')) bad("its features are not this library's: train it again");
  if (h.info === null || typeof h.info !== 'object' || Array.isArray(h.info)) bad(`its info is ${describeValue(h.info)}, not an object`);
  const weights = readFloat32(c, what);
  if (weights.length !== file.weights) bad(`${weights.length} weights for ${file.weights}`);
  return { weights, info: h.info as Record<string, unknown> };
}
