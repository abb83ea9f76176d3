// The dual-package hazard: one program can load mjkit twice, the CommonJS build through a
// require() and the ESM build through an import (or two versions). Values made by one copy must
// be recognised by the other: a Hand, a Meld, Rules, and a thrown MjkitError. Two builds of the
// core source (CommonJS and ESM, as tsup makes them) are loaded here beside the source itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as source from '@mjkit/core';
import { shanten } from '@mjkit/shanten';
import { scoreHand } from '@mjkit/scoring';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Core = typeof source;
const entry = fileURLToPath(new URL('../../core/src/index.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mjkit-dual-'));
let cjs: Core;
let esm: Core;

beforeAll(async () => {
  const common = { entryPoints: [entry], bundle: true, platform: 'neutral' as const, target: 'es2022', logLevel: 'silent' as const };
  await build({ ...common, format: 'cjs', outfile: join(dir, 'core.cjs') });
  await build({ ...common, format: 'esm', outfile: join(dir, 'core.mjs') });
  cjs = createRequire(import.meta.url)(join(dir, 'core.cjs')) as Core;
  esm = (await import(pathToFileURL(join(dir, 'core.mjs')).href)) as Core;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('values cross between two builds of @mjkit/core', () => {
  it('are two copies of the classes', () => {
    expect(cjs.Hand).not.toBe(esm.Hand);
    expect(cjs.MjkitError).not.toBe(source.MjkitError);
  });

  it('a Hand made by the CommonJS build is a Hand to the ESM build and to the source', () => {
    const hand = cjs.Hand.parse('123m456p789s1122z');
    expect(hand instanceof esm.Hand).toBe(true);
    expect(esm.Hand.isHand(hand)).toBe(true);
    expect(esm.waits(hand).map(esm.tileToString)).toEqual(['1z', '2z']);
    expect(source.decompose(hand.draw('1z')).length).toBe(1);
    expect(shanten(hand)).toBe(0);
    const win = scoreHand({ hand: cjs.Hand.parse('234m456p55p678s23s'), winningTile: '4s', tsumo: true, seatWind: 1, roundWind: 0 });
    expect(win.ok && win.payments).toEqual([-1300, 2700, -700, -700]);
    expect(esm.Hand.isHand({})).toBe(false);
    expect({} instanceof esm.Hand).toBe(false);
  });

  it('an MjkitError thrown by one build is recognised by the others', () => {
    let caught: unknown;
    try {
      cjs.Hand.parse('123m456x');
    } catch (e) {
      caught = e;
    }
    expect(caught instanceof esm.MjkitError).toBe(true);
    expect(caught instanceof source.MjkitError).toBe(true);
    expect(source.MjkitError.isMjkitError(caught)).toBe(true);
    expect((caught as source.MjkitError).code).toBe('SYNTAX');
    expect(source.MjkitError.isMjkitError(new Error('x'))).toBe(false);
    expect(new Error('x') instanceof source.MjkitError).toBe(false);
  });

  it('a Meld and Rules made by one build are trusted by the others', () => {
    const pon = cjs.parseMeld('555=z');
    expect(esm.isMeld(pon)).toBe(true);
    const hand = esm.Hand.fromParts({ concealed: esm.parseTiles('123m456p789s1z'), drawn: null, melds: [pon], riichi: false, afterCall: false });
    expect(hand.melds[0]).toBe(pon);
    const rules = cjs.createRules('tenhou', { kiriageMangan: true });
    expect(esm.isRules(rules)).toBe(true);
    expect(source.createRules(rules)).toBe(rules);
  });
});
