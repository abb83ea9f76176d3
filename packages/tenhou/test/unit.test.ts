// Pieces of @mjkit/tenhou that need no data: meld codes, SHA-512, MT19937, gzip, the XML reader,
// the tenhou6 vocabulary. Runs in Node and in the browser.
import { MjkitError } from '@mjkit/core';
import type { Round } from '@mjkit/table';
import { replay, validateGame } from '@mjkit/record';
import { parseMjai, toMjai, toMjaiLines } from '@mjkit/mjai';
import { decodeMeld, encodeMeld, parseLogGames, parseMjlog, parseTenhou6, roundWall, toTenhou6 } from '@mjkit/tenhou';
import { gunzip, isGzip } from '../src/gzip.js';
import { describe, expect, it } from 'vitest';
import { Mt19937 } from '../src/mt19937.js';
import { codeKind, codeOrder, tileCode } from '../src/tenhou6-codes.js';


function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof MjkitError ? e.code : 'not an MjkitError';
  }
  return undefined;
}

describe('meld codes', () => {
  it('decode and encode back every code that is a meld', () => {
    let melds = 0;
    for (let code = 0; code < 0x10000; code++) {
      let m;
      try {
        m = decodeMeld(code);
      } catch (e) {
        expect(e).toBeInstanceOf(MjkitError);
        continue;
      }
      melds++;
      const again = decodeMeld(encodeMeld(m));
      expect(again).toEqual(m);
    }
    expect(melds).toBeGreaterThan(20000);
  });

  it('refuse to encode what is not one meld', () => {
    const pon = decodeMeld(encodeMeld({ type: 'pon', tiles: [0, 1, 2], called: 1, from: 2, added: null }));
    expect(pon).toEqual({ type: 'pon', tiles: [0, 1, 2], called: 1, from: 2, added: null });
    expect(codeOf(() => encodeMeld({ ...pon, tiles: [0, 1, 5] }))).toBe('BAD_LOG'); // two kinds
    expect(codeOf(() => encodeMeld({ ...pon, called: 3 }))).toBe('BAD_LOG'); // called tile not in it
    expect(codeOf(() => encodeMeld({ ...pon, type: 'chii' }))).toBe('BAD_LOG'); // not a run, not from the left
    expect(codeOf(() => encodeMeld({ ...pon, from: 0 as never }))).toBe('BAD_LOG');
    expect(codeOf(() => encodeMeld(null as never))).toBe('BAD_LOG');
  });
});

describe('MT19937', () => {
  it('gives the outputs of mt19937ar.out for init_by_array(0x123, 0x234, 0x345, 0x456)', () => {
    const mt = new Mt19937([0x123, 0x234, 0x345, 0x456]);
    const first = Array.from({ length: 5 }, () => mt.next());
    expect(first).toEqual([1067595299, 955945823, 477289528, 4107218783, 4228976476]);
  });
});

describe('gzip', () => {
  // "hello hello hello\n" compressed by Python's gzip (level 9, mtime 0)
  const gz = Uint8Array.from([31, 139, 8, 0, 0, 0, 0, 0, 2, 255, 203, 72, 205, 201, 201, 87, 200, 64, 144, 92, 0, 59, 124, 138, 223, 18, 0, 0, 0]);
  it('unpacks gzip, and knows it', () => {
    expect(isGzip(gz)).toBe(true);
    expect(new TextDecoder().decode(gunzip(gz))).toBe('hello hello hello\n');
  });
  it('rejects truncated and corrupted data with BAD_GZIP', () => {
    for (let n = 0; n < gz.length; n++) expect(codeOf(() => gunzip(gz.subarray(0, n)))).toBe('BAD_GZIP');
    const bad = gz.slice();
    bad[bad.length - 8]! ^= 1; // CRC
    expect(codeOf(() => gunzip(bad))).toBe('BAD_GZIP');
  });
  it('stops at the output limit', () => {
    expect(codeOf(() => gunzip(gz, 5))).toBe('BAD_GZIP');
  });
});

