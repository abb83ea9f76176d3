// Typed access to the peer library @kobalab/majiang-core (a devDependency of bench only).
import { createRequire } from 'node:module';

export interface MajiangShoupai {
  toString(): string;
}

export interface MajiangCore {
  Shoupai: { new (tiles: string[]): MajiangShoupai; fromString(s: string): MajiangShoupai };
  Util: {
    xiangting(s: MajiangShoupai): number;
    tingpai(s: MajiangShoupai, f?: (s: MajiangShoupai) => number): string[] | null;
  };
}

const require = createRequire(import.meta.url);
export const Majiang = require('@kobalab/majiang-core') as MajiangCore;

/** majiang-core's Util.hule parameters and result, as far as bench uses them. */
export interface MajiangHuleResult {
  hupai: { name: string; fanshu: number | string; baojia?: string }[];
  fu?: number;
  fanshu?: number;
  damanguan?: number;
  defen: number;
  fenpei: number[];
}

export interface MajiangHule {
  hule(shoupai: MajiangShoupai, rongpai: string | null, param: unknown): MajiangHuleResult | undefined;
  hule_param(p: Record<string, unknown>): unknown;
}
