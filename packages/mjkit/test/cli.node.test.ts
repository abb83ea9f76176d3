import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { memoryIo, runCli } from 'mjkit/cli';
import { NOTEN_SWING, evaluatorAgent, exhaustiveDrawChance, positionTurn } from '@mjkit/bots';
import { parseTiles, tileFromId, tileToString } from '@mjkit/core';
import { describe, expect, it } from 'vitest';

function run(...argv: string[]) {
  const io = memoryIo();
  const code = runCli(argv, io);
  return { code, out: io.stdout, err: io.stderr };
}

describe('mjkit hand', () => {
  it('prints notations, count and waits of a 13-tile hand', () => {
    const r = run('hand', '123m055p789s1122z');
    expect(r.code).toBe(0);
    expect(r.out).toContain('mpsz      123m055p789s1122z\n');
    expect(r.out).toContain('majiang   m123p055s789z1122\n');
    expect(r.out).toContain('unicode   🀇🀈🀉🀝🀝🀝🀖🀗🀘🀀🀀🀁🀁\n');
    expect(r.out).toContain('tiles     13 (13 concealed, 0 melds)\n');
    expect(r.out).toContain('waits     1z 2z\n');
  });

  it('prints every decomposition of a complete hand', () => {
    const r = run('hand', '111222333m789p1z1z');
    expect(r.out).toContain('complete  yes, 2 decompositions\n');
    expect(r.out).toContain('standard   111m 222m 333m 789p 11z\n');
    expect(r.out).toContain('standard   123m 123m 123m 789p 11z\n');
    expect(run('hand', '123m456p789s11234z').out).toContain('complete  no\n');
    expect(run('hand', '1122m3344p5566s77z').out).toContain('chiitoitsu 11m 22m 33p 44p 55s 66s 77z');
  });

  it('reads melds and majiang notation', () => {
    const r = run('hand', 'm345p40677s67s8,m34-0', '--json');
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({
      mpsz: '345m40677p67s8s,34-0m',
      tileCount: 14,
      concealedCount: 11,
      melds: [{ type: 'chii', mpsz: '34-0m', from: 3 }],
      drawn: '8s',
      complete: true,
      waits: null,
    });
    expect(json.decompositions).toEqual([{ form: 'standard', groups: ['345m', '456p', '678s', '77p', '34-0m'] }]);
  });

  it('says a hand whose only wait is a fifth tile is not tenpai', () => {
    expect(run('hand', '123456789m1111z').out).toContain('waits     none (not tenpai)\n');
    expect(JSON.parse(run('hand', '123456789m1111z', '--json').out).waits).toEqual([]);
  });

  it('points at the bad character of bad input and exits 1', () => {
    const r = run('hand', '123m456x');
    expect(r.code).toBe(1);
    expect(r.err).toBe('mjkit: SYNTAX: unexpected character "x" (at offset 7 of "123m456x")\n  123m456x\n         ^\n');
    const long = run('hand', `123m456p789s1122z${'1m'.repeat(100)}x`);
    expect(long.err.split('\n').slice(1, 3)).toEqual([`  …${'m1'.repeat(29)}mx`, `  ${' '.repeat(60)}^`]);
    expect(run('hand', '11111m').code).toBe(1);
  });

  it('exits 2 on usage errors', () => {
    expect(run('hand').code).toBe(2);
    expect(run('hand', 'a', 'b').code).toBe(2);
    expect(run('hand', '--nope', '1z').code).toBe(2);
    expect(run('nope').code).toBe(2);
    expect(run().code).toBe(2);
    expect(run('--help').code).toBe(0);
  });

  it('prints the usage of any command after --help, and runs nothing', () => {
    for (const argv of [['score', '--help'], ['hand', '-h'], ['demo', '--help'], ['log', 'validate', '--help'], ['help', 'shanten']]) {
      const r = run(...argv);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.out, argv.join(' ')).toMatch(/^usage: mjkit /);
      expect(r.out).not.toContain('A short tour');
    }
    expect(run('score', '--help').out).toContain('--riichi-sticks N');
    const log = run('log');
    expect([log.code, log.err.split('\n')[0]]).toEqual([2, 'mjkit log: log needs one of: validate, convert, stats, review']);
    const all = run('--help').out;
    for (const name of ['hand', 'shanten', 'score', 'nanikiru', 'log validate', 'log convert', 'log stats', 'log review', 'demo']) expect(all).toContain(`mjkit ${name}`);
  });

  it('runs the demo', () => {
    const r = run('demo');
    expect(r.code).toBe(0);
    expect(r.out).toContain('$ mjkit hand 123m055p789s1122z');
    expect(r.out).toContain('$ mjkit shanten 123456789m1111z\nhand      123456789m1111z\nshanten   1 (1-shanten;');
  });
});

