// Entry of the mjkit executable (bin/mjkit.js loads the built copy of this file).
import { runCli } from './cli/index.js';

const code = runCli(process.argv.slice(2));
if (typeof code === 'number') process.exitCode = code;
else void code.then((c) => (process.exitCode = c));
