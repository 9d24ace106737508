import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
import { type ConfigEnv, defineConfig, type Plugin } from 'vite';
import { endpointRoutes } from './scripts/lib/endpoint-routes.ts';
import { publicStyleSources } from './scripts/lib/style-sources.ts';
import { addressOf } from './src/shared/api/endpoint.ts';
import { endpoints } from './src/shared/api/index.ts';
import { DOCUMENT_KINDS, NOTICES_PAGE_SIZE } from './src/shared/constants.ts';
import { paths } from './src/shared/paths.ts';
import { lazyPages } from './src/web/app/pages.ts';

/** The browser's build, not the server renderer's (`vite build --ssr`, dist/ssr). */
const browserBuild = (_config: unknown, env: ConfigEnv) =>
  env.command === 'build' && !env.isSsrBuild;

/** Writes .br and .gz beside each text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'school:precompress',
    apply: browserBuild,
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|html)$/.test(name)) continue;
        const file = path.join(dir, name);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * public/boot.js, minified where the build copied it: it is part of every public page's
 * first load (tests/e2e/budget.spec.ts), and its comments need not travel.
 */
function minifyBoot(): Plugin {
  return {
    name: 'school:minify-boot',
    apply: browserBuild,
    writeBundle(options) {
      const file = path.join(options.dir ?? '', 'boot.js');
      if (!fs.existsSync(file)) return;
      const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
        minify: true,
        target: 'es2022',
      });
      fs.writeFileSync(file, code);
    },
  };
}

/**
 * V8's compile hint (Chrome 136 on; to other browsers, a comment): every function of the
 * file is compiled as it downloads, on a thread of its own, rather than on the page's
 * thread the first time it is called. Each chunk is code the app runs as soon as it has
 * it (a page's, a form's, the app's start), and React's takeover spent about half its
 * time compiling functions as it first called them (docs/performance.md). Added after
 * minifying, which drops comments.
 */
function compileHints(): Plugin {
  return {
    name: 'school:compile-hints',
    apply: browserBuild,
    // After Vite's own last touch, which puts its list of files first in the entry.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/**
 * react-image-gallery's stylesheet, with its variables (`--ig-*`) set on the gallery
 * (`.image-gallery`, the element all of its parts are inside) rather than on `:root`. The
 * stylesheet comes with the gallery's code, after the page has painted; a rule on the root
 * made Chromium style the whole page again as it arrived (the home page's 420 elements, 15
 * to 30 ms at full speed, four times that on a phone; docs/performance.md), where a rule on
 * the gallery restyles the gallery.
 */
function galleryVariablesScoped(): Plugin {
  return {
    name: 'school:gallery-variables-scoped',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('react-image-gallery/styles/image-gallery.css'))
        return null;
      const scoped = code.replace(/^:root\s*\{/m, '.image-gallery {');
      if (scoped === code || /:root/.test(scoped))
        this.error(
          'react-image-gallery’s stylesheet changed: it set its variables in one :root rule',
        );
      return { code: scoped, map: null };
    },
  };
}

/** The pages a reader most needs offline: the service worker fetches their code with each new version. */
const OFFLINE_ROUTES = ['/routes/notice.tsx', '/routes/class-routine.tsx', '/routes/syllabus.tsx'];
/** Their addresses: the worker keeps each page as the server draws it, to paint at once offline. */
const OFFLINE_PAGES = [paths.notice, paths.classRoutine, paths.syllabus];
/** And their data: the first page of notices and the routine and syllabus lists, as the app asks for them. */
const OFFLINE_DATA = [
  addressOf(endpoints['notices.list'].path, { query: { page: 0, size: NOTICES_PAGE_SIZE } }),
  ...DOCUMENT_KINDS.map((kind) => addressOf(endpoints['documents.list'].path, { query: { kind } })),
];

/**
 * Writes offline.json: OFFLINE_PAGES, the files of OFFLINE_ROUTES (their chunks, the chunks
 * they import and their CSS) and OFFLINE_DATA, which public/sw.js keeps with every new version of the
 * site, so one visit of any page is enough to read the notices, routines and syllabi offline.
 */
function offlineList(): Plugin {
  return {
    name: 'school:offline-list',
    apply: browserBuild,
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const imported of chunk.imports) add(imported);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && OFFLINE_ROUTES.some((r) => chunk.facadeModuleId?.endsWith(r)))
          add(chunk.fileName);
      this.emitFile({
        type: 'asset',
        fileName: 'offline.json',
        source: JSON.stringify({
          pages: OFFLINE_PAGES,
          files: [...files].map((f) => `/${f}`),
          data: OFFLINE_DATA,
        }),
      });
    },
  };
}