describe('the mjkit executable', () => {
  const bin = fileURLToPath(new URL('../src/bin.ts', import.meta.url));
  const exec = (...args: string[]) =>
    spawnSync(process.execPath, ['--conditions=@mjkit/source', '--import', 'tsx', bin, ...args], { encoding: 'utf8' });

  it('writes to stdout and sets the exit code', () => {
    const ok = exec('hand', '19m19p19s1234567z', '--json');
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).waits).toHaveLength(13);
    const bad = exec('hand', '1x');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('SYNTAX');
  });
});

describe('mjkit shanten', () => {
  it('prints each form and the effective tiles of a 13-tile hand', () => {
    const r = run('shanten', '123m456p789s1123z');
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      'hand      123m456p789s1123z\nshanten   1 (1-shanten; standard 1, seven pairs 5, thirteen orphans 7)\nukeire    8 tiles: 1z 2z 3z\n',
    );
  });

  it('prints the discard table of a 14-tile hand, best first', () => {
    const r = run('shanten', '123m406p789s11224z');
    expect(r.out).toContain('discard   shanten   ukeire\n4z        0          4  1z 2z\n');
  });

  it('calls the fifth-tile hand 1-shanten', () => {
    const json = JSON.parse(run('shanten', '123456789m1111z', '--json').out);
    expect(json.shanten).toBe(1);
    expect(json.forms).toEqual({ standard: 1, chiitoitsu: 5, kokushi: 9 });
  });

  it('gives null for forms that do not apply to melded hands', () => {
    const json = JSON.parse(run('shanten', '23m456p789s11z,555=z', '--json').out);
    expect(json.forms).toEqual({ standard: 0, chiitoitsu: null, kokushi: null });
    expect(json.ukeire).toEqual({ tiles: ['1m', '4m'], remaining: [4, 4], total: 8 });
  });

  it('streams one JSON object per input line, errors included', () => {
    const io = memoryIo('123m456p789s1122z\n\n123m45x\n1112345678999m\n');
    expect(runCli(['shanten', '--stdin'], io)).toBe(1);
    const lines = io.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4); // one line out per line in: null for the blank one
    expect(lines[0].shanten).toBe(0);
    expect(lines[1]).toBeNull();
    expect(lines[2]).toMatchObject({ input: '123m45x', error: { code: 'SYNTAX', offset: 6 } });
    expect(lines[3].ukeire.total).toBe(23);
    const ok = memoryIo('19m19p19s1234567z\n');
    expect(runCli(['shanten', '--stdin'], ok)).toBe(0);
  });

  it('refuses bad hands with the core error', () => {
    const r = run('shanten', '11111m2345p');
    expect(r.code).toBe(1);
    expect(r.err).toContain('FIFTH_COPY');
    expect(run('shanten', '123m').err).toContain('HAND_SIZE');
    expect(run('shanten').code).toBe(2);
  });
});

