// The entry points that take data from outside (parsers, constructors, scoreHand, shanten and
// ukeire on raw counts, replay and the other log readers, the command line), given values of
// the wrong type in any argument, return or throw an MjkitError: never a TypeError from deep
// inside, never a hang. The functions that trust their typed input (predicates on a Tile, on a
// Meld, seat arithmetic) are listed apart: checking there would cost every inner loop, and
// their arguments come from the checked values that the entry points hand out.
import fc from 'fast-check';
import * as mjkit from 'mjkit';
import { describe, expect, it } from 'vitest';

const { Hand, MjkitError } = mjkit;

/** Every exported function that takes data from outside and checks it. */
const ENTRY_POINTS = [
  // core: parsers, constructors, guards, counting on raw counts
  'tileFromString', 'kindFromString', 'tileFromId', 'tileToString', 'parseTiles', 'parseBonusTiles', 'parseMeld', 'tileCounts', 'makeMeld',
  'createRules', 'countUnseen', 'decompose', 'decomposeCounts', 'isComplete', 'isCompleteCounts', 'waits', 'waitsOfCounts',
  'createRng', 'seat', 'wind', 'relativeSeat', 'formatMpsz', 'formatMajiang', 'formatUnicode', 'redOf',
  'isTile', 'isTileKind', 'isMeld', 'isRules', 'isHongKongRules', 'isGameLog', 'assertIsTile', 'assertIsTileKind', 'assertIsMeld',
  // shanten
  'shanten', 'shantenForms', 'shantenStandard', 'shantenChiitoitsu', 'shantenKokushi', 'ukeire', 'discardTable', 'shantenTables',
  // scoring
  'scoreHand', 'scoreHongKong', 'hongKongBase', 'basePoints', 'winPayments', 'nagashiManganPayments', 'drawPayments', 'yakuFromTenhou',
  // tenhou: readers of logs and of their parts
  'parseMjlog', 'parseMjlogGames', 'parseTenhou6', 'parseLogGames', 'sniffFormat', 'decodeMeld', 'encodeMeld', 'gameLog',
  'replay', 'walkHands', 'validateGame', 'validateWalls', 'countEvents', 'toTenhou6', 'toMjlog', 'parseMjai', 'mjaiTileKind', 'toMjai', 'toMjaiLines', 'logStats', 'emptyStats',
  'tenhouWalls', 'roundWall', 'dealtHands', 'liveDrawIndex', 'tableFromGoType', 'tenhouMeta', 'scoringRules', 'winInput', 'compareWin', 'mjaiTile',
  // table: functions of a state check it is one; melds from outside are checked
  'checkTableMeld', 'isTileId', 'nextRoundOf', 'hongKongNextRoundOf',
  // game: the engine and the arena take agents, setups and seeds from the caller
  'playGame', 'playGameAsync', 'gameSteps', 'seededShuffle', 'hongKongWall', 'parseRecordLines', 'toRecordLines', 'isRecordLines', 'randomAgent', 'baselineEntry', 'agentRegistry', 'isAgentDefinition', 'runArena', 'arenaGames', 'playArenaGame', 'playArenaGameAsync', 'duplicateWalls', 'duplicateHongKongWalls',
  // evaluator: positions written out or table views, and options, from the caller
  'evaluateDiscards', 'evaluateTurnAware', 'evaluateHand', 'positionOf', 'isPosition',
  // bots: hands and visible tiles written out, agent options
  'sightOf', 'priorityAgent', 'evaluatorAgent', 'foldAgent', 'botEntry', 'positionTurn', 'parseRiichi', 'parseOpen', 'parseQuiet', 'parsePositionTexts', 'decodeDealInModel', 'encodeDealInModel', 'shippedDealInModel', 'decodeHandReadingModel', 'encodeHandReadingModel', 'shippedHandReadingModel', 'decodeDealInTrees', 'encodeDealInTrees', 'shippedDealInTrees', 'decodeWallTrees', 'encodeWallTrees', 'shippedWallTrees', 'reviewSeat',
  // sequence: counts, kinds, digit strings, yaku lists, hands in play, logs and tables from the caller
  'suitDigits', 'suitOfKind', 'discardSequence', 'callSequence', 'postsOf', 'strategiesOfWin', 'chooseStrategy', 'imitationRanking', 'gameSequences', 'mineGames', 'imitationScores', 'imitationSamples', 'fitImitationWeights', 'imitationObjective', 'styleReport', 'shapeOf', 'imitationAgent',
  // opponent-score: logs, positions, training options, weights bytes and views from the caller
  'featureSetOf', 'gamePositions', 'encodePositions', 'decodePositions', 'trainModel', 'crossValidate', 'findGrouping', 'decodeModel', 'readWeightsHeader', 'predictWinScore', 'shippedModels', 'pointClassOf', 'evaluateModel',
  // donjara: hands written out, rules, agents, seeds and round results from the caller
  'donjaraHand', 'donjaraRules', 'playDonjaraRound', 'playDonjaraGame', 'virtualPlayer', 'donjaraAgent', 'donjaraStats', 'bayesEstimator', 'evaluateEstimators',
  'trainEstimator', 'transformerEstimator', 'calibrateEstimator', 'decodeEstimator',
  // donjara: learner options, trainer policies and their files, training and evaluation options
  'learnerAgent', 'trainTrainers', 'trainerAgent', 'encodeTrainers', 'decodeTrainers', 'trainingEffect', 'shippedEstimator', 'shippedTrainers',
] as const;

