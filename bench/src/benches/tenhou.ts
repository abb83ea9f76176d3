// @mjkit/tenhou against @kobalab/tenhou-log on the Houou four-player hanchan of the test data
// (../shared/data, or $MJKIT_DATA): ours parses each mjlog and replays it to every decision
// point (all consistency checks on); the peer converts the same XML to majiang's log format.
// Both start from the XML text, already unpacked.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { replay } from '@mjkit/record';
import { parseMjlog } from '@mjkit/tenhou';
import type { GameLog } from '@mjkit/record';
import { gunzipSync } from 'node:zlib';
import { compare } from '../harness.js';

const require = createRequire(import.meta.url);
const convlog = require('@kobalab/tenhou-log') as (xml: string, id: string) => unknown;

const SETS = ['mjlog-xml/phoenix-2020-agony5757/4p-hanchan-00a9', 'mjlog-xml/phoenix-2022-mjx'];

function dataRoot(): string {
  const repo = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
  return process.env.MJKIT_DATA ? resolve(process.env.MJKIT_DATA) : join(repo, '..', 'shared', 'data');
}

/** Parse + full replay; returns the number of decision points. */
function parseAndReplay(xml: string): number {
  return countPoints(parseMjlog(xml));
}

export function run(): void {
  const root = join(dataRoot(), 'tenhou');
  if (!existsSync(root)) {
    console.log(`tenhou: skipped (no test data at ${root}; set MJKIT_DATA)`);
    return;
  }
  const games: { id: string; xml: string }[] = [];
  for (const set of SETS) {
    for (const f of readdirSync(join(root, set)).sort()) {
      if (!f.endsWith('.xml.gz')) continue;
      games.push({ id: f.replace(/\.xml\.gz$/, ''), xml: new TextDecoder().decode(gunzipSync(readFileSync(join(root, set, f)))) });
    }
  }
  // Measured twice: each timed pass after a forced full collection (the harness's default), and
  // in the steady state of a long job (each timed pass after an untimed one): this work allocates
  // much, and the pass after a forced collection runs with V8 marking the old generation.
  for (const settle of ['collect', 'steady'] as const) {
    const result = compare({
      name: settle === 'collect' ? 'tenhou-log' : 'tenhou-log-steady',
      what: `parse + replay ${games.length} Houou hanchan mjlogs (parseMjlog + replay vs convlog)${settle === 'steady' ? ', steady state' : ''}`,
      ours: { inputs: games.map((g) => g.xml), run: parseAndReplay },
      peer: { inputs: games, run: (g) => convlog(g.xml, g.id) },
      peerName: '@kobalab/tenhou-log',
      rounds: 5,
      settle,
    });
    console.log(`  ${(1e9 / result.oursNsPerOp).toFixed(0)} hanchan/s (ours, one core), ${(1e9 / result.peerNsPerOp).toFixed(0)} hanchan/s (peer)`);
  }
  // The two halves apart, in the steady state: reading alone against the peer's conversion, and
  // the replay of logs read beforehand (timed against reading them again, for scale)
  compare({
    name: 'tenhou-parse-steady',
    what: `parse ${games.length} Houou hanchan mjlogs alone (parseMjlog vs convlog), steady state`,
    ours: { inputs: games.map((g) => g.xml), run: (xml) => parseMjlog(xml).rounds.length },
    peer: { inputs: games, run: (g) => convlog(g.xml, g.id) },
    peerName: '@kobalab/tenhou-log',
    rounds: 5,
    settle: 'steady',
  });
  const logs = games.map((g) => parseMjlog(g.xml));
  compare({
    name: 'tenhou-replay-steady',
    what: `replay of the ${games.length} logs read beforehand, to every decision point (replay vs parseMjlog again), steady state`,
    ours: { inputs: logs, run: (log) => countPoints(log) },
    peer: { inputs: games.map((g) => g.xml), run: (xml) => parseMjlog(xml).rounds.length },
    peerName: 'parseMjlog',
    rounds: 5,
    settle: 'steady',
  });
}

/** Replays a log; returns the number of decision points. */
function countPoints(log: GameLog): number {
  let n = 0;
  for (const _ of replay(log)) n++;
  return n;
}
