// Entry of the mjkit executable (bin/mjkit.js loads the built copy of this file).
import { runCli } from './cli/index.js';

process.exitCode = runCli(process.argv.slice(2));
