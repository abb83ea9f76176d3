// One winning situation as majiang-core's Util.hule takes it.
import { Hand, tileFromString, tileToString } from '@mjkit/core';
import type { Tile } from '@mjkit/core';
import type { WinInput } from '@mjkit/scoring';
import { Majiang } from './majiang.js';
import type { MajiangHule, MajiangHuleResult } from './majiang.js';

const util = Majiang.Util as unknown as MajiangHule;
const MARK = ['', '+', '=', '-'];

function majiangTile(t: Tile | string | number): string {
  const s = tileToString(typeof t === 'string' ? tileFromString(t) : t);
  return s[1]! + s[0]!;
}

/** The peer's arguments for `w`: shoupai, rongpai (or null) and param. */
export function toMajiangWin(w: WinInput): { shoupai: ReturnType<typeof Majiang.Shoupai.fromString>; rongpai: string | null; param: unknown } {
  const hand: Hand = w.hand;
  const rongpai = w.tsumo ? null : majiangTile(w.winningTile as Tile) + MARK[(((w.discarder as number) - w.seatWind) % 4 + 4) % 4];
  const param = util.hule_param({
    zhuangfeng: w.roundWind,
    menfeng: w.seatWind,
    lizhi: w.doubleRiichi ? 2 : w.riichi ? 1 : 0,
    yifa: !!w.ippatsu,
    qianggang: !!w.chankan,
    lingshang: !!w.rinshan,
    haidi: w.lastTile ? (w.tsumo ? 1 : 2) : 0,
    tianhu: w.firstTurn ? (w.seatWind === 0 ? 1 : 2) : 0,
    baopai: (w.doraIndicators ?? []).map(majiangTile),
    fubaopai: w.riichi || w.doubleRiichi ? (w.uraIndicators ?? []).map(majiangTile) : null,
    changbang: w.honba ?? 0,
    lizhibang: w.riichiSticks ?? 0,
  });
  return { shoupai: Majiang.Shoupai.fromString(hand.toMajiang()), rongpai, param };
}

/** majiang-core's score of `w`. */
export function majiangScore(w: WinInput): MajiangHuleResult | undefined {
  const { shoupai, rongpai, param } = toMajiangWin(w);
  return util.hule(shoupai, rongpai, param);
}
