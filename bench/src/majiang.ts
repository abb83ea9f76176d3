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
