/** Where the command line reads and writes: stdin, stdout and stderr, replaceable in tests. */
export interface CliIo {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** Reads all of standard input. */
  readInput(): string;
  /** Shows progress on a terminal (a line that rewrites itself); absent when there is none. */
  progress?(text: string): void;
}

/** An {@link CliIo} that reads `input` and collects what is written, for tests and embedding. */
export function memoryIo(input = ''): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    readInput: () => input,
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderr += text;
    },
  };
  return io;
}

/** @internal A progress bar line for a terminal: `[####......] 12/40 files`. */
export function progressBar(done: number, total: number, unit: string, width = 30): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit}`;
}