/** Every exported function that trusts its typed arguments (see the module comment). */
const TRUSTING = [
  'kindOf', 'isRed', 'suitOf', 'suitIndex', 'numberOf', 'isSuited', 'isHonour', 'isTerminal', 'isTerminalOrHonour', 'isSimple',
  'isWind', 'isDragon', 'doraFromIndicator', 'kindsInPlay', 'idsOfKind', 'compareTiles', 'isOpenMeld', 'isKan', 'isDiscardCall', 'meldKind',
  'meldToString', 'meldToMajiang', 'liveWallSize', 'hasRedFives', 'seatWind', 'seatOfWind', 'seatFrom', 'windLetter',
  // table: read a TableState made by its constructor (checked there)
  'playerView', 'legalActions', 'decisionOf', 'canWin', 'isFuriten', 'waitsOf', 'distinctDiscards', 'winInputOf', 'kuikaeKinds',
  'isLegalAction', 'toCoreMeld', 'tableSetupOf', 'hongKongWinInputOf', 'hongKongWinEventOf', 'placesOf', 'finalScores', 'tenpaiHands', 'nagashiManganSeats',
  // tenhou: Tenhou's numbers for a ScoredWin that scoreHand made
  'tenhouLimit', 'tenhouYaku', 'tenhouYakuman',
  // game: agents given a name, functions of a PlayerView, a ShuffledWall, a GameResult or the arena's summaries
  'tsumogiriAgent', 'shantenAgent', 'unseenOf', 'runSteps', 'goTypeOf', 'streamWall', 'wallOfShuffled',
  'summarizeGame', 'arenaStatistics', 'formatArenaTable', 'pairedDifference',
  // bots: the words and sums of ReviewTurns that reviewSeat made
  'reviewedActionText', 'reviewedLossText', 'reviewSummary', 'reviewSummaryText',
  // a win or exhaustive draw event of a TableState; placement points of final scores by checked Rules
  'winEventOf', 'exhaustiveDrawOf', 'placementPoints',
  // tenhou: one table event or round start (typed, from a log or the engine) as mjai
  'mjaiEventOf', 'mjaiStartKyoku', 'mjaiCallMeld',
  // bots: functions of a Sight made by sightOf, or of a PlayerView and its legal actions
  'deadTiles', 'unneededTiles', 'isolatedTiles', 'skipTiles', 'incompleteSequences', 'deadIncompleteSequences', 'pairs', 'deadPairs',
  'combinations', 'unseenCopies', 'visibleCount', 'priorityClasses', 'priorityDiscard', 'callKeepsSets', 'hongKongCounts', 'hongKongPlan',
  'priorityDecision', 'evaluatorDecision', 'riichiStyle', 'sightOfView', 'tileDanger', 'hongKongPriorityDecision', 'hongKongVariant',
  'dealInRisk', 'dealInFeatures', 'dealInSituation', 'dealInProbability', 'dealInTreeFeatures', 'dealInTreesProbability', 'dealInTreesRisk', 'readHands', 'handReadingFeatures', 'handReadingProbabilities', 'concealedCount', 'treesWall', 'wallTreeFeatures',
  'pushFoldTerms', 'opponentTerms', 'futureCost', 'exhaustiveDrawChance',
  // bots: placement arithmetic on scores and seats, and a function of a PlayerView
  'expectedRank', 'placementOf',
  // opponent-score: functions of a PlayerView, or of a model made by trainModel or decodeModel
  'riichiFeatures', 'callFeatures', 'extraFeatures', 'extendedFeatures', 'extractFeatures', 'predictBits', 'encodeModel',
  // donjara: functions of the 9 counts of a hand (donjaraHand, the engine) or of a DonjaraView
  // the engine hands an agent; the engine's inner loop calls them every turn
  'donjaraShanten', 'donjaraTilesToWin', 'donjaraMissing', 'donjaraYaku', 'formatDonjaraHand', 'discardOutlook', 'unseenCounts', 'randomDonjaraAgent',
  'handMatch', 'randomEstimator', 'priorEstimator',
  // donjara: a model trainEstimator or decodeEstimator made, guesses and views from the engine
  'encodeEstimator', 'estimationReward', 'stateOf',
  // donjara: the trainer reward's arithmetic on numbers (eq. 1–8)
  'actionReward', 'baseReward', 'rewardMultiplier', 'scoreReward', 'trainerReward', 'winFunction', 'yakuReward',
] as const;