describe('tenhou6 tile codes', () => {
  it('map every tile id to a code and back to its kind, red fives included', () => {
    for (let id = 0; id < 136; id++) {
      const code = tileCode(id, true);
      const k = codeKind(code);
      expect(k?.kind).toBe(id >> 2);
      expect(k?.red).toBe(id === 16 || id === 52 || id === 88);
      expect(codeKind(tileCode(id, false))?.red).toBe(false);
    }
    expect(codeKind(10)).toBeNull();
    expect(codeKind(48)).toBeNull();
    expect(codeOrder(15) < codeOrder(51) && codeOrder(51) < codeOrder(16)).toBe(true);
  });
});

describe('2009 round seeds', () => {
  it('shuffles a round wall from an INIT shuffle attribute', () => {
    const w = roundWall('mt19937ar,6A36C726,2A0DAAB0,3F3E81C5,61E4A7B4,007E978A,71898BE9,CE9FDCF4,C4D75D9B');
    expect(new Set(w.tiles).size).toBe(136);
    expect(codeOf(() => roundWall('xyz'))).toBe('BAD_LOG');
  });
});

describe('final points', () => {
  // a one-round log ending at a draw, its final scores those of a 2009 tonpuu game and its points `owari`'s
  const xml = (owari: string, goType = 161) =>
    `<mjloggm ver="2.3"><GO type="${goType}" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0" owari="${owari}"/></mjloggm>`;
  const settled = (owari: string) => {
    const rules = parseMjlog(xml(owari)).rules as { uma: readonly number[]; pointsRounding: string };
    return [rules.uma, rules.pointsRounding];
  };

  it('reads the uma and rounding the log was settled with from its own points', () => {
    // 7,500 / 45,300 / 35,500 / 11,700 against a return of 30,000, each rounded to thousands first
    expect(settled('75,-42,453,54,355,16,117,-28')).toEqual([[20, 10, -10, -20], 'thousands']);
    expect(settled('75,-32,453,44,355,11,117,-23')).toEqual([[10, 5, -5, -10], 'thousands']);
    expect(settled('75,-42.5,453,55.3,355,15.5,117,-28.3')).toEqual([[20, 10, -10, -20], 'exact']);
    // points no Tenhou settlement gives keep the preset's, and the validator reports them
    expect(settled('75,-99,453,54,355,16,117,-28')).toEqual([[20, 10, -10, -20], 'thousands']);
  });
});

