import sharp from 'sharp';

/**
 * Demo pictures drawn by the project at seed time (PRODUCT.md: no downloads): simple
 * flat illustrations from SVG, so a new install looks like a school, not a wireframe.
 */

function rng(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const PALETTES = [
  ['#87CEEB', '#4CAF50', '#2E7D32', '#F9A825'],
  ['#FFB74D', '#8BC34A', '#558B2F', '#E65100'],
  ['#90CAF9', '#26A69A', '#00695C', '#1363DF'],
  ['#B39DDB', '#9CCC65', '#33691E', '#06283D'],
  ['#80DEEA', '#AED581', '#689F38', '#47B5FF'],
];

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** A village school scene: sky, sun, river, fields, a school building, trees, a flag. */
export function sceneImage(seed: number, w = 960, h = 600): Promise<Buffer> {
  const r = rng(seed);
  const [sky, field, tree, accent] = PALETTES[seed % PALETTES.length]!;
  const trees = Array.from({ length: 6 }, () => {
    const x = Math.round(r() * w);
    const y = Math.round(h * 0.62 + r() * h * 0.1);
    const s = 30 + r() * 40;
    return `<rect x="${x - 5}" y="${y}" width="10" height="${s}" fill="#5D4037"/><circle cx="${x}" cy="${y}" r="${s * 0.8}" fill="${tree}"/>`;
  }).join('');
  const bx = Math.round(w * (0.25 + r() * 0.3));
  const by = Math.round(h * 0.42);
  const windows = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${bx + 30 + i * 55}" y="${by + 40}" width="30" height="40" fill="#E3F2FD"/>`,
  ).join('');
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#FFFFFF"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/>
<circle cx="${Math.round(w * (0.1 + r() * 0.8))}" cy="${Math.round(h * 0.18)}" r="${Math.round(h * 0.08)}" fill="#FFEB3B"/>
<rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="${field}"/>
<path d="M0 ${h * 0.85} Q ${w * 0.3} ${h * 0.78} ${w * 0.6} ${h * 0.88} T ${w} ${h * 0.84} V ${h} H 0 Z" fill="#4FC3F7" opacity="0.8"/>
<rect x="${bx}" y="${by}" width="360" height="${h * 0.2}" fill="#EFEBE9" stroke="#8D6E63" stroke-width="4"/>
<polygon points="${bx - 20},${by} ${bx + 180},${by - 60} ${bx + 380},${by}" fill="${accent}"/>
${windows}
<rect x="${bx + 160}" y="${by + 60}" width="40" height="${h * 0.2 - 60}" fill="#6D4C41"/>
<rect x="${bx + 400}" y="${by - 80}" width="4" height="${h * 0.2 + 80}" fill="#616161"/>
<rect x="${bx + 404}" y="${by - 80}" width="60" height="36" fill="#006A4E"/><circle cx="${bx + 430}" cy="${by - 62}" r="11" fill="#F42A41"/>
${trees}
</svg>`);
}

/** A portrait placeholder: a figure on a coloured ground, with the initials. */
export function portraitImage(seed: number, initials: string, size = 400): Promise<Buffer> {
  const colours = ['#06283D', '#1363DF', '#00695C', '#6A1B9A', '#AD1457', '#E65100', '#37474F'];
  const bg = colours[seed % colours.length]!;
  const skin = ['#8D5524', '#C68642', '#A0522D', '#D2A679'][seed % 4]!;
  const cloth = ['#F9A825', '#47B5FF', '#FFFFFF', '#81C784'][(seed >> 1) % 4]!;
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<rect width="${size}" height="${size}" fill="${bg}"/>
<ellipse cx="${size / 2}" cy="${size * 1.02}" rx="${size * 0.38}" ry="${size * 0.33}" fill="${cloth}"/>
<circle cx="${size / 2}" cy="${size * 0.42}" r="${size * 0.18}" fill="${skin}"/>
<path d="M ${size * 0.32} ${size * 0.38} Q ${size / 2} ${size * 0.16} ${size * 0.68} ${size * 0.38} Q ${size / 2} ${size * 0.28} ${size * 0.32} ${size * 0.38} Z" fill="#212121"/>
<text x="${size * 0.92}" y="${size * 0.14}" font-family="sans-serif" font-size="${size * 0.1}" font-weight="bold" fill="#FFFFFF" text-anchor="end">${esc(initials)}</text>
</svg>`);
}

