// Writes src/web/assets/bangla-label.svg: the word 'বাংলা' (the language switch's label) as
// outlines of Noto Sans Bengali Medium, the switch's own font and weight. An English page
// then shows the word without downloading the 37 KB Bangla font for it. Run once after
// changing the font: `npx tsx scripts/make-bangla-label.ts`; the SVG is committed. Prints
// the word's size in em for the `.bangla-label` rule of src/web/styles.css.
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';

const root = path.resolve(import.meta.dirname, '..');
const fontFile = path.join(
  root,
  'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-500-normal.woff',
);
const word = 'বাংলা';
const size = 100; // units per em of the drawing

const bytes = fs.readFileSync(fontFile);
const font = opentype.parse(
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
);
// ব া ং ল া: each letter stands alone, in order, with no conjuncts or reordering, so plain
// glyph layout is the word as a shaping engine would set it.
const glyphs = font.stringToGlyphs(word);
if (glyphs.some((g) => g.index === 0))
  throw new Error(`The font has no glyph for a letter of ${word}`);
const drawn = font.getPath(word, 0, size, size);
const box = drawn.getBoundingBox();
const pad = 1;
const [x, y] = [box.x1 - pad, box.y1 - pad];
const [w, h] = [box.x2 - box.x1 + 2 * pad, box.y2 - box.y1 + 2 * pad];
// The path written here rather than by opentype.js's toPathData, whose rounding writes NaN
// for some coordinates.
const n = (v: number) => String(Math.round(v * 10) / 10);
const d = drawn.commands
  .map((c) =>
    c.type === 'Z'
      ? 'Z'
      : c.type === 'M' || c.type === 'L'
        ? `${c.type}${n(c.x)} ${n(c.y)}`
        : c.type === 'Q'
          ? `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`
          : `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`,
  )
  .join('');
if (d.includes('NaN')) throw new Error('A coordinate of the word is not a number');
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x)} ${n(y)} ${n(w)} ${n(h)}"><title>${word}</title><path d="${d}"/></svg>\n`;
fs.writeFileSync(path.join(root, 'src/web/assets/bangla-label.svg'), svg);
const em = (v: number) => (v / size).toFixed(3);
console.log(
  `bangla-label.svg: ${svg.length} bytes; width ${em(w)}em, height ${em(h)}em, ` +
    `vertical-align ${em(size - (box.y2 + pad))}em (its bottom below the baseline).`,
);
