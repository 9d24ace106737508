// Writes src/web/assets/noto-sans-bengali-400.woff2: the site's Bangla font, Noto Sans
// Bengali Regular as @fontsource/noto-sans-bengali ships it (its `bengali` file, 44 KB),
// cut to what Bangla text needs. Run after changing the font or the letters below:
// `npm run make:bangla-font`; the file is committed (styles.css's @font-face names it).
//
// Kept: the letters, vowel signs, hasanta, digits and the taka sign of modern Bangla, the
// dandas, ZWNJ and ZWJ (which choose a conjunct's form), the dotted circle (shaping draws a
// lone vowel sign on it), and every glyph and every substitution and positioning rule
// that Bangla text can reach from them (HarfBuzz's glyph closure): all the conjuncts, the
// reph and ra-, ba- and ya-phala forms, the matras' variants. Left out: the Vedic signs
// and the Devanagari stress marks that fontsource's file has for Sanskrit, the Assamese
// ra and wa, the vowels and signs of Sanskrit only (ঌ ৡ ৠ ৄ ৢ ৣ, avagraha, anji),
// the fractions and the old currency signs; the hinting; the glyph names; the name
// table's entries but the font's names.
//
// Then checks its work: every Bangla word of the site (src/**, the interface's and the
// demo school's texts) and every consonant pair, triple and pair with each vowel sign,
// shaped by HarfBuzz (the shaper Chromium uses) with the new file and with fontsource's,
// must give the same glyphs at the same places; it stops without writing when one does not.
// Prints the file's size and the code points it covers.
import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(
  root,
  'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
);
const target = path.join(root, 'src/web/assets/noto-sans-bengali-400.woff2');

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Code points of the Bengali block that modern Bangla writes. */
const bengali = [
  ...range(0x981, 0x983), // ঁ ং ঃ
  ...range(0x985, 0x98b), // অ … ঋ
  ...range(0x98f, 0x990), // এ ঐ
  ...range(0x993, 0x9a8), // ও … ন
  ...range(0x9aa, 0x9b0), // প … র
  0x9b2, // ল
  ...range(0x9b6, 0x9b9), // শ ষ স হ
  0x9bc, // nukta
  ...range(0x9be, 0x9c3), // া ি ী ু ূ ৃ
  ...range(0x9c7, 0x9c8), // ে ৈ
  ...range(0x9cb, 0x9ce), // ো ৌ ্ ৎ
  0x9d7, // the au length mark (ৌ decomposed)
  0x9dc,
  0x9dd,
  0x9df, // ড় ঢ় য়
  ...range(0x9e6, 0x9ef), // ০ … ৯
  0x9f3, // ৳
];
const codePoints = [...bengali, 0x964, 0x965, 0x200c, 0x200d, 0x25cc];

const original = fs.readFileSync(source);
// A copy (see shaper).
const subset = Buffer.from(
  await subsetFont(original, String.fromCodePoint(...codePoints), {
    targetFormat: 'woff2',
    noHinting: true,
  }),
);

// --- The check: the same shaping with both files. ---
type Shaped = { font: hb.Font; paths: Map<number, string> };
async function shaper(woff2: Buffer): Promise<Shaped> {
  // A copy at once: the converter's answer lies in its WebAssembly memory, which its next
  // call writes over.
  const sfnt = new Uint8Array(await fontverter.convert(woff2, 'sfnt'));
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  return { font, paths: new Map() };
}
/** The text as glyphs: each one's outline, advance and offset, and the letters it stands for. */
function shape(s: Shaped, text: string): string {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setDirection(hb.Direction.LTR);
  buffer.setScript('Beng');
  buffer.setLanguage('bn');
  hb.shape(s.font, buffer);
  const outline = (glyph: number) => {
    let drawn = s.paths.get(glyph);
    if (drawn === undefined) {
      drawn = glyph === 0 ? '.notdef' : s.font.glyphToPath(glyph);
      s.paths.set(glyph, drawn);
    }
    return drawn;
  };
  return (
    buffer
      .getGlyphInfosAndPositions()
      // A ZWNJ or ZWJ, shown as nothing: fontsource's file draws it with its space glyph
      // (at no width), the cut one, which has no space, leaves it out.
      .filter((g) => !(g.xAdvance === 0 && outline(g.codepoint) === ''))
      .map((g) => `${g.cluster}:${outline(g.codepoint)}@${g.xAdvance},${g.xOffset},${g.yOffset}`)
      .join(' ')
  );
}

/** Every Bangla word in the project's sources (the interface's and the demo school's). */
function wordsOfSources(dir: string, words: Set<string>) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (fs.statSync(file).isDirectory()) wordsOfSources(file, words);
    else if (/\.(ts|tsx|json|md)$/.test(entry.name))
      for (const word of fs.readFileSync(file, 'utf8').match(/[\u0980-\u09FF\u200C\u200D]+/gu) ??
        [])
        words.add(word);
  }
  return words;
}
const kept = new Set(codePoints);
const words = [...wordsOfSources(path.join(root, 'src'), new Set())].filter((word) =>
  Array.from(word).every((c) => kept.has(c.codePointAt(0)!)),
);
const letters = (points: number[]) => points.map((c) => String.fromCodePoint(c));
const consonants = letters([
  ...range(0x995, 0x9a8),
  ...range(0x9aa, 0x9b0),
  0x9b2,
  ...range(0x9b6, 0x9b9),
  0x9dc,
  0x9dd,
  0x9df,
]);
/** No sign, each vowel sign, candrabindu and anusvara. */
const signs = ['', ...letters([...range(0x9be, 0x9c3), 0x9c7, 0x9c8, 0x9cb, 0x9cc, 0x981, 0x982])];
const hasanta = '\u09CD';
const made: string[] = [];
for (const a of consonants)
  for (const b of consonants) {
    for (const sign of signs) made.push(`${a}${hasanta}${b}${sign}`, `${a}${sign}${b}`);
    made.push(
      `র${hasanta}${a}${hasanta}${b}`,
      `${a}${hasanta}\u200C${b}`,
      `${a}${hasanta}\u200D${b}`,
    );
    for (const c of consonants) made.push(`${a}${hasanta}${b}${hasanta}${c}`);
  }
const texts = [...words, ...made, ...codePoints.map((c) => String.fromCodePoint(c))];
const before = await shaper(original);
const after = await shaper(subset);
const differ = texts.filter((text) => shape(before, text) !== shape(after, text));
if (differ.length) {
  console.error(
    `${differ.length} of ${texts.length} texts shape differently with the cut font, e.g. ${differ.slice(0, 10).join(' ')}`,
  );
  process.exit(1);
}

fs.writeFileSync(target, subset);
const spans: string[] = [];
for (const c of [...codePoints].sort((x, y) => x - y)) {
  const last = spans.at(-1)?.split('-');
  const end = last && parseInt(last.at(-1)!, 16);
  const hex = c.toString(16).toUpperCase().padStart(4, '0');
  if (end !== undefined && c === end + 1) spans[spans.length - 1] = `${last![0]}-${hex}`;
  else spans.push(hex);
}
console.log(
  `${path.relative(root, target)}: ${subset.length} bytes (fontsource's ${original.length}); ` +
    `${words.length} words of the site and ${made.length} made-up clusters shape as before.\n` +
    `It covers ${spans.map((s) => `U+${s}`).join(', ')}.`,
);
