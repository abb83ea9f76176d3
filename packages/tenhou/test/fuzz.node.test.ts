// Real logs, mutated at random (cut, spliced, characters changed, tags and XML tricks inserted,
// gzip bytes flipped, JSON values replaced, in every format the readers take): every reader answers with a game or a typed
// MjkitError, in bounded time, and whatever parses can be checked and exported without a crash.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MjkitError } from '@mjkit/core';
import { countEvents, toRecordLines, validateGame } from '@mjkit/record';
import { toMjai } from '@mjkit/mjai';
import { parseLogGames, toTenhou6 } from '@mjkit/tenhou';
import { gunzip } from '../src/gzip.js';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeWithData } from '../../../scripts/test-data.js';

const SAMPLES = [
  'mjlog-xml/phoenix-2022-mjx/2022060100gm-00a9-0000-01481d95.xml.gz',
  'mjlog-xml/dnovikoff-edge-cases/sanma2.xml.gz',
  'mjlog-xml/dnovikoff-edge-cases/shuffle.xml.gz',
  'mjlog-xml/dnovikoff-edge-cases/chip.xml.gz',
  'pairs/xml+tenhou6-official-tsubakisakura/2019081518gm-00a9-0000-cce9d00c.json.gz',
  'tenhou6-json/mjai-reviewer-convlog-testdata/confusing_nakis_3.json.gz',
];

const INSERTS = [
  '<!DOCTYPE mjloggm [<!ENTITY a "aaaaaaaaaa">]>',
  '<!ENTITY b SYSTEM "file:///etc/passwd">',
  '&a;',
  '<FOO bar="1"/>',
  '<N who="0" m="65535"/>',
  '<T999/>',
  '<AGARI/>',
  '<INIT seed="0,0,0,0,0,0"/>',
  ' ten="99999999999"',
  '"',
  '<',
  '>',
  '{',
  '[[[[[[[[[[',
  '"rule":null',
  ',-1',
  ',1e308',
  '"r99"',
  '"k11111111"',
  '"c111111"',
  '60',
];

/**
 * Replaces a value inside `doc` (a parsed JSON value): each number of `path` picks one key (mod the
 * keys there) a level down; the last level's value becomes `value`. A path that reaches a leaf
 * early changes nothing.
 */
function replaceAt(doc: unknown, path: readonly number[], value: unknown): void {
  let node = doc;
  for (let d = 0; d < path.length; d++) {
    if (node === null || typeof node !== 'object') return;
    const keys = Object.keys(node);
    if (keys.length === 0) return;
    const key = keys[path[d]! % keys.length]!;
    if (d === path.length - 1) (node as Record<string, unknown>)[key] = value;
    else node = (node as Record<string, unknown>)[key];
  }
}

/** Accepts a result or an MjkitError of a reader's codes; anything else fails the test. */
function readsOrRefuses(input: string | Uint8Array): void {
  const started = performance.now();
  let games;
  try {
    games = parseLogGames(input, { file: 'fuzz' });
  } catch (e) {
    if (!(e instanceof MjkitError)) throw e;
    expect(['BAD_LOG', 'BAD_GZIP']).toContain(e.code);
    expect(e.file).toBe('fuzz');
    return;
  }
  for (const g of games) {
    countEvents(structuredClone(g)); // the parser gave the GameLog shape: a copy passes the full check
    const r = validateGame(g);
    expect(r.counts.kyoku).toBe(g.rounds.length);
    try {
      JSON.stringify(toTenhou6(g));
      if (g.players === 4) toMjai(g);
    } catch (e) {
      if (!(e instanceof MjkitError)) throw e;
    }
  }
  expect(performance.now() - started).toBeLessThan(5000);
}

