// The duplicate arena: walls shared by the rotations of a set and dealt as per-seat streams,
// statistics recomputed from the game records, the same report on worker threads, and the
// command line.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createRules } from '@mjkit/core';
import { arenaGames, baselineEntry, pairedDifference, playArenaGame, playArenaGameAsync, runArena, summarizeGame } from '@mjkit/game';
import type { ArenaEntry, SeatSummary } from '@mjkit/game';
import { entryOf, gameFileName, runArenaParallel } from '@mjkit/game/node';
import type { RoundEvent } from '@mjkit/table';
import { parseMjlog } from '@mjkit/tenhou';
import { memoryIo, runCli } from 'mjkit/cli';
import { describe, expect, it } from 'vitest';

const entries = (...names: string[]): ArenaEntry[] => names.map(baselineEntry);

/** Each seat's live draws of a round, in order (replacement draws after a kan or kita left out). */
function liveDraws(events: readonly RoundEvent[], players: number): number[][] {
  const out: number[][] = Array.from({ length: players }, () => []);
  let replacement = false;
  for (const e of events) {
    if (e.type === 'call') replacement = e.meld.type === 'ankan' || e.meld.type === 'daiminkan' || e.meld.type === 'kakan' || e.meld.type === 'kita';
    else if (e.type === 'draw') {
      if (!replacement) out[e.seat]!.push(e.tile);
      replacement = false;
    }
  }
  return out;
}

