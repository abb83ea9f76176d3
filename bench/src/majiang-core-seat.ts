// Our agents seated at @kobalab/majiang-core's own Game (bench only): each majiang-core message
// becomes the mjai events the seat is told (game/node's mjaiSeat rebuilds our table from them),
// the agent's answer becomes a majiang-core reply, and the reply is checked with majiang-core's
// own legality helpers: a foreign engine judges every action.
import { createRng } from '@mjkit/core';
import type { Agent } from '@mjkit/game';
import { mjaiSeat } from '@mjkit/game/node';
import type { MjaiEvent } from '@mjkit/mjai';
import { Majiang } from './majiang-ai.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

const HONORS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

/** A majiang-core tile (`m0` red) in mjai (`5mr`). */
function mjai(p: string): string {
  const s = p[0] as string;
  const n = Number(p[1]);
  if (s === 'z') return HONORS[n - 1] as string;
  return n === 0 ? `5${s}r` : `${n}${s}`;
}

/** An mjai tile in majiang-core's notation. */
function majiang(t: string): string {
  const h = HONORS.indexOf(t);
  if (h >= 0) return `z${h + 1}`;
  return t.endsWith('r') ? `${t[1]}0` : `${t[1]}${t[0]}`;
}

/** The called digit, the direction and the other digits of a majiang-core meld (`m1-23`, `p505=`, `s111+1`). */
function meldParts(m: string): { suit: string; called: string | null; dir: string | null; own: string[]; added: string | null } {
  const suit = m[0] as string;
  const body = m.slice(1);
  if (body.length === 5 && /[+=-]/.test(body[3] as string)) {
    // kakan: three of the pon (the called one marked), then the added one
    const digits = body.slice(0, 3).split('');
    return { suit, called: null, dir: null, own: digits, added: body[4] as string };
  }
  const mark = /(\d)([+=-])/.exec(body);
  const digits = body.replace(/[+=-]/g, '').split('');
  if (!mark) return { suit, called: null, dir: null, own: digits, added: null };
  const at = body.indexOf(mark[0]);
  const own = digits.slice();
  own.splice(at, 1);
  return { suit, called: mark[1] as string, dir: mark[2] as string, own, added: null };
}

/** Every illegal reply our agent made: the message it answered and the reply. */
export interface Refusal {
  readonly message: string;
  readonly reply: string;
}

/**
 * A majiang-core Player whose decisions are our agent's. An answer that is illegal by our own
 * table (replaced there by tsumogiri or pass) or by majiang-core's helpers goes to `refusals`.
 */
