// Every Tenhou log of ../shared/data/tenhou (real games, and the fixtures other projects wrote):
// parsed, counted against the data manifest, replayed, every win re-scored, final scores and
// walls compared, XML and official tenhou6 JSON of the same games compared, and the round trip
// XML → events → tenhou6 → events.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MjkitError } from '@mjkit/core';
import { validateGame, countEvents, emptyStats, logStats, replay } from '@mjkit/record';
import { parseMjai, toMjaiLines } from '@mjkit/mjai';
import { parseLogGames, parseMjlog, parseTenhou6, tenhouMeta, toMjlog, toTenhou6, validateWalls } from '@mjkit/tenhou';
import { gunzip } from '../src/gzip.js';
import type { GameLog, GameReport, LogStats } from '@mjkit/record';
import type { RyuukyokuEvent } from '@mjkit/table';
import { beforeAll, expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';
import { firstDifference, normalForm, readManifest } from './logs.js';
import type { ManifestRow } from './logs.js';

interface Loaded {
  readonly row: ManifestRow;
  readonly game: GameLog | null;
  readonly error: unknown;
  report?: GameReport;
}

/** The fixtures that are not real games and fail to parse, with the reason they must give. */
const BROKEN: Record<string, RegExp> = {
  // mjai-reviewer's hand-made ordering fixture: five 5s (and a win detail without a score)
  'tenhou6-json/mjai-reviewer-convlog-testdata/confusing_nakis_2.json.gz': /tile 35 appears more than four times/,
};

/**
 * The fixtures whose GO line contradicts their own play, with the error validateGame must give:
 * pantheon's XML fixtures carry hand-written headers. `west.xml` says tonpuu (type 1) where its
 * JSON partner, the same game, says 般南 (hanchan, ref 2017030413gm-0009-…), and plays the West
 * round; `doubleron_and_riichi.xml` has the header of pantheon's `doubleron.xml` (a 2009 tonpuu)
 * but plays on into the South rounds with a seat at 36,400 after East 4.
 */
const MISLABELLED: Record<string, string> = {
  'pairs/xml+tenhou6-pantheon/west.xml.gz': 'LOG_INCONSISTENT: South 1-0 follows East 4-0, but the game ended there: the last round passed on',
  'mjlog-xml/pantheon-unpaired/doubleron_and_riichi.xml.gz': 'LOG_INCONSISTENT: South 1-0 follows East 4-1, but the game ended there: the last round passed on',
};

/** A normal-form line with the yaku of a win in id order. */
const sortedYaku = (line: string) =>
  line.replace(/ yaku ([\d:,]*) yakuman ([\d,]*) /, (_, yaku: string, yakuman: string) => ` yaku ${yaku.split(',').sort().join(',')} yakuman ${yakuman.split(',').sort().join(',')} `);

describeWithData('the Tenhou logs of the test data', 'tenhou/manifest.csv', (manifestPath) => {
  const root = join(manifestPath, '..');
  const rows = readManifest(root);
  const loaded: Loaded[] = [];

  beforeAll(() => {
    for (const row of rows) {
      try {
        const games = parseLogGames(readFileSync(join(root, row.path)), { file: row.path });
        expect(games.length).toBe(1);
        loaded.push({ row, game: games[0] as GameLog, error: null });
      } catch (error) {
        loaded.push({ row, game: null, error });
      }
    }
    for (const l of loaded) if (l.game) l.report = validateGame(l.game, { file: l.row.path });
  }, 120_000);

  it('gives only logs of the GameLog shape: a structural copy of each passes the full check', () => {
    let copies = 0;
    for (const l of loaded) {
      if (!l.game) continue;
      expect(countEvents(structuredClone(l.game))).toEqual(l.report?.counts);
      copies++;
    }
    expect(copies).toBe(1354);
  });

  it('reads every file of the manifest, or fails a broken fixture with a typed error naming file and round', () => {
    expect(rows.length).toBe(1355);
    const failed = loaded.filter((l) => l.error !== null);
    expect(failed.map((l) => l.row.path)).toEqual(Object.keys(BROKEN));
    for (const l of failed) {
      expect(l.error).toBeInstanceOf(MjkitError);
      const e = l.error as MjkitError;
      expect(e.code).toBe('BAD_LOG');
      expect(e.file).toBe(l.row.path);
      expect(e.round).toBe(0);
      expect(e.message).toMatch(BROKEN[l.row.path] as RegExp);
    }
  });

  it('counts kyoku, discards, riichi, calls, wins and draws as the manifest does, file by file', () => {
    const wrong: string[] = [];
    for (const l of loaded) {
      if (!l.report) continue;
      const c = l.report.counts;
      const r = l.row;
      const want = [r.kyoku, r.discards, r.riichi, r.calls, r.agari, r.ryuukyoku, r.complete === 1];
      const got = [c.kyoku, c.discards, c.riichi, c.calls, c.wins, c.draws, l.report.complete];
      if (want.join() !== got.join()) wrong.push(`${r.path}: manifest ${want} ours ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('replays every game with every check (hand sizes, tile ids, calls, scores) and reaches the final scores', () => {
    const errors = loaded.filter((l) => l.report?.error && !l.report.error.message.startsWith(MISLABELLED[l.row.path] ?? '\0')).map((l) => `${l.row.path}: ${l.report?.error?.message}`);
    expect(errors).toEqual([]);
    // the mislabelled fixtures fail as they must, and pass under the length their play shows
    for (const [path, message] of Object.entries(MISLABELLED)) {
      const l = loaded.find((x) => x.row.path === path)!;
      expect(l.report?.error?.message.startsWith(message), path).toBe(true);
      const hanchan = { ...l.game!, rules: { ...(l.game!.rules as object), length: 'hanchan' } } as unknown as GameLog;
      expect(validateGame(hanchan).error, path).toBe(null);
    }
    // the final points follow the rules but in the games whose rules no GO type tells: chips and
    // ratio lobbies, a 2023 lobby with its own uma (csrule) and a one-round lobby sanma
    const finals = loaded.filter((l) => l.report?.finalScoreMismatch).map((l) => l.row.path);
    expect(finals).toEqual(['chip', 'newattr2023', 'ratio', 'ratio1', 'sanma'].map((f) => `mjlog-xml/dnovikoff-edge-cases/${f}.xml.gz`));
    // the tonpuu games of 2008 and 2009 were settled with an uma of 5-10, which their own points tell
    const old = ['mjlog-xml/dnovikoff-edge-cases/bye.xml.gz', 'mjlog-xml/dnovikoff-edge-cases/shuffle.xml.gz', 'tenhou6-json/riichi-rs-t6-samples/notable-features/yakuman-kazoe-17.json.gz'];
    expect(old.map((path) => (loaded.find((l) => l.row.path === path)!.game!.rules as { uma: readonly number[] }).uma)).toEqual([[10, 5, -5, -10], [10, 5, -5, -10], [10, 5, -5, -10]]);
    expect(loaded.filter((l) => String((l.game?.rules as { uma?: readonly number[] } | undefined)?.uma) === '10,5,-5,-10').length).toBe(3);
    for (const l of loaded.filter((x) => x.report?.finalScoreMismatch)) expect(l.report!.finalScoreMismatch).toMatch(/^the final points are .* in the log, .* by the rules/);
    // a point moved between two seats is found, in games of both roundings (whole numbers to 2020, tenths from 2022)
    const rounding = new Set<string>();
    for (const l of loaded.filter((x) => x.game?.final && !x.report?.finalScoreMismatch && x.row.format === 'mjlog-xml').slice(0, 1300)) {
      const final = l.game!.final!;
      const moved = { ...l.game!, final: { ...final, points: final.points.map((p, s) => (s === 0 ? p + 1 : s === 1 ? p - 1 : p)) } } as GameLog;
      expect(validateGame(moved).finalScoreMismatch, l.row.path).toMatch(/^the final points are .* in the log, .* by the rules \(uma .*, return .*, rounding (exact|thousands)\)$/);
      rounding.add((l.game!.rules as { pointsRounding: string }).pointsRounding);
    }
    expect([...rounding].sort()).toEqual(['exact', 'thousands']);
    const complete = loaded.filter((l) => l.report?.complete).length;
    expect(complete).toBeGreaterThan(1250);
    const points = loaded.reduce((n, l) => n + (l.report?.decisionPoints ?? 0), 0);
    expect(points).toBeGreaterThan(2_000_000);
  });

  it('re-scores every unique win as Tenhou did: han, fu, points, limit, yaku and score changes', () => {
    // One file per game (manifest fingerprint over all kyoku), XML first.
    const byGame = new Map<string, Loaded>();
    for (const l of [...loaded].sort((a, b) => (a.row.format === b.row.format ? 0 : a.row.format === 'mjlog-xml' ? -1 : 1))) {
      if (l.report && !byGame.has(l.row.allKyokuFp)) byGame.set(l.row.allKyokuFp, l);
    }
    let wins4 = 0;
    let wins3 = 0;
    const scoring: string[] = [];
    const payments: string[] = [];
    for (const l of byGame.values()) {
      const r = l.report as GameReport;
      if (r.players === 4) wins4 += r.counts.wins;
      else wins3 += r.counts.wins;
      for (const w of r.winMismatches) {
        const line = `${l.row.path} r${w.round}: ${w.differences.join('; ')}`;
        if (w.differences.every((d) => d.startsWith('score changes'))) payments.push(line);
        else scoring.push(line);
      }
    }
    expect(wins4).toBeGreaterThan(7600);
    expect(wins3).toBeGreaterThan(2000);
    // confusing_nakis_7 comes from an English client: its yaku names are not Tenhou's Japanese ones.
    expect(scoring).toEqual([expect.stringMatching(/^tenhou6-json\/mjai-reviewer-convlog-testdata\/confusing_nakis_7\.json\.gz r0: yaku -1:1 -1:1 in the log, ours 1:1 52:1$/)]);
    // ratio1 is a lobby game (GO 1569) that pays 1,500 a honba; confusing_nakis_1 is hand-made
    // (the winner is not paid the riichi stick on the table).
    expect(payments).toEqual([
      'mjlog-xml/dnovikoff-edge-cases/ratio1.xml.gz r3: score changes 0,0,-9500,11500 in the log, ours 0,0,-8300,10300',
      'tenhou6-json/mjai-reviewer-convlog-testdata/confusing_nakis_1.json.gz r0: score changes 1600,0,-1600,0 in the log, ours 2600,0,-1600,0',
    ]);
  });

  it('rebuilds every wall from the seed: every deal, draw, replacement, dora and ura indicator', () => {
    const walls = new Map(loaded.filter((l) => l.game).map((l) => [l, validateWalls(l.game as GameLog)]));
    const withSeed = loaded.filter((l) => walls.get(l));
    const rounds = withSeed.reduce((n, l) => n + (l.game as GameLog).rounds.length, 0);
    expect(withSeed.length).toBeGreaterThan(1270);
    expect(rounds).toBeGreaterThan(12000);
    const mismatched = withSeed.filter((l) => (walls.get(l)?.length ?? 0) > 0).map((l) => l.row.path);
    // The one exception is a hand-made fixture: its SHUFFLE seed was pasted from another game.
    expect(mismatched).toEqual(['pairs/xml+tenhou6-pantheon/west.xml.gz']);
    const seedOf = (p: string) => tenhouMeta(loaded.find((l) => l.row.path === p)?.game as GameLog)?.shuffle?.seed;
    expect(seedOf('pairs/xml+tenhou6-pantheon/west.xml.gz')).toBe(seedOf('pairs/xml+tenhou6-pantheon/doubleron.xml.gz'));
    const noSeed = loaded.filter((l) => l.game && !walls.get(l)).map((l) => l.row.path);
    expect(noSeed.filter((p) => p.includes('mjlog-xml') || p.endsWith('.xml.gz'))).toEqual([
      'mjlog-xml/pantheon-unpaired/doubleron_and_riichi.xml.gz',
      'pairs/xml+tenhou6-pantheon/doubleron_and_honba.xml.gz',
    ]);
  });

  it('XML → tenhou6 equals the official JSON of the same game on all 22 pairs', () => {
    const pairs = rows.filter((r) => r.path.startsWith('pairs/xml+tenhou6') && r.format === 'mjlog-xml');
    expect(pairs.length).toBe(22);
    for (const row of pairs) {
      const xml = loaded.find((l) => l.row.path === row.path)?.game as GameLog;
      const jsonPath = (rows.find((r) => r.format === 'tenhou6-json' && r.path.startsWith(row.path.replace(/\.xml(\.gz)?$/, '.json'))) as ManifestRow).path;
      const bytes = readFileSync(join(root, jsonPath));
      const official = JSON.parse(new TextDecoder().decode(jsonPath.endsWith('.gz') ? gunzip(bytes) : bytes));
      const ours = toTenhou6(xml, { ref: official.ref }) as unknown as Record<string, unknown>;
      if (xml.names[0] === 'player1') {
        // pantheon's fixtures: the XML header was anonymised (names, and for two games the whole
        // UN and GO copied from another file); the rounds are untouched.
        for (const k of ['name', 'dan', 'rate', 'sx', 'lobby', 'rule']) {
          delete ours[k];
          delete official[k];
        }
      }
      expect(ours, row.path).toEqual(official);
    }
  });

  it('reads the official JSON of each pair into the same events as its XML', () => {
    const pairs = rows.filter((r) => r.path.startsWith('pairs/xml+tenhou6') && r.format === 'mjlog-xml');
    for (const row of pairs) {
      const xml = loaded.find((l) => l.row.path === row.path)?.game as GameLog;
      const json = loaded.find((l) => l.row.format === 'tenhou6-json' && l.row.path.startsWith(row.path.replace(/\.xml(\.gz)?$/, '.json')))?.game as GameLog;
      expect(json, row.path).toBeTruthy();
      const a = normalForm(xml, { header: false });
      const b = normalForm(json, { header: false });
      // 2009 logs carry no scores on the riichi deposit; the JSON reader computes them
      for (let i = 0; i < a.length; i++) if (/^ACCEPT \d$/.test(a[i] as string) && b[i]?.startsWith(a[i] as string)) b[i] = a[i] as string;
      expect(firstDifference(a, b), row.path).toBeNull();
    }
  });

  it('XML → events → tenhou6 → events is the identity on every game (tile level)', () => {
    const exceptions: string[] = [];
    let same = 0;
    for (const l of loaded) {
      if (!l.game || l.row.format !== 'mjlog-xml') continue;
      const back = parseTenhou6(JSON.parse(JSON.stringify(toTenhou6(l.game))), { file: l.row.path });
      const a = normalForm(l.game);
      const b = normalForm(back);
      for (let i = 0; i < a.length; i++) if (/^ACCEPT \d$/.test(a[i] as string) && b[i]?.startsWith(a[i] as string)) b[i] = a[i] as string;
      const d = firstDifference(a, b);
      if (d === null) same++;
      else exceptions.push(`${l.row.path} ${d.split('\n')[1]?.trim()}`);
    }
    expect(same).toBe(1280);
    // tenhou6 cannot say these: mjx's truncations that stop between a riichi declaration and its
    // discard (the JSON writes riichi on the discard), and a lobby game whose rule turns a kakan's
    // dora at once (the JSON keeps no dora timing; it is read back at Tenhou's usual time).
    expect(exceptions).toEqual([
      expect.stringMatching(/^mjlog-xml\/dnovikoff-edge-cases\/chip\.xml\.gz DORA/),
      ...['obs-riichi-discard', 'upd-aft-draw-riichi-riichi', 'upd-bef-riichi-discard-discard', 'upd-bef-riichi-discard-discard2', 'upd-bef-riichi-discard-riichisc+draw'].map(
        (f) => `pairs/mjlog+mjxproto-mjx-tests/mjlog/${f}.xml.gz REACH ${f.includes('discard2') ? 3 : f.includes('discard-discard') ? 2 : 1}`,
      ),
    ]);
  });

  it('refuses every double ron of the data under rules without double ron (doubleRon: false), naming its round', () => {
    const doubles = loaded.filter((l) => l.game && l.game.players === 4 && l.game.rounds.some((r) => r.events.filter((e) => e.type === 'win').length > 1));
    expect(doubles.length).toBeGreaterThan(10);
    for (const l of doubles) {
      const round = l.game!.rounds.findIndex((r) => r.events.filter((e) => e.type === 'win').length > 1);
      const error = validateGame({ ...l.game!, rules: { ...(l.game!.rules as object), doubleRon: false } } as GameLog).error;
      expect([error?.message.match(/is a second winner of one discard, which the rules do not allow/) !== null, error?.round], l.row.path).toEqual([true, round]);
    }
  });

  it('refuses each abortive draw of the data under rules without it, and play past it under rules with it', () => {
    const flags: Record<string, string> = { 'nine-terminals': 'nineTerminals', 'four-winds': 'fourWinds', 'four-riichi': 'fourRiichi', 'four-kans': 'fourKans', 'triple-ron': 'tripleRon' };
    const seen = new Set<string>();
    for (const l of loaded.filter((x) => x.game && x.game.players === 4)) {
      const log = l.game!;
      log.rounds.forEach((r, at) => {
        const last = r.events.at(-1);
        if (last?.type !== 'ryuukyoku' || !(last.kind in flags)) return;
        // the first draw of its kind in the game: a log's first fault is the one reported
        if (log.rounds.findIndex((x) => { const y = x.events.at(-1); return y?.type === 'ryuukyoku' && y.kind === last.kind; }) !== at) return;
        seen.add(last.kind);
        const flag = flags[last.kind]!;
        const off = { ...log, rules: { ...log.rules, abortiveDraws: { ...(log.rules as { abortiveDraws: object }).abortiveDraws, [flag]: false } } } as unknown as GameLog;
        expect(validateGame(off).error?.message, `${l.row.path} round ${at}`).toBe(`LOG_INCONSISTENT: a ${last.kind} draw, which the rules do not play (abortiveDraws.${flag}: false) (at round ${at}, event ${r.events.length - 1})`);
        if (last.kind !== 'four-winds' && last.kind !== 'four-riichi') return;
        // the round played on: the next seat draws a tile no hand holds
        const discarder = [...r.events].reverse().find((e) => e.type === 'discard')!.seat;
        const tile = Array.from({ length: 136 }, (_, id) => id).find((id) => !r.hands.flat().includes(id) && !r.events.some((e) => 'tile' in e && e.tile === id) && id !== r.doraIndicator)!;
        const on = { ...log, final: null, rounds: [...log.rounds.slice(0, at), { ...r, events: [...r.events.slice(0, -1), { type: 'draw', seat: (discarder + 1) % 4, tile }] }] } as GameLog;
        expect(validateGame(on).error?.message, `${l.row.path} round ${at}`).toBe(`LOG_INCONSISTENT: a draw where the rules had ended the round in a ${last.kind} draw (abortiveDraws.${flag}: true) (at round ${at}, event ${r.events.length - 1})`);
      });
    }
    expect([...seen].sort()).toEqual(['four-kans', 'four-riichi', 'four-winds', 'nine-terminals', 'triple-ron']);
  });

  it('refuses a kan dora indicator under rules without kan dora (kanDora: false), naming its event', () => {
    const withKanDora = loaded.filter((l) => l.game && l.game.rounds.some((r) => r.events.some((e) => e.type === 'dora')));
    expect(withKanDora.length).toBeGreaterThan(100);
    for (const l of withKanDora.slice(0, 50)) {
      const round = l.game!.rounds.findIndex((r) => r.events.some((e) => e.type === 'dora'));
      const event = l.game!.rounds[round]!.events.findIndex((e) => e.type === 'dora');
      const error = validateGame({ ...l.game!, rules: { ...(l.game!.rules as object), kanDora: false } } as unknown as GameLog).error;
      expect(error?.message, l.row.path).toBe(`LOG_INCONSISTENT: a kan dora indicator, which the rules do not turn (kanDora: false) (at round ${round}, event ${event})`);
    }
  });

  it('refuses a third ron of one discard where the rules end it in a draw: the triple-ron round written as three mjai horas', () => {
    const log = loaded.find((l) => l.row.path === 'pairs/xml+tenhou6-pantheon/triple_ron_draw.xml.gz')!.game!;
    const at = log.rounds.findIndex((r) => r.events.some((e) => e.type === 'ryuukyoku' && e.kind === 'triple-ron'));
    const r = log.rounds[at]!;
    const draw = r.events.at(-1) as RyuukyokuEvent;
    const discarder = [...r.events].reverse().find((e) => e.type === 'discard')!.seat;
    const lines = toMjaiLines({ ...log, rounds: log.rounds.slice(0, at + 1), final: null }).split('\n');
    const end = lines.length - 1 - [...lines].reverse().findIndex((l) => l.includes('"type":"ryukyoku"'));
    const horas = draw.hands.flatMap((h, seat) => (h === null ? [] : [JSON.stringify({ type: 'hora', actor: seat, target: discarder })]));
    expect(horas.length).toBe(3);
    const three = parseMjai([...lines.slice(0, end), ...horas, ...lines.slice(end + 1)].join('\n'));
    expect(validateGame(three).error?.message).toBe(`LOG_INCONSISTENT: a third ron of one discard, which the rules end in a triple-ron draw (abortiveDraws.tripleRon: true) (at round ${at}, event ${r.events.length + 1})`);
  });

  it('refuses a tenhou6 call whose tiles make no such meld (a pon written as a chii, a chii as a pon), naming the take', () => {
    let refused = 0;
    for (const l of loaded.filter((x) => x.game && x.row.format === 'mjlog-xml').slice(0, 20)) {
      const t6 = JSON.parse(JSON.stringify(toTenhou6(l.game!))) as { log: unknown[][] };
      t6.log.forEach((round, r) => {
        for (let seat = 0; seat < 4; seat++) {
          const takes = round[5 + 3 * seat] as unknown[];
          takes.forEach((take, i) => {
            if (typeof take !== 'string' || !/^c|p/.test(take)) return;
            const swapped = take.startsWith('c') ? 'p' + take.slice(1) : take.replace('p', 'c');
            const damaged = structuredClone(t6);
            (damaged.log[r]![5 + 3 * seat] as unknown[])[i] = swapped;
            expect(() => parseTenhou6(damaged), `${l.row.path} round ${r} ${take}`).toThrow(new RegExp(`^BAD_LOG: takes of seat ${seat}: "${swapped}" is not a ${take.startsWith('c') ? 'pon' : 'chii'}`));
            refused++;
          });
        }
      });
    }
    expect(refused).toBeGreaterThan(50);
  });

  it('XML → events → mjlog XML → events is the identity on every XML game (the whole log)', () => {
    let same = 0;
    for (const l of loaded) {
      if (!l.game || l.row.format !== 'mjlog-xml') continue;
      const back = parseMjlog(toMjlog(l.game), { file: l.row.path });
      expect(JSON.stringify(back), l.row.path).toBe(JSON.stringify(l.game));
      same++;
    }
    expect(same).toBe(1286);
  });

  it('XML → events → mjai → events is the identity on every four-player XML game (tile level)', () => {
    const exceptions: string[] = [];
    let same = 0;
    for (const l of loaded) {
      if (!l.game || l.row.format !== 'mjlog-xml' || l.game.players !== 4) continue;
      let d: string | null;
      try {
        const back = parseMjai(toMjaiLines(l.game), { file: l.row.path });
        // mjai has no disconnections, and Tenhou orders a win's yaku its own way
        const form = (g: GameLog) => normalForm(g, { header: false }).filter((line) => !/^(disconnect|reconnect) /.test(line)).map(sortedYaku);
        const a = form(l.game);
        const b = form(back);
        // 2009 logs carry no scores on the riichi deposit; the mjai reader computes them
        for (let i = 0; i < a.length; i++) if (/^ACCEPT \d$/.test(a[i] as string) && b[i]?.startsWith(a[i] as string)) b[i] = a[i] as string;
        d = firstDifference(a, b);
      } catch (e) {
        d = `\n${(e as Error).message}`;
      }
      if (d === null) same++;
      else exceptions.push(`${l.row.path} ${d.split('\n')[1]?.trim()}`);
    }
    expect(same).toBe(1005);
    // mjai cannot say a lobby's own rules: these chip games score by kiriage mangan
    expect(exceptions).toEqual(['chip', 'ratio1'].map((f) => expect.stringMatching(new RegExp(`^mjlog-xml/dnovikoff-edge-cases/${f}\\.xml\\.gz WIN`))));
  });

  it('counts each folder as the data README does', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = readme.split('\n').filter((line) => /^\| (phoenix|tenhou-python|dnovikoff|misc)/.test(line));
    expect(table.length).toBe(7);
    const sets: Record<string, string> = {
      'phoenix-2020 4p-hanchan-00a9': 'mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9/',
      'phoenix-2020 3p-hanchan-00b9': 'mjlog-xml/phoenix-2020-agony5757/3p-hanchan-00b9/',
      'phoenix-2020 4p-tonpuu-soku-00e1': 'mjlog-xml/phoenix-2020-agony5757/4p-tonpuu-soku-00e1/',
      'phoenix-2022-mjx': 'mjlog-xml/phoenix-2022-mjx/',
      'tenhou-python-bot-fixtures': 'mjlog-xml/tenhou-python-bot-fixtures/',
      'dnovikoff-edge-cases': 'mjlog-xml/dnovikoff-edge-cases/',
      misc: 'mjlog-xml/misc/',
    };
    for (const line of table) {
      const cells = line.split('|').map((c) => c.trim()).slice(1, -1);
      const prefix = sets[cells[0] as string] as string;
      const s: LogStats = emptyStats();
      for (const l of loaded) if (l.game && l.row.path.startsWith(prefix)) logStats(l.game, s);
      const ours = [s.games, s.complete, s.kyoku, s.draws, s.discards, s.tsumogiri, s.riichi, s.riichiAccepted, s.calls, s.wins, s.tsumo, s.ron, s.multiRonKyoku, s.yakuman, s.ryuukyoku, s.dora, s.disconnects];
      const kita = /\((\d+) kita\)/.exec(cells[9] as string);
      if (kita) expect(s.kita).toBe(Number(kita[1]));
      expect(ours.map(String), cells[0]).toEqual(cells.slice(1).map((c) => c.replace(/ \(.*\)$/, '')));
    }
  });

  it("gives each decision point the player's own view only, and an action the view allows", () => {
    const keys = ['seat', 'players', 'round', 'roundWind', 'honba', 'riichiSticks', 'dealer', 'seatWind', 'redFives', 'hand', 'drawn', 'melds', 'rivers', 'riichi', 'scores', 'kita', 'bonus', 'doraIndicators', 'tilesLeft', 'lastDiscard'];
    let points = 0;
    const wrong: string[] = [];
    for (const l of loaded.filter((x) => x.row.path.includes('phoenix-2022-mjx')).slice(0, 40)) {
      let last = [0, 0];
      for (const p of replay(l.game as GameLog)) {
        const v = p.view();
        points++;
        // the point's round and event: in order, and the event is the draw, call or discard it follows
        const event = (l.game as GameLog).rounds[p.roundIndex]?.events[p.eventIndex];
        const order = p.roundIndex - (last[0] as number) || p.eventIndex - (last[1] as number);
        last = [p.roundIndex, p.eventIndex];
        const follows = p.kind === 'draw' ? event?.type === 'draw' || event?.type === 'call' : event?.type === 'discard' && event.seat !== p.seat;
        if (order < 0 || !follows || (p.kind === 'draw' && event && 'seat' in event && event.seat !== p.seat)) {
          wrong.push(`${l.row.path}: a ${p.kind} point of seat ${p.seat} at round ${p.roundIndex}, event ${p.eventIndex} (${event?.type})`);
        }
        if (Object.keys(v).join() !== keys.join()) wrong.push(`${l.row.path}: view keys ${Object.keys(v)}`);
        const sets = (v.melds[p.seat] ?? []).filter((m) => m.type !== 'kita').length;
        const size = v.hand.length + 3 * sets;
        if (size !== (p.kind === 'draw' ? 14 : 13)) wrong.push(`${l.row.path}: seat ${p.seat} holds ${size} at a ${p.kind} point`);
        if (p.action.type === 'discard' && !v.hand.includes(p.action.tile)) wrong.push(`${l.row.path}: discards a tile not in view`);
        const seen = new Set([...v.hand, ...v.rivers.flat().filter((t) => !t.called).map((t) => t.tile), ...v.melds.flat().flatMap((m) => m.tiles), ...v.doraIndicators]);
        const count = v.hand.length + v.rivers.flat().filter((t) => !t.called).length + v.melds.flat().reduce((n, m) => n + m.tiles.length, 0) + v.doraIndicators.length;
        if (seen.size !== count) wrong.push(`${l.row.path}: a tile id seen twice in one view`);
      }
    }
    expect(points).toBeGreaterThan(70_000);
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('parses a Houou game the same from XML text, gzip bytes and plain bytes', () => {
    const row = rows.find((r) => r.path.includes('4p-hanchan-00a9')) as ManifestRow;
    const gz = readFileSync(join(root, row.path));
    const text = new TextDecoder().decode(gunzip(gz));
    const a = parseMjlog(gz, { file: row.path });
    expect(parseMjlog(text, { file: row.path })).toEqual(a);
    expect(parseMjlog(new TextEncoder().encode(text), { file: row.path })).toEqual(a);
  });
});
