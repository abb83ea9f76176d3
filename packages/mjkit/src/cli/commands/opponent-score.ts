// `mjkit opponent-score extract | train | eval`: positions from Tenhou logs, models trained on
// them (with cross-validation), and a model's error on other logs.
import { crossValidate, decodePositions, encodePositions, evaluateModel, trainModel } from '@mjkit/opponent-score';
import { readBytesFile, shareOf, writeFileAtomic } from '@mjkit/core/node';
import type { ModelKind, ScorePosition } from '@mjkit/opponent-score';
import { extractFiles, readModel, readPositions, writeModel, writePositions } from '@mjkit/opponent-score/node';
import { listLogFiles } from '@mjkit/tenhou/node';
import type { Command } from '../command.js';
import { fail } from '@mjkit/core/internal';
import type { CliIo } from '../io.js';
import { FORCE_OPTION, decodeFile, markShard, mergeOrder, outputFile, progressBar, warn } from '../io.js';
import { choice, needed, shardOption, usage, wholeNumber } from '../usage.js';

const MODELS = ['linear', 'grouped', 'mlp'] as const;
const KINDS = ['riichi', 'call', 'mixed', 'any'] as const;

/** The positions a --positions choice keeps: riichi, call, mixed (riichi and call), any (every kind). */
function choose(all: readonly ScorePosition[], which: string): ScorePosition[] {
  if (which === 'any') return [...all];
  if (which === 'mixed') return all.filter((p) => p.kind !== 'discard');
  return all.filter((p) => p.kind === which);
}

const bar = (io: CliIo, unit: string) => (done: number, total: number) => io.progress?.(progressBar(done, total, unit));

export const opponentScoreExtractCommand: Command = {
  name: 'opponent-score extract',
  args: '<files or folders…> --out POSITIONS [--force] [--train-only] [--shard K/N]',
  summary: 'the riichi, call and discard positions of eventual winners in Tenhou logs,\nwith both feature sets and the points won (see @mjkit/opponent-score)',
  details: '--train-only: mark them for training only (games played by bots): cross-validation\nnever tests on them. --force: replace POSITIONS if it exists (never one of the logs).\n--shard K/N: only the K-th of N contiguous parts of the log files (in the order listed);\nmjkit opponent-score merge makes the whole run\'s file of the shards\' files.',
  options: { ...FORCE_OPTION, out: { type: 'string' }, 'train-only': { type: 'boolean' }, shard: { type: 'string' } },
  positionals: { min: 1, max: Infinity },
  run({ values, positionals, io }) {
    const out = needed(values.out, 'out', 'POSITIONS');
    const shard = values.shard === undefined ? undefined : shardOption(values.shard);
    const listed = listLogFiles(positionals);
    const files = shard === undefined ? listed : shareOf(listed, shard);
    const output = outputFile(out, values.force, [...positionals, ...files]);
    if (files.length === 0) warn(io, 'opponent-score extract', `no log files under ${positionals.join(', ')}`);
    const { positions, games, errors } = extractFiles(shard === undefined ? positionals : files, { trainOnly: values['train-only'] === true, onProgress: bar(io, 'files') });
    io.progress?.('\n');
    for (const e of errors) io.err(`${e}\n`);
    writeFileAtomic(out, markShard(encodePositions(positions), 'MJOP', 'a positions file', shard), output);
    const count = (k: string) => positions.filter((p) => p.kind === k).length;
    io.out(`${positions.length} positions (${count('riichi')} riichi, ${count('call')} call, ${count('discard')} discard) from ${games} game${games === 1 ? '' : 's'} written to ${out}\n`);
    return errors.length ? 1 : 0;
  },
};

export const opponentScoreMergeCommand: Command = {
  name: 'opponent-score merge',
  args: '<positions…> --out POSITIONS [--force]',
  summary: "one positions file of several: the shards of an extraction (extract --shard K/N) in\nshard order, which gives the whole run's file to the byte, or any files one after another",
  details: 'The shards of one run must all be there, each once. --force: replace POSITIONS if it\nexists (never one of the inputs).',
  options: { ...FORCE_OPTION, out: { type: 'string' } },
  positionals: { min: 1, max: Infinity },
  run({ values, positionals, io }) {
    const out = needed(values.out, 'out', 'POSITIONS');
    const output = outputFile(out, values.force, positionals);
    const bytes = positionals.map((f) => readBytesFile(f));
    const order = mergeOrder(positionals, bytes, 'MJOP', 'a positions file');
    const positions = order.flatMap((i) => decodeFile(positionals[i] as string, decodePositions, bytes[i]));
    writePositions(out, positions, output);
    io.out(`${positions.length} positions from ${positionals.length} file${positionals.length === 1 ? '' : 's'} written to ${out}\n`);
    return 0;
  },
};