export function majiangCorePlayer(agent: Agent, refusals: Refusal[]): Any {
  const Base = Majiang.Player;
  const seat = mjaiSeat(agent);
  let refusedBefore = 0;
  /** Events the seat is told with the next message (they ask for no answer). */
  const told: MjaiEvent[] = [];
  let myMjai = 0;
  let jushu = 0;
  let reachPending = -1;
  let ownReachFed = false;
  const actor = (l: number) => (l + jushu) % 4;
  class MjkitPlayer extends Base {
    react(events: MjaiEvent[]): MjaiEvent {
      const answer = seat.react([...told.splice(0), ...events]);
      if (seat.refused > refusedBefore) {
        refusedBefore = seat.refused;
        refusals.push({ message: JSON.stringify(events), reply: `illegal at our own table, replaced by ${JSON.stringify(answer)}` });
      }
      return answer;
    }
    accepted(): MjaiEvent[] {
      if (reachPending < 0) return [];
      const e: MjaiEvent = { type: 'reach_accepted', actor: reachPending };
      reachPending = -1;
      return [e];
    }
    refuse(msg: Any, reply: Any): void {
      refusals.push({ message: JSON.stringify(msg), reply: JSON.stringify(reply) });
      this._callback();
    }
    action_kaiju(kaiju: Any): void {
      myMjai = (kaiju.id - kaiju.qijia + 4) % 4;
      this.react([{ type: 'start_game', id: myMjai, aka_flag: true, kyoku_first: 0 }]);
      this._callback();
    }
    action_qipai(qipai: Any): void {
      jushu = qipai.jushu;
      reachPending = -1;
      const scores = [0, 1, 2, 3].map((s) => qipai.defen[(s - jushu + 4) % 4]);
      const tehais = [0, 1, 2, 3].map((s) => {
        if (s !== myMjai) return Array(13).fill('?');
        const sp = Majiang.Shoupai.fromString(qipai.shoupai[(s - jushu + 4) % 4]);
        const out: string[] = [];
        for (const suit of ['m', 'p', 's', 'z']) {
          const b = sp._bingpai[suit];
          for (let n = 1; n < b.length; n++) for (let i = 0; i < b[n]; i++) out.push(mjai(`${suit}${suit !== 'z' && n === 5 && i < b[0] ? 0 : n}`));
        }
        return out;
      });
      this.react([{ type: 'start_kyoku', bakaze: HONORS[qipai.zhuangfeng], kyoku: jushu + 1, honba: qipai.changbang, kyotaku: qipai.lizhibang, oya: jushu, dora_marker: mjai(qipai.baopai), scores, tehais }]);
      this._callback();
    }
    action_zimo(zimo: Any, gangzimo: boolean): void {
      const a = actor(zimo.l);
      const answer = this.react([...this.accepted(), { type: 'tsumo', actor: a, pai: zimo.p ? mjai(zimo.p) : '?' }]);
      if (a !== myMjai) return this._callback();
      this.answerTurn({ zimo }, answer, gangzimo);
    }
    answerTurn(msg: Any, answer: MjaiEvent, gangzimo: boolean): void {
      let a = answer;
      let riichi = false;
      if (a.type === 'reach') {
        riichi = true;
        ownReachFed = true;
        a = this.react([{ type: 'reach', actor: myMjai }]);
      }
      const shoupai = this.shoupai;
      if (a.type === 'hora') {
        const reply = { hule: '-' };
        return this.allow_hule(shoupai, null, gangzimo) ? this._callback(reply) : this.refuse(msg, reply);
      }
      if (a.type === 'ryukyoku') {
        const reply = { daopai: '-' };
        return this.allow_pingju(shoupai) ? this._callback(reply) : this.refuse(msg, reply);
      }
      if (a.type === 'ankan' || a.type === 'kakan') {
        const kind = majiang(String(a.type === 'kakan' ? a.pai : (a.consumed as string[])[0])).replace('0', '5');
        const options: string[] = this.get_gang_mianzi(shoupai) ?? [];
        const m = options.find((o) => o[0] === kind[0] && o.replace(/0/g, '5').includes(kind[1] as string));
        return m ? this._callback({ gang: m }) : this.refuse(msg, answer);
      }
      if (a.type === 'dahai') {
        const p = majiang(String(a.pai));
        const dapai = this.get_dapai(shoupai) ?? [];
        const tsumogiri = a.tsumogiri === true ? '_' : '';
        const reply = { dapai: `${p}${tsumogiri}${riichi ? '*' : ''}` };
        const legal = dapai.some((d: string) => d.slice(0, 2) === p) && (!riichi || this.allow_lizhi(shoupai, p + tsumogiri));
        return legal ? this._callback(reply) : this.refuse(msg, reply);
      }
      return this.refuse(msg, answer);
    }
    action_dapai(dapai: Any): void {
      const a = actor(dapai.l);
      const p: string = dapai.p;
      const events: MjaiEvent[] = [];
      if (p.endsWith('*')) {
        if (a === myMjai && ownReachFed) ownReachFed = false;
        else events.push({ type: 'reach', actor: a });
        reachPending = a;
      }
      events.push({ type: 'dahai', actor: a, pai: mjai(p.slice(0, 2)), tsumogiri: p.includes('_') });
      const answer = this.react(events);
      if (a === myMjai) return this._callback();
      const d = ['', '+', '=', '-'][(4 + dapai.l - this._menfeng) % 4];
      const rongpai = p.slice(0, 2) + d;
      if (answer.type === 'none') return this._callback();
      if (answer.type === 'hora') return this.allow_hule(this.shoupai, rongpai) ? this._callback({ hule: '-' }) : this.refuse({ dapai }, answer);
      if (answer.type === 'chi' || answer.type === 'pon' || answer.type === 'daiminkan') {
        const want = [...(answer.consumed as string[]).map(majiang), majiang(String(answer.pai))].map((t) => t).sort().join();
        const options: string[] = [
          ...(answer.type === 'chi' ? this.get_chi_mianzi(this.shoupai, rongpai) : []),
          ...(answer.type === 'pon' ? this.get_peng_mianzi(this.shoupai, rongpai) : []),
          ...(answer.type === 'daiminkan' ? this.get_gang_mianzi(this.shoupai, rongpai) : []),
        ];
        const m = options.find((o) => {
          const parts = o.slice(1).replace(/[+=-]/g, '').split('').map((n) => `${o[0]}${n}`);
          return parts.sort().join() === want;
        });
        return m ? this._callback({ fulou: m }) : this.refuse({ dapai }, answer);
      }
      return this.refuse({ dapai }, answer);
    }
    action_fulou(fulou: Any): void {
      const a = actor(fulou.l);
      const { suit, called, dir, own } = meldParts(fulou.m);
      const type = own.length === 3 ? 'daiminkan' : own.every((n) => n.replace('0', '5') === (called as string).replace('0', '5')) ? 'pon' : 'chi';
      const target = (a + (dir === '+' ? 1 : dir === '=' ? 2 : 3)) % 4;
      const answer = this.react([...this.accepted(), { type, actor: a, target, pai: mjai(`${suit}${called}`), consumed: own.map((n) => mjai(`${suit}${n}`)) }]);
      if (a !== myMjai || type === 'daiminkan') return this._callback();
      this.answerTurn({ fulou }, answer, false);
    }
    action_gang(gang: Any): void {
      const a = actor(gang.l);
      const { suit, own, added } = meldParts(gang.m);
      const event: MjaiEvent = added !== null ? { type: 'kakan', actor: a, pai: mjai(`${suit}${added}`), consumed: own.map((n) => mjai(`${suit}${n}`)) } : { type: 'ankan', actor: a, consumed: own.map((n) => mjai(`${suit}${n}`)) };
      const answer = this.react([...this.accepted(), event]);
      if (a === myMjai || answer.type !== 'hora') return this._callback();
      const d = ['', '+', '=', '-'][(4 + gang.l - this._menfeng) % 4];
      const rongpai = `${suit}${added ?? own[0]}${d}`;
      return this.allow_hule(this.shoupai, rongpai, true) ? this._callback({ hule: '-' }) : this.refuse({ gang }, answer);
    }
    kaigang(kaigang: Any): void {
      super.kaigang(kaigang);
      // a notification: nobody answers it, so it goes to the seat with the next message
      told.push({ type: 'dora', dora_marker: mjai(kaigang.baopai) });
    }
    action_hule(): void {
      this.react([{ type: 'end_kyoku' }]);
      this._callback();
    }
    action_pingju(): void {
      this.react([{ type: 'end_kyoku' }]);
      this._callback();
    }
    action_jieju(): void {
      this._callback();
    }
  }
  return new MjkitPlayer();
}

/** Plays one hanchan of majiang-core's Game with these players, Math.random seeded for it. */
export function playMajiangCoreGame(players: Any[], seed: string): Any {
  const rng = createRng(seed);
  const random = Math.random;
  Math.random = () => rng.nextFloat();
  try {
    let paipu: Any;
    const game = new Majiang.Game(players, (p: Any) => {
      paipu = p;
    }, Majiang.rule());
    game.do_sync();
    return paipu;
  } finally {
    Math.random = random;
  }
}
