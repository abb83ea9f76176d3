// The command line, given any arguments and any standard input, answers with an exit code and
// a message: never an exception, never a crash deep inside.
import fc from 'fast-check';
import { memoryIo, runCli } from 'mjkit/cli';
import { describe, expect, it } from 'vitest';

describe('hostile arguments to the command line', () => {
  it('the command line: any arguments give an exit code and a message, never an exception', async () => {
    const words = fc.oneof(
      fc.constantFrom('hand', 'shanten', 'score', 'log', 'validate', 'convert', 'stats', 'demo', '--json', '--help', '--stdin', '--win', '--to', '--rules', '--seat', 'mjai', '--bot', 'shanten', '/nonexistent', '123m456p789s1122z', '1z', '--', '-x'),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(words, { maxLength: 6 }), fc.string({ maxLength: 40 }), async (argv, input) => {
        const io = memoryIo(input);
        // `mjkit mjai` answers as its input comes: later
        const code = await runCli(argv, io);
        expect([0, 1, 2]).toContain(code);
        if (code !== 0) expect(io.stderr.length + io.stdout.length).toBeGreaterThan(0);
      }),
      { numRuns: 1500 },
    );
  });
});