describe('mjkit score', () => {
  it('prints yaku, han, fu lines, points and payments', () => {
    const r = run('score', '23345m789p111s55z', '--win', '4m', '--riichi', '--dora', '3m');
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        'hand      23345m789p111s55z + 4m (ron from East)',
        'seat      South in the East round',
        'yaku      Riichi 1',
        '          Dora 2',
        'han       3',
        'fu        50',
        '          20 base',
        '          10 closed ron',
        '           2 wait kanchan 4m',
        '           2 pair 55z',
        '           8 set 111s concealed',
        '           8 rounded up',
        'points    6400',
        'payments  E -6400, S +6400, W 0, N 0',
        '',
      ].join('\n'),
    );
  });

  it('takes tsumo, seats, honba, riichi sticks and rules', () => {
    const json = JSON.parse(
      run('score', '234m456p55p678s23s', '--win', '4s', '--tsumo', '--seat', 'E', '--round', 'S', '--honba', '2', '--riichi-sticks', '1', '--json').out,
    );
    expect(json.yaku.map((y: { id: string }) => y.id)).toEqual(['menzen-tsumo', 'pinfu', 'tanyao']);
    expect(json.payments).toEqual([5500, -1500, -1500, -1500]);
    const sanma = JSON.parse(run('score', '234p456p55p678s23s', '--win', '4s', '--tsumo', '--rules', 'tenhou-sanma', '--kita', '1', '--json').out);
    expect(sanma.payments).toEqual([-2600, 3900, -1300]);
  });

  it('writes every tile of its JSON in mpsz, the reading included', () => {
    const json = JSON.parse(run('score', '23345m789p111s55z', '--win', '4m', '--riichi', '--json').out);
    expect([json.hand, json.winningTile, json.tsumo]).toEqual(['23345m789p111s55z', '4m', false]);
    expect(json.reading).toEqual({
      form: 'standard',
      wait: 'kanchan',
      groups: [
        { type: 'pair', tiles: '55z', open: false },
        { type: 'sequence', tiles: '234m', open: false },
        { type: 'sequence', tiles: '345m', open: false },
        { type: 'sequence', tiles: '789p', open: false },
        { type: 'triplet', tiles: '111s', open: false },
      ],
    });
    expect(json.fuItems.find((i: { reason: string }) => i.reason === 'wait')).toEqual({ reason: 'wait', fu: 2, tiles: 'kanchan 4m' });
  });

  it('says what is wrong with a 14-tile hand and a --win it does not hold, or a 13-tile hand without --win', () => {
    const r = run('score', '123m456p789s11z222z', '--win', '3z');
    expect(r.code).toBe(1);
    expect(r.err).toContain('the hand has 14 tiles, so its winning tile is already in it, and it holds no 3z');
    expect(run('score', '123m456p789s11z222z', '--win', '2z', '--json').code).toBe(0);
    expect(run('score', '123m456p789s11z22z').err).toContain('a 13-tile hand needs its winning tile: --win <tile>');
  });

  it('scores Hong Kong Old Style with --rules hk: faan, the minimum without the bonus tiles, payments by seat wind', () => {
    const r = run('score', '234m678p55s,777-z,111=z', '--ron', '--seat', 'E', '--from', 'S', '--rules', 'hk');
    expect(r.code).toBe(0);
    expect(r.out).toContain('total     4; 3 toward the minimum of 3\n');
    expect(r.out).toContain('payments  E +32, S -16, W -8, N -8\n');
    const json = JSON.parse(run('score', '234m567m234p678s55p', '--rules', 'hk', '--seat', 'S', '--flowers', '2f', '--json').out);
    expect([json.ok, json.faan, json.handFaan, json.payments]).toEqual([true, 4, 3, [-16, 48, -16, -16]]);
    expect(json.items.map((i: { id: string }) => i.id)).toEqual(['concealed', 'self-draw', 'all-chows', 'own-flower']);
    // 2 faan and a bonus faan: not a win at a 3-faan table (exit 1), a win at 2
    const short = run('score', '234m567m234p678s55p', '--rules', 'hk', '--ron', '--win', '5p', '--flowers', '1f,2f', '--seat', 'S');
    expect([short.code, short.out.includes('not a win: the hand has 2 faan without its bonus items; the table asks for 3')]).toEqual([1, true]);
    expect(run('score', '234m567m234p678s55p', '--rules', 'hk', '--ron', '--win', '5p', '--min-faan', '2').code).toBe(0);
    expect(run('score', '234m567m234p678s55p', '--rules', 'hk', '--riichi').err).toContain('--riichi is not a Hong Kong rule');
    expect(run('score', '234m567m234p678s55p', '--rules', 'hk', '--flowers', '9f').code).toBe(2);
    expect(run('score', '234m567m234p678s55p', '--flowers', '1f').err).toContain('--flowers is a Hong Kong rule: add --rules hk');
  });

  it('names pao and yakuman', () => {
    const r = run('score', '11m23p,555-z,666=z,777+z', '--win', '4p', '--tsumo');
    expect(r.out).toContain('Big three dragons (daisangen) yakuman');
    expect(r.out).toContain('payments  E 0, S +32000, W -32000, N 0 (pao: West)');
  });

  it('exits 1 with the code of a hand that scores nothing', () => {
    const r = run('score', '234m456p678s1s,555=p', '--win', '1s');
    expect(r.code).toBe(1);
    expect(r.out).toContain('result    NO_YAKU');
    expect(JSON.parse(run('score', '234m456p678s1234z', '--win', '5z', '--json').out)).toMatchObject({ ok: false, code: 'NOT_COMPLETE' });
  });

  it('refuses bad options', () => {
    expect(run('score', '234m456p55p678s23s', '--win', '4s', '--seat', 'X').err).toContain('--seat takes E, S, W, N');
    const rules = run('score', '234m456p55p678s23s', '--win', '4s', '--rules', 'mleague');
    expect([rules.code, rules.err.split('\n')[0]]).toEqual([2, 'mjkit score: --rules takes tenhou, tenhou-tonpuu, tenhou-sanma, no-red, majiang, not "mleague"']);
    expect(run('score', '234m456p55p678s23s', '--win', '4s', '--tsumo', '--ron').code).toBe(2);
    expect(run('score').code).toBe(2);
  });
});

