// One convention for the whole command line: every group's help, exit codes 0 / 1 / 2, "did you
// mean" for a typo, no message of node:util's parseArgs, no NaN, and a README whose flags exist.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { memoryIo, runCli } from 'mjkit/cli';
import { describe, expect, it } from 'vitest';

const run = (...argv: string[]) => {
  const io = memoryIo();
  const code = runCli(argv, io);
  if (typeof code !== 'number') throw new Error(`${argv.join(' ')} answered later`);
  return { code, out: io.stdout, err: io.stderr };
};

/** A command line that may answer later (a command on worker threads), for the probes. */
const probe = async (...argv: string[]) => {
  const io = memoryIo();
  const code = await runCli(argv, io);
  return { code, out: io.stdout, err: io.stderr };
};

/** Every command's name, from the help. */
const COMMANDS = [...run('--help').out.matchAll(/^ {2}mjkit ([a-z-]+(?: [a-z-]+)?)/gm)]
  .map((m) => m[1] as string)
  .filter((n) => !n.startsWith('--') && n !== 'help')
  .map((n) => (n.split(' ')[1]?.startsWith('-') || n.split(' ')[1] === undefined || n.split(' ')[1]?.startsWith('<') ? (n.split(' ')[0] as string) : n));
const GROUPS = [...new Set(COMMANDS.filter((c) => c.includes(' ')).map((c) => c.split(' ')[0] as string))];
/** Leaks of parseArgs' own wording. */
const LEAKS = [/Unknown option '/, /is ambiguous/, /argument missing/, /To specify an option argument/, /ERR_PARSE_ARGS/];

describe('the command line convention', () => {
  it('knows its commands and groups from the help, which states the exit codes', () => {
    expect(COMMANDS).toEqual(expect.arrayContaining(['hand', 'shanten', 'score', 'nanikiru', 'log validate', 'sequence mine', 'opponent-score train', 'donjara play', 'arena', 'demo']));
    expect(GROUPS.sort()).toEqual(['arena', 'donjara', 'log', 'opponent-score', 'sequence']);
    expect(run('--help').out).toContain('exit codes: 0 done; 1 the data is bad');
  });

  it("every group's --help lists its commands and exits 0; the group alone exits 2", () => {
    for (const group of GROUPS) {
      const members = COMMANDS.filter((c) => c.startsWith(`${group} `));
      for (const argv of [[group, '--help'], [group, '-h'], ['help', group]]) {
        const r = run(...argv);
        expect(r.code, argv.join(' ')).toBe(0);
        for (const m of members) expect(r.out, argv.join(' ')).toContain(`usage: mjkit ${m}`);
      }
      // a group that is a command too (arena) runs it, and wants its arguments
      const bare = run(group);
      expect([bare.code, bare.err]).toEqual([2, expect.stringContaining(COMMANDS.includes(group) ? `mjkit ${group}: ` : `${group} needs one of:`)]);
    }
  });

  it('a typo in a command, a subcommand or an option gets "did you mean", exit 2', () => {
    expect(run('shantne', '123m').err).toContain('unknown command shantne (did you mean shanten?)');
    expect(run('log', 'valdate', 'x').err).toContain('unknown log command valdate (did you mean validate?)');
    const jsn = run('hand', '123m456p789s1122z', '--jsn');
    expect([jsn.code, jsn.err.split('\n')[0]]).toEqual([2, 'mjkit hand: unknown option --jsn (did you mean --json?)']);
    const far = run('hand', '123m456p789s1122z', '--colour');
    expect(far.err.split('\n')[0]).toBe('mjkit hand: unknown option --colour; the options are --json');
    expect(run('arena', '--agent', 'a,b,c,d').err).toContain('unknown option --agent (did you mean --agents?)');
  });

  it('for every command: an unknown option is a usage error in our words, never parseArgs\'s', () => {
    for (const c of COMMANDS) {
      const r = run(...c.split(' '), '--zzz-not-an-option');
      expect(r.code, c).toBe(2);
      expect(r.err, c).toMatch(new RegExp(`^mjkit ${c}: (unknown option --zzz-not-an-option|${c} takes no option)`));
      for (const leak of LEAKS) expect(r.err, c).not.toMatch(leak);
    }
  });

  it('values: a negative number reaches the option, a missing value and a value on a flag are named', () => {
    const honba = run('score', '234m456p55p678s23s', '--win', '4s', '--honba', '-1');
    expect([honba.code, honba.err.split('\n')[0]]).toEqual([2, 'mjkit score: --honba takes a whole number from 0 to 1,000, not "-1"']);
    const missing = run('arena', '--agents', 'shanten,shanten,shanten,shanten', '--sets');
    expect([missing.code, missing.err.split('\n')[0]]).toEqual([2, 'mjkit arena: --sets needs a value']);
    const flag = run('hand', '123m456p789s1122z', '--json=yes');
    expect([flag.code, flag.err.split('\n')[0]]).toEqual([2, 'mjkit hand: --json takes no value']);
    for (const r of [honba, missing, flag]) for (const leak of LEAKS) expect(r.err).not.toMatch(leak);
  });

  it('the same kind of mistake exits the same way: option values are usage (2), data is 1', () => {
    expect(run('arena', '--agents', 'shanten,shanten,shanten,shanten', '--sets', 'x').code).toBe(2);
    expect(run('nanikiru', '23456m34p112378s1z', '--drawable', 'abc').code).toBe(2);
    expect(run('score', '234m456p55p678s23s', '--win', '4s', '--seat', 'Q').code).toBe(2);
    expect(run('donjara', 'play', '--agents', 'speed,score', '--games', '0').code).toBe(2);
    expect(run('hand', '123m456x').code).toBe(1);
    expect(run('score', '234m456p55p678s', '--win', '4s').code).toBe(1);
    expect(run('hand').err).toContain('hand takes 1 argument besides its options, not 0');
  });

  it('one list of agents: an unknown agent lists them all, and Donjara names its random player as the arena does', () => {
    const arena = run('arena', '--agents', 'shanten,shanten,shanten,nobody', '--sets', '1', '--workers', '0');
    expect([arena.code, arena.err]).toEqual([2, expect.stringContaining('unknown agent nobody; the agents are tsumogiri, random-legal, shanten, evaluator, evaluator-legacy, priority, fold, imitation')]);
    const donjara = run('donjara', 'play', '--agents', 'random,speed');
    expect([donjara.code, donjara.err.split('\n')[0]]).toEqual([2, 'mjkit donjara play: unknown agent random (did you mean random-legal?)']);
    expect(run('donjara', 'play', '--agents', 'nobody,speed').err).toContain('unknown agent nobody; the agents are random-legal, speed, score, defence, balance');
    expect(run('donjara', 'play', '--agents', 'random-legal,speed', '--games', '2', '--rounds', '2').code).toBe(0);
  });

  it('prints no NaN: a one-set arena, a one-trainee training effect, the demo', () => {
    const outputs = [
      run('arena', '--agents', 'tsumogiri,tsumogiri,tsumogiri,tsumogiri', '--sets', '1', '--workers', '0'),
      run('donjara', 'play', '--agents', 'random-legal,random-legal', '--games', '1', '--rounds', '1'),
      run('demo'),
    ];
    for (const r of outputs) {
      expect(r.code).toBe(0);
      expect(r.out + r.err).not.toMatch(/NaN|undefined/);
    }
    expect(outputs[0]!.out).toMatch(/^4 games, 1 set \(no interval: it needs two sets or more\)/);
  });
});

describe('the READMEs and the commands agree', () => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  /** Each documented command line of a README's code blocks: its command and the flags it names. */
  function documented(file: string): { command: string; flags: string[]; line: string }[] {
    const text = readFileSync(`${root}/${file}`, 'utf8');
    const out: { command: string; flags: string[]; line: string }[] = [];
    const blocks = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1] as string);
    for (const block of blocks) {
      const lines = block.split('\n');
      for (let i = 0; i < lines.length; i++) {
        const m = /^(?:\$ |npx )?mjkit ([a-z-]+)(?: ([a-z-]+))?/.exec(lines[i] as string);
        if (!m) continue;
        const two = `${m[1]} ${m[2]}`;
        const command = COMMANDS.includes(two) ? two : (m[1] as string);
        if (!COMMANDS.includes(command)) continue;
        // the line and its continuations (indented lines that go on with options), not the description column
        let text = (lines[i] as string).split(/ {3,}/)[0] as string;
        while (i + 1 < lines.length && /^ {4,}[[-]/.test(lines[i + 1] as string)) text += ' ' + ((lines[++i] as string).trim().split(/ {3,}/)[0] as string);
        out.push({ command, flags: [...new Set([...text.matchAll(/--([a-z][a-z-]*)/g)].map((f) => f[1] as string))].filter((f) => f !== 'help'), line: text });
      }
    }
    return out;
  }

  it('every flag the READMEs show for a command is one of its options', async () => {
    const lines = [...documented('README.md'), ...documented('packages/mjkit/README.md')];
    expect(lines.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const { command, flags, line } of lines) {
      for (const flag of flags) {
        // a probe that stops at the parsing: an extra argument, or a missing value, never a run
        const r = await probe(...command.split(' '), `--${flag}`, '/nonexistent/probe', '/nonexistent/probe', '/nonexistent/probe');
        if (/unknown option|takes no option/.test(r.err)) wrong.push(`${command} --${flag} (${line})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("every flag a command's help shows is one of its options", async () => {
    const wrong: string[] = [];
    for (const command of COMMANDS) {
      const help = run(...command.split(' '), '--help').out;
      const usageLines = help.split('\n\n')[0] as string;
      for (const f of new Set([...usageLines.matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1] as string))) {
        if (f === 'help') continue;
        const r = await probe(...command.split(' '), `--${f}`, '/nonexistent/probe', '/nonexistent/probe', '/nonexistent/probe');
        if (/unknown option|takes no option/.test(r.err)) wrong.push(`${command} --${f}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