// PassedAfterRiichi is made with no argument and reads typed round events from the engine, as mjaiEventOf does
const CLASSES = ['Hand', 'MjkitError', 'SequenceTable', 'TableState', 'WorkingHand', 'AgentRegistry', 'PassedAfterRiichi'] as const;

/** Values a careless or hostile caller might pass: the ones that break naive `${x}` and `x.length`. */
const hostile: readonly unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  0.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  10n,
  '',
  'x',
  '0'.repeat(5000),
  Symbol('s'),
  () => 1,
  [],
  [[]],
  [Symbol('s')],
  new Array(3),
  { toString: 0 },
  { toString: 0, valueOf: 0 },
  Object.create(null),
  { length: 2 ** 31 },
  { length: -1 },
  new Uint8Array(34).fill(9),
  new Float64Array(34).fill(Number.NaN),
  new Map(),
  new Date(0),
];

const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** What went wrong in `run`, or null when it returned or threw an MjkitError. */
/** What went wrong in a promise an entry point returned (it must reject with an MjkitError only). */
const asyncProblems: string[] = [];

function problemOf(what: string, run: () => unknown): string | null {
  try {
    const result = run();
    if (result instanceof Promise) {
      result.catch((e: unknown) => {
        if (!(e instanceof MjkitError)) asyncProblems.push(`${what} rejected with ${(e as Error)?.name}: ${(e as Error)?.message}`);
      });
      return null;
    }
    if (result !== null && typeof result === 'object' && typeof (result as Iterator<unknown>).next === 'function' && Symbol.iterator in result) {
      let n = 0;
      for (const _ of result as Iterable<unknown>) if (++n > 10_000) break;
    }
  } catch (e) {
    if (e instanceof MjkitError) return null;
    const at = ((e as Error)?.stack ?? '').split('\n').find((l) => l.includes('/src/'))?.trim() ?? '';
    return `${what} threw ${(e as Error)?.name}: ${(e as Error)?.message} ${at}`;
  }
  return null;
}

function onlyMjkitErrors(what: string, run: () => unknown): void {
  const problem = problemOf(what, run);
  if (problem !== null) throw new Error(problem);
}