describe('mjkit nanikiru', () => {
  it('ranks the discards by the normalized evaluation, as evaluateDiscards does', () => {
    const r = run('nanikiru', '23456m34p112378s1z', '--indicators', '1p');
    expect(r.code).toBe(0);
    expect(r.out).toContain('23456m34p112378s1z: shanten 2, best discard 1z (normalized)\n');
    expect(r.out).toContain('  1z           727.09        2      57\n');
    expect(r.out).toContain('  4m             0.00        3      60\n');
  });

  it('prints JSON with tiles in mpsz, legacy and turn-aware modes too', () => {
    const legacy = JSON.parse(run('nanikiru', '23456m34p112378s1z', '--indicators', '1p', '--mode', 'legacy', '--json').out);
    expect(legacy.best).toBe('1z');
    expect(legacy.discards[0]).toEqual({ tile: '1z', value: expect.closeTo(385.0518, 3), shanten: 2, ukeire: 57 });
    const ta = JSON.parse(run('nanikiru', '123456789m1234p5p', '--drawable', '40', '--mode', 'turn-aware', '--json').out);
    expect(ta.mode).toBe('turn-aware');
    expect(ta.discards[0].tile).toBe('1p');
    expect(ta.discards[0].tenpai).toBe(1);
    const red = JSON.parse(run('nanikiru', '340556m11p789s222z', '--json').out);
    expect(red.discards.map((d: { tile: string }) => d.tile)).toContain('0m');
  });

  it('reads one position per line with --stdin; a bad line gives its error and exit code 1', () => {
    const io = memoryIo('23456m34p112378s1z --indicators 1p --seat-wind S\n123m\n23456m34p112378s1z --mode fast\n');
    const code = runCli(['nanikiru', '--stdin'], io);
    const lines = io.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(code).toBe(1);
    expect(lines[0].best).toBe('1z');
    expect(lines[1]).toEqual({ input: '123m', error: { code: 'HAND_SIZE', message: expect.any(String) } });
    expect(lines[2].error).toEqual({ code: 'USAGE', message: '--mode takes normalized, legacy, turn-aware, not "fast"' });
  });

  it('--bot priority --rules hk explains the Hong Kong variant of the table\'s minimum', () => {
    // 111m 2345m 89p 4567z 7z: one suit with honours at 3 faan, every combination at 0, one suit alone at 4 and more
    const hk = (...more: string[]) => run('nanikiru', '1112345m89p45677z', '--bot', 'priority', '--rules', 'hk', ...more);
    expect(hk().out).toBe('1112345m89p45677z: priority discards 9p — rule off-suit (8p 9p), Hong Kong 1-3 faan, aiming at half-flush in m\n');
    expect(JSON.parse(hk('--min-faan', '0', '--json').out).why).toEqual({ kind: 'discard', variant: 'MP0', plan: { target: 'any' }, rule: 'isolated-honour', candidates: ['4z', '5z', '6z'] });
    expect(JSON.parse(hk('--min-faan', '5', '--json').out).why.plan).toEqual({ target: 'full-flush', suit: 0 });
    // a dragon pung makes a faan sure: the 4-6 faan variant then plays as MP0
    expect(JSON.parse(run('nanikiru', '1112345m89p45777z', '--bot', 'priority', '--rules', 'hk-east', '--min-faan', '5', '--json').out).why.plan).toEqual({ target: 'any' });
    // a complete hand at the minimum: tsumo; below it: no win offered, a discard
    expect(JSON.parse(run('nanikiru', '111222333m44p555z', '--bot', 'priority', '--rules', 'hk', '--json').out).action).toEqual({ type: 'tsumo' });
    expect(JSON.parse(run('nanikiru', '123456m222p7899s9s', '--bot', 'priority', '--rules', 'hk', '--json').out).action.type).toBe('discard');
    const refused = [run('nanikiru', '1112345m89p45677z', '--rules', 'hk'), run('nanikiru', '1112345m89p45677z', '--bot', 'evaluator', '--rules', 'hk'), run('nanikiru', '1112345m89p45677z', '--bot', 'priority', '--min-faan', '2')];
    expect(refused.map((r) => r.code)).toEqual([2, 2, 2]);
    expect(refused[0]!.err).toContain('the evaluator scores riichi hands');
  });

  it('--bot says what a bot would discard and why: the priority rule, or the evaluation', () => {
    const p = run('nanikiru', '124s14m1234p2444z5z', '--bot', 'priority');
    expect(p.code).toBe(0);
    expect(p.out).toBe('124s14m1234p2444z5z: priority discards 1m — rule isolated-number (1m 4m), playing closed\n');
    const e = JSON.parse(run('nanikiru', '23456m34p112378s1z', '--indicators', '1p', '--bot', 'evaluator', '--json').out);
    expect(e.action).toEqual({ type: 'discard', tile: '1z', riichi: false });
    expect(e.why.kind).toBe('discard');
    expect(e.why.discards[0]).toMatchObject({ tile: '1z', value: expect.closeTo(727.09, 2), danger: 0, tooDangerous: false });
    const r = JSON.parse(run('nanikiru', '123m456p789s1122z3z', '--bot', 'evaluator-legacy', '--json').out);
    expect(r.action).toEqual({ type: 'discard', tile: '3z', riichi: true });
    const bad = run('nanikiru', '23456m34p112378s1z', '--bot', 'nobody');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown bot nobody; the bots are evaluator, evaluator-legacy, priority');
    const mute = run('nanikiru', '23456m34p112378s1z', '--bot', 'fold');
    expect([mute.code, mute.err.split('\n')[0]]).toEqual([2, 'mjkit nanikiru: --bot fold cannot explain its answers; the bots that can are evaluator, evaluator-legacy, priority']);
    const ignored = run('nanikiru', '124s14m1234p2444z5z', '--bot', 'priority', '--mode', 'legacy');
    expect([ignored.code, ignored.err]).toEqual([0, expect.stringContaining('mjkit nanikiru: warning: --mode is ignored with --bot')]);
  });

  it('--riichi: the evaluator bot weighs push or fold against the riichi rivers given, as positionTurn does', () => {
    const hand = '2367m5p99p3478s11z5m';
    const json = JSON.parse(run('nanikiru', hand, '--bot', 'evaluator', '--riichi', 'left:1z9m3m5s8p', '--drawable', '50', '--json').out);
    const { view, actions, safe } = positionTurn({ hand, visible: ['1z', '9m', '3m', '5s', '8p'], drawable: 50 }, { riichi: [{ seat: 'left', river: '1z9m3m5s8p' }] });
    const api = evaluatorAgent().explain(view, actions, safe);
    // it folds with 3m, a tile the riichi threw: the evaluation's first within 50 points of the safest (1z)
    expect(json.action).toEqual({ type: 'discard', tile: '3m', riichi: false });
    expect(api.action.type === 'discard' && api.action.tile >> 2).toBe(2);
    expect(json.why.defence).toBe('fold');
    const terms = (api.why as unknown as { points: { terms: { tile: number; dealIn: number; ev: number }[] } }).points.terms;
    expect(json.why.points.terms.map((t: { tile: string; dealIn: number; ev: number }) => [t.tile, t.dealIn, t.ev])).toEqual(terms.map((t) => [tileToString(tileFromId(t.tile, true)), t.dealIn, t.ev]));
    const text = run('nanikiru', hand, '--bot', 'evaluator', '--riichi', 'left:1z9m3m5s8p', '--drawable', '50');
    expect(text.out).toContain('evaluator discards 3m');
    expect(text.out).toContain('  discard  value       deal-in  expected points\n');
    expect(text.out).toMatch(/\n {2}1z +45\.26 +0\.0% +-1\n/);
    expect(text.out).toMatch(/\n {2}3m +50\.88 +0\.0% +-2\n/);
    // late in the round a discard that stays ready gains its noten payments at the draw, and the line says so
    const late = run('nanikiru', '123456789m234p5p5s', '--bot', 'evaluator', '--riichi', 'left:7m4z5p8s1s', '--drawable', '6');
    expect(late.out).toContain('evaluator discards 5p');
    expect(late.out).toContain(`ready at a draw ${Math.round(exhaustiveDrawChance(6) * NOTEN_SWING)}`);
    // two riichi, one declared before its last tile: the tenpai hand pushes with riichi
    const push = JSON.parse(run('nanikiru', '23678m345p4559s78s', '--bot', 'evaluator', '--riichi', 'left:1z9m3m5s/8p', '--riichi', 'right:7z1p', '--json').out);
    expect([push.action, push.why.defence, push.why.threats.length]).toEqual([{ type: 'discard', tile: '4s', riichi: true }, 'push', 2]);
    const bare = run('nanikiru', hand, '--riichi', 'left:1z');
    expect([bare.code, bare.err.split('\n')[0]]).toEqual([2, "mjkit nanikiru: --riichi is weighed by a bot's push or fold: add --bot evaluator"]);
    expect(run('nanikiru', hand, '--bot', 'evaluator', '--riichi', 'lft:1z').err).toContain('INVALID_ARGUMENT: a riichi is SEAT:RIVER[:PASSED] with SEAT right, across or left');
    // a 5p thrown by another after the riichi: the evaluation's best is safe, and goes
    const passed = JSON.parse(run('nanikiru', hand, '--bot', 'evaluator', '--riichi', 'left:1z9m3m5s8p:5p', '--drawable', '50', '--json').out);
    expect(passed.action.tile).toBe('5p');
    expect(passed.why.points.terms.find((t: { tile: string }) => t.tile === '5p').dealIn).toBeLessThan(0.001);
    expect(run('nanikiru', hand, '--bot', 'evaluator', '--riichi', 'left:1z1z1z').code).toBe(1);
    expect(run('nanikiru', '1112345m89p45677z', '--bot', 'priority', '--rules', 'hk', '--riichi', 'left:1z').code).toBe(2);
    // an open hand: its melds and river count as seen, and the bot weighs it as positionTurn does
    const open = JSON.parse(run('nanikiru', hand, '--bot', 'evaluator', '--open', 'across:777=z,7-89s,4-56s:1m9p1z', '--drawable', '40', '--json').out);
    const o = positionTurn({ hand, visible: parseTiles('777z789s456s1m9p1z'), drawable: 40 }, { open: [{ seat: 'across', melds: ['777=z', '7-89s', '4-56s'], river: '1m9p1z' }] });
    const oApi = evaluatorAgent().explain(o.view, o.actions, o.safe).why as unknown as { defence: string; points: { terms: { tile: number; dealIn: number }[] } };
    expect([open.why.defence, open.why.points.terms.map((t: { dealIn: number }) => t.dealIn)]).toEqual([oApi.defence, oApi.points.terms.map((t) => t.dealIn)]);
    expect(run('nanikiru', hand, '--open', 'across:777=z').err).toContain('--open is weighed by a bot');
    // the table around the position: scores, round number, honba, sticks
    const table = JSON.parse(run('nanikiru', hand, '--bot', 'evaluator', '--riichi', 'left:1z9m3m5s8p', '--drawable', '50', '--scores', '31000,18000,27000,23000', '--round-number', '4', '--honba', '2', '--sticks', '3', '--json').out);
    const t = positionTurn({ hand, visible: parseTiles('1z9m3m5s8p'), drawable: 50 }, { riichi: [{ seat: 'left', river: '1z9m3m5s8p' }], scores: [31000, 18000, 27000, 23000], roundNumber: 4, honba: 2, riichiSticks: 3 });
    const tApi = evaluatorAgent().explain(t.view, t.actions, t.safe).why as unknown as { points: { terms: { ev: number }[] } };
    expect(table.why.points.terms.map((x: { ev: number }) => x.ev)).toEqual(tApi.points.terms.map((x) => x.ev));
    expect(table.why.points.terms.map((x: { ev: number }) => x.ev)).not.toEqual(json.why.points.terms.map((x: { ev: number }) => x.ev));
    expect(run('nanikiru', hand, '--bot', 'evaluator', '--scores', '25000,x').code).toBe(2);
    expect(run('nanikiru', hand, '--bot', 'evaluator', '--scores', '25000,25000').code).toBe(1);
    expect(run('nanikiru', hand, '--honba', '1').err).toContain('--honba is weighed by a bot');
    expect(run('nanikiru', hand, '--bot', 'evaluator', '--round-number', '5').code).toBe(2);
    // the other rivers: a quiet opponent's and the hand's own
    const rivers = JSON.parse(run('nanikiru', hand, '--bot', 'evaluator', '--riichi', 'left:1z9m3m5s8p', '--quiet', 'across:2z6z4p', '--river', '7z9s', '--drawable', '50', '--json').out);
    const rv = positionTurn({ hand, visible: parseTiles('1z9m3m5s8p2z6z4p7z9s'), drawable: 50 }, { riichi: [{ seat: 'left', river: '1z9m3m5s8p' }], quiet: [{ seat: 'across', river: '2z6z4p' }], river: '7z9s' });
    const rvApi = evaluatorAgent().explain(rv.view, rv.actions, rv.safe).why as unknown as { points: { terms: { dealIn: number }[] } };
    expect(rivers.why.points.terms.map((x: { dealIn: number }) => x.dealIn)).toEqual(rvApi.points.terms.map((x) => x.dealIn));
    expect(run('nanikiru', hand, '--quiet', 'across:2z').err).toContain('--quiet is weighed by a bot');
    expect(run('nanikiru', hand, '--bot', 'evaluator', '--quiet', 'across').err).toContain('a quiet opponent is SEAT:RIVER');
    expect(run('nanikiru', hand, '--bot', 'evaluator', '--open', 'across:1z').err).toContain('INVALID_MELD');
  });

  it('says what is wrong with an option', () => {
    const r = run('nanikiru', '23456m34p112378s1z', '--seat-wind', 'X');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--seat-wind takes E, S, W, N or 0..3');
    expect(run('nanikiru').code).toBe(2);
  });
});
