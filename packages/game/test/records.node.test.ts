// The records of played games: 500 seeded games (four and three players, random-legal agents
// that call, and greedy shanten agents that win) written as Tenhou mjlog XML, read back by
// @mjkit/tenhou as the identical record (with Tenhou's metadata and meld codes), written as tenhou6 JSON and read back to the same events
// at tile level, the four-player ones as mjai JSON lines read back the same way, and checked
// by `mjkit log validate` (replay, re-scoring, final scores): 0 problems.
import type { RuleOverrides, Rules } from '@mjkit/core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng, createRules } from '@mjkit/core';
import { playGame, randomAgent, shantenAgent } from '@mjkit/game';
import type { Agent } from '@mjkit/game';
import { parseMjai, toMjaiLines } from '@mjkit/mjai';
import { validateGame } from '@mjkit/record';
import type { GameLog } from '@mjkit/record';
import { encodeMeld, goTypeOf, parseMjlog, parseTenhou6, tenhouMeta, toMjlog, toTenhou6 } from '@mjkit/tenhou';
import { memoryIo, runCli } from 'mjkit/cli';
import { afterAll, describe, expect, it } from 'vitest';
import { firstDifference, normalForm } from '../../tenhou/test/logs.js';

const GAMES = 500;

/** Game g: even four players, odd three; in blocks of four, two random-legal tables and two greedy. */
function play(g: number) {
  const players = g % 2 === 0 ? 4 : 3;
  const rules = createRules(players === 4 ? 'tenhou' : 'tenhou-sanma');
  const agents: Agent[] = Array.from({ length: players }, (_, s) => (g % 4 < 2 ? randomAgent(`records ${g} ${s}`) : shantenAgent()));
  return playGame(agents, { rules, seed: `records ${g}`, names: agents.map((a, s) => `${a.name} ${s}`) });
}

