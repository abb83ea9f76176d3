// mjkit log validate | convert | stats | review, on files written here and on the test data.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { progressBar } from '../src/cli/io.js';
import { parseTenhou6 } from '@mjkit/tenhou';
import { evaluatorAgent, reviewSeat, reviewSummary, reviewSummaryText } from '@mjkit/bots';
import { createRules } from '@mjkit/core';
import { playGame, shantenAgent } from '@mjkit/game';
import { toRecordLines } from '@mjkit/record';
import { describe, expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';
import { MADE_UP_GAME } from '../../../scripts/test-game.js';
import { run, runLater } from './run-cli.js';


const GAME = MADE_UP_GAME;

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mjkit-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('mjkit log', () => {
  it('validates a folder: a clean game passes with exit code 0', async () => {
    const dir = folder({ 'a.xml': GAME });
    const r = await runLater('log', 'validate', dir, '--json');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s).toMatchObject({ files: 1, games: 1, errors: 0, kyoku: 1, wins: 1, winScoreMismatches: 0, drawMismatches: 0, finalScoreMismatches: 0, wallMismatches: 0, decisionPoints: 20 });
    const text = (await runLater('log', 'validate', dir)).out;
    expect(text).toMatch(/^files +1\n/);
    expect(text).toContain('win score mismatches');
  });

  it('fails (exit 1) on a broken file, a wrong score and wrong final scores, and names each', async () => {
    const dir = folder({
      'bad.xml': GAME.slice(0, 300),
      'score.xml': GAME.replace('ten="30,3900,0"', 'ten="30,5200,0"'),
      'final.xml': GAME.replace('owari="211,', 'owari="221,'),
    });
    const r = await runLater('log', 'validate', dir, '--json');
    expect(r.code).toBe(1);
    const s = JSON.parse(r.out);
    expect([s.files, s.games, s.errors, s.winScoreMismatches, s.finalScoreMismatches]).toEqual([3, 2, 1, 1, 1]);
    expect(s.problems.map((p: { kind: string; file: string }) => [p.kind, p.file.slice(dir.length + 1)])).toEqual([
      ['error', 'bad.xml'],
      ['final', 'final.xml'],
      ['win', 'score.xml'],
    ]);
    expect((await runLater('log', 'validate', dir)).out).toContain('points 5200 in the log, ours 3900');
    // on worker threads or in this one, the same summary (only the seconds differ)
    const here = JSON.parse((await runLater('log', 'validate', dir, '--json', '--workers', '0')).out);
    const three = JSON.parse((await runLater('log', 'validate', dir, '--json', '--workers', '3')).out);
    expect({ ...here, seconds: 0 }).toEqual({ ...s, seconds: 0 });
    expect({ ...three, seconds: 0 }).toEqual({ ...s, seconds: 0 });
    expect((await runLater('log', 'validate', dir, '--workers', '-1')).code).toBe(2);
  });

  it('converts to tenhou6, mjai and events', () => {
    const dir = folder({ 'a.xml': GAME });
    const t6 = run('log', 'convert', join(dir, 'a.xml'), '--to', 'tenhou6');
    expect(t6.code).toBe(0);
    const back = parseTenhou6(t6.out);
    expect(back.rounds[0]?.events.at(-1)).toMatchObject({ type: 'win', seat: 1, from: 0, points: 3900 });
    const mjai = run('log', 'convert', join(dir, 'a.xml'), '--to', 'mjai').out.trim().split('\n').map((l) => JSON.parse(l));
    expect(mjai.map((e) => e.type)).toEqual(['start_game', 'start_kyoku', 'tsumo', 'dahai', 'tsumo', 'dahai', 'tsumo', 'dahai', 'tsumo', 'dahai', 'tsumo', 'dahai', 'hora', 'end_kyoku', 'end_game']);
    const events = JSON.parse(run('log', 'convert', join(dir, 'a.xml'), '--to', 'events').out);
    expect(events.rounds[0].events.length).toBe(11);
    expect(run('log', 'convert', join(dir, 'a.xml'), '--to', 'xml').code).toBe(2);
  });

  it('counts a folder', () => {
    const dir = folder({ 'a.xml': GAME, 'b.xml': GAME });
    const r = run('log', 'stats', dir);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toMatch(/^\| set \| files \| complete \| kyoku \| draws \| discards \|/);
    expect(lines[2]).toMatch(/ \| 2 \| 2 \| 2 \| 10 \| 10 \| 6 \| 0 \| 0 \| 0 \| 2 \| 0 \| 2 \| 0 \| 0 \| 0 \| 0 \| 0 \|$/);
  });

  it('answers usage errors with exit code 2 and a missing path with 1', async () => {
    expect(run('log').code).toBe(2);
    expect(run('log', 'validate').code).toBe(2);
    expect(run('log', 'convert', 'x').code).toBe(2);
    const missing = await runLater('log', 'validate', '/no/such/dir');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no such file or folder');
  });

  it('gives log convert on a missing file or a folder the same clean error as validate', () => {
    const dir = folder({ 'a.xml': GAME });
    const missing = run('log', 'convert', join(dir, 'nope.xml'), '--to', 'mjai');
    expect([missing.code, missing.err]).toEqual([1, `mjkit: INVALID_ARGUMENT: no such file: ${join(dir, 'nope.xml')} (at ${join(dir, 'nope.xml')})\n`]);
    const folderArg = run('log', 'convert', dir, '--to', 'mjai');
    expect([folderArg.code, folderArg.err]).toEqual([1, `mjkit: INVALID_ARGUMENT: ${dir} is a folder, not a log file (at ${dir})\n`]);
  });

  it('reviews a seat: the bot reviewing its own game loses nothing; a greedy player is judged against it, most lost first', () => {
    const { log } = playGame([evaluatorAgent(), shantenAgent(), evaluatorAgent(), evaluatorAgent()], { rules: createRules('tenhou-tonpuu'), seed: 'cli review' });
    const file = join(folder({ 'game.jsonl': toRecordLines(log) }), 'game.jsonl');
    const own = run('log', 'review', file, '--seat', '0');
    expect(own.code).toBe(0);
    const judged = reviewSeat(log, 0).filter((t) => t.judged).length;
    expect(own.out).toBe(`${file}, game 1 of 1, seat 0: ${reviewSeat(log, 0).length} decisions, 0 with something lost; agreed on ${judged} of ${judged} discards judged (100.0%)\n`);
    const all = run('log', 'review', file, '--seat', '0', '--all', '--json').out.trim().split('\n').map((l) => JSON.parse(l));
    expect(all.length).toBe(reviewSeat(log, 0).length);
    expect(all.filter((d) => d.judged === true).length).toBe(judged);
    expect(all.filter((d) => d.bot !== undefined).length).toBeGreaterThan(0);
    expect(all.filter((d) => d.bot !== undefined && d.bot !== d.tile)).toEqual([]);
    const greedy = run('log', 'review', file, '--seat', '1', '--json').out.trim().split('\n').map((l) => JSON.parse(l));
    const expected = reviewSeat(log, 1).filter((t) => t.lost > 0);
    expect(greedy.map((d) => d.lost)).toEqual(expected.map((t) => t.lost).sort((a, b) => b - a));
    expect(greedy.some((d) => d.lostIn === 'points' && d.defence === 'fold')).toBe(true);
    const text = run('log', 'review', file, '--seat', '1').out;
    expect(text).toContain(`${expected.length} with something lost; ${reviewSummaryText(reviewSummary(reviewSeat(log, 1)))}\n`);
    expect(text).toMatch(/agreed on \d+ of \d+ discards judged \(\d+\.\d%\); lost [\d,]+ points of expected score and [\d,.]+ of value/);
    expect(text).toMatch(/the evaluator bot folds with \S+ — \d+ points of expected score lost/);
    // a game or a seat the file does not have
    expect(run('log', 'review', file, '--game', '2').code).toBe(2);
    expect(run('log', 'review', file, '--seat', '4').code).toBe(2);
    const sanma = join(folder({ 's.jsonl': toRecordLines(playGame([shantenAgent(), shantenAgent(), shantenAgent()], { rules: createRules('tenhou-sanma'), seed: 'cli review' }).log) }), 's.jsonl');
    expect(run('log', 'review', sanma, '--seat', '3')).toMatchObject({ code: 1, err: 'mjkit: INVALID_ARGUMENT: a seat is 0..2, not 3\n' });
  });

  it('draws a progress bar', () => {
    expect(progressBar(5, 10, 'files', 10)).toBe('\r[#####.....] 5/10 files');
  });
});