/**
 * Writes route-preloads.json: for each lazily loaded page (src/web/app/pages.ts), by its
 * address, the files its code needs beyond the first load's (its chunk, the chunks it
 * imports, their CSS). The server lists them in that page's HTML (modulepreload), so a
 * first visit fetches the page's code together with the app's rather than after it
 * (Lighthouse, mobile: the page paints about 0.3 s sooner; docs/performance.md).
 */
function routePreloads(): Plugin {
  let routesDir = '';
  return {
    name: 'school:route-preloads',
    apply: browserBuild,
    configResolved(config) {
      routesDir = path.join(config.root, 'routes');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const closure = (fileName: string, into: Set<string>, skip = new Set<string>()) => {
        const chunk = bundle[fileName];
        if (!chunk || into.has(fileName) || skip.has(fileName)) return;
        into.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const imported of chunk.imports) closure(imported, into, skip);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
      };
      const firstLoad = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, firstLoad);
      const preloads: Record<string, string[]> = {};
      for (const [url, file] of Object.entries(lazyPages)) {
        const module = path.join(routesDir, `${file}.tsx`);
        const chunk = chunks.find((c) => c.facadeModuleId === module);
        if (!chunk) {
          this.error(`route-preloads: no chunk for ${url} (routes/${file}.tsx)`);
        }
        const files = new Set<string>();
        closure(chunk.fileName, files, firstLoad);
        preloads[url] = [...files].map((f) => `/${f}`);
      }
      // A Bangla reader's texts (lib/language.ts), which a page drawn by the server in
      // Bangla needs before the app can take it over: listed under 'lang:bn'.
      const bangla = new Set<string>();
      for (const file of ['bn.ts', 'bn-public-forms.ts']) {
        const module = path.join(path.dirname(routesDir), 'locales', file);
        const chunk = chunks.find((c) => c.facadeModuleId === module);
        if (!chunk) this.error(`route-preloads: no chunk for locales/${file}`);
        closure(chunk.fileName, bangla, firstLoad);
      }
      preloads['lang:bn'] = [...bangla].map((f) => `/${f}`);
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads),
      });
    },
  };
}

/**
 * The files of the first load (the entry and the chunks it imports), found as the bundle
 * is written. A lazily loaded page's list of files to fetch with it leaves them out: they
 * are always there before any page's code is asked for, and listing them again in every
 * page's entry of the first load costs every visitor bytes for nothing.
 */
const firstLoad = new Set<string>();
function firstLoadFiles(): Plugin {
  return {
    name: 'school:first-load-files',
    apply: browserBuild,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        firstLoad.clear();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || firstLoad.has(fileName)) return;
          firstLoad.add(fileName);
          for (const imported of chunk.imports) add(imported);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) add(chunk.fileName);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // public/ is the browser's (dist/web); the server renderer needs none of it.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    publicStyleSources(),
    galleryVariablesScoped(),
    tailwindcss(),
    endpointRoutes(),
    firstLoadFiles(),
    offlineList(),
    routePreloads(),
    compileHints(),
    precompress(),
    minifyBoot(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    // Every browser the site serves preloads modules itself (Chrome and Android since 2018,
    // Safari 17, Firefox 115); without support a module is only fetched when imported.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !firstLoad.has(dep)) : deps,
    },
    // The switch's drawn 'বাংলা' (styles.css) stays a file of its own, cached for a year,
    // rather than 1.3 KB more in the CSS of every first load.
    assetsInlineLimit: (file) => (file.endsWith('bangla-label.svg') ? false : undefined),
  },
  // The server renderer (dist/ssr) carries the libraries it uses, so it needs nothing
  // from node_modules that the production install may leave out, and no CSS import breaks it.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