describe('records of played games', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mjkit-records-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const games = Array.from({ length: GAMES }, (_, g) => play(g));

  it('plays 500 games with calls, kans, wins and draws in them', () => {
    const events = games.flatMap((r) => r.log.rounds.flatMap((round) => round.events));
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect(games.every((r) => r.illegal.length === 0)).toBe(true);
    expect(count('call')).toBeGreaterThan(1000);
    expect(count('win')).toBeGreaterThan(500);
    expect(count('ryuukyoku')).toBeGreaterThan(100);
    expect(events.some((e) => e.type === 'call' && e.meld.type === 'kita')).toBe(true);
  });

  it('mjlog XML reads back as the identical log', () => {
    let same = 0;
    games.forEach((r, g) => {
      const xml = toMjlog(r.log);
      writeFileSync(join(dir, `game-${g}.mjlog`), xml);
      // the same record, but what mjlog says beyond it (its meta) and the meld codes its writer made
      const back = parseMjlog(xml);
      expect(tenhouMeta(back)?.table.goType, `game ${g}`).toBe(goTypeOf(r.log.rules as Rules));
      const calls = back.rounds.flatMap((round) => round.events).filter((e) => e.type === 'call');
      expect(calls.every((e) => e.code === encodeMeld(e.meld))).toBe(true);
      const withoutCodes = back.rounds.map((round) => ({ ...round, events: round.events.map((e) => (e.type === 'call' ? { ...e, code: null } : e)) }));
      expect({ ...back, rounds: withoutCodes, meta: null }, `game ${g}`).toEqual(r.log);
      same++;
    });
    expect(same).toBe(GAMES);
  });

  it('tenhou6 JSON reads back to the same events (tile level: tenhou6 has tiles, not copies)', () => {
    for (const [g, r] of games.entries()) {
      const back = parseTenhou6(JSON.parse(JSON.stringify(toTenhou6(r.log))));
      expect(firstDifference(normalForm(r.log), normalForm(back)), `game ${g}`).toBeNull();
    }
  });

  it('mjai JSONL of the four-player games reads back to the same events (tile level)', () => {
    let read = 0;
    for (const [g, r] of games.entries()) {
      if (r.log.players !== 4) continue;
      const back = parseMjai(toMjaiLines(r.log));
      expect(firstDifference(normalForm(r.log, { header: false }), normalForm(back, { header: false })), `game ${g}`).toBeNull();
      expect(back.final, `game ${g}`).toEqual(r.log.final);
      read++;
    }
    expect(read).toBe(GAMES / 2);
  });

  it('mjai JSONL with a draw, a discard or a call left out or written twice is refused at its line, as BAD_LOG', () => {
    // in the first four-player game that has a call: every call, and every fifth draw and discard
    const lines = toMjaiLines(games.find((r) => r.log.players === 4 && r.log.rounds.some((round) => round.events.some((e) => e.type === 'call')))!.log).split('\n').filter((l) => l !== '');
    let refused = 0;
    let turns = 0;
    lines.forEach((line, i) => {
      const type = (JSON.parse(line) as { type: string }).type;
      if (!(['chi', 'pon'].includes(type) || (['tsumo', 'dahai'].includes(type) && turns++ % 5 === 0))) return;
      for (const damaged of [[...lines.slice(0, i), ...lines.slice(i + 1)], [...lines.slice(0, i), line, ...lines.slice(i)]]) {
        let error: unknown = null;
        try {
          parseMjai(damaged.join('\n'), { file: 'x.mjson' });
        } catch (e) {
          error = e;
        }
        // the same line when a line is repeated, the next when one is left out; a discard's
        // absence may show one event later, at the next draw
        expect(error, `line ${i + 1} (${type})`).toMatchObject({ code: 'BAD_LOG', file: 'x.mjson' });
        const at = Number(/line (\d+)/.exec((error as Error).message)![1]);
        expect(at - (i + 1), `line ${i + 1} (${type}): ${(error as Error).message}`).toBeGreaterThanOrEqual(0);
        expect(at - (i + 1), `line ${i + 1} (${type}): ${(error as Error).message}`).toBeLessThanOrEqual(2);
        refused++;
      }
    });
    expect(refused).toBeGreaterThan(100);
  });

  it('mjai JSONL with a call whose tiles make no such meld (a pon written as a chi, a chi as a pon) is refused at its line, as BAD_LOG', () => {
    const lines = toMjaiLines(games.find((r) => r.log.players === 4 && r.log.rounds.some((round) => round.events.some((e) => e.type === 'call' && e.meld.type === 'chii')))!.log).split('\n').filter((l) => l !== '');
    const swapped = { chi: 'pon', pon: 'chi' } as Record<string, string>;
    let refused = 0;
    lines.forEach((line, i) => {
      const e = JSON.parse(line) as { type: string };
      if (!(e.type in swapped)) return;
      const damaged = [...lines.slice(0, i), JSON.stringify({ ...e, type: swapped[e.type] }), ...lines.slice(i + 1)];
      expect(() => parseMjai(damaged.join('\n'), { file: 'x.mjson' }), `line ${i + 1}`).toThrow(new RegExp(`^BAD_LOG: line ${i + 1}: ${swapped[e.type]} by seat \\d from seat \\d of .* is not one meld`));
      refused++;
    });
    expect(refused).toBeGreaterThan(1);
  });

  it('validateGame finds any one draw, discard, call, riichi or result left out of a record', () => {
    // three four-player games and one three-player game, with calls; every event of these kinds
    // but draws and discards, and of those every seventh
    const picked = games.filter((r) => r.log.rounds.some((round) => round.events.some((e) => e.type === 'call')));
    const logs = [...picked.filter((r) => r.log.players === 4).slice(0, 3), picked.find((r) => r.log.players === 3)!].map((r) => r.log);
    const tally: Record<string, number> = {};
    let turns = 0;
    for (const log of logs) {
      log.rounds.forEach((round, r) => {
        round.events.forEach((e, i) => {
          if (e.type === 'dora' || e.type === 'disconnect' || e.type === 'reconnect') return;
          if ((e.type === 'draw' || e.type === 'discard') && turns++ % 7 !== 0) return;
          const rounds = log.rounds.map((x, k) => (k === r ? { ...x, events: [...x.events.slice(0, i), ...x.events.slice(i + 1)] } : x));
          const report = validateGame({ ...log, rounds } as GameLog);
          expect(report.error, `${e.type}, round ${r}, event ${i}`).toMatchObject({ code: 'LOG_INCONSISTENT' });
          tally[e.type] = (tally[e.type] ?? 0) + 1;
        });
      });
    }
    expect(Object.keys(tally).sort()).toEqual(['call', 'discard', 'draw', 'riichi', 'riichi-accepted', 'ryuukyoku', 'win'].filter((t) => t in tally));
    expect(tally.discard).toBeGreaterThan(50);
    expect(tally.call).toBeGreaterThan(5);
  });

  it('validateGame compares each exhaustive draw with the table: a ready hand hidden, or payments changed, is a draw mismatch', () => {
    let hidden = 0;
    let paid = 0;
    for (const { log } of games.slice(0, 100)) {
      log.rounds.forEach((round, r) => {
        const i = round.events.length - 1;
        const e = round.events[i]!;
        if (e.type !== 'ryuukyoku' || e.kind !== 'exhaustive') return;
        expect(validateGame(log).drawMismatches).toEqual([]);
        // a ready seat not the dealer's (whose readiness keeps the deal: the next round shows it)
        const ready = e.hands.findIndex((h, s) => h !== null && s !== round.dealer);
        if (ready < 0 || ready >= log.players) return;
        const edit = (change: object) => validateGame({ ...log, rounds: log.rounds.map((x, k) => (k === r ? { ...x, events: [...x.events.slice(0, i), { ...e, ...change }] } : x)) } as GameLog);
        // the hands shown only: the scores still follow
        const report = edit({ hands: e.hands.map((h, s) => (s === ready ? null : h)) });
        expect(report.error).toBeNull();
        expect(report.drawMismatches).toEqual([{ round: r, event: i, differences: [expect.stringMatching(/^hands shown \(ready\) of seats .* in the log, ours .*$/)] }]);
        hidden++;
        // the payments: a mismatch there, whatever else then fails to follow
        const changes = [...e.changes];
        changes[ready]! += 1000;
        changes[(ready + 1) % log.players]! -= 1000;
        expect(edit({ changes }).drawMismatches[0]?.differences).toContainEqual(expect.stringMatching(/^score changes .* in the log, ours .*$/));
        paid++;
      });
    }
    expect([hidden > 5, paid > 5]).toEqual([true, true]);
  });

  it('validateGame passes games played under each rule the engine switches, by the rules of the game', () => {
    const variants: RuleOverrides[] = [
      { riichiDeposit: 2000 },
      { dealerTenpaiRenchan: false },
      { doubleRon: false },
      { kanDora: false, kanUradora: false },
      { abortiveDraws: { nineTerminals: false, fourWinds: false, fourRiichi: false, fourKans: false, tripleRon: false } },
      { busting: false, extension: false },
      { nagashiMangan: false, notenPayments: false },
      { agariYame: false, tenpaiYame: false },
      { redFives: { m: 0, p: 0, s: 0 } },
    ];
    let deposits = 0;
    for (const [v, overrides] of variants.entries()) {
      const rules = createRules('tenhou-tonpuu', overrides);
      for (let g = 0; g < 6; g++) {
        const agents = [0, 1, 2, 3].map((s) => (g % 2 === 0 ? randomAgent(`rules ${v} ${g} ${s}`) : shantenAgent()));
        const { log } = playGame(agents, { rules, seed: `rules ${v} ${g}` });
        const report = validateGame(log);
        expect([JSON.stringify(overrides), report.error, report.winMismatches, report.drawMismatches, report.finalScoreMismatch]).toEqual([JSON.stringify(overrides), null, [], [], null]);
        // a riichi takes the rules' deposit
        for (const r of log.rounds) for (const e of r.events) if (e.type === 'riichi-accepted' && rules.riichiDeposit === 2000) deposits++;
      }
    }
    expect(deposits).toBeGreaterThan(0);
    // red fives the table's tile ids cannot deal (ids 16, 52, 88 are the red fives, or none are) are refused at the start
    for (const redFives of [{ p: 2 }, { s: 0 }]) {
      expect(() => playGame([0, 1, 2, 3].map(() => shantenAgent()), { rules: createRules('tenhou', { redFives }) }), JSON.stringify(redFives)).toThrow(/^INVALID_RULES: a table deals Tenhou's tile ids, whose red fives are one of each five or none: redFives m, p and s all 1 or all 0, not/);
    }
  });

  it('validateGame passes games played under random combinations of every rule switch, four and three players', () => {
    const rng = createRng('rule combinations');
    const coin = () => rng.nextFloat() < 0.5;
    let rounds = 0;
    for (let g = 0; g < 60; g++) {
      const players = coin() ? 4 : 3;
      const kanDora = coin();
      const overrides: RuleOverrides = {
        length: coin() ? 'tonpuu' : 'hanchan', doubleRon: coin(), busting: coin(), extension: coin(), agariYame: coin(), tenpaiYame: coin(), dealerTenpaiRenchan: coin(),
        kanDora, kanUradora: kanDora && coin(), nagashiMangan: coin(), notenPayments: coin(), kuikae: coin(), openTanyao: coin(), riichiDeposit: coin() ? 1000 : 2000, honbaPoints: coin() ? 300 : 600,
        abortiveDraws: { nineTerminals: coin(), fourWinds: coin(), fourRiichi: coin(), fourKans: coin(), tripleRon: coin() },
      };
      const rules = createRules(players === 4 ? 'tenhou' : 'tenhou-sanma', overrides);
      const agents = Array.from({ length: players }, (_, s) => (g % 3 === 0 ? randomAgent(`combination ${g} ${s}`) : shantenAgent()));
      const { log } = playGame(agents, { rules, seed: `combination ${g}` });
      rounds += log.rounds.length;
      const report = validateGame(log);
      expect([JSON.stringify(overrides), report.error, report.winMismatches, report.drawMismatches, report.finalScoreMismatch]).toEqual([JSON.stringify(overrides), null, [], [], null]);
    }
    expect(rounds).toBeGreaterThan(300);
  });

  it('mjkit log validate reports 0 problems on the written folder', async () => {
    const io = memoryIo();
    const code = await runCli(['log', 'validate', dir, '--json'], io);
    const report = JSON.parse(io.stdout);
    expect({ code, files: report.files, games: report.games, problems: report.problems }).toEqual({ code: 0, files: GAMES, games: GAMES, problems: [] });
    expect(report.winScoreMismatches + report.drawMismatches + report.finalScoreMismatches + report.errors).toBe(0);
  });
});
