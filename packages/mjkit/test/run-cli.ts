// Running the command line in memory, for the CLI tests.
import { memoryIo, runCli } from 'mjkit/cli';

/** A command that answers at once: its exit code and output. */
export function run(...argv: string[]) {
  const io = memoryIo();
  const code = runCli(argv, io);
  if (typeof code !== 'number') throw new Error(`mjkit ${argv.join(' ')} answered later; use runLater`);
  return { code, out: io.stdout, err: io.stderr };
}

/** A command that answers later (one that runs on worker threads). */
export async function runLater(...argv: string[]) {
  const io = memoryIo();
  const code = await runCli(argv, io);
  return { code, out: io.stdout, err: io.stderr };
}