/**
 * A printed notice on paper: a letterhead band, the title and lines of text. The
 * letterhead and the title come as transparent pictures of their text (set in Bangla by
 * scripts/make-demo-files.ts; this renderer cannot shape Bengali script without a Bengali
 * font on the machine), laid centred on the paper.
 */
export async function noticeImage(seed: number, title: Buffer, letterhead: Buffer) {
  const r = rng(seed);
  const w = 800;
  const h = 1000;
  const [t, l] = await Promise.all([sharp(title).metadata(), sharp(letterhead).metadata()]);
  const titleTop = 185;
  const rule = titleTop + t.height + 14;
  const lines = Array.from({ length: Math.floor((h - 170 - (rule + 50)) / 40) + 1 }, (_, i) => {
    const len = 0.55 + r() * 0.35;
    return `<rect x="80" y="${rule + 50 + i * 40}" width="${Math.round((w - 160) * len)}" height="12" rx="6" fill="#B0BEC5"/>`;
  }).join('');
  const paper = await render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="#FFFDF5"/>
<rect width="${w}" height="150" fill="#06283D"/>
<rect x="${w / 2 - 60}" y="${rule}" width="120" height="4" fill="#F9A825"/>
${lines}
<rect x="${w - 280}" y="${h - 120}" width="200" height="3" fill="#455A64"/>
</svg>`);
  return sharp(paper)
    .composite([
      {
        input: letterhead,
        top: Math.max(0, Math.round((150 - l.height) / 2)),
        left: Math.round((w - l.width) / 2),
      },
      { input: title, top: titleTop, left: Math.round((w - t.width) / 2) },
    ])
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A sport's card picture: a ball on its field colour. */
export function sportImage(seed: number, sport: string): Promise<Buffer> {
  const fields: Record<string, string> = {
    cricket: '#7CB342',
    football: '#43A047',
    volleyball: '#FFD54F',
    tennis: '#1E88E5',
    badminton: '#26A69A',
    hockey: '#0288D1',
  };
  const ball: Record<string, string> = {
    cricket: '#C62828',
    football: '#FAFAFA',
    volleyball: '#FFFFFF',
    tennis: '#D4E157',
    badminton: '#FFFFFF',
    hockey: '#FFFFFF',
  };
  const w = 800;
  const h = 500;
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="${fields[sport] ?? '#43A047'}"/>
<rect x="40" y="40" width="${w - 80}" height="${h - 80}" fill="none" stroke="#FFFFFF" stroke-width="6"/>
<line x1="${w / 2}" y1="40" x2="${w / 2}" y2="${h - 40}" stroke="#FFFFFF" stroke-width="6"/>
<circle cx="${w / 2}" cy="${h / 2}" r="${70 + (seed % 3) * 10}" fill="none" stroke="#FFFFFF" stroke-width="6"/>
<circle cx="${w * 0.68}" cy="${h * 0.4}" r="48" fill="${ball[sport] ?? '#FFFFFF'}" stroke="#263238" stroke-width="4"/>
</svg>`);
}

/** The school's logo: a book under a rising sun, in the school's colours. */
export function logoImage(): Promise<Buffer> {
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<circle cx="128" cy="128" r="124" fill="#06283D"/>
<circle cx="128" cy="112" r="44" fill="#F9A825"/>
<path d="M48 170 Q88 146 128 170 Q168 146 208 170 V200 Q168 176 128 200 Q88 176 48 200 Z" fill="#FFFFFF"/>
<line x1="128" y1="170" x2="128" y2="200" stroke="#1363DF" stroke-width="4"/>
</svg>`);
}
