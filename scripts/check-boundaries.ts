// `npm run lint` and `npm test`: fails on an import against the layers, SQL outside a
// repository or an /api/ address outside the web client (scripts/lib/boundaries.ts).
import fs from 'node:fs';
import path from 'node:path';
import { violations } from './lib/boundaries.ts';

const root = path.resolve(import.meta.dirname, '..');
const files = new Map<string, string>();
for (const entry of fs.readdirSync(path.join(root, 'src'), {
  recursive: true,
  withFileTypes: true,
})) {
  if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
  const full = path.join(entry.parentPath, entry.name);
  files.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
}
const found = violations(files);
for (const v of found) console.error(`${v.file}:${v.line}  ${v.rule}\n    ${v.text}`);
console.log(
  found.length === 0
    ? `Boundaries kept in ${files.size} files.`
    : `${found.length} boundary violations (docs/architecture.md).`,
);
process.exit(found.length === 0 ? 0 : 1);
