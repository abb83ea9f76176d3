// @kobalab/majiang-ai 1.0.13 seated on one of our positions, to compare its discard choice and
// its values with @mjkit/evaluator (bench only: the peer is a devDependency, never copied).
import { createRequire } from 'node:module';
import { kindOf } from '@mjkit/core';
import type { Position } from '@mjkit/evaluator';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
export const Majiang: Any = require('@kobalab/majiang-core');
export const MajiangAI: Any = require('@kobalab/majiang-ai');
const SuanPai: Any = require('@kobalab/majiang-ai/lib/suanpai');

const SUITS = ['m', 'p', 's', 'z'] as const;

/** A tile of ours in majiang-core's notation (`m0` for a red five). */
export function majiangTile(t: number): string {
  if (t >= 34) return `${'mps'[t - 34]}0`;
  return `${SUITS[(t / 9) | 0]}${(t % 9) + 1}`;
}

/** Our tile from majiang-core's notation. */
export function tileOfMajiang(p: string): number {
  const s = 'mpsz'.indexOf(p[0] as string);
  const n = Number(p[1]);
  if (n === 0) return 34 + s;
  return s * 9 + n - 1;
}

/** The peer's raw unseen counts (SuanPai._paishu) of a position. */
export function peerPaishu(p: Position): Record<string, number[]> {
  const u = p.unseen;
  const out: Record<string, number[]> = {};
  for (let s = 0; s < 4; s++) {
    const size = s === 3 ? 7 : 9;
    const row = [s < 3 ? (u[34 + s] as number) : 0];
    for (let n = 0; n < size; n++) {
      const k = s * 9 + n;
      row.push((u[k] as number) + (s < 3 && n === 4 ? (u[34 + s] as number) : 0));
    }
    out[SUITS[s] as string] = row;
  }
  return out;
}

/** A majiang-ai player whose state is the position (its own turn, nobody in riichi). */
export function peerPlayer(p: Position): Any {
  const player = new MajiangAI();
  const rule = Majiang.rule();
  const shoupai = Majiang.Shoupai.fromString(p.hand.toMajiang());
  const model: Any = {
    zhuangfeng: p.roundWind,
    shoupai: [0, 1, 2, 3].map((l) => (l === p.seatWind ? shoupai : new Majiang.Shoupai())),
    shan: { baopai: p.doraIndicators.map(majiangTile), paishu: p.drawable },
    defen: [25000, 25000, 25000, 25000],
  };
  player._rule = rule;
  player._model = model;
  player._menfeng = p.seatWind;
  player._id = p.seatWind;
  player._eval_cache = {};
  player._defen_cache = {};
  const suanpai = new SuanPai(rule['赤牌']);
  suanpai._paishu = peerPaishu(p);
  suanpai._zhuangfeng = p.roundWind;
  suanpai._menfeng = p.seatWind;
  suanpai._baopai = p.doraIndicators.map(majiangTile);
  player._suanpai = suanpai;
  return player;
}

/** The peer's choice and its values per discard (kind strings without the red mark kept). */
export function peerSelect(p: Position): { tile: number; values: Map<string, number> } {
  const player = peerPlayer(p);
  const info: Any[] = [];
  const dapai: string = player.select_dapai(info);
  const values = new Map<string, number>();
  for (const i of info) if (!i.m && i.ev !== undefined) values.set(i.p, i.ev);
  return { tile: tileOfMajiang(dapai.slice(0, 2)), values };
}

/** The peer's kind string of a tile (red five as `m5`, as its info lists them). */
export function peerKind(t: number): string {
  return majiangTile(kindOf(t));
}

/** The peer's eval_shoupai of the position's hand as it stands (13 tiles, or 14 to discard from). */
export function peerHandValue(p: Position): number {
  const player = peerPlayer(p);
  return player.eval_shoupai(player.shoupai, player._suanpai.paishu_all(), '');
}