describeWithData('fuzzing the log readers with mutated real logs', 'tenhou/manifest.csv', (manifest) => {
  const root = join(manifest, '..');
  const gz = SAMPLES.map((p) => readFileSync(join(root, p)));
  const texts = gz.map((b) => new TextDecoder().decode(gunzip(b)));

  it('text mutations: cuts, splices, changed characters, inserted tags and XML tricks', () => {
    const mutation = fc.record({
      sample: fc.nat({ max: SAMPLES.length - 1 }),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      len: fc.nat({ max: 400 }),
      kind: fc.constantFrom('cut', 'delete', 'duplicate', 'char', 'insert', 'digit'),
      insert: fc.constantFrom(...INSERTS),
      char: fc.constantFrom(...'<>"/=,0123456789-&;{}[] xrkacpm'.split('')),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        let text = texts[ms[0]?.sample ?? 0] as string;
        for (const m of ms) {
          const i = Math.floor(m.at * text.length);
          if (m.kind === 'cut') text = text.slice(0, i);
          else if (m.kind === 'delete') text = text.slice(0, i) + text.slice(i + m.len);
          else if (m.kind === 'duplicate') text = text.slice(0, i + m.len) + text.slice(i, i + m.len) + text.slice(i + m.len);
          else if (m.kind === 'char') text = text.slice(0, i) + m.char + text.slice(i + 1);
          else if (m.kind === 'insert') text = text.slice(0, i) + m.insert + text.slice(i);
          else text = text.slice(0, i) + text.slice(i).replace(/\d+/, String(m.len * 7919));
        }
        readsOrRefuses(text);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1500), seed: process.env.FUZZ_RUNS ? undefined : 20261121 },
    );
  });

  it('gzip mutations: truncated, flipped and dropped bytes', () => {
    fc.assert(
      fc.property(fc.nat({ max: SAMPLES.length - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('truncate', 'flip', 'drop'), fc.nat({ max: 255 }), (s, at, kind, byte) => {
        const bytes = (gz[s] as Buffer).slice();
        const i = Math.floor(at * bytes.length);
        let input: Uint8Array = bytes;
        if (kind === 'truncate') input = bytes.subarray(0, i);
        else if (kind === 'flip') bytes[i] = (bytes[i] as number) ^ (byte | 1);
        else input = Uint8Array.from([...bytes.subarray(0, i), ...bytes.subarray(i + 1)]);
        readsOrRefuses(input);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400), seed: process.env.FUZZ_RUNS ? undefined : 7 },
    );
  });

  it('tenhou6 JSON of the wrong shape: any value replaced anywhere', () => {
    const jsons = texts.filter((t) => t.trimStart().startsWith('{')).map((t) => JSON.parse(t));
    const value = fc.oneof(fc.integer({ min: -100, max: 200 }), fc.string({ maxLength: 12 }), fc.constant(null), fc.constant([]), fc.constant({}), fc.constantFrom('p111111', 'r60', '11a1111', 60, 0, 51, 99));
    fc.assert(
      fc.property(fc.nat({ max: jsons.length - 1 }), fc.array(fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), value), { minLength: 1, maxLength: 3 }), (j, edits) => {
        const doc = structuredClone(jsons[j]);
        for (const [path, v] of edits) replaceAt(doc, path, v);
        readsOrRefuses(JSON.stringify(doc));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1500), seed: process.env.FUZZ_RUNS ? undefined : 42 },
    );
  });

  it('mjai JSON lines of the wrong shape: values replaced, lines dropped or repeated', () => {
    const games = texts.filter((t) => t.trimStart().startsWith('<')).map((t) => parseLogGames(t)[0]).filter((g) => g !== undefined && g.players === 4);
    const lines = games.slice(0, 4).map((g) => toMjai(g!));
    const value = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.string({ maxLength: 4 }), fc.constant(null), fc.constant([]), fc.constant({}), fc.constantFrom('5mr', '1z', '?', 'E', 'tsumo', 'dahai', 'hora', 'chi', 'reach', 'end_kyoku'));
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('value', 'drop', 'repeat'), key: fc.nat(), value });
    fc.assert(
      fc.property(fc.nat({ max: lines.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 3 }), (g, edits) => {
        const events = structuredClone(lines[g]!) as Record<string, unknown>[];
        for (const m of edits) {
          const i = m.at % events.length;
          if (m.kind === 'drop') events.splice(i, 1);
          else if (m.kind === 'repeat') events.splice(i, 0, structuredClone(events[i]!));
          else {
            const keys = Object.keys(events[i]!);
            events[i]![keys[m.key % keys.length]!] = m.value;
          }
        }
        readsOrRefuses(events.map((e) => JSON.stringify(e)).join('\n'));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1000), seed: process.env.FUZZ_RUNS ? undefined : 11 },
    );
  });

  it("mjkit JSON-lines records of the wrong shape: any value replaced at any depth, lines dropped or repeated", () => {
    const records = texts.map((t) => parseLogGames(t)[0]).filter((g) => g !== undefined).map((g) => toRecordLines(g!).split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as unknown));
    const value = fc.oneof(fc.integer({ min: -5, max: 200 }), fc.double(), fc.string({ maxLength: 6 }), fc.constant(null), fc.constant([]), fc.constant({}), fc.constant(true), fc.constantFrom('draw', 'discard', 'call', 'win', 'ryuukyoku', 'round', 'end', 'record', 'pon', 'chii', 135, 136, -1, 1e308));
    const edit = fc.record({ line: fc.nat(), kind: fc.constantFrom('value', 'value', 'drop', 'repeat'), path: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), value });
    fc.assert(
      fc.property(fc.nat({ max: records.length - 1 }), fc.array(edit, { minLength: 1, maxLength: 3 }), (r, edits) => {
        const lines = structuredClone(records[r]!);
        for (const m of edits) {
          const i = m.line % lines.length;
          if (m.kind === 'drop') lines.splice(i, 1);
          else if (m.kind === 'repeat') lines.splice(i, 0, structuredClone(lines[i]));
          else replaceAt(lines[i], m.path, m.value);
        }
        readsOrRefuses(lines.map((l) => JSON.stringify(l)).join('\n'));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 1500), seed: process.env.FUZZ_RUNS ? undefined : 13 },
    );
  });
});