export const opponentScoreTrainCommand: Command = {
  name: 'opponent-score train',
  args: '<positions…> --out WEIGHTS [--force] [--model linear|grouped|mlp] [--positions riichi|call|mixed|any]\n[--extended] [--folds K] [--seed S] [--epochs N] [--all-epochs] [--json]',
  summary: 'cross-validates a model on positions (RMSE of ln points, eq. 1) beside the\nbaselines (the mean, the dealer-only rule, ridge), then trains it on all of them and\nwrites its weights',
  details: 'Several positions files are read as one; positions extracted with --train-only (bot games)\nare trained on in every fold and never tested.\n--positions: riichi (Table 1 features; the default), call, mixed (riichi and call) or any\n(every kind; Table 6 features for all but riichi). --extended: Table 6 and three features\nbeyond the study (han shown, dora in the melds, turn) for any positions. --folds 0 skips\ncross-validation.\n--epochs: the perceptron\'s (default 100); it keeps the epoch best on a tenth of the training\ngames (--all-epochs: train every epoch, as the study). --force: replace WEIGHTS if it exists.',
  options: { ...FORCE_OPTION, out: { type: 'string' }, model: { type: 'string' }, positions: { type: 'string' }, extended: { type: 'boolean' }, folds: { type: 'string' }, seed: { type: 'string' }, epochs: { type: 'string' }, 'all-epochs': { type: 'boolean' }, json: { type: 'boolean' } },
  positionals: { min: 1, max: Infinity },
  run({ values, positionals, io }) {
    const out = needed(values.out, 'out', 'WEIGHTS');
    const model = choice(values.model, 'model', MODELS, 'linear');
    const which = choice(values.positions, 'positions', KINDS, 'riichi');
    const folds = wholeNumber(values.folds, 'folds', 0, 1000, 10);
    if (folds === 1) usage('--folds is 0 (no cross-validation) or from 2 to 1,000, not 1');
    const seed = wholeNumber(values.seed, 'seed', 0, 2 ** 32 - 1, 1);
    const epochs = wholeNumber(values.epochs, 'epochs', 1, 100_000, 100);
    const output = outputFile(out, values.force, positionals);
    const positions = choose(
      positionals.flatMap((file) => readPositions(file as string)),
      which,
    );
    if (positions.length === 0) fail('BAD_FILE', `${positionals.join(', ')}: no ${which} positions to train on`);
    const set = values.extended === true ? 'extended' : which === 'riichi' ? 'riichi' : 'call';
    const options = { set, model: model as ModelKind, seed, epochs, earlyStop: values['all-epochs'] !== true, onProgress: (w: string, d: number, t: number) => io.progress?.(progressBar(d, t, w)) } as const;
    const cv = folds >= 2 ? crossValidate(positions, { ...options, folds }) : null;
    io.progress?.('\n');
    const trained = trainModel(positions, options);
    io.progress?.('\n');
    const summary = { positions: positions.length, tested: cv?.positions ?? 0, model, features: set, folds, rmse: cv?.rmse ?? null, baselineRmse: cv?.baselineRmse ?? null, dealerRmse: cv?.baselines.dealer ?? null, ridgeRmse: cv?.baselines.ridge ?? null, lambda: trained.info.lambda ?? null, bestEpochRmse: cv?.bestEpochRmse ?? null, logLoss: cv?.calibration.logLoss ?? null, priorLogLoss: cv?.calibration.priorLogLoss ?? null };
    writeModel(out, { ...trained, info: { ...trained.info, cv: summary } }, output);
    if (values.json) io.out(JSON.stringify(summary) + '\n');
    else io.out(`${positions.length} ${which} positions, ${model}: ${cv === null ? 'not cross-validated' : cv.positions === 0 ? 'not tested (every position is train-only)' : `${folds}-fold RMSE ${cv.rmse.toFixed(4)} (baselines: the mean ${cv.baselines.mean.toFixed(4)}, dealer-only ${cv.baselines.dealer.toFixed(4)}, ridge ${cv.baselines.ridge.toFixed(4)}) on the ${cv.positions} not train-only`}; weights written to ${out}\n`);
    if (cv && cv.positions > 0 && !(cv.rmse < cv.baselineRmse)) warn(io, 'opponent-score train', `the model's RMSE ${cv.rmse.toFixed(4)} is no better than the baseline's ${cv.baselineRmse.toFixed(4)} (the mean of the training targets): prefer the baseline`);
    return 0;
  },
};

export const opponentScoreEvalCommand: Command = {
  name: 'opponent-score eval',
  args: '<weights> <files or folders…> [--positions riichi|call|mixed|any] [--json]',
  summary: "a model's RMSE (ln points) on the positions of other logs, beside the baselines\n(the mean of its training targets, the dealer-only rule)",
  details: '--positions: which positions to test (default: riichi for a model trained on riichi\npositions alone, mixed for any other).',
  options: { positions: { type: 'string' }, json: { type: 'boolean' } },
  positionals: { min: 2, max: Infinity },
  run({ values, positionals, io }) {
    const model = readModel(positionals[0] as string);
    // a model trained on riichi positions alone (Table 1's, or extended features) is tested on riichi positions
    const kinds = model.info.kinds as Record<string, number> | undefined;
    const riichiModel = model.set === 'riichi' || (kinds !== undefined && kinds.riichi! > 0 && !kinds.call && !kinds.discard);
    const which = choice(values.positions, 'positions', KINDS, riichiModel ? 'riichi' : 'mixed');
    const { positions, errors } = extractFiles(positionals.slice(1), { onProgress: bar(io, 'files') });
    io.progress?.('\n');
    for (const e of errors) io.err(`${e}\n`);
    const chosen = choose(positions, which);
    if (chosen.length === 0) {
      warn(io, 'opponent-score eval', `no ${which} positions in the logs: nothing was measured`);
      io.out(values.json ? JSON.stringify({ positions: 0, rmse: null, baselineRmse: null }) + '\n' : `0 ${which} positions\n`);
      return errors.length ? 1 : 0;
    }
    const result = evaluateModel(model, chosen);
    if (values.json) io.out(JSON.stringify(result) + '\n');
    else io.out(`${result.positions} ${which} positions: RMSE ${result.rmse.toFixed(4)}, baselines: the mean ${result.baselineRmse.toFixed(4)}${result.dealerRmse === null ? '' : `, dealer-only ${result.dealerRmse.toFixed(4)}`}\n`);
    if (!(result.rmse < result.baselineRmse)) warn(io, 'opponent-score eval', `the model's RMSE is no better than the baseline's on these positions`);
    return errors.length ? 1 : 0;
  },
};
