// What the tests of the pages the server draws share (server-pages.test.ts, page-forms.test.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_DATA_ID } from '../../shared/ssr.ts';

/** The web app's index.html as the build leaves it (its frame; the server fills #root). */
export const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-web-ssr-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  fs
    .readFileSync(path.resolve('src/web/index.html'), 'utf8')
    .replace('<script type="module" src="/main.tsx"></script>', '')
    .replace(
      '</head>',
      `<script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>`,
    ),
);
/** The public pages' stylesheet, which drawn pages carry inside them (inlineStyles). */
export const styles =
  '.card{color:#06283d}@font-face{font-family:Noto Sans Bengali Web;src:url(/assets/noto-sans-bengali-400-1a_B.woff2)format("woff2")}';
/** The preload a Bangla page carries of the Bangla font the stylesheet names. */
export const fontPreload =
  '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-400-1a_B.woff2">';
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets', 'index-123.css'), `${styles}\n`);
fs.writeFileSync(path.join(webDir, 'assets', 'gallery-9.css'), '.slide{width:100%}');
export const styleHash = `'sha256-${createHash('sha256').update(styles).digest('base64')}'`;
export const ssrEntry = path.resolve('src/web/entry-server.tsx');

/** The text of an HTML fragment, tags dropped and entities read. */
export const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
export const mainOf = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
export const h1Of = (html: string) =>
  textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').trim();
export const dataOf = (html: string) => {
  const json = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([\\s\\S]*?)</script>`),
  )?.[1];
  return json ? JSON.parse(json) : null;
};
