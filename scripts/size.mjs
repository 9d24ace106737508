// Prints the gzip size of the home page's first load (the scripts and styles that
// dist/web/index.html loads) and fails when it is over ARCHITECTURE.md's budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 110 * 1024, css: 20 * 1024 };
const dir = path.resolve(import.meta.dirname, '../dist/web');
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(js|css))"/g)].map((m) => ({
  url: m[1],
  kind: m[2],
}));
const total = { js: 0, css: 0 };
for (const f of files) {
  const gz = gzipSync(fs.readFileSync(path.join(dir, f.url))).length;
  total[f.kind] += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${f.url}`);
}
const line = (k) =>
  `${k.toUpperCase()} ${(total[k] / 1024).toFixed(1)} KB of ${BUDGET[k] / 1024} KB (${Math.round((100 * total[k]) / BUDGET[k])}%)`;
console.log(`Home page first load, gzipped: ${line('js')}, ${line('css')}`);
if (total.js > BUDGET.js || total.css > BUDGET.css) {
  console.error('Over the budget of ARCHITECTURE.md.');
  process.exit(1);
}
