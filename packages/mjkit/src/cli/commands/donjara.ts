// `mjkit donjara play | eval-estimator | train-estimator | train-trainers`: games of the Donjara toy game between the study's
// players and each player's measures (Kubota & Sekine's Table 2) with 95% intervals; the hand
// estimators' match rates by step (§4.3).
import { basename } from 'node:path';
import { DONJARA_AGENTS, bayesEstimator, decodeEstimator, decodeTrainers, donjaraAgent, donjaraRules, donjaraStats, encodeEstimator, encodeTrainers, evaluateEstimators, playDonjaraGame, priorEstimator, randomEstimator, shippedEstimator, trainEstimator, trainingEffect, trainTrainers, transformerEstimator } from '@mjkit/donjara';
import type { DonjaraAgent, DonjaraEstimator, DonjaraRoundResult, DonjaraStats, EstimatorReport, TrainerPolicy, TrainingEffectReport, VirtualStyle } from '@mjkit/donjara';
import { MjkitError } from '@mjkit/core';
import { writeFileAtomic } from '@mjkit/core/node';
import type { Command } from '../command.js';
import { FORCE_OPTION, decodeFile, outputFile, progressBar, warn } from '../io.js';
import { choice, needed, unknownName, usage, wholeNumber } from '../usage.js';

const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '—');
/** A number with `digits` decimals, or a dash where there is none (an interval of one sample). */
const fixed = (x: number, digits: number) => (Number.isFinite(x) ? x.toFixed(digits) : '—');

/** A library's refusal of an option's value (an unknown agent, a bad count) as a usage error. */
function asUsage<T>(make: () => T): T {
  try {
    return make();
  } catch (e) {
    if (e instanceof MjkitError) usage(e.detail);
    throw e;
  }
}

/** Agent names, comma-separated, each one the Donjara engine knows. */
function agentNames(value: unknown, fallback: string | undefined): string[] | undefined {
  if (value === undefined && fallback === undefined) return undefined;
  const names = String(value ?? fallback).split(',');
  for (const n of names) if (!DONJARA_AGENTS.includes(n)) usage(unknownName('agent', n, DONJARA_AGENTS));
  return names;
}

/** One player's row; `win` in place of the rounds' Wilson interval where rounds share a trainee (its interval over trainees). */
function row(name: string, s: DonjaraStats, win?: { mean: number; low: number; high: number }): string {
  const trail = [1, 5, 10, 15].map((t) => (s.shanten[t] === undefined ? '—' : fixed(s.shanten[t]!, 2))).join(' ');
  const w = win ? { rate: win.mean, low: win.low, high: win.high } : s.win;
  return `${name.padEnd(10)} ${pct(w.rate).padStart(6)} [${pct(w.low)}, ${pct(w.high)}]  ${pct(s.dealIn.rate).padStart(6)}  ${pct(s.riichi.rate).padStart(6)}  ${fixed(s.winPoints.mean, 0).padStart(6)}  ${fixed(s.pointsPerRound, 0).padStart(6)}  ${trail}`;
}

