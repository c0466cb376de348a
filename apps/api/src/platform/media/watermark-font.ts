import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The watermark's typeface ships with the project (an npm package), not with the machine:
 * Noto Sans JP Bold (SIL Open Font License) has kana, kanji, traditional Chinese and the
 * Vietnamese Latin letters, so an organisation's name never prints as empty boxes on a
 * server without CJK fonts (issue #17). fontkit lays the text out (advances, kerning) and
 * it is drawn as outlines, so the SVG renderer needs no font and draws alike everywhere.
 */
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
);

let typeface: fontkit.Font | null = null;

// fontkit reads the tables it needs lazily: opening costs tens of milliseconds, once.
function watermarkFont(): fontkit.Font {
  if (!typeface) typeface = fontkit.openSync(FONT_FILE) as fontkit.Font;
  return typeface;
}

/** The text's outline at `size` px with its baseline at y = 0, and its advance width. */
export function textOutline(text: string, size: number): { pathData: string; width: number } {
  const font = watermarkFont();
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let x = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    // Font units point up; SVG's y points down.
    const placed = glyph.path
      .scale(scale, -scale)
      .translate(x + position.xOffset * scale, -position.yOffset * scale);
    parts.push(placed.toSVG());
    x += position.xAdvance * scale;
  });
  return { pathData: parts.join(''), width: x };
}

/** Characters of `text` the typeface has no glyph for (they would print as boxes). */
export function missingGlyphs(text: string): string[] {
  const font = watermarkFont();
  return [...text].filter((c) => c.trim() !== '' && !font.hasGlyphForCodePoint(c.codePointAt(0)!));
}
