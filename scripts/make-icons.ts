// Writes the installed app's icons (src/web/public/icons/*.png) from the site's mark
// (src/web/public/favicon.svg). Run once after changing the mark: `npx tsx scripts/make-icons.ts`;
// the PNGs are committed, so the build does not need sharp's native code.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'src/web/public/icons');
const favicon = fs.readFileSync(path.join(root, 'src/web/public/favicon.svg'), 'utf8');

// The mark's shapes on the school's dark blue, without the rounded corners.
const shapes = favicon.replace(/<title>.*?<\/title>/, '').replace(/<rect[^>]*\/>/, '');
const inner = shapes.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
/**
 * A full square (the launcher draws its own mask): the mark shrunk into the middle 80 %,
 * the part every mask shape keeps (https://web.dev/articles/maskable-icon).
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#06283D"/><g transform="translate(32 32) scale(0.72) translate(-32 -31)">${inner}</g></svg>`;

const icons: [file: string, svg: string, size: number][] = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  ['icon-maskable-512.png', fullBleed, 512],
  ['apple-touch-icon.png', fullBleed, 180],
];

fs.mkdirSync(out, { recursive: true });
for (const [file, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}x${size}`);
}
