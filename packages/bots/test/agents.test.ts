import { createRules, meldToString, parseTiles, tileFromId, tileToString } from '@mjkit/core';
import { unseenOf } from '@mjkit/core';
import { playGame, shantenAgent, tsumogiriAgent } from '@mjkit/game';
import type { Agent } from '@mjkit/game';
import { TableState, legalActions, playerView, tableSetupOf, toCoreMeld } from '@mjkit/table';
import type { Action, PlayerView } from '@mjkit/table';
import { describe, expect, it } from 'vitest';
import { riichiView } from './riichi-view.js';
import { anyThreat } from '../src/danger.js';
import { PassedAfterRiichi, dealInRisk, evaluatorAgent, evaluatorDecision, positionTurn, priorityAgent, riichiStyle, sightOfView, tileDanger } from '../src/index.js';
import type { ExplainingAgent } from '../src/index.js';

/** Wraps an agent: every decision is checked against `explain` and handed to `look`. */
function watched<W>(agent: ExplainingAgent<W>, look: (view: PlayerView, actions: readonly Action[], chosen: Action, why: W) => void): Agent {
  return {
    name: agent.name,
    notify: agent.notify?.bind(agent),
    act(view, actions) {
      const chosen = agent.act(view, actions);
      const d = agent.explain(view, actions);
      expect(d.action).toEqual(chosen);
      look(view, actions, chosen, d.why);
      return chosen;
    },
  };
}

const isRed = (view: PlayerView, t: number) => view.redFives && (t === 16 || t === 52 || t === 88);

describe('the priority bot', () => {
  it('plays whole games legally (four and three players, check mode)', () => {
    for (const rules of ['tenhou', 'tenhou-sanma'] as const) {
      const n = rules === 'tenhou' ? 4 : 3;
      const agents = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? priorityAgent() : shantenAgent()));
      const r = playGame(agents, { seed: `priority-${rules}`, rules: createRules(rules), check: true });
      expect(r.illegal).toEqual([]);
    }
  });
  it('never discards a red five while another tile may go; always wins, always riichi; keeps the lone yaku pair', () => {
    let decisions = 0;
    let riichiOffered = 0;
    const look = (view: PlayerView, actions: readonly Action[], chosen: Action) => {
      decisions++;
      if (actions.some((a) => a.type === 'tsumo' || a.type === 'ron')) expect(['tsumo', 'ron']).toContain(chosen.type);
      if (chosen.type !== 'discard') return;
      if (actions.some((a) => a.type === 'discard' && a.riichi)) {
        riichiOffered++;
        expect(chosen.riichi).toBe(true);
      }
      const others = actions.filter((a) => a.type === 'discard' && !isRed(view, a.tile) && a.riichi === chosen.riichi);
      if (isRed(view, chosen.tile)) expect(others.filter((a) => a.type === 'discard' && !(a.tile >> 2 === 4 || a.tile >> 2 === 13 || a.tile >> 2 === 22))).toEqual([]);
      const { lonePair } = riichiStyle(view);
      if (lonePair !== null && !view.riichi[view.seat]) {
        const alternatives = actions.filter((a) => a.type === 'discard' && a.tile >> 2 !== lonePair);
        if (alternatives.length > 0) expect(chosen.tile >> 2).not.toBe(lonePair);
      }
    };
    for (let g = 0; g < 4; g++) {
      const r = playGame([watched(priorityAgent(), look), watched(priorityAgent(), look), watched(priorityAgent(), look), watched(priorityAgent(), look)], { seed: `priority-watch-${g}`, check: true });
      expect(r.illegal).toEqual([]);
    }
    expect(decisions).toBeGreaterThan(1000);
    expect(riichiOffered).toBeGreaterThan(0);
  });
  it('plays closed unless a yakuhai pair, triplet or an open set lets it open', () => {
    let open = 0;
    let closedCallsOffered = 0;
    const look = (view: PlayerView, actions: readonly Action[], chosen: Action) => {
      if (!actions.some((a) => a.type === 'call' && (a.meld.type === 'chii' || a.meld.type === 'pon'))) return;
      const style = riichiStyle(view, sightOfView(view)).style;
      if (style === 'closed') {
        closedCallsOffered++;
        expect(chosen.type).toBe('pass');
      } else if (chosen.type === 'call') open++;
    };
    for (let g = 0; g < 3; g++) playGame([watched(priorityAgent(), look), tsumogiriAgent(), tsumogiriAgent(), tsumogiriAgent()], { seed: `style-${g}` });
    expect(closedCallsOffered).toBeGreaterThan(0);
    expect(open).toBeGreaterThan(0);
  });
});