describe('the duplicate arena', () => {
  it('deals the same walls to every rotation of a set, and other walls to other sets', () => {
    const list = entries('random-legal', 'shanten', 'tsumogiri', 'shanten');
    const a = playArenaGame(list, 3, 0, { seed: 's' });
    const b = playArenaGame(list, 3, 2, { seed: 's' });
    const c = playArenaGame(list, 4, 0, { seed: 's' });
    expect(b.entries).toEqual([2, 3, 0, 1]);
    expect(b.result.log.rounds[0]!.hands).toEqual(a.result.log.rounds[0]!.hands);
    expect(c.result.log.rounds[0]!.hands).not.toEqual(a.result.log.rounds[0]!.hands);
    // a later round with the same (round, honba) has the same wall whatever came before
    for (const ra of a.result.log.rounds) {
      const rb = b.result.log.rounds.find((r) => r.round === ra.round && r.honba === ra.honba);
      if (rb) expect(rb.hands).toEqual(ra.hands);
    }
  });

  it('gives each seat its own draw stream: calls do not change what the other seats draw', () => {
    let compared = 0;
    for (let set = 0; set < 30; set++) {
      const calling = playArenaGame(entries('random-legal', 'random-legal', 'random-legal', 'random-legal'), set, 0, { seed: 'streams' });
      const quiet = playArenaGame(entries('tsumogiri', 'tsumogiri', 'tsumogiri', 'tsumogiri'), set, 0, { seed: 'streams' });
      const r0 = calling.result.log.rounds[0]!;
      const q0 = quiet.result.log.rounds[0]!;
      if (!r0.events.some((e) => e.type === 'call')) continue;
      const a = liveDraws(r0.events, 4);
      const b = liveDraws(q0.events, 4); // tsumogiri never wins: each seat's whole stream
      // a seat whose stream ran dry takes from the longest: those tiles are the only ones out of place
      const borrowed = new Set(a.flatMap((drawn, s) => drawn.filter((t) => !b[s]!.includes(t))));
      for (let s = 0; s < 4; s++) {
        const own = a[s]!.filter((t) => b[s]!.includes(t));
        const stream = b[s]!.filter((t) => !borrowed.has(t));
        expect(own, `set ${set} seat ${s}`).toEqual(stream.slice(0, own.length));
      }
      expect(borrowed.size).toBeLessThan(8);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('gives each seat its own draw stream in Hong Kong games too: calls do not change what the other seats draw', () => {
    // the tiles a seat drew live (a bonus tile as 1000 + its number); replacements after a kong or a bonus tile left out
    const hongKongLiveDraws = (events: readonly RoundEvent[]): number[][] => {
      const out: number[][] = [[], [], [], []];
      let replacement = false;
      for (const e of events) {
        if (e.type === 'call') replacement = e.meld.type === 'ankan' || e.meld.type === 'daiminkan' || e.meld.type === 'kakan';
        else if (e.type === 'bonus') {
          if (!replacement) out[e.seat]!.push(1000 + e.tile);
          replacement = true;
        } else if (e.type === 'draw') {
          if (!replacement) out[e.seat]!.push(e.tile);
          replacement = false;
        }
      }
      return out;
    };
    const rules = createRules('hk-east', { minFaan: 0 });
    let compared = 0;
    for (let set = 0; set < 30; set++) {
      const calling = playArenaGame(entries('random-legal', 'random-legal', 'random-legal', 'random-legal'), set, 0, { seed: 'hk streams', rules });
      const quiet = playArenaGame(entries('tsumogiri', 'tsumogiri', 'tsumogiri', 'tsumogiri'), set, 0, { seed: 'hk streams', rules });
      const r0 = calling.result.log.rounds[0]!;
      const q0 = quiet.result.log.rounds[0]!;
      expect(q0.hands).toEqual(r0.hands);
      if (!r0.events.some((e) => e.type === 'call')) continue;
      const a = hongKongLiveDraws(r0.events);
      const b = hongKongLiveDraws(q0.events); // tsumogiri never wins: each seat's stream, less what replacements took from its end
      const borrowed = new Set(a.flatMap((drawn, s) => drawn.filter((t) => !b[s]!.includes(t))));
      for (let s = 0; s < 4; s++) {
        const own = a[s]!.filter((t) => b[s]!.includes(t));
        const stream = b[s]!.filter((t) => !borrowed.has(t));
        expect(own, `set ${set} seat ${s}`).toEqual(stream.slice(0, own.length));
        expect(own.length).toBeGreaterThan(a[s]!.length - 8);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('computes the statistics of the records: ranks, points, wins, deal-ins, riichi, calls', () => {
    const list = entries('shanten', 'random-legal', 'tsumogiri', 'tsumogiri');
    const games = [...arenaGames(list, { sets: 3, seed: 'stats' })];
    expect(games.length).toBe(12);
    const report = runArena(list, { sets: 3, seed: 'stats' });
    const shanten = report.agents.find((a) => a.name === 'shanten')!;
    let rank = 0;
    let wins = 0;
    let rounds = 0;
    let riichi = 0;
    let dealIns = 0;
    let winPoints = 0;
    for (const g of games) {
      const seat = g.entries.indexOf(0);
      rank += (g.result.places[seat] as number) + 1;
      rounds += g.result.log.rounds.length;
      for (const r of g.result.log.rounds) {
        for (const e of r.events) {
          if (e.type === 'riichi' && e.seat === seat) riichi++;
          if (e.type === 'win' && e.seat === seat) {
            wins++;
            winPoints += e.points;
          }
        }
        if (r.events.some((e) => e.type === 'win' && e.from === seat && e.seat !== seat)) dealIns++;
      }
    }
    expect(shanten.games).toBe(12);
    expect(shanten.averageRank).toBeCloseTo(rank / 12, 12);
    expect(shanten.winRate).toBeCloseTo(wins / rounds, 12);
    expect(shanten.riichiRate).toBeCloseTo(riichi / rounds, 12);
    expect(shanten.dealInRate).toBeCloseTo(dealIns / rounds, 12);
    expect(shanten.averageWinPoints).toBeCloseTo(winPoints / wins, 9);
    expect(shanten.rankCounts.reduce((a, b) => a + b, 0)).toBe(12);
    expect(shanten.averageRankInterval[0]).toBeLessThanOrEqual(shanten.averageRank);
    expect(shanten.averageRankInterval[1]).toBeGreaterThanOrEqual(shanten.averageRank);
    expect(report.agents.find((a) => a.name === 'random-legal')!.callRate).toBeGreaterThan(0.3);
    // what a deal-in cost: the wins it dealt into (a double ron: each winner), per round dealt into
    for (const a of report.agents) {
      let paid = 0;
      let rounds = 0;
      for (const g of games) for (let seat = 0; seat < 4; seat++) {
        if (list[g.entries[seat]!]!.name !== a.name) continue;
        for (const r of g.result.log.rounds) {
          const into = r.events.filter((e) => e.type === 'win' && e.from === seat && e.seat !== seat);
          for (const e of into) if (e.type === 'win') paid += e.points;
          if (into.length > 0) rounds++;
        }
      }
      expect(a.averageDealInPoints).toBeCloseTo(rounds === 0 ? 0 : paid / rounds, 9);
    }
    expect(report.agents.some((a) => a.averageDealInPoints > 0)).toBe(true);
    expect(shanten.yakuRates.riichi).toBeGreaterThan(0.3);
    // the paired difference, set by set
    const summaries = games.map((g) => summarizeGame(g.result, g.set, g.rotation));
    const d = pairedDifference(summaries, 'shanten', 'tsumogiri');
    const perSet = [0, 1, 2].map((set) => {
      const gs = summaries.filter((g) => g.set === set).flatMap((g) => g.seats);
      const mean = (name: string) => gs.filter((s) => s.agent === name).reduce((a, s) => a + s.place + 1, 0) / gs.filter((s) => s.agent === name).length;
      return mean('shanten') - mean('tsumogiri');
    });
    expect(d.sets).toBe(3);
    expect(d.measure).toBe('rank');
    expect(d.mean).toBeCloseTo(perSet.reduce((a, b) => a + b, 0) / 3, 12);
    expect(d.mean).toBeLessThan(0);
    // the final score and the points, set by set the same way
    for (const [measure, of] of [['score', (s: SeatSummary) => s.score], ['points', (s: SeatSummary) => s.points]] as const) {
      const diffs = [0, 1, 2].map((set) => {
        const gs = summaries.filter((g) => g.set === set).flatMap((g) => g.seats);
        const mean = (name: string) => gs.filter((s) => s.agent === name).reduce((a, s) => a + of(s), 0) / gs.filter((s) => s.agent === name).length;
        return mean('shanten') - mean('tsumogiri');
      });
      const m = pairedDifference(summaries, 'shanten', 'tsumogiri', measure);
      expect(m.measure).toBe(measure);
      expect(m.mean).toBeCloseTo(diffs.reduce((a, b) => a + b, 0) / 3, 6);
      expect(m.mean).toBeGreaterThan(0);
      expect(m.interval[0]).toBeLessThan(m.mean);
      expect(m.interval[1]).toBeGreaterThan(m.mean);
    }
    expect(() => pairedDifference(summaries, 'shanten', 'tsumogiri', 'place' as never)).toThrow(/measure must be 'rank', 'score' or 'points', not "place"/);
  });

  it('gives the same report on two worker threads as in this thread, three players too', async () => {
    const rules = createRules('tenhou-sanma');
    const names = ['shanten', 'random-legal', 'tsumogiri'];
    const here = runArena(entries(...names), { sets: 4, seed: 'workers', rules });
    const progress: number[] = [];
    const there = await runArenaParallel({ agents: names, sets: 4, seed: 'workers', rules, workers: 2, onProgress: (done) => progress.push(done) });
    expect(there.report).toEqual(here);
    expect(progress).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('plays the same game with agents that answer later (playArenaGameAsync) as with the same agents at once', async () => {
    const list = entries('shanten', 'random-legal', 'tsumogiri', 'shanten');
    const later = list.map((e) => ({ name: e.name, make: (slot: Parameters<ArenaEntry['make']>[0]) => {
      const agent = e.make(slot);
      return { name: agent.name, act: (view: Parameters<typeof agent.act>[0], actions: Parameters<typeof agent.act>[1]) => Promise.resolve(agent.act(view, actions)) };
    } }));
    for (const rotation of [0, 3]) {
      const now = playArenaGame(list, 2, rotation, { seed: 'async' });
      const async = await playArenaGameAsync(later, 2, rotation, { seed: 'async', timeLimit: 10_000 });
      expect(async.summary).toEqual(now.summary);
      expect(async.result.log.rounds).toEqual(now.result.log.rounds);
    }
  });

  it('plays shard K of N: the K-th of N contiguous parts of the sets, whose summaries together are the run\'s', async () => {
    const names = ['shanten', 'random-legal', 'tsumogiri', 'shanten'];
    const whole = await runArenaParallel({ agents: names, sets: 5, seed: 'shard', workers: 0 });
    const shards = await Promise.all([1, 2].map((index) => runArenaParallel({ agents: names, sets: 5, seed: 'shard', workers: 0, shard: { index, count: 2 } })));
    expect(shards.map((r) => [...new Set(r.summaries.map((g) => g.set))])).toEqual([[0, 1], [2, 3, 4]]);
    expect(shards.flatMap((r) => r.summaries)).toEqual(whole.summaries);
    expect(shards[0]?.run).toEqual(whole.run);
    await expect(runArenaParallel({ agents: names, sets: 5, shard: { index: 3, count: 2 } })).rejects.toThrow(/INVALID_ARGUMENT: a shard is/);
  });

  it('refuses bad agents and options with a clear error', async () => {
    expect(() => baselineEntry('mortal')).toThrow(/INVALID_ARGUMENT: no agent named "mortal"/);
    expect(() => runArena(entries('shanten', 'shanten', 'shanten'), { sets: 1 })).toThrow(/needs 4 entries/);
    expect(() => runArena(entries('shanten', 'shanten', 'shanten', 'shanten'), { sets: -1 })).toThrow(/sets must be a whole number/);
    await expect(runArenaParallel({ agents: ['a', 'b', 'c', 'd'], sets: 1 })).rejects.toThrow(/no agent named "a"/);
    await expect(runArenaParallel({ agents: ['./nowhere.js#bot', 'shanten', 'shanten', 'shanten'], sets: 1 })).rejects.toThrow(/cannot load the agent module/);
  });
});

describe('agent modules by path', () => {
  it('loads <module>#<export> from an absolute path and from a path relative to the working folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-agent-'));
    try {
      const file = join(dir, 'agent.mjs');
      writeFileSync(file, "export const bot = { name: 'from-file', make: () => ({ name: 'from-file', act: (v, a) => a.find((x) => x.type === 'pass') ?? a[0] }) };\n");
      expect((await entryOf(`${file}#bot`)).name).toBe('from-file');
      expect((await entryOf(`./${relative(process.cwd(), file)}#bot`)).name).toBe('from-file');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('mjkit arena', () => {
  it('prints the statistics as JSON, writes every game as mjlog, and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mjkit-arena-'));
    try {
      const io = memoryIo();
      const code = await runCli(['arena', '--agents', 'shanten,tsumogiri,random-legal,tsumogiri', '--sets', '2', '--seed', 'cli', '--workers', '2', '--out', dir, '--json'], io);
      expect(code).toBe(0);
      const report = JSON.parse(io.stdout);
      expect(Object.keys(report)).toEqual(['games', 'sets', 'illegalActions', 'agentErrors', 'agents', 'paired']);
      // three agents: no pair to compare
      expect(report.paired).toBeNull();
      expect([report.games, report.illegalActions, report.agents.map((a: { name: string }) => a.name)]).toEqual([8, 0, ['shanten', 'tsumogiri', 'random-legal']]);
      for (const key of ['name', 'games', 'averageRank', 'rankCounts', 'averagePoints', 'winRate', 'dealInRate', 'riichiRate', 'callRate', 'averageWinPoints']) expect(report.agents[0]).toHaveProperty(key);
      const files = readdirSync(dir).filter((f) => f.endsWith('.mjlog')).sort();
      expect(files.length).toBe(8);
      expect(files[0]).toBe(`${gameFileName('cli', 0, 0)}.mjlog`);
      expect(files[0]).toMatch(/^cli-[0-9a-f]{8}-s0-r0\.mjlog$/);
      expect(readdirSync(dir).filter((f) => f.endsWith('.summary.json'))).toHaveLength(8);
      expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'))).toEqual({ complete: true, missingSets: [], report: expect.objectContaining({ games: 8 }) });
      expect(parseMjlog(readFileSync(join(dir, files[0]!), 'utf8')).names).toEqual(['shanten', 'tsumogiri', 'random-legal', 'tsumogiri']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives two agents\' paired difference in rank and score, in this thread and on workers alike', async () => {
    const argv = ['arena', '--agents', 'shanten,tsumogiri,tsumogiri,tsumogiri', '--sets', '3', '--seed', 'paired'];
    const summaries = [...arenaGames(entries('shanten', 'tsumogiri', 'tsumogiri', 'tsumogiri'), { sets: 3, seed: 'paired' })].map((g) => g.summary);
    const rank = pairedDifference(summaries, 'shanten', 'tsumogiri');
    const score = pairedDifference(summaries, 'shanten', 'tsumogiri', 'score');
    for (const workers of ['0', '2']) {
      const io = memoryIo();
      expect(await runCli([...argv, '--workers', workers, '--json'], io)).toBe(0);
      expect(JSON.parse(io.stdout).paired).toEqual({ first: 'shanten', second: 'tsumogiri', sets: 3, rank: { mean: rank.mean, interval: [...rank.interval] }, score: { mean: score.mean, interval: [...score.interval] } });
    }
    const io = memoryIo();
    expect(runCli([...argv, '--workers', '0'], io)).toBe(0);
    const f3 = (x: number) => x.toFixed(3);
    const points = (x: number) => `${Math.round(x) >= 0 ? '+' : '-'}${Math.abs(Math.round(x)).toLocaleString('en')}`;
    expect(io.stdout).toContain(`paired by set, shanten − tsumogiri: rank ${f3(rank.mean)} [${f3(rank.interval[0])}, ${f3(rank.interval[1])}], final score ${points(score.mean)} [${points(score.interval[0])}, ${points(score.interval[1])}] (3 sets)\n`);
    // thousands separated, as in the bench's reports: +45,289
    expect(io.stdout).toMatch(/final score \+\d{1,3}(,\d{3})+ \[/);
    // the shanten agent beats three tsumogiri players in both
    expect(rank.mean).toBeLessThan(0);
    expect(score.mean).toBeGreaterThan(0);
    // one set has no interval: no paired line
    const one = memoryIo();
    expect(runCli(['arena', '--agents', 'shanten,tsumogiri,tsumogiri,tsumogiri', '--sets', '1', '--workers', '0'], one)).toBe(0);
    expect(one.stdout).not.toContain('paired by set');
  }, 120_000);

  it('plays in this thread with --workers 0 and prints the table; usage errors exit 2', () => {
    const io = memoryIo();
    expect(runCli(['arena', '--agents', 'shanten,tsumogiri,tsumogiri', '--players', '3', '--sets', '1', '--workers', '0'], io)).toBe(0);
    expect(io.stdout).toMatch(/^3 games, 1 set \(no interval: it needs two sets or more\)\n/);
    expect(io.stdout).toContain('average rank');
    expect(io.stdout).not.toContain('95% interval');
    for (const argv of [['arena'], ['arena', '--agents', 'shanten', '--sets', '1'], ['arena', '--agents', 'a,b,c,d', '--sets', 'x'], ['arena', '--agents', 'a,b,c,d', '--sets', '1', '--players', '5'], ['arena', '--agents', 'shanten,shanten,shanten,nobody', '--sets', '1']]) {
      expect(runCli(argv, memoryIo()), argv.join(' ')).toBe(2);
    }
  });
});
