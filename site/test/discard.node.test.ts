// The site in a real browser: Debian's Chromium (never a downloaded browser) driven by
// Playwright loads the built pages from a local static server. The discard page's table must be
// evaluateDiscards' on the same position (tile for tile, value for value), follow the URL query
// and the inputs, and log no console error.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTiles, tileToString } from '@mjkit/core';
import { evaluateDiscards, evaluateTurnAware, positionOf } from '@mjkit/evaluator';
import { chromium } from 'playwright';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'site', 'dist');
const browserPath = process.env.MJKIT_CHROMIUM ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

let server: Server;
let browser: Browser;
let base = '';
const errors: string[] = [];

async function open(query: string): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/discard.html?${query}`);
  await page.waitForSelector('body[data-ready]');
  return page;
}

const rowsOf = (page: Page) => page.$$eval('#table tbody tr', (trs) => trs.map((tr) => [tr.getAttribute('data-tile'), Number(tr.getAttribute('data-value'))] as [string, number]));

describe.skipIf(!existsSync(browserPath))('the site in Chromium', () => {
  beforeAll(async () => {
    const built = spawnSync(process.execPath, [join(root, 'site', 'build.mjs'), '--no-api'], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(built.stderr);
    server = createServer((req, res) => {
      const path = normalize(join(dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
      if (!path.startsWith(dist) || !existsSync(path)) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('shows evaluateDiscards\' table for the position in the URL, best first', async () => {
    const page = await open('hand=123m055p789s11223z&indicators=4m&visible=1z,2z');
    const expected = evaluateDiscards(positionOf({ hand: '123m055p789s11223z', doraIndicators: parseTiles('4m'), visible: parseTiles('1z2z') }));
    expect(await rowsOf(page)).toEqual(expected.discards.map((d) => [tileToString(d.tile), d.value]));
    expect(await page.$$eval('#shown svg', (s) => s.map((x) => x.getAttribute('aria-label')))).toHaveLength(14);
    expect(await page.$eval('#bots', (b) => b.textContent)).toMatch(/evaluator discards \S+/);
    const ms = Number((await page.$eval('#timing', (t) => t.textContent)).replace(' ms', ''));
    expect(ms).toBeLessThan(1000);
    await page.close();
  });

  it('follows its inputs, writes them to the URL, and agrees with the legacy and turn-aware modes', async () => {
    const page = await open('hand=123m055p789s11223z&mode=legacy');
    const legacy = evaluateDiscards(positionOf({ hand: '123m055p789s11223z' }), { preset: 'legacy' });
    expect(await rowsOf(page)).toEqual(legacy.discards.map((d) => [tileToString(d.tile), d.value]));
    await page.fill('#hand', '23456m345p67s1234z');
    await page.waitForFunction(() => document.querySelector('#table tr[data-tile]') !== null && location.search.includes('23456m345p67s1234z'));
    const next = evaluateDiscards(positionOf({ hand: '23456m345p67s1234z' }), { preset: 'legacy' });
    expect(await rowsOf(page)).toEqual(next.discards.map((d) => [tileToString(d.tile), d.value]));
    await page.selectOption('#mode', 'turn-aware');
    await page.waitForFunction(() => location.search.includes('mode=turn-aware'));
    const turn = evaluateTurnAware(positionOf({ hand: '23456m345p67s1234z' }));
    expect(await rowsOf(page)).toEqual(turn.discards.map((d) => [tileToString(d.tile), d.expectedScore]));
    // a hand that is not one says why, and shows no table
    await page.fill('#hand', '123m');
    await page.waitForFunction(() => document.body.dataset.ready === 'error');
    expect(await page.$eval('#error', (e) => e.textContent)).toMatch(/[A-Z_]+: /);
    expect(await rowsOf(page)).toEqual([]);
    await page.close();
  });

  it('logged no console error', () => {
    expect(errors).toEqual([]);
  });
});
