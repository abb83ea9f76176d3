// Writes src/generated-tables.ts: the two suit automata and their class vectors, produced by
// our generator (src/generator.ts). Run after changing the generator:
//   node --import tsx packages/shanten/scripts/generate-tables.ts
// A test regenerates them and checks that the file is current.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { encodeTables } from '../src/encode.js';
import { generateAutomata } from '../src/generator.js';

const out = fileURLToPath(new URL('../src/generated-tables.ts', import.meta.url));
writeFileSync(out, encodeTables(generateAutomata()));
console.log(`wrote ${out}`);