describe('bad logs', () => {
  const head = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/>';
  const init = '<INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/>';
  it('rejects XML tricks and absurd attributes with BAD_LOG', () => {
    expect(codeOf(() => parseMjlog('<!DOCTYPE x [<!ENTITY a "b">]><mjloggm/>'))).toBe('BAD_LOG');
    expect(codeOf(() => parseMjlog(head + init + '<T999/></mjloggm>'))).toBe('BAD_LOG');
    expect(codeOf(() => parseMjlog(head + init + '<FOO/></mjloggm>'))).toBe('BAD_LOG');
    expect(codeOf(() => parseMjlog(head + init.replace('oya="0"', 'oya="9"') + '</mjloggm>'))).toBe('BAD_LOG');
    expect(codeOf(() => parseMjlog(head + init.replace('250,250', '2.5e9,250') + '</mjloggm>'))).toBe('BAD_LOG');
    expect(codeOf(() => parseMjlog((head + init).slice(0, 200)))).toBe('BAD_LOG');
  });
  it('reads any text in time linear in its length', () => {
    // Each case is timed at two sizes (the best of three runs each) and compared, with 1 s for
    // what a busy machine adds (CI's browser: 344 ms for a text that takes 7 ms at a quarter of
    // its size); the defects these guard against took a minute. They were:
    // - many attributes in one element: each key was compared with all before it (200,000 took a
    //   minute). Four times the attributes may take at most 8 times as long (quadratic: 16).
    // - attributes before 8 MB with no "<": each value's search for a "<" ran to the end of the
    //   text. Ten times the attributes (250, near the limit of 256) may take at most 3 times as
    //   long (linear, the 8 MB read once: about the same time).
    const attrs = (n: number) => Array.from({ length: n }, (_, i) => ` a${i}="${i}"`).join('');
    const tail = ' '.repeat(8_000_000);
    const time = (xml: string) => {
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        expect(codeOf(() => parseMjlog(xml))).toBe('BAD_LOG');
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    const keys = [time(head + '<X' + attrs(50_000)), time(head + '<X' + attrs(200_000))];
    expect(keys[1]!, `50,000 attributes: ${keys[0]} ms`).toBeLessThan(8 * keys[0]! + 1000);
    const values = [time(head + '<GO type="169"' + attrs(25) + ' e="&amp;"' + tail), time(head + '<GO type="169"' + attrs(250) + ' e="&amp;"' + tail)];
    expect(values[1]!, `25 attributes: ${values[0]} ms`).toBeLessThan(3 * values[0]! + 1000);
  });
  it('locates the error: file, round, event', () => {
    let e: unknown;
    try {
      parseMjlog(head + init + '<T60/><N who="0" m="99999999"/></mjloggm>', { file: 'x.xml' });
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(MjkitError);
    expect([(e as MjkitError).file, (e as MjkitError).round, (e as MjkitError).event]).toEqual(['x.xml', 0, 1]);
  });
  it('gives error offsets in characters of the text, past characters outside ASCII too', () => {
    const errorOf = (xml: string) => {
      try {
        parseMjlog(xml);
      } catch (x) {
        return x as MjkitError;
      }
      throw new Error('no error');
    };
    for (const odd of ['', 'é', '日本語', '😀x']) {
      const xml = `${head.replace('sx="M,M,M,M"', `sx="M,M,M,M" note="${odd}"`)}${init}<T60/><FOO/></mjloggm>`;
      const e = errorOf(xml);
      expect([e.code, e.offset]).toEqual(['BAD_LOG', xml.indexOf('<FOO/>')]);
    }
    // numbers after such characters are read from the right place
    const xml = `${head.replace('sx="M,M,M,M"', 'sx="M,M,M,M" note="日本"')}${init}<T60/><D60/></mjloggm>`;
    expect(parseMjlog(xml).rounds[0]?.hands[1]?.slice(0, 3)).toEqual([17, 18, 19]);
    // a number written with an entity is read as what it stands for
    expect(parseMjlog(head + init.replace('oya="0"', 'oya="&#48;"') + '</mjloggm>').rounds[0]?.dealer).toBe(0);
    expect(parseMjlog(head + init.replace('seed="0,0,0,1,2,3"', 'seed="0,0,0,1,2,&#51;"') + '</mjloggm>').rounds[0]?.doraIndicator).toBe(3);
    expect(codeOf(() => parseMjlog(head + init.replace('seed="0,0,0,1,2,3"', 'seed="0,0,0,1,2,&#233;"') + '</mjloggm>'))).toBe('BAD_LOG');
    expect(codeOf(() => parseMjlog(head + init.replace('seed="0,0,0,1,2,3"', 'seed="0,0,0,1,&#233;,3"') + '</mjloggm>'))).toBe('BAD_LOG');
  });
  it("names mjx's protobuf JSON as a format it does not read", () => {
    const line = '{"hiddenState":{"wall":[1,2,3]},"publicObservation":{"playerIds":["A","B","C","D"]}}';
    expect(() => parseLogGames(`${line}\n${line}\n`, { file: 'x.json' })).toThrow(/mjx's protobuf JSON/);
    expect(codeOf(() => parseLogGames(line))).toBe('BAD_LOG');
  });
  it('rejects tenhou6 JSON of the wrong shape with BAD_LOG', () => {
    for (const bad of ['', '[]', '{"log": 3}', '{"rule": {}, "log": [[1, 2]]}', '{"rule": {}, "log": [[[0,0,0],[25000],[11],[],[1],[],[],[],[],[],[],[],[],[],[],[],[]]]}', '{"rule":{},"log":[]}']) {
      expect(codeOf(() => parseTenhou6(bad)), bad).toBe('BAD_LOG');
    }
  });
  it('names the bad field of a log built or edited by hand, with round and event', () => {
    const log = parseMjlog(head + init + '<T60/><D60/><U61/><E17/></mjloggm>');
    const round = log.rounds[0]!;
    const edited = { ...log, rounds: [{ ...round, events: round.events.map((e, i) => (i === 2 ? { ...e, tile: 200 } : e)) }] };
    let e: unknown;
    try {
      toTenhou6(edited);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(MjkitError);
    expect([(e as MjkitError).code, (e as MjkitError).round, (e as MjkitError).event]).toEqual(['INVALID_ARGUMENT', 0, 2]);
    expect((e as MjkitError).message).toContain('draw.tile is 200');
    expect(codeOf(() => replay({ ...log, players: 5 } as never))).toBe('INVALID_ARGUMENT'); // when called, not at next()
    expect(codeOf(() => toMjai({ ...log, rules: { ...log.rules, redFives: 'yes' } } as never))).toBe('INVALID_ARGUMENT');
    expect(codeOf(() => toTenhou6(log))).toBe(undefined);
  });
  it('refuses an attribute given twice, wherever it stands', () => {
    expect(() => parseMjlog('<mjloggm><GO type="1" type="2"/></mjloggm>')).toThrow('attribute type given twice in <GO> (at offset 22)');
    expect(() => parseMjlog('<mjloggm><UN n0="a" n1="b" n2="c" n3="d" n1="e"/></mjloggm>')).toThrow('attribute n1 given twice in <UN> (at offset 41)');
    const many = Array.from({ length: 60 }, (_, i) => `k${i}="${i}"`).join(' ');
    expect(() => parseMjlog(`<mjloggm><GO ${many} k37="x"/></mjloggm>`)).toThrow('attribute k37 given twice in <GO>');
  });

  it('reads number lists strictly, blanks around the numbers allowed', () => {
    const withTen = (ten: string) => head + init.replace('ten="250,250,250,250"', `ten="${ten}"`) + '<T60/><D60/></mjloggm>';
    const scoresOf = (ten: string) => parseMjlog(withTen(ten)).rounds[0]?.scores;
    expect(scoresOf('250,-10,0,250')).toEqual([25000, -1000, 0, 25000]);
    expect(scoresOf(' 250 , 250,250 ,250 ')).toEqual([25000, 25000, 25000, 25000]);
    for (const [ten, message] of [
      ['250,,250,250', 'INIT ten is not a list of whole numbers'],
      ['250,250,250,', 'INIT ten is not a list of whole numbers'],
      ['250,250,250,-', 'INIT ten is not a list of whole numbers'],
      ['250,250,250,1234567890', 'INIT ten is not a list of whole numbers'],
      ['250,250,250,2000000', 'INIT ten is out of range (-1000000..1000000): 2000000'],
      ['250,2 5,250,250', 'INIT ten is not a list of whole numbers'],
    ]) {
      expect(() => scoresOf(ten as string), ten).toThrow(message as string);
    }
  });

  it('names the first wrong field of a round, with the round', () => {
    const log = parseMjlog(head + init + '<T60/><D60/></mjloggm>');
    const round = log.rounds[0] as Round;
    const messageOf = (r: unknown): string => {
      try {
        replay({ ...log, rounds: [r] } as never);
      } catch (x) {
        expect([(x as MjkitError).code, (x as MjkitError).round]).toEqual(['INVALID_ARGUMENT', 0]);
        return (x as MjkitError).detail;
      }
      return 'no error';
    };
    expect([
      messageOf(null),
      messageOf({ ...round, honba: 1.5 }),
      messageOf({ ...round, dealer: 4 }),
      messageOf({ ...round, extra: [] }),
      messageOf({ ...round, hands: round.hands.slice(0, 3) }),
      messageOf({ ...round, dice: [1] }),
      messageOf({ ...round, events: 'none' }),
      messageOf({ ...round, honba: 'x', dice: 'y' }),
      messageOf(round),
    ]).toEqual([
      'not a GameLog: round is null',
      'not a GameLog: round.honba is 1.5',
      'not a GameLog: round.dealer is 4',
      'not a GameLog: round.extra is an array of 0',
      'not a GameLog: round.hands must hold 4 arrays of tile ids (the empty seat of a three-player game has none)',
      'not a GameLog: round.dice must be two numbers or null',
      'not a GameLog: round.events is "none"',
      'not a GameLog: round.honba is "x"',
      'no error',
    ]);
  });

  it('validateGame refuses a move the rules do not allow: riichi on a hand not ready, a riichi hand keeping its draw', () => {
    const errorOf = (body: string) => validateGame(parseMjlog(head + init + body + '</mjloggm>')).error?.message ?? null;
    // seat 0 holds 2m×4 3m×4 4m×4 5m and draws 7p: throwing the 7p leaves it ready, a 4m does not
    expect(errorOf('<T60/><REACH who="0" step="1"/><D60/>')).toBeNull();
    expect(errorOf('<T60/><REACH who="0" step="1"/><D12/>')).toBe('LOG_INCONSISTENT: seat 0 discards tile 12 declaring riichi, which the rules do not allow here (at round 0, event 1)');
    const riichi = '<T60/><REACH who="0" step="1"/><D60/><REACH who="0" ten="240,250,250,250" step="2"/><U61/><E61/><V62/><F62/><W63/><G63/><T64/>';
    expect(errorOf(riichi + '<D64/>')).toBeNull();
    expect(errorOf(riichi + '<D4/>')).toBe('LOG_INCONSISTENT: seat 0 discards tile 4, which the rules do not allow here (at round 0, event 11)');
  });

  it('validateGame reports the first fault: an illegal move before what the next round then contradicts', () => {
    const errorOf = (body: string) => validateGame(parseMjlog(head + init + body + '</mjloggm>')).error?.message ?? null;
    // seat 0's 2m×4 3m×4 4m×4 5m 7p is no nine terminals; the next round starts from other scores
    const yao9 = '<T60/><RYUUKYOKU type="yao9" ba="0,0" sc="250,0,250,0,250,0,250,0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16,60"/>';
    expect(errorOf(yao9 + init.replace('ten="250,250,250,250"', 'ten="240,250,250,260"'))).toBe('LOG_INCONSISTENT: seat 0 declares nine terminals, which the rules do not allow here (at round 0, event 1)');
  });

  it('the table refuses a draw out of turn: the dealer first, then the seat after each discard', () => {
    const errorOf = (body: string) => validateGame(parseMjlog(head + init + body + '</mjloggm>')).error?.message ?? null;
    expect(errorOf('<T60/><D60/><U61/><E61/>')).toBeNull();
    expect(errorOf('<U60/><E60/>')).toBe("LOG_INCONSISTENT: seat 1 draws first, but the round's dealer is seat 0 (at round 0, event 0)");
    expect(errorOf('<T60/><D60/><V61/><F61/>')).toBe('LOG_INCONSISTENT: seat 2 draws, but seat 1 draws next (at round 0, event 2)');
  });

  it('round-trips a small game through tenhou6', () => {
    const log = parseMjlog(head + init + '<T60/><D60/><U61/><E17/></mjloggm>');
    const back = parseTenhou6(JSON.parse(JSON.stringify(toTenhou6(log))));
    expect(back.rounds[0]?.events.map((e) => e.type)).toEqual(['draw', 'discard', 'draw', 'discard']);
  });

  it('reads a tenhou6 tsumogiri written as the drawn tile\'s code, not 60, as the tsumogiri it is', () => {
    const log = parseMjlog(head + init + '<T60/><D60/><U61/><E17/></mjloggm>');
    const t6 = JSON.parse(JSON.stringify(toTenhou6(log))) as { log: unknown[][] };
    // seat 0 drew 7p (id 60, code 27) and threw it: Tenhou writes 60, another writer the tile's code
    expect(t6.log[0]![6]).toEqual([60]);
    t6.log[0]![6] = [27];
    const back = parseTenhou6(t6);
    expect(back.rounds[0]?.events[1]).toEqual({ type: 'discard', seat: 0, tile: 60, tsumogiri: true });
    expect(validateGame(back).error).toBeNull();
    // mjai's flag is explicit: false for the hand's only copy, the tile just drawn, contradicts itself
    const lines = toMjaiLines(log).replace('"tsumogiri":true', '"tsumogiri":false');
    expect(() => parseMjai(lines)).toThrow("BAD_LOG: line 4: seat 0's dahai pai 7p says tsumogiri false, but its only 7p is the tile it just drew (at round 0, event 1)");
  });
});

describe('replay as an iterator', () => {
  const xml =
    '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="%41" n1="%42" n2="%43" n3="%44" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,5,6,7,8,9,10,11,12,13,14,15,16" hai1="17,18,19,20,21,22,23,24,25,26,27,28,29" hai2="30,31,32,33,34,35,36,37,38,39,40,41,42" hai3="43,44,45,46,47,48,49,50,51,52,53,54,55"/><T60/><D60/><U61/><E61/></mjloggm>';
  it('behaves as a generator: lazy, ends on return(), ends after an error, rethrows what throw() is given', () => {
    const log = parseMjlog(xml);
    expect([...replay(log)].map((p) => `${p.kind}${p.seat}`)).toEqual(['draw0', 'discard1', 'discard2', 'discard3', 'draw1', 'discard2', 'discard3', 'discard0']);
    const it = replay(log);
    expect(it.next().value?.kind).toBe('draw');
    expect(it.return()).toEqual({ done: true, value: undefined });
    expect(it.next().done).toBe(true);
    // an inconsistent event stops the replay where it stands, and the iterator is done after it
    const bad = parseMjlog(xml.replace('<E61/>', '<E60/>'));
    const it2 = replay(bad);
    const seen: string[] = [];
    expect(() => {
      for (const p of it2) seen.push(`${p.kind}${p.seat}`);
    }).toThrow(MjkitError);
    expect(seen).toEqual(['draw0', 'discard1', 'discard2', 'discard3', 'draw1']);
    expect(it2.next().done).toBe(true);
    const it3 = replay(log);
    const boom = new Error('boom');
    expect(() => it3.throw(boom)).toThrow(boom);
    expect(it3.next().done).toBe(true);
  });

  it('gives one result object, with each new point in it; the points are distinct and stay', () => {
    const it = replay(parseMjlog(xml));
    const first = it.next();
    const point = first.value;
    const second = it.next();
    expect(second).toBe(first); // documented: take the value before the next call
    expect(second.value).not.toBe(point);
    expect([point && `${point.kind}${point.seat}${point.action.type}`, second.value && `${second.value.kind}${second.value.seat}`]).toEqual(['draw0discard', 'discard1']);
    const points = Array.from(replay(parseMjlog(xml)));
    expect(new Set(points).size).toBe(8);
    expect(points.map((p) => [p.kind, p.seat, p.roundIndex, p.eventIndex, p.action.type])).toEqual([
      ['draw', 0, 0, 0, 'discard'],
      ['discard', 1, 0, 1, 'pass'],
      ['discard', 2, 0, 1, 'pass'],
      ['discard', 3, 0, 1, 'pass'],
      ['draw', 1, 0, 2, 'discard'],
      ['discard', 2, 0, 3, 'pass'],
      ['discard', 3, 0, 3, 'pass'],
      ['discard', 0, 0, 3, 'pass'],
    ]);
  });
});
