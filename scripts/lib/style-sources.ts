import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { lazyPages } from '../../src/web/app/pages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const web = path.join(root, 'src/web');

/** Where the public stylesheet (src/web/styles.css) reads the files Tailwind scans. */
export const PUBLIC_SOURCES_FILE = path.join(web, 'public-sources.generated.css');

/** The dashboard's code: its classes go to the dashboard's stylesheet only (src/web/dashboard.css). */
const DASHBOARD_ENTRY = path.join(web, 'app/dashboard-routes.tsx');

/** `import … from './x.ts'`, `export … from './x.ts'`, `import './x.ts'` and `import('./x.ts')`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Every source file of the app a public page can run: the entry, home, not-found and the
 * lazily loaded public pages (app/pages.ts), and everything they import, but not the
 * dashboard (app/dashboard-routes.tsx and what only it imports). Relative imports only
 * (packages bring no classes of ours); a match in a comment adds a file, never loses one.
 */
export function publicModules(): string[] {
  const starts = [
    path.join(web, 'main.tsx'),
    path.join(web, 'routes/home.tsx'),
    path.join(web, 'routes/not-found.tsx'),
    ...Object.values(lazyPages).map((file) => path.join(web, `routes/${file}.tsx`)),
  ];
  const seen = new Set<string>();
  const todo = [...starts];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file) || file === DASHBOARD_ENTRY) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const imported = path.resolve(path.dirname(file), specifier!);
      if (/\.tsx?$/.test(imported) && fs.existsSync(imported)) todo.push(imported);
    }
  }
  return [...seen].sort();
}

/** The `@source` lines of PUBLIC_SOURCES_FILE: each public module, relative to src/web. */
export function publicSourcesCss(): string {
  const lines = publicModules().map(
    (file) => `@source "./${path.relative(web, file).split(path.sep).join('/')}";`,
  );
  return `/* Written by scripts/lib/style-sources.ts: the files the public stylesheet's classes come from. */\n${lines.join('\n')}\n`;
}

/** Writes PUBLIC_SOURCES_FILE when its content changes; true when it did. */
export function writePublicSources(): boolean {
  const css = publicSourcesCss();
  const old = fs.existsSync(PUBLIC_SOURCES_FILE)
    ? fs.readFileSync(PUBLIC_SOURCES_FILE, 'utf8')
    : '';
  if (old === css) return false;
  fs.writeFileSync(PUBLIC_SOURCES_FILE, css);
  return true;
}

/**
 * Keeps PUBLIC_SOURCES_FILE current: written before Tailwind reads src/web/styles.css in
 * every build, and again in the dev server when a file of the app changes (an import added
 * to a public page brings its classes to the public stylesheet).
 */
export function publicStyleSources(): Plugin {
  return {
    name: 'school:public-style-sources',
    config() {
      writePublicSources();
    },
    configureServer(server) {
      const update = (file: string) => {
        if (file.startsWith(web) && /\.tsx?$/.test(file)) writePublicSources();
      };
      server.watcher.on('change', update);
      server.watcher.on('add', update);
      server.watcher.on('unlink', update);
    },
  };
}
