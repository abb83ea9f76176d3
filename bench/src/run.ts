// Runs the benchmarks: `pnpm bench` runs all, `pnpm bench core` only those named.
// Each prints ours, the peer and the ratio, and writes bench/results/<name>.json.
// The @mjkit packages are the built ones (dist/), as users get them: build first (the root
// `bench` script does).
import * as core from './benches/core.js';
import * as game from './benches/game.js';
import * as scoring from './benches/scoring.js';
import * as shanten from './benches/shanten.js';
import * as tenhou from './benches/tenhou.js';

const benches: Record<string, { run(): void }> = { core, shanten, scoring, tenhou, game };
const wanted = process.argv.slice(2);
for (const [name, bench] of Object.entries(benches)) {
  if (wanted.length === 0 || wanted.includes(name)) bench.run();
}
