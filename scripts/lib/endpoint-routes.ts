import type { Plugin } from 'vite';
import { endpoints } from '../../src/shared/api/index.ts';

const PUBLIC = 'virtual:endpoints/public';
const FORMS = 'virtual:endpoints/forms';
const SIGNED_IN = 'virtual:endpoints/signed-in';

/**
 * Serves the web app each API operation's method and address by its name, read from the
 * declarations in src/shared/api, so the browser calls endpoints by name
 * (src/web/lib/api.ts) without downloading their schemas: `virtual:endpoints/public`
 * holds the operations anyone may call (the first load needs them) but the admission
 * forms' (`forms: true`, in `virtual:endpoints/forms`, loaded with those forms), and
 * `virtual:endpoints/signed-in` the rest (imported by the signed-in screens' code). Each is
 * written short, as lib/api.ts reads it: `/site`, `POST /auth/login`, `content.*.get` →
 * `/content/*` for a family of operations.
 */
export function endpointRoutes(): Plugin {
  type Kind = 'public' | 'forms' | 'signed-in';
  const kindOf = (e: (typeof endpoints)[keyof typeof endpoints]): Kind =>
    e.access !== 'public' ? 'signed-in' : 'forms' in e && e.forms ? 'forms' : 'public';
  const table = (kind: Kind) => {
    const written: Record<string, string> = {};
    for (const [name, e] of Object.entries(endpoints)) {
      if (kindOf(e) !== kind) continue;
      // Written short: the address without /api, the method only when it is not GET.
      const route = `${e.method === 'GET' ? '' : `${e.method} `}${e.path.slice('/api'.length)}`;
      // A family `content.<key>.get` → `/content/<key>` is written once, as
      // `content.*.get` → `/content/*` (lib/api.ts, routeOf), when every member fits it.
      const [family, key, action] = name.split('.');
      const pattern = key && action ? `${family}.*.${action}` : undefined;
      const shape = pattern ? route.replace(`/${key}`, '/*') : undefined;
      if (pattern && shape !== route && (written[pattern] ?? shape) === shape) {
        written[pattern] = shape!;
      } else written[name] = route;
    }
    return written;
  };
  const modules: Record<string, () => string> = {
    [`\0${PUBLIC}`]: () => `export default ${JSON.stringify(table('public'))};`,
    [`\0${FORMS}`]: () => `export default ${JSON.stringify(table('forms'))};`,
    [`\0${SIGNED_IN}`]: () => `export default ${JSON.stringify(table('signed-in'))};`,
  };
  return {
    name: 'school:endpoint-routes',
    resolveId: (id) => (id === PUBLIC || id === FORMS || id === SIGNED_IN ? `\0${id}` : undefined),
    load: (id) => modules[id]?.(),
  };
}