type AnyFunction = (...args: unknown[]) => unknown;
const exported = mjkit as unknown as Record<string, unknown>;
const entryPoints = ENTRY_POINTS.map((name) => [name, exported[name] as AnyFunction] as const);
const handStatics = ['fromParts', 'fromCounts', 'parse', 'fromMpsz', 'fromMajiang', 'fromTenhouIds'] as const;
const handMethods = ['count', 'countWithMelds', 'redCount', 'countsInto', 'draw', 'discard', 'call', 'chii', 'pon', 'daiminkan', 'ankan', 'kakan', 'equals', 'toTenhouIds'] as const;
const hands = ['123m456p789s1122z', '123m456p789s11222z', '456p789s1122z,1-23m'].map((t) => Hand.parse(t));
const name = (v: unknown) => {
  try {
    return typeof v === 'string' ? JSON.stringify(v.slice(0, 8)) : typeof v === 'symbol' ? 'a symbol' : typeof v === 'bigint' ? `${v}n` : Array.isArray(v) ? `[${v.length}]` : String(v).slice(0, 12);
  } catch {
    return 'an object';
  }
};

describe('hostile arguments to every entry point', () => {
  it('classifies every exported function: an entry point that checks, or one that trusts its typed input', () => {
    const functions = Object.keys(exported).filter((k) => typeof exported[k] === 'function');
    const known = new Set<string>([...ENTRY_POINTS, ...TRUSTING, ...CLASSES]);
    expect(functions.filter((f) => !known.has(f))).toEqual([]);
    expect([...known].filter((f) => !functions.includes(f))).toEqual([]);
  });

  it('the fixed list of hostile values, in every argument position', () => {
    const problems = new Set<string>();
    const check = (what: string, run: () => unknown) => {
      const p = problemOf(what, run);
      if (p !== null) problems.add(p);
    };
    for (const h of hostile) {
      const v = name(h);
      for (const [fn, f] of entryPoints) {
        check(`${fn}(${v})`, () => f(h));
        check(`${fn}(${v}, ${v})`, () => f(h, h));
        check(`${fn}(${v}, ${v}, ${v})`, () => f(h, h, h));
        check(`${fn}(hand, ${v})`, () => f(hands[0], h));
        check(`${fn}(counts, ${v})`, () => f(hands[0]?.counts(), h));
      }
      for (const s of handStatics) check(`Hand.${s}(${v})`, () => (Hand[s] as AnyFunction)(h, h, h));
      check(`new TableState(${v})`, () => new mjkit.TableState(h as never, h as never, h as never));
      check(`new AgentRegistry(${v})`, () => new mjkit.AgentRegistry(h as never));
      check(`AgentRegistry#entry(${v})`, () => mjkit.agentRegistry(mjkit.BASELINE_AGENTS).entry(h as never, h as never));
      const table = new mjkit.SequenceTable();
      check(`SequenceTable#add(${v})`, () => table.add(h as never, h as never, h as never));
      check(`SequenceTable#count(${v})`, () => table.count(h as never, h as never, h as never));
      check(`SequenceTable#top(${v})`, () => table.top(h as never));
      check(`SequenceTable#size(${v})`, () => table.size(h as never));
      check(`SequenceTable#merge(${v})`, () => table.merge(h as never));
      check(`SequenceTable.fromBytes(${v})`, () => mjkit.SequenceTable.fromBytes(h as never));
      check(`new MjkitError(${v})`, () => new MjkitError(h as never, h as never, h as never).at(h as never).message);
      for (const hand of hands) {
        for (const m of handMethods) check(`Hand#${m}(${v})`, () => (hand[m] as AnyFunction).call(hand, h, h));
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('random values of any shape', () => {
    fc.assert(
      fc.property(anything, anything, fc.nat(entryPoints.length - 1), (a, b, i) => {
        const [fn, f] = entryPoints[i] as (typeof entryPoints)[number];
        onlyMjkitErrors(fn, () => f(a));
        onlyMjkitErrors(fn, () => f(a, b));
        onlyMjkitErrors(fn, () => f(hands[0], a));
        onlyMjkitErrors(fn, () => f(hands[0]?.counts(), a));
        for (const s of handStatics) onlyMjkitErrors(`Hand.${s}`, () => (Hand[s] as AnyFunction)(a, b));
        for (const m of handMethods) onlyMjkitErrors(`Hand#${m}`, () => (hands[1]![m] as AnyFunction).call(hands[1], a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it('and the promises they return reject only with an MjkitError', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asyncProblems).toEqual([]);
  });
});