/** Seat 0 may pon the dealer's 8s with a hand of simples, 234m678m24p66s88s3s: an open tanyao, if the rules have it. */
function tanyaoPon(rules: ReturnType<typeof createRules>): { view: PlayerView; actions: Action[] } {
  const used = new Map<number, number>();
  const ids = (text: string) => parseTiles(text).map((t) => {
    const c = used.get(t as number) ?? 0;
    used.set(t as number, c + 1);
    return (t as number) * 4 + c;
  });
  const mine = ids('234m678m24p66s88s3s');
  const others = [ids('1119999m1119p19s'), ids('1112223334445z')];
  const [eight] = ids('8s');
  const dealer = [...ids('555666777z1p99p'), eight!];
  const state = new TableState(tableSetupOf(rules), { round: 0, honba: 0, riichiSticks: 0, dice: null, dealer: 3, scores: [25000, 25000, 25000, 25000], doraIndicator: ids('1s')[0]!, hands: [mine, others[0]!, others[1]!, dealer] });
  state.apply({ type: 'draw', seat: 3, tile: ids('4z')[0]! });
  state.apply({ type: 'discard', seat: 3, tile: eight!, tsumogiri: false });
  return { view: playerView(state, 0), actions: legalActions(state, 0, rules) };
}

describe('the evaluator bot', () => {
  it("plays by the game's rules, told at its start: no pon for an open tanyao where the rules have none", () => {
    const plain = { redFives: { m: 0, p: 0, s: 0 } };
    const kuitan = createRules('tenhou', plain);
    const none = createRules('tenhou', { ...plain, openTanyao: false });
    const choice = (rules: typeof none, told: boolean) => {
      const { view, actions } = tanyaoPon(rules);
      const agent = evaluatorAgent();
      if (told) agent.notify?.({ type: 'game-start', seat: 0, players: 4, rules, names: ['a', 'b', 'c', 'd'] });
      const a = agent.act(view, actions);
      return a.type === 'call' ? a.meld.type : a.type;
    };
    expect([choice(kuitan, true), choice(none, true), choice(none, false)]).toEqual(['pon', 'pass', 'pon']);
    // the decision itself, with the rules given
    const { view, actions } = tanyaoPon(none);
    expect(evaluatorDecision(view, actions, { rules: none }).why).toMatchObject({ kind: 'no-call', best: 0, reason: 'value' });
    // rules of another table are refused, not silently used
    expect(() => evaluatorDecision(view, actions, { rules: createRules('tenhou') })).toThrow(/^INVALID_RULES: the rules \(4 players, red fives\) are not the view's table \(4 players, no red fives\)/);
  });
  it('plays legally with both presets (check mode), and explains what it does', () => {
    const reasons = new Map<string, number>();
    const look = (_v: PlayerView, _a: readonly Action[], _c: Action, why: { kind: string; defence?: string }) => {
      const key = why.kind === 'discard' ? `discard/${why.defence}` : why.kind;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    };
    const r = playGame(
      [watched(evaluatorAgent(), look), watched(evaluatorAgent({ preset: 'legacy' }), look), shantenAgent(), priorityAgent()],
      { seed: 'evaluator-bot', rules: createRules('tenhou-tonpuu'), check: true },
    );
    expect(r.illegal).toEqual([]);
    expect(reasons.get('discard/none')).toBeGreaterThan(50);
    expect([...reasons.keys()].some((k) => k === 'discard/push' || k === 'discard/fold')).toBe(true);
  });
  it('plays three-player games legally', () => {
    const r = playGame([evaluatorAgent(), shantenAgent(), evaluatorAgent()], { seed: 'evaluator-sanma', rules: createRules('tenhou-sanma'), check: true });
    expect(r.illegal).toEqual([]);
  });
  it('refuses bad options', () => {
    expect(() => evaluatorAgent({ preset: 'fast' as never })).toThrow(/preset/);
    expect(() => evaluatorAgent({ defend: 1 as never })).toThrow(/defend/);
    expect(() => evaluatorAgent({ notenPayments: 'yes' as never })).toThrow(/notenPayments is true or false/);
    expect(() => priorityAgent({ name: 3 as never })).toThrow(/name/);
  });
});

describe('three players', () => {
  it('both bots set a North aside whenever they may', () => {
    let offered = 0;
    const look = (_v: PlayerView, actions: readonly Action[], chosen: Action) => {
      if (!actions.some((a) => a.type === 'call' && a.meld.type === 'kita')) return;
      offered++;
      expect(chosen.type === 'call' && chosen.meld.type === 'kita').toBe(true);
    };
    for (let g = 0; g < 2; g++) {
      const r = playGame([watched(priorityAgent(), look), watched(evaluatorAgent(), look), shantenAgent()], { seed: `kita-${g}`, rules: createRules('tenhou-sanma'), check: true });
      expect(r.illegal).toEqual([]);
    }
    expect(offered).toBeGreaterThan(5);
  });
});

describe('tile danger, on the riichi of played games', () => {
  it('is 0 on genbutsu and on kinds with no copy left, and halves with a dealer', () => {
    let checked = 0;
    const spy: Agent = {
      name: 'spy',
      act(view, actions) {
        const map = tileDanger(view);
        const riichi = map.threats.filter((t) => t.riichi);
        if (riichi.length > 0 && map.threats.length === 1) {
          checked++;
          const t = riichi[0]!;
          for (const r of view.rivers[t.seat]!) expect(map.danger[r.tile >> 2]).toBe(0);
          const unseen = unseenOf(view);
          for (let k = 27; k < 34; k++) if (unseen[k] === 0) expect(map.danger[k]).toBe(0);
          const total = Array.from(map.danger).reduce((a, b) => a + b, 0);
          expect(total).toBeCloseTo(t.dealer ? 140 : 100, 6);
        }
        return shantenAgent().act(view, actions);
      },
    };
    for (let g = 0; g < 3; g++) playGame([spy, shantenAgent(), shantenAgent(), shantenAgent()], { seed: `danger-${g}` });
    expect(checked).toBeGreaterThan(20);
  });
  it('sees a threat exactly when its map lists one (the cheap check the bot makes at a call offer)', () => {
    const seen = { riichi: 0, open: 0, none: 0 };
    const bots = [0, 1, 2, 3].map(() => evaluatorAgent());
    const spy: Agent = {
      name: 'spy',
      act(view, actions) {
        const threats = tileDanger(view).threats;
        expect(anyThreat(view)).toBe(threats.length > 0);
        if (threats.some((t) => t.riichi)) seen.riichi++;
        else if (threats.length > 0) seen.open++;
        else seen.none++;
        return bots[0]!.act(view, actions);
      },
    };
    playGame([spy, bots[1]!, bots[2]!, bots[3]!], { seed: 'any-threat-0' });
    expect(Math.min(seen.riichi, seen.open, seen.none)).toBeGreaterThan(0);
  });
});

describe('positionTurn', () => {
  it('offers no kuikae discard just after a chii, and keeps red fives apart', () => {
    const { view, actions } = positionTurn({ hand: '456p789s11z140m,1-23m,' });
    expect(view.drawn).toBe(null);
    const kinds = actions.filter((a) => a.type === 'discard').map((a) => (a.type === 'discard' ? a.tile >> 2 : -1));
    expect(kinds).not.toContain(0);
    expect(kinds).not.toContain(3);
    expect(kinds).toContain(4);
    expect(actions.some((a) => a.type === 'discard' && a.riichi)).toBe(false);
  });
  it('puts every tile seen into a river: the view counts them as seen', () => {
    const { view } = positionTurn({ hand: '123m456p789s1122z3z', visible: ['3z', '3z', '5p'], doraIndicators: ['1z'] });
    const unseen = unseenOf(view);
    expect([unseen[29], unseen[13], unseen[27]]).toEqual([1, 2, 1]);
  });

  /**
   * The evaluator bots' own turns in tonpuu games seeded `seed`, where `keep` holds: 40 of them,
   * each with the kinds passed after each riichi then and what the bot did.
   */
  function viewsWhere(seed: string, keep: (view: PlayerView) => boolean): { view: PlayerView; passed: number[][]; action: Action }[] {
    const views: { view: PlayerView; passed: number[][]; action: Action }[] = [];
    const spy = (): Agent => {
      const bot = evaluatorAgent();
      let passed = new PassedAfterRiichi();
      return {
        name: 'spy',
        notify(u) {
          bot.notify?.(u);
          if (u.type === 'round-start') passed = new PassedAfterRiichi();
          else if (u.type === 'event') passed.see(u.event);
        },
        act(view, actions) {
          const action = bot.act(view, actions);
          if (view.hand.length === 14 && keep(view)) views.push({ view, passed: passed.kinds.map((k) => [...(k ?? [])]), action });
          return action;
        },
      };
    };
    for (let g = 0; g < 10 && views.length < 40; g++) playGame([spy(), spy(), spy(), spy()], { seed: `${seed}-${g}`, rules: createRules('tenhou-tonpuu') });
    expect(views.length).toBeGreaterThanOrEqual(40);
    return views;
  }

  // The views of played games with one opponent in riichi and no meld on the table, rebuilt as
  // positions from what the table shows: the hand, the rivers' tiles as seen, the riichi river,
  // the tiles passed after it, every other river, the round, scores, honba and sticks.
  it('rebuilds a riichi the table shows: the same unseen tiles, round, safe kinds, deal-in chances and dangers, and the bot decides as it did', () => {
    const views = viewsWhere('position-riichi', (view) => view.riichi.filter((r, s) => r && s !== view.seat).length === 1 && !view.riichi[view.seat] && view.melds.every((m) => m.length === 0));
    let passedGiven = 0;
    let decided = 0;
    for (const { view: real, passed, action: played } of views) {
      const name = (id: number) => tileToString(tileFromId(id, real.redFives));
      const r = real.riichi.findIndex((x, s) => x && s !== real.seat);
      const river = real.rivers[r]!;
      const declaredAt = river.findIndex((t) => t.riichi);
      // what the others threw after the riichi: the kinds passed, less those of its own river since
      const own = new Set(river.slice(declaredAt).map((t) => t.tile >> 2));
      const others = passed[r]!.filter((k) => !own.has(k)).map((k) => tileToString(k));
      if (others.length > 0) passedGiven++;
      const seatOf = (k: number) => (real.seat + k) % 4;
      const quiet = [1, 2, 3].filter((k) => seatOf(k) !== r).map((k) => ({ seat: k as 1 | 2 | 3, river: real.rivers[seatOf(k)]!.map((t) => name(t.tile)), tsumogiri: real.rivers[seatOf(k)]!.flatMap((t, i) => (t.tsumogiri ? [i] : [])) }));
      const { view, actions, safe } = positionTurn(
        {
          hand: real.hand.map(name).join(''),
          doraIndicators: real.doraIndicators.map(name),
          visible: real.rivers.flatMap((rv) => rv.map((t) => name(t.tile))),
          seatWind: real.seatWind,
          roundWind: real.roundWind,
          drawable: real.tilesLeft,
          rules: 'tenhou',
        },
        {
          riichi: [{ seat: ((r - real.seat + 4) % 4) as 1 | 2 | 3, river: river.map((t) => name(t.tile)), declaredAt, tsumogiri: river.flatMap((t, i) => (t.tsumogiri && i < declaredAt ? [i] : [])), passed: others }],
          quiet,
          river: real.rivers[real.seat]!.map((t) => name(t.tile)),
          scores: [0, 1, 2, 3].map((k) => real.scores[seatOf(k)]!),
          roundNumber: (real.round % 4) + 1,
          honba: real.honba,
          riichiSticks: real.riichiSticks,
        },
      );
      expect(Array.from(unseenOf(view))).toEqual(Array.from(unseenOf(real)));
      expect([view.round, view.honba, view.riichiSticks, view.scores]).toEqual([real.round, real.honba, real.riichiSticks, [0, 1, 2, 3].map((k) => real.scores[seatOf(k)]!)]);
      const seat = (r - real.seat + 4) % 4;
      expect(view.rivers[seat]!.map((t) => [t.tile >> 2, t.riichi])).toEqual(river.map((t) => [t.tile >> 2, t.riichi]));
      expect([...safe[seat]!].sort((a, b) => a - b)).toEqual([...passed[r]!].sort((a, b) => a - b));
      const tableSafe = passed.map((k) => new Set(k));
      expect(dealInRisk(view, undefined, safe).bySeat[seat]).toEqual(dealInRisk(real, undefined, tableSafe).bySeat[r]);
      expect(tileDanger(view, safe).riichi).toEqual(tileDanger(real, tableSafe).riichi);
      // every river in order: the quiet opponents' deal-in chances too, and the bot decides as it did
      expect(dealInRisk(view, undefined, safe).bySeat).toEqual([0, 1, 2, 3].map((k) => dealInRisk(real, undefined, tableSafe).bySeat[seatOf(k)]));
      if (played.type === 'discard' || played.type === 'tsumo') {
        const shown = (a: Action, v: PlayerView) => (a.type === 'discard' ? `${tileToString(tileFromId(a.tile, v.redFives))}${a.riichi ? ' riichi' : ''}` : a.type);
        expect(shown(evaluatorAgent().explain(view, actions, safe).action, view)).toBe(shown(played, real));
        decided++;
      }
    }
    expect(passedGiven).toBeGreaterThan(10);
    expect(decided).toBeGreaterThan(30);
  });

  // The views of played games with one open hand and nobody in riichi, rebuilt from what the table
  // shows: the hand, the melds, every river, the round, scores, honba and sticks.
  it('rebuilds an open hand the table shows: the same unseen tiles, deal-in chances and dangers, and the bot decides as it did', () => {
    // one open hand, nobody in riichi, nothing called from the open hand's own river
    const views = viewsWhere('position-open', (view) => {
      const open = view.melds.flatMap((m, s) => (m.length > 0 ? [s] : []));
      const s = open[0];
      return open.length === 1 && s !== view.seat && !view.riichi.some((r) => r) && view.rivers[s!]!.every((t) => !t.called) && view.melds[s!]!.every((m) => m.type !== 'kita');
    });
    let decided = 0;
    for (const { view: real, action: played } of views) {
      const name = (id: number) => tileToString(tileFromId(id, real.redFives));
      const s = real.melds.findIndex((m) => m.length > 0);
      const seat = (s - real.seat + 4) % 4;
      const seatOf = (k: number) => (real.seat + k) % 4;
      // a called tile lies in its discarder's river and in the meld: seen once, in the meld
      const riverOf = (at: number) => real.rivers[at]!.filter((t) => !t.called);
      const visible = [...real.rivers.flatMap((rv) => rv.filter((t) => !t.called).map((t) => name(t.tile))), ...real.melds[s]!.flatMap((m) => m.tiles.map(name))];
      const quiet = [1, 2, 3].filter((k) => seatOf(k) !== s).map((k) => ({ seat: k as 1 | 2 | 3, river: riverOf(seatOf(k)).map((t) => name(t.tile)), tsumogiri: riverOf(seatOf(k)).flatMap((t, i) => (t.tsumogiri ? [i] : [])) }));
      const { view, actions } = positionTurn(
        { hand: real.hand.map(name).join(''), doraIndicators: real.doraIndicators.map(name), visible, seatWind: real.seatWind, roundWind: real.roundWind, drawable: real.tilesLeft, rules: 'tenhou' },
        {
          open: [{ seat: seat as 1 | 2 | 3, melds: real.melds[s]!.map((m) => meldToString(toCoreMeld(m, real.redFives))), river: real.rivers[s]!.map((t) => name(t.tile)), tsumogiri: real.rivers[s]!.flatMap((t, i) => (t.tsumogiri ? [i] : [])) }],
          quiet,
          river: riverOf(real.seat).map((t) => name(t.tile)),
          scores: [0, 1, 2, 3].map((k) => real.scores[seatOf(k)]!),
          roundNumber: (real.round % 4) + 1,
          honba: real.honba,
          riichiSticks: real.riichiSticks,
        },
      );
      expect(Array.from(unseenOf(view))).toEqual(Array.from(unseenOf(real)));
      expect(view.melds[seat]!.map((m) => [m.type, m.tiles.map((t) => t >> 2), m.from])).toEqual(real.melds[s]!.map((m) => [m.type, m.tiles.map((t) => t >> 2), m.from]));
      expect(dealInRisk(view).bySeat[seat]).toEqual(dealInRisk(real).bySeat[s]);
      expect(tileDanger(view).open).toEqual(tileDanger(real).open);
      if (played.type === 'discard' || played.type === 'tsumo') {
        const shown = (a: Action, v: PlayerView) => (a.type === 'discard' ? `${tileToString(tileFromId(a.tile, v.redFives))}${a.riichi ? ' riichi' : ''}` : a.type);
        expect(shown(evaluatorAgent().explain(view, actions).action, view)).toBe(shown(played, real));
        decided++;
      }
    }
    expect(decided).toBeGreaterThan(30);
  });

  it('refuses a riichi river the position does not show, a seat twice, or a seat off the table', () => {
    const hand = '2367m5p99p3478s11z5m';
    expect(() => positionTurn({ hand, visible: ['1z'] }, { riichi: [{ seat: 'left', river: '1z1z' }] })).toThrow(/INVALID_ARGUMENT.*more 1z/);
    expect(() => positionTurn({ hand, visible: ['1z', '2z'] }, { riichi: [{ seat: 'left', river: '1z' }, { seat: 3, river: '2z' }] })).toThrow(/seat 3 is given twice/);
    expect(() => positionTurn({ hand: '11m5p99p34789s11z67p', rules: 'tenhou-sanma' }, { riichi: [{ seat: 'across', river: '1z' }] })).toThrow(/seat is right, left or 1..2/);
    // every opponent given: the tiles left lie in the hand's own river, unless that is given too
    const everyone = { riichi: [{ seat: 1, river: '1z' }, { seat: 2, river: '2z' }], quiet: [{ seat: 3, river: '3z' }] } as const;
    expect(positionTurn({ hand, visible: ['1z', '2z', '3z', '4z'] }, everyone).view.rivers[0]!.map((t) => t.tile >> 2)).toEqual([30]);
    expect(() => positionTurn({ hand, visible: ['1z', '2z', '3z', '4z'] }, { ...everyone, river: '' })).toThrow(/every river is given, but 4z/);
    expect(() => positionTurn({ hand, visible: ['1z', '2z', '3z'] }, { ...everyone, river: '4z' })).toThrow(/the hand's own river holds more 4z/);
    expect(() => positionTurn({ hand, visible: ['1z'] }, { quiet: [{ seat: 'left', river: '1z', tsumogiri: [1] }] })).toThrow(/options.quiet\[0\].tsumogiri holds indices of its river, 0..0, not 1/);
    expect(() => positionTurn({ hand, visible: ['1z', '2z'] }, { riichi: [{ seat: 'left', river: '1z/2z', declaredAt: 0 }] })).toThrow(/not both/);
    expect(() => positionTurn({ hand, visible: ['1z', '2z'] }, { riichi: [{ seat: 'left', river: '1z2z', tsumogiri: [1, 2] }] })).toThrow(/tsumogiri holds indices of its river up to its riichi tile, 0..1, not 2/);
    const { view } = positionTurn({ hand, visible: ['1z', '2z', '3z'] }, { riichi: [{ seat: 'right', river: '1z/2z', tsumogiri: [0] }] });
    expect(view.rivers[1]!.map((t) => [t.tile >> 2, t.riichi, t.tsumogiri])).toEqual([[27, true, true], [28, false, true]]);
    expect(view.rivers[2]!.map((t) => t.tile >> 2)).toEqual([29]);
    expect([view.scores, view.riichiSticks]).toEqual([[25000, 24000, 25000, 25000], 1]);
    // open hands: their melds are seen tiles too
    expect(() => positionTurn({ hand, visible: ['7z', '7z'] }, { open: [{ seat: 'across', melds: '777=z' }] })).toThrow(/the melds of seat 2 hold more 7z/);
    expect(() => positionTurn({ hand, visible: ['1z'] }, { open: [{ seat: 'across', melds: [] }] })).toThrow(/1 to 4 melds, not 0/);
    expect(() => positionTurn({ hand, visible: ['7z', '7z', '7z', '1z'] }, { open: [{ seat: 'across', melds: '777=z' }], riichi: [{ seat: 2, river: '1z' }] })).toThrow(/seat 2 is given twice/);
    // the table around the position
    const table = positionTurn({ hand, visible: ['1z'] }, { riichi: [{ seat: 'left', river: '1z' }], scores: [31000, 18000, 27000, 23000], honba: 2, riichiSticks: 3 }).view;
    expect([table.scores, table.honba, table.riichiSticks]).toEqual([[31000, 18000, 27000, 23000], 2, 3]);
    expect(() => positionTurn({ hand }, { scores: [25000, 25000, 25000] })).toThrow(/one score per player \(4\), not 3/);
    expect(() => positionTurn({ hand }, { honba: -1 })).toThrow(/options.honba is a whole number/);
    expect(positionTurn({ hand, seatWind: 2, roundWind: 1 }, { roundNumber: 4 }).view.round).toBe(7);
    expect(positionTurn({ hand, seatWind: 2, roundWind: 1 }).view.round).toBe(6);
    expect(() => positionTurn({ hand }, { roundNumber: 5 })).toThrow(/options.roundNumber is a round's number in its wind, 1..4, not 5/);
    // the tiles passed after a riichi: safe against it, each in another seat's river
    const passed = positionTurn({ hand, visible: ['1z', '2z', '4s'] }, { riichi: [{ seat: 'left', river: '1z/2z', passed: '4s' }] });
    expect(passed.safe.map((k) => (k === undefined ? null : [...k].sort((a, b) => a - b)))).toEqual([null, null, null, [21, 27, 28]]);
    expect(tileDanger(passed.view, passed.safe).riichi[21]).toBe(0);
    expect(tileDanger(passed.view).riichi[21]).toBeGreaterThan(0);
    expect(() => positionTurn({ hand, visible: ['1z'] }, { riichi: [{ seat: 'left', river: '1z', passed: '4s' }] })).toThrow(/options.riichi\[0\].passed: 4s lies in no other seat's river or meld/);
    expect(() => positionTurn({ hand, visible: ['1z', '2z'] }, { riichi: [{ seat: 'left', river: '1z', passed: '2z', tsumo: [] } as never] })).toThrow(/INVALID_ARGUMENT/);
    const open = positionTurn({ hand, visible: ['7z', '7z', '7z', '1z', '2z'] }, { open: [{ seat: 'across', melds: '777=z', river: '1z', tsumogiri: [0] }] }).view;
    expect([open.melds[2]!.map((m) => [m.type, m.from]), open.rivers[2]!.map((t) => [t.tile >> 2, t.tsumogiri]), open.rivers[1]!.map((t) => t.tile >> 2), open.riichiSticks]).toEqual([[['pon', 2]], [[27, true]], [28], 0]);
  });
});

describe('tile danger, factor by factor', () => {
  const view = riichiView;
  it('genbutsu is 0; suji lowers a tile; kabe kills a wait; one chance halves it; the dealer weighs 1.4', () => {
    const plain = tileDanger(view({ river: [33] })).danger;
    expect(plain[33]).toBe(0);
    // 4m discarded: 1m and 7m lose the two-sided wait on them
    const suji = tileDanger(view({ river: [3] })).danger;
    expect(suji[0]! / suji[3 + 9]!).toBeLessThan(plain[0]! / plain[3 + 9]!);
    expect(suji[6]!).toBeLessThan(suji[7]!);
    // all four 8m seen: 9m can only be a single or shanpon wait, and no sequence through 8m is possible
    const kabe = tileDanger(view({ river: [33], seen: [7, 7, 7, 7] })).danger;
    expect(kabe[8]! / kabe[17]!).toBeLessThan(plain[8]! / plain[17]!);
    // three 8m seen: one chance, the waits through 8m halved
    const one = tileDanger(view({ river: [33], seen: [7, 7, 7] })).danger;
    expect(one[8]! / one[17]!).toBeGreaterThan(kabe[8]! / kabe[17]!);
    expect(one[8]! / one[17]!).toBeLessThan(plain[8]! / plain[17]!);
    const dealer = tileDanger(view({ river: [33], dealer: 2 })).danger;
    expect(dealer[13]! / plain[13]!).toBeCloseTo(1.4, 9);
  });
});
