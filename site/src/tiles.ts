// Tile pictures drawn here (no copied artwork): a rounded face, the rank large, the suit below in
// its colour; honours as their character. Each picture carries a text alternative (its mpsz name
// and what it is), so screen readers and tests read the tile, not the drawing. A browser with no
// font for the characters (a bare Linux, Debian's Chromium as CI runs it) would draw each as the
// same empty box: there the pictures use letters instead (mjai's E S W N, F and C for the green and
// red dragons; man, pin, sou below the rank).
import { isRed, kindOf, tileToString } from '@mjkit/core';
import type { Tile } from '@mjkit/core';

const SUITS = [
  { name: 'man', label: '萬', colour: '#b3261e' },
  { name: 'pin', label: '筒', colour: '#1f5fa8' },
  { name: 'sou', label: '索', colour: '#2e7d32' },
] as const;
/** Per honour: its character, the letter that stands for it without one, what it is, its colour. */
const HONOURS = [
  ['東', 'E', 'east wind', '#222'],
  ['南', 'S', 'south wind', '#222'],
  ['西', 'W', 'west wind', '#222'],
  ['北', 'N', 'north wind', '#222'],
  ['', '', 'white dragon', '#222'],
  ['發', 'F', 'green dragon', '#2e7d32'],
  ['中', 'C', 'red dragon', '#b3261e'],
] as const;

let kanji: boolean | undefined;
/**
 * Whether this page can draw the tiles' characters: 東 drawn on a canvas in the page's font differs
 * from 南 and from an unassigned code point (a missing glyph draws as the same box for all three).
 * Outside a browser, yes. Asked once.
 */
function drawsKanji(): boolean {
  if (kanji !== undefined) return kanji;
  const g = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (g === null) return (kanji = true);
  const pixels = (text: string): string => {
    g.clearRect(0, 0, 24, 24);
    g.font = '20px system-ui, sans-serif';
    g.fillText(text, 0, 20);
    return g.getImageData(0, 0, 24, 24).data.join();
  };
  const east = pixels('東');
  kanji = east !== pixels('南') && east !== pixels('\u0378');
  return kanji;
}

/** What a tile is, in words (`5m, red five of man`). */
export function tileAlt(tile: Tile): string {
  const k = kindOf(tile);
  if (k >= 27) return `${tileToString(tile)}, ${HONOURS[k - 27]![2]}`;
  const suit = SUITS[Math.floor(k / 9)]!;
  return `${tileToString(tile)}, ${isRed(tile) ? 'red ' : ''}${(k % 9) + 1} of ${suit.name}`;
}

/** An SVG picture of a tile, `height` pixels high, with its text alternative. */
export function tileSvg(tile: Tile, height = 44): string {
  const k = kindOf(tile);
  const w = Math.round(height * 0.75);
  let face: string;
  if (k >= 27) {
    const [character, letter, , colour] = HONOURS[k - 27]!;
    const glyph = drawsKanji() ? character : letter;
    face = glyph === '' ? `<rect x="8" y="10" width="14" height="20" fill="none" stroke="#1f5fa8" stroke-width="2" rx="2"/>` : `<text x="15" y="27" font-size="18" text-anchor="middle" fill="${colour}">${glyph}</text>`;
  } else {
    const suit = SUITS[Math.floor(k / 9)]!;
    const colour = isRed(tile) ? '#d00000' : suit.colour;
    face = `<text x="15" y="21" font-size="17" font-weight="700" text-anchor="middle" fill="${colour}">${(k % 9) + 1}</text><text x="15" y="35" font-size="${drawsKanji() ? 10 : 8}" text-anchor="middle" fill="${suit.colour}">${drawsKanji() ? suit.label : suit.name}</text>`;
  }
  return `<svg class="tile" role="img" aria-label="${tileAlt(tile)}" viewBox="0 0 30 40" width="${w}" height="${height}" xmlns="http://www.w3.org/2000/svg"><title>${tileAlt(tile)}</title><rect x="1" y="1" width="28" height="38" rx="4" fill="#fdfaf2" stroke="#8a8170" stroke-width="1.5"/>${face}</svg>`;
}

/** Per bonus tile: its character, the letters that stand for it without one, what it is. */
const BONUS = [
  ['梅', 'Pl', 'flower 1, plum'],
  ['蘭', 'Or', 'flower 2, orchid'],
  ['菊', 'Ch', 'flower 3, chrysanthemum'],
  ['竹', 'Ba', 'flower 4, bamboo'],
  ['春', 'Sp', 'season 1, spring'],
  ['夏', 'Su', 'season 2, summer'],
  ['秋', 'Au', 'season 3, autumn'],
  ['冬', 'Wi', 'season 4, winter'],
] as const;

/** An SVG picture of a Hong Kong bonus tile (1–8: `1f`–`8f`, flowers then seasons), with its text alternative. */
export function bonusSvg(bonus: number, height = 44): string {
  const [character, letters, name] = BONUS[bonus - 1] ?? ['?', '?', 'unknown bonus tile'];
  const glyph = drawsKanji() ? character : letters;
  const alt = `${bonus}f, ${name}`;
  const w = Math.round(height * 0.75);
  const colour = bonus <= 4 ? '#1f5fa8' : '#b3261e';
  return `<svg class="tile" role="img" aria-label="${alt}" viewBox="0 0 30 40" width="${w}" height="${height}" xmlns="http://www.w3.org/2000/svg"><title>${alt}</title><rect x="1" y="1" width="28" height="38" rx="4" fill="#fdfaf2" stroke="#8a8170" stroke-width="1.5"/><text x="15" y="20" font-size="15" text-anchor="middle" fill="${colour}">${glyph}</text><text x="15" y="35" font-size="10" text-anchor="middle" fill="${colour}">${bonus}f</text></svg>`;
}