describeWithData('mjkit log on the test data', 'tenhou/mjlog-xml', (dir) => {
  it('validates every mjlog of the data: only the known lobby payment and points and the mislabelled fixture', async () => {
    const r = await runLater('log', 'validate', dir, '--json', '--workers', '2');
    const s = JSON.parse(r.out);
    // the final points of 5 lobby games follow rules no GO type tells (the tenhou data test lists them)
    expect([s.files, s.games, s.errors, s.finalScoreMismatches, s.wallMismatches]).toEqual([1179, 1179, 1, 5, 0]);
    // pantheon's fixture with an East-only header that plays on into South (the tenhou data test says so)
    expect(s.problems.filter((p: { kind: string }) => p.kind === 'error').map((p: { file: string; message: string }) => [p.file.slice(dir.length + 1), p.message])).toEqual([
      ['pantheon-unpaired/doubleron_and_riichi.xml.gz', expect.stringContaining('South 1-0 follows East 4-1, but the game ended there: the last round passed on')],
    ]);
    expect(s.winScoreMismatches).toBe(1); // ratio1.xml.gz: a lobby game that pays 1,500 a honba
    // each of those mismatches says that its table has rules of its own (GO type bits beyond the documented)
    const mismatches = s.problems.filter((p: { kind: string }) => p.kind === 'final' || p.kind === 'win');
    expect(mismatches.map((p: { file: string; message: string }) => [p.file.slice(dir.length + 1), p.message.replace(/.* — /, '')]).sort()).toEqual([
      ['dnovikoff-edge-cases/chip.xml.gz', 'a special-rule table (GO type 553), its rules not in the log'],
      ['dnovikoff-edge-cases/newattr2023.xml.gz', 'a special-rule table (GO type 257), its rules not in the log'],
      ['dnovikoff-edge-cases/ratio.xml.gz', 'a special-rule table (GO type 2113), its rules not in the log'],
      ['dnovikoff-edge-cases/ratio1.xml.gz', 'a special-rule table (GO type 1569), its rules not in the log'],
      ['dnovikoff-edge-cases/ratio1.xml.gz', 'a special-rule table (GO type 1569), its rules not in the log'],
      ['dnovikoff-edge-cases/sanma.xml.gz', 'a special-rule table (GO type 2113), its rules not in the log'],
    ]);
    expect(r.code).toBe(1);
  });
});
