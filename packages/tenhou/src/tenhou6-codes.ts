// The vocabulary of tenhou.net/6 JSON: tile codes, yaku names, dan names, limit names, the rule
// name, and the result names.
import type { TileId } from '@mjkit/core';
import type { TenhouTable } from './meta.js';
import type { RyuukyokuKind } from '@mjkit/table';

/** Red fives are the first copy of each five: ids 16 (5m), 52 (5p), 88 (5s). */
export const RED_IDS: readonly TileId[] = [16, 52, 88];

/** The tenhou6 code of a tile id: 11–19 m, 21–29 p, 31–39 s, 41–47 honors, 51–53 red fives. */
export function tileCode(id: TileId, redFives: boolean): number {
  if (redFives && RED_IDS.includes(id)) return 51 + RED_IDS.indexOf(id);
  const kind = id >> 2;
  return kind < 27 ? 11 + 10 * Math.floor(kind / 9) + (kind % 9) : 41 + kind - 27;
}

/** The kind (0–33) of a tenhou6 code, and whether it is a red five; null for no tile. */
export function codeKind(code: number): { kind: number; red: boolean } | null {
  if (!Number.isInteger(code)) return null;
  if (code >= 51 && code <= 53) return { kind: (code - 51) * 9 + 4, red: true };
  const suit = Math.floor(code / 10) - 1;
  const n = code % 10;
  if (suit >= 0 && suit < 3 && n >= 1 && n <= 9) return { kind: suit * 9 + n - 1, red: false };
  if (suit === 3 && n >= 1 && n <= 7) return { kind: 27 + n - 1, red: false };
  return null;
}

/** Sort key of a code as Tenhou orders tiles: by kind, a red five after the plain ones. */
export function codeOrder(code: number): number {
  const k = codeKind(code);
  return k === null ? 1000 : k.kind * 2 + (k.red ? 1 : 0);
}

/** Tenhou's yaku names by yaku number (0–54), as tenhou6 JSON writes them. */
export const YAKU_NAMES: readonly string[] = [
  '門前清自摸和', '立直', '一発', '槍槓', '嶺上開花', '海底摸月', '河底撈魚', '平和', '断幺九', '一盃口',
  '自風 東', '自風 南', '自風 西', '自風 北', '場風 東', '場風 南', '場風 西', '場風 北', '役牌 白', '役牌 發',
  '役牌 中', '両立直', '七対子', '混全帯幺九', '一気通貫', '三色同順', '三色同刻', '三槓子', '対々和', '三暗刻',
  '小三元', '混老頭', '二盃口', '純全帯幺九', '混一色', '清一色', '人和', '天和', '地和', '大三元',
  '四暗刻', '四暗刻単騎', '字一色', '緑一色', '清老頭', '九蓮宝燈', '純正九蓮宝燈', '国士無双', '国士無双１３面', '大四喜',
  '小四喜', '四槓子', 'ドラ', '裏ドラ', '赤ドラ',
];

/** Dan names by Tenhou's dan number (0 新人 … 9 １級, 10 初段 … 19 十段, 20 天鳳). */
export const DAN_NAMES: readonly string[] = [
  '新人', '９級', '８級', '７級', '６級', '５級', '４級', '３級', '２級', '１級',
  '初段', '二段', '三段', '四段', '五段', '六段', '七段', '八段', '九段', '十段', '天鳳',
];

/** Limit names by Tenhou's limit number (1 mangan … 5 yakuman). */
export const LIMIT_NAMES: readonly string[] = ['', '満貫', '跳満', '倍満', '三倍満', '役満'];

/** The result names of drawn rounds. */
export const RYUUKYOKU_NAMES: Readonly<Record<Exclude<RyuukyokuKind, 'exhaustive'>, string>> = {
  'nine-terminals': '九種九牌',
  'four-riichi': '四家立直',
  'triple-ron': '三家和了',
  'four-kans': '四槓散了',
  'four-winds': '四風連打',
  'nagashi-mangan': '流し満貫',
};

export const WIN_NAME = '和了';
export const DRAW_NAME = '流局';
export const ALL_TENPAI = '全員聴牌';
export const NONE_TENPAI = '全員不聴';

/** The table name Tenhou displays (`rule.disp`): 三 for three players, room, 東/南, 喰, 赤, 速. */
export function ruleName(rules: TenhouTable): string {
  return (
    (rules.sanma ? '三' : '') +
    ['般', '上', '特', '鳳'][rules.room] +
    (rules.hanchan ? '南' : '東') +
    (rules.openTanyao ? '喰' : '') +
    (rules.redFives ? '赤' : '') +
    (rules.fast ? '速' : '')
  );
}
