// @kobalab/majiang-ai 1.0.13 seated at our table: our game updates are turned into the
// majiang-core Player messages it reads, and its replies into our actions (bench only: the peer
// is a devDependency, never copied). Every reply that matches no legal action is counted.
import { hasRedFives, meldToMajiang, tileFromId } from '@mjkit/core';
import type { Rules, Seat, TileId } from '@mjkit/core';
import type { Agent, GameUpdate } from '@mjkit/game';
import { toCoreMeld } from '@mjkit/table';
import type { Action, PlayerView, TableMeld } from '@mjkit/table';
import { Majiang, MajiangAI, majiangTile } from './majiang-ai.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** A majiang-ai reply that matched none of the legal actions, and what was played instead. */
export interface Mismatch {
  readonly reply: string;
  readonly actions: string;
}

/** The tile of an id in majiang-core's notation (`m0` = red five). */
export function majiangOfId(id: TileId, red: boolean): string {
  return majiangTile(tileFromId(id, red));
}

function handString(ids: readonly TileId[], red: boolean): string {
  return new Majiang.Shoupai(ids.map((t) => majiangOfId(t, red))).toString();
}

/**
 * majiang-ai as an agent of our engine (four players, Tenhou's rules ≈ majiang-core's
 * defaults). `mismatches` collects the replies no legal action matched.
 */
export function majiangAiAgent(name = 'majiang-ai', mismatches: Mismatch[] = []): Agent & { readonly mismatches: Mismatch[] } {
  const player: Any = new MajiangAI();
  let seat: Seat = 0;
  let red = true;
  let dealer = 0;
  let qijia = -1;
  let names: readonly string[] = [];
  let reply: Any = undefined;
  const riichi = [false, false, false, false];
  let kanBy = -1;
  const l = (s: number) => (s - dealer + 4) % 4;
  const send = (msg: Any) => {
    let got: Any;
    player.action(msg, (r: Any) => {
      got = r;
    });
    return got;
  };
  const meldString = (m: TableMeld) => meldToMajiang(toCoreMeld(m, red));

  function notify(u: GameUpdate): void {
    switch (u.type) {
      case 'game-start':
        seat = u.seat;
        names = u.names;
        red = hasRedFives(u.rules as Rules);
        qijia = -1;
        return;
      case 'round-start': {
        const s = u.start;
        const jushu = s.round % 4;
        dealer = s.dealer;
        if (qijia < 0) {
          qijia = (s.dealer - jushu + 4) % 4;
          send({ kaiju: { id: seat, rule: Majiang.rule(), title: '', player: [...names], qijia } });
        }
        riichi.fill(false);
        kanBy = -1;
        reply = undefined;
        const shoupai = [0, 1, 2, 3].map((x) => ((x + dealer) % 4 === seat ? handString(s.hands[seat] ?? [], red) : ''));
        const defen = [0, 1, 2, 3].map((x) => s.scores[(x + dealer) % 4]);
        send({ qipai: { zhuangfeng: Math.floor(s.round / 4), jushu, changbang: s.honba, lizhibang: s.riichiSticks, defen, baopai: majiangOfId(s.doraIndicator as TileId, red), shoupai } });
        return;
      }
      case 'event': {
        const e = u.event;
        switch (e.type) {
          case 'draw': {
            const body = { l: l(e.seat), p: e.seat === seat ? majiangOfId(e.tile, red) : '' };
            const r = send(kanBy === e.seat ? { gangzimo: body } : { zimo: body });
            kanBy = -1;
            if (e.seat === seat) reply = r;
            return;
          }
          case 'riichi':
            riichi[e.seat] = true;
            return;
          case 'discard': {
            const p = majiangOfId(e.tile, red) + (e.tsumogiri ? '_' : '') + (riichi[e.seat] ? '*' : '');
            riichi[e.seat] = false;
            const r = send({ dapai: { l: l(e.seat), p } });
            reply = e.seat === seat ? undefined : r;
            return;
          }
          case 'call': {
            const m = e.meld;
            if (m.type === 'kita') return;
            const body = { l: l(e.seat), m: meldString(m) };
            if (m.type === 'ankan' || m.type === 'kakan') {
              kanBy = e.seat;
              const r = send({ gang: body });
              reply = e.seat === seat ? undefined : r;
            } else {
              if (m.type === 'daiminkan') kanBy = e.seat;
              const r = send({ fulou: body });
              reply = e.seat === seat ? r : undefined;
            }
            return;
          }
          case 'dora':
            send({ kaigang: { baopai: majiangOfId(e.indicator, red) } });
            return;
          default:
            return; // riichi-accepted: majiang-core's board takes the stick itself; wins and draws end the round
        }
      }
      default:
        return;
    }
  }

  function act(view: PlayerView, actions: readonly Action[]): Action {
    const r = reply;
    reply = undefined;
    const pass = actions.find((a) => a.type === 'pass');
    const found = match(view, actions, r);
    if (found !== undefined) return found;
    if (r !== undefined && !(r && Object.keys(r).length === 0) && !(r?.daopai && pass)) {
      mismatches.push({ reply: JSON.stringify(r), actions: actions.map((a) => (a.type === 'discard' ? `d${majiangOfId(a.tile, red)}${a.riichi ? '*' : ''}` : a.type === 'call' ? meldString(a.meld) : a.type)).join(' ') });
    }
    return pass ?? actions.find((a) => a.type === 'discard' && a.tile === view.drawn && !a.riichi) ?? actions.find((a) => a.type === 'discard' && !a.riichi) ?? (actions[0] as Action);
  }

  function match(view: PlayerView, actions: readonly Action[], r: Any): Action | undefined {
    if (!r) return undefined;
    if (r.hule) return actions.find((a) => a.type === 'tsumo' || a.type === 'ron');
    if (r.daopai) return actions.find((a) => a.type === 'nine-terminals');
    if (r.gang || r.fulou) {
      const want = String(r.gang ?? r.fulou).replace(/0/g, '5');
      const norm = (m: TableMeld) => meldString(m).replace(/0/g, '5');
      const calls = actions.filter((a): a is Extract<Action, { type: 'call' }> => a.type === 'call');
      const exact = calls.find((a) => meldString(a.meld) === r.gang || meldString(a.meld) === r.fulou);
      return exact ?? calls.find((a) => norm(a.meld) === want);
    }
    if (r.dapai) {
      const d = String(r.dapai);
      const tile = d.slice(0, 2);
      const tsumogiri = d.includes('_');
      const isRiichi = d.includes('*');
      const discards = actions.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && a.riichi === isRiichi && majiangOfId(a.tile, red) === tile);
      return (tsumogiri ? discards.find((a) => a.tile === view.drawn) : discards.find((a) => a.tile !== view.drawn)) ?? discards[0];
    }
    return undefined;
  }

  return { name, notify, act, mismatches };
}
