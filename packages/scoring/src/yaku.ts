// The yaku: stable ids, names, Tenhou's numbering, and han.

/** The id of a yaku (or of a dora kind), stable across versions. */
export type YakuId =
  | 'menzen-tsumo'
  | 'riichi'
  | 'ippatsu'
  | 'chankan'
  | 'rinshan-kaihou'
  | 'haitei'
  | 'houtei'
  | 'pinfu'
  | 'tanyao'
  | 'iipeikou'
  | 'seat-wind-east'
  | 'seat-wind-south'
  | 'seat-wind-west'
  | 'seat-wind-north'
  | 'round-wind-east'
  | 'round-wind-south'
  | 'round-wind-west'
  | 'round-wind-north'
  | 'haku'
  | 'hatsu'
  | 'chun'
  | 'double-riichi'
  | 'chiitoitsu'
  | 'chanta'
  | 'ittsu'
  | 'sanshoku'
  | 'sanshoku-doukou'
  | 'sankantsu'
  | 'toitoi'
  | 'sanankou'
  | 'shousangen'
  | 'honroutou'
  | 'ryanpeikou'
  | 'junchan'
  | 'honitsu'
  | 'chinitsu'
  | 'renhou'
  | 'tenhou'
  | 'chiihou'
  | 'daisangen'
  | 'suuankou'
  | 'suuankou-tanki'
  | 'tsuuiisou'
  | 'ryuuiisou'
  | 'chinroutou'
  | 'chuuren-poutou'
  | 'junsei-chuuren-poutou'
  | 'kokushi'
  | 'kokushi-13'
  | 'daisuushii'
  | 'shousuushii'
  | 'suukantsu'
  | 'dora'
  | 'uradora'
  | 'akadora'
  | 'kita';

/** What mjkit knows of a yaku. */
export interface YakuInfo {
  readonly id: YakuId;
  /** English name, as the riichi community writes it. */
  readonly name: string;
  /** Japanese name as Tenhou writes it. */
  readonly japanese: string;
  /** The name `@kobalab/majiang-core` gives it. */
  readonly majiang: string;
  /** Tenhou's yaku number in mjlog `yaku`/`yakuman` attributes (kita: none, -1). */
  readonly tenhou: number;
  /** Han of a closed hand (0 for yakuman and dora). */
  readonly han: number;
  /** Han of an open hand; 0 when the yaku needs a closed hand. */
  readonly openHan: number;
  /** Yakuman multiple (1, or 2 for the double yakuman when the rules have them); 0 otherwise. */
  readonly yakuman: 0 | 1 | 2;
}

