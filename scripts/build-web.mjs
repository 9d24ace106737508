// `npm run build` (first step): the browser's app into dist/web and the server's renderer
// of the public pages into dist/ssr (scripts/lib/build-web.mjs).
import { buildWeb } from './lib/build-web.mjs';

if (!buildWeb()) process.exit(1);