export const donjaraPlayCommand: Command = {
  name: 'donjara play',
  args: '--agents A,B,C [--games N] [--rounds R] [--seed S] [--json]',
  summary: "games of the Donjara toy game (9 kinds × 9 tiles, hands of 8, three yaku) between the\nstudy's players, and each one's win, deal-in and riichi rates, winning points and shanten",
  details: `Agents (2–4): random, speed, score, defence, balance (the study's virtual players; see
@mjkit/donjara). Every game seats them in the order given; --rounds per game (default: one
per player, the dealer moving each round). The same --seed gives the same games. Shanten is
the mean after the player's 1st, 5th, 10th and 15th discard. --games: 1 to 100,000 (default 100).`,
  options: { agents: { type: 'string' }, games: { type: 'string' }, rounds: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' } },
  positionals: { min: 0, max: 0 },
  run({ values, io }) {
    const names = agentNames(needed(values.agents, 'agents', 'A,B,C'), undefined) as string[];
    if (names.length < 2 || names.length > 4) usage('--agents names 2 to 4 players, separated by commas');
    const games = wholeNumber(values.games, 'games', 1, 100_000, 100);
    const rounds = values.rounds === undefined ? undefined : wholeNumber(values.rounds, 'rounds', 1, 1_000_000, 0);
    const rules = asUsage(() => donjaraRules({ players: names.length, ...(rounds === undefined ? {} : { rounds }) }));
    const agents = names.map((n) => donjaraAgent(n));
    const seed = values.seed ?? '1';
    const played: DonjaraRoundResult[] = [];
    const wins = new Array<number>(names.length).fill(0);
    for (let g = 0; g < games; g++) {
      const game = playDonjaraGame(rules, agents, `${seed}/${g}`);
      played.push(...game.rounds);
      wins[game.ranking[0]!]!++;
      if (g % 50 === 49 || g === games - 1) io.progress?.(progressBar(g + 1, games, 'games'));
    }
    io.progress?.('\n');
    const stats = names.map((_, p) => donjaraStats(played, p));
    if (values.json) {
      io.out(JSON.stringify({ games, rounds: played.length, seed, players: names.map((name, p) => ({ name, seat: p, firsts: wins[p], ...stats[p] })) }) + '\n');
      return 0;
    }
    io.out(`${games} game${games === 1 ? '' : 's'}, ${played.length} rounds (seed ${seed})\nplayer       win [95%]             deal-in  riichi  win pts  pts/rd  shanten after 1/5/10/15 discards\n`);
    names.forEach((name, p) => io.out(row(`${p}:${name}`, stats[p]!) + '\n'));
    return 0;
  },
};

export const donjaraEvalEstimatorCommand: Command = {
  name: 'donjara eval-estimator',
  args: '[--estimators random,prior,bayes,shipped] [--model FILE,…] [--rounds N] [--agents A,B,C] [--seat S]\n[--particles P] [--moves M] [--seed S] [--json]',
  summary: "the study's hand-estimation test (§4.3): on each of a seat's turns, the match rate of\neach estimator's guess of the next and the previous player's hands, by step",
  details: `Estimators: random (the study's baseline: a random draw from the unseen tiles), prior
(the unseen-count prior, no learning, decoded as the trained model's guesses are), bayes
(an exact Bayesian reference: a particle filter knowing the players' policies; --particles,
default 400; --moves, default 0: Metropolis–Hastings moves on each particle's history per
estimate and opponent) and shipped (the package's trained Decision Transformer). --model adds trained
estimators (train-estimator), named by their files.
--rounds: 1 to 1,000,000 (default 3,000, the study's); agents default to speed,score,defence.`,
  options: { model: { type: 'string' }, estimators: { type: 'string' }, rounds: { type: 'string' }, agents: { type: 'string' }, seat: { type: 'string' }, particles: { type: 'string' }, moves: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' } },
  positionals: { min: 0, max: 0 },
  run({ values, io }) {
    const names = String(values.estimators ?? 'random,prior,bayes').split(',');
    const particles = wholeNumber(values.particles, 'particles', 1, 1_000_000, 400);
    const moves = wholeNumber(values.moves, 'moves', 0, 1000, 0);
    const makers: ((agents: readonly DonjaraAgent[]) => DonjaraEstimator)[] = [];
    for (const name of names) {
      if (name === 'random') makers.push(randomEstimator);
      else if (name === 'prior') makers.push(priorEstimator);
      else if (name === 'bayes') makers.push((agents: readonly DonjaraAgent[]) => bayesEstimator(agents, { particles, moves }));
      else if (name === 'shipped') {
        const model = shippedEstimator();
        makers.push((): DonjaraEstimator => ({ ...transformerEstimator(model), name: 'shipped' }));
      } else usage(unknownName('estimator', name, ['random', 'prior', 'bayes', 'shipped']));
    }
    for (const file of values.model === undefined ? [] : String(values.model).split(',')) {
      const model = decodeFile(file, decodeEstimator);
      const name = basename(file).replace(/\.bin$/, '');
      makers.push((): DonjaraEstimator => ({ ...transformerEstimator(model), name }));
    }
    const rounds = wholeNumber(values.rounds, 'rounds', 1, 1_000_000, 3000);
    const agents = agentNames(values.agents, undefined);
    const seat = values.seat === undefined ? undefined : wholeNumber(values.seat, 'seat', 0, 3, 0);
    const report: EstimatorReport = asUsage(() =>
      evaluateEstimators({
        estimators: makers,
        rounds,
        ...(agents === undefined ? {} : { agents }),
        ...(seat === undefined ? {} : { seat }),
        seed: String(values.seed ?? '1'),
        onProgress: (d, t) => {
          if (d % 20 === 0 || d === t) io.progress?.(progressBar(d, t, 'rounds'));
        },
      }),
    );
    io.progress?.('\n');
    if (values.json) {
      io.out(JSON.stringify(report) + '\n');
      return 0;
    }
    io.out(`${report.rounds} rounds; match rate by step (the seat's t-th draw), next / previous player\nstep  rounds  ${report.estimators.map((e) => `${e.name.padEnd(13)}`).join(' ')}\n`);
    report.reached.forEach((count, t) => {
      io.out(`${String(t + 1).padStart(4)}  ${String(count).padStart(6)}  ${report.estimators.map((e) => `${fixed(e.next[t]!, 3)} / ${fixed(e.previous[t]!, 3)}`).join(' ')}\n`);
    });
    return 0;
  },
};

export const donjaraTrainEstimatorCommand: Command = {
  name: 'donjara train-estimator',
  args: '--out FILE [--force] [--episodes N] [--penalty P] [--hidden H] [--batch B] [--rate R] [--seed S]\n[--agents A,B,C] [--no-prior]',
  summary: "trains the study's hand estimator (§4: a Decision Transformer, REINFORCE on eq. 10)\nand writes its weights",
  details: `--episodes: rounds to learn from (default 1,000; the study: 100,000). --penalty: p of eq. 10
(default 1; the study: 1 and 2). --hidden: token width (default 64; the study: 256). The
network corrects the unseen-count prior (its output added to the prior's logits); --no-prior
trains the network alone, as the study's. Seeded:
the same options give the same weights. Evaluate with eval-estimator --model FILE.
--force: replace FILE if it exists.`,
  options: { ...FORCE_OPTION, out: { type: 'string' }, episodes: { type: 'string' }, penalty: { type: 'string' }, hidden: { type: 'string' }, batch: { type: 'string' }, rate: { type: 'string' }, seed: { type: 'string' }, agents: { type: 'string' }, 'no-prior': { type: 'boolean' } },
  positionals: { min: 0, max: 0 },
  run({ values, io }) {
    const out = needed(values.out, 'out', 'FILE');
    const output = outputFile(out, values.force, []);
    const number = (v: unknown, option: string) => (v === undefined ? undefined : Number.isFinite(Number(v)) && String(v).trim() !== '' ? Number(v) : usage(`--${option} takes a number, not ${JSON.stringify(v)}`));
    const agents = agentNames(values.agents, undefined);
    const options = { episodes: wholeNumber(values.episodes, 'episodes', 1, 10_000_000, 1000), penalty: number(values.penalty, 'penalty'), hidden: number(values.hidden, 'hidden'), batch: number(values.batch, 'batch'), rate: number(values.rate, 'rate') };
    // the library checks the values against each other (a hidden width, a positive rate) before any training
    const model = asUsage(() =>
      trainEstimator({
        episodes: options.episodes,
        ...Object.fromEntries(Object.entries(options).filter(([, x]) => x !== undefined)),
        ...(agents === undefined ? {} : { agents }),
        prior: values['no-prior'] !== true,
        seed: String(values.seed ?? '1'),
        onProgress: (d, t, reward) => {
          if (d % 10 === 0 || d === t) io.progress?.(`${progressBar(d, t, 'episodes')} mean step reward ${fixed(reward, 3)}`);
        },
      }),
    );
    io.progress?.('\n');
    writeFileAtomic(out, encodeEstimator(model), output);
    io.out(`estimator trained on ${model.info.episodes} rounds (penalty ${model.info.penalty}, hidden ${model.info.hidden}) written to ${out}\n`);
    return 0;
  },
};

export const donjaraTrainTrainersCommand: Command = {
  name: 'donjara train-trainers',
  args: '--out FILE [--force] [--rounds N] [--from FILE] [--estimator bayes|random] [--win-function intended|as-written]\n[--trainees N] [--learn-rounds L] [--eval-rounds E] [--tablemates A,B] [--seed S] [--json]',
  summary: "trains the study's two trainer agents (§3: MCCFR on the reward of eq. 1–8), writes their\npolicy, then measures the training effect (§5, Table 2)",
  details: `--rounds: rounds of training (default 2,000): a learning trainee at seat 0 (a new one every
1,000 rounds), the trainers at 1 and 2 sharing one policy; every candidate discard of a
trainer is simulated to the round's end. --from continues a policy file. --estimator: how the
trainers guess the trainee's hand (default bayes). --win-function: eq. 8 as intended (default,
exp(-βC²)) or as written (-βC²).
Then, unless --trainees 0: that many trainees (default 10) learn --learn-rounds rounds (default
300) with the two trainers, and as many, alike and on the same seeds, with two virtual players
(--tablemates, default balance,balance); each is then evaluated frozen for --eval-rounds rounds
(default 500) against virtual players of every style in turn, beside a trainee that never
learned: win, deal-in and riichi rates with 95% intervals, winning points, points per round,
shanten after 1/5/10/15 discards, and the paired difference trainers − virtual.
--force: replace FILE if it exists (never the --from file).`,
  options: {
    ...FORCE_OPTION,
    out: { type: 'string' },
    rounds: { type: 'string' },
    from: { type: 'string' },
    estimator: { type: 'string' },
    'win-function': { type: 'string' },
    trainees: { type: 'string' },
    'learn-rounds': { type: 'string' },
    'eval-rounds': { type: 'string' },
    tablemates: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
  },
  positionals: { min: 0, max: 0 },
  run({ values, io }) {
    const out = needed(values.out, 'out', 'FILE');
    const estimator = choice(values.estimator, 'estimator', ['bayes', 'random'], 'bayes');
    const winFunction = choice(values['win-function'], 'win-function', ['intended', 'as-written'], 'intended');
    const trainees = wholeNumber(values.trainees, 'trainees', 0, 100_000, 10);
    const trainingRounds = wholeNumber(values.rounds, 'rounds', 1, 10_000_000, 2000);
    const learnRounds = wholeNumber(values['learn-rounds'], 'learn-rounds', 1, 10_000_000, 300);
    const evalRounds = wholeNumber(values['eval-rounds'], 'eval-rounds', 1, 10_000_000, 500);
    const tablemates = values.tablemates === undefined ? undefined : (agentNames(values.tablemates, undefined) as string[]);
    if (tablemates !== undefined && tablemates.length !== 2) usage('--tablemates names two virtual players, separated by a comma');
    if (trainees === 0 && (values['learn-rounds'] !== undefined || values['eval-rounds'] !== undefined || tablemates !== undefined)) {
      warn(io, 'donjara train-trainers', '--learn-rounds, --eval-rounds and --tablemates have no effect with --trainees 0');
    }
    const output = outputFile(out, values.force, typeof values.from === 'string' ? [values.from] : []);
    const seed = String(values.seed ?? '1');
    const from: TrainerPolicy | undefined = typeof values.from === 'string' ? decodeFile(values.from, decodeTrainers) : undefined;
    let report: TrainingEffectReport | null = null;
    const trained = asUsage(() =>
      trainTrainers({
        rounds: trainingRounds,
        seed,
        estimator,
        winFunction,
        ...(from ? { policy: from } : {}),
        onProgress: (d, t) => {
          if (d % 20 === 0 || d === t) io.progress?.(progressBar(d, t, 'training rounds'));
        },
      }),
    );
    io.progress?.('\n');
    writeFileAtomic(out, encodeTrainers(trained.policy), output);
    if (trainees > 0) {
      report = asUsage(() =>
        trainingEffect({
          policy: trained.policy,
          trainees,
          learnRounds,
          evalRounds,
          estimator,
          seed,
          ...(tablemates === undefined ? {} : { tablemates: tablemates as [VirtualStyle, VirtualStyle] }),
          onProgress: (d, t) => io.progress?.(progressBar(d, t, 'trainees')),
        }),
      );
      io.progress?.('\n');
    }
    const training = { rounds: trained.policy.info.rounds, decisions: trained.decisions, reward: trained.reward, actionReward: trained.actionReward, scoreReward: trained.scoreReward, sameResponse: trained.sameResponse };
    if (values.json) {
      io.out(JSON.stringify({ out, training, effect: report }) + '\n');
      return 0;
    }
    io.out(`trainers trained on ${training.rounds} rounds (${training.decisions} decisions, mean R ${fixed(training.reward, 3)}: R_a ${fixed(training.actionReward, 3)}, R_s ${fixed(training.scoreReward, 3)}; N/|A| ${fixed(training.sameResponse, 3)}) written to ${out}\n`);
    if (report) {
      io.out(`${report.trainees} trainees per condition, ${report.learnRounds} rounds of learning, ${report.evalRounds} evaluation rounds each against ${report.evaluation}\nlearned with  win [95% over trainees]  deal-in  riichi  win pts  pts/rd  shanten after 1/5/10/15 discards\n`);
      for (const c of report.conditions) io.out(row(c.name, c.stats, c.byTrainee.winRate) + '\n');
      const d = report.difference;
      io.out(`trainers − virtual, paired by trainee: points per round ${fixed(d.pointsPerRound.mean, 0)} [${fixed(d.pointsPerRound.low, 0)}, ${fixed(d.pointsPerRound.high, 0)}], win rate ${pct(d.winRate.mean)} [${pct(d.winRate.low)}, ${pct(d.winRate.high)}]\n`);
    }
    return 0;
  },
};