const rows: [YakuId, string, string, string, number, number, number, 0 | 1 | 2][] = [
  ['menzen-tsumo', 'Fully concealed hand (menzen tsumo)', '門前清自摸和', '門前清自摸和', 0, 1, 0, 0],
  ['riichi', 'Riichi', '立直', '立直', 1, 1, 0, 0],
  ['ippatsu', 'Ippatsu', '一発', '一発', 2, 1, 0, 0],
  ['chankan', 'Robbing a kan (chankan)', '槍槓', '槍槓', 3, 1, 1, 0],
  ['rinshan-kaihou', 'After a kan (rinshan kaihou)', '嶺上開花', '嶺上開花', 4, 1, 1, 0],
  ['haitei', 'Last tile draw (haitei)', '海底摸月', '海底摸月', 5, 1, 1, 0],
  ['houtei', 'Last tile discard (houtei)', '河底撈魚', '河底撈魚', 6, 1, 1, 0],
  ['pinfu', 'Pinfu', '平和', '平和', 7, 1, 0, 0],
  ['tanyao', 'All simples (tanyao)', '断幺九', '断幺九', 8, 1, 1, 0],
  ['iipeikou', 'Pure double sequence (iipeikou)', '一盃口', '一盃口', 9, 1, 0, 0],
  ['seat-wind-east', 'Seat wind East', '自風 東', '自風 東', 10, 1, 1, 0],
  ['seat-wind-south', 'Seat wind South', '自風 南', '自風 南', 11, 1, 1, 0],
  ['seat-wind-west', 'Seat wind West', '自風 西', '自風 西', 12, 1, 1, 0],
  ['seat-wind-north', 'Seat wind North', '自風 北', '自風 北', 13, 1, 1, 0],
  ['round-wind-east', 'Round wind East', '場風 東', '場風 東', 14, 1, 1, 0],
  ['round-wind-south', 'Round wind South', '場風 南', '場風 南', 15, 1, 1, 0],
  ['round-wind-west', 'Round wind West', '場風 西', '場風 西', 16, 1, 1, 0],
  ['round-wind-north', 'Round wind North', '場風 北', '場風 北', 17, 1, 1, 0],
  ['haku', 'White dragon (haku)', '役牌 白', '翻牌 白', 18, 1, 1, 0],
  ['hatsu', 'Green dragon (hatsu)', '役牌 發', '翻牌 發', 19, 1, 1, 0],
  ['chun', 'Red dragon (chun)', '役牌 中', '翻牌 中', 20, 1, 1, 0],
  ['double-riichi', 'Double riichi', '両立直', 'ダブル立直', 21, 2, 0, 0],
  ['chiitoitsu', 'Seven pairs (chiitoitsu)', '七対子', '七対子', 22, 2, 0, 0],
  ['chanta', 'Half outside hand (chanta)', '混全帯幺九', '混全帯幺九', 23, 2, 1, 0],
  ['ittsu', 'Pure straight (ittsu)', '一気通貫', '一気通貫', 24, 2, 1, 0],
  ['sanshoku', 'Mixed triple sequence (sanshoku)', '三色同順', '三色同順', 25, 2, 1, 0],
  ['sanshoku-doukou', 'Triple triplets (sanshoku doukou)', '三色同刻', '三色同刻', 26, 2, 2, 0],
  ['sankantsu', 'Three kans (sankantsu)', '三槓子', '三槓子', 27, 2, 2, 0],
  ['toitoi', 'All triplets (toitoi)', '対々和', '対々和', 28, 2, 2, 0],
  ['sanankou', 'Three concealed triplets (sanankou)', '三暗刻', '三暗刻', 29, 2, 2, 0],
  ['shousangen', 'Little three dragons (shousangen)', '小三元', '小三元', 30, 2, 2, 0],
  ['honroutou', 'All terminals and honours (honroutou)', '混老頭', '混老頭', 31, 2, 2, 0],
  ['ryanpeikou', 'Twice pure double sequence (ryanpeikou)', '二盃口', '二盃口', 32, 3, 0, 0],
  ['junchan', 'Fully outside hand (junchan)', '純全帯幺九', '純全帯幺九', 33, 3, 2, 0],
  ['honitsu', 'Half flush (honitsu)', '混一色', '混一色', 34, 3, 2, 0],
  ['chinitsu', 'Full flush (chinitsu)', '清一色', '清一色', 35, 6, 5, 0],
  ['renhou', 'Blessing of man (renhou)', '人和', '人和', 36, 0, 0, 1],
  ['tenhou', 'Blessing of heaven (tenhou)', '天和', '天和', 37, 0, 0, 1],
  ['chiihou', 'Blessing of earth (chiihou)', '地和', '地和', 38, 0, 0, 1],
  ['daisangen', 'Big three dragons (daisangen)', '大三元', '大三元', 39, 0, 0, 1],
  ['suuankou', 'Four concealed triplets (suuankou)', '四暗刻', '四暗刻', 40, 0, 0, 1],
  ['suuankou-tanki', 'Four concealed triplets, single wait (suuankou tanki)', '四暗刻単騎', '四暗刻単騎', 41, 0, 0, 2],
  ['tsuuiisou', 'All honours (tsuuiisou)', '字一色', '字一色', 42, 0, 0, 1],
  ['ryuuiisou', 'All green (ryuuiisou)', '緑一色', '緑一色', 43, 0, 0, 1],
  ['chinroutou', 'All terminals (chinroutou)', '清老頭', '清老頭', 44, 0, 0, 1],
  ['chuuren-poutou', 'Nine gates (chuuren poutou)', '九蓮宝燈', '九蓮宝燈', 45, 0, 0, 1],
  ['junsei-chuuren-poutou', 'True nine gates (junsei chuuren poutou)', '純正九蓮宝燈', '純正九蓮宝燈', 46, 0, 0, 2],
  ['kokushi', 'Thirteen orphans (kokushi musou)', '国士無双', '国士無双', 47, 0, 0, 1],
  ['kokushi-13', 'Thirteen orphans, 13-sided wait', '国士無双13面', '国士無双十三面', 48, 0, 0, 2],
  ['daisuushii', 'Big four winds (daisuushii)', '大四喜', '大四喜', 49, 0, 0, 2],
  ['shousuushii', 'Little four winds (shousuushii)', '小四喜', '小四喜', 50, 0, 0, 1],
  ['suukantsu', 'Four kans (suukantsu)', '四槓子', '四槓子', 51, 0, 0, 1],
  ['dora', 'Dora', 'ドラ', 'ドラ', 52, 0, 0, 0],
  ['uradora', 'Uradora', '裏ドラ', '裏ドラ', 53, 0, 0, 0],
  ['akadora', 'Red fives (akadora)', '赤ドラ', '赤ドラ', 54, 0, 0, 0],
  ['kita', 'North dora (kita)', '抜きドラ', '抜きドラ', -1, 0, 0, 0],
];

/** Every yaku mjkit scores, by id. */
export const YAKU: Readonly<Record<YakuId, YakuInfo>> = Object.freeze(
  Object.fromEntries(
    rows.map(([id, name, japanese, majiang, tenhou, han, openHan, yakuman]) => [id, Object.freeze({ id, name, japanese, majiang, tenhou, han, openHan, yakuman })]),
  ) as Record<YakuId, YakuInfo>,
);

const BY_TENHOU = new Map(rows.filter((r) => r[4] >= 0).map((r) => [r[4], YAKU[r[0]]]));

/**
 * The yaku with a given Tenhou number (the ids of mjlog `yaku` and `yakuman` attributes), or
 * undefined.
 *
 * @example
 * ```ts
 * import { yakuFromTenhou } from '@mjkit/scoring';
 * yakuFromTenhou(7)?.id; // => 'pinfu'
 * yakuFromTenhou(99); // => undefined
 * ```
 */
export function yakuFromTenhou(n: number): YakuInfo | undefined {
  return BY_TENHOU.get(n);
}
