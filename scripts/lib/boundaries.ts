import path from 'node:path';

/**
 * The directions code may import in, read from each file's relative imports (docs/architecture.md):
 *
 *   src/shared                       ← imports nothing of src/web or src/server
 *   src/web/lib, src/web/locales     ← shared, lib, locales
 *   src/web/components               ← and components
 *   src/web/features/<one>           ← and its own feature, never another
 *   src/web/layouts, routes, app     ← anything above
 *
 * and on the server: only app.ts registers routes modules (nothing else imports a
 * `*.routes.ts`), and SQL is written only in repositories (`*.repository.ts`), the db
 * layer (src/server/db) and the three modules that are each the store of one concern
 * (SQL_STORES). In src/web no `/api/` address
 * is written outside the client (lib/api.ts, lib/signed-in-api.ts): features call
 * endpoints by name. Test files may import in any direction (a screen's test renders the
 * app around it) and may write addresses (they assert what is sent).
 */
export type Violation = { file: string; line: number; rule: string; text: string };

const WEB_LAYERS: [prefix: string, rank: number][] = [
  ['src/web/lib/', 1],
  ['src/web/locales/', 1],
  ['src/web/components/', 2],
  ['src/web/features/', 3],
];

/** A web file's layer: 1 lib/locales, 2 components, 3 features, 4 everything above. */
function webRank(file: string): number {
  return WEB_LAYERS.find(([prefix]) => file.startsWith(prefix))?.[1] ?? 4;
}

const featureOf = (file: string) =>
  file.startsWith('src/web/features/') ? file.split('/')[3] : undefined;

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || /^src\/(web|server)\/test\//.test(file);

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*\(?\s*['"]([^'"]+)['"]/g;

/** Each relative import of `source` with its line number, resolved from the root. */
export function importsOf(file: string, source: string): { target: string; line: number }[] {
  const found: { target: string; line: number }[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    if (!spec.startsWith('.')) continue;
    const line = source.slice(0, m.index).split('\n').length + (m[0].startsWith('\n') ? 1 : 0);
    found.push({
      target: path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)),
      line,
    });
  }
  return found;
}

/**
 * Modules that are a store themselves, their SQL the point of them: the login failures
 * (one upsert per attempt, its delay computed in SQL), which tables and content keys use
 * an image, and the whole-database dump and restore of a backup.
 */
const SQL_STORES = [
  'src/server/modules/auth/login-throttle.ts',
  'src/server/modules/images/image-uses.ts',
  'src/server/modules/backup/backup.service.ts',
];

const mayWriteSql = (file: string) =>
  file.endsWith('.repository.ts') || file.startsWith('src/server/db/') || SQL_STORES.includes(file);

/** Drizzle's query builder or raw SQL: what only a repository (or the db layer) writes. */
const SQL = /\b(?:db|tx|database\.db)\s*\.\s*(?:select|insert|update|delete|execute)\s*\(|\bsql`/;

/** Every import against the layers, and every SQL or address written where it does not belong. */
export function violations(files: ReadonlyMap<string, string>): Violation[] {
  const found: Violation[] = [];
  for (const [file, source] of files) {
    const lines = source.split('\n');
    const at = (line: number, rule: string) =>
      found.push({ file, line, rule, text: lines[line - 1]?.trim() ?? '' });
    const test = isTest(file);
    for (const { target, line } of importsOf(file, source)) {
      if (file.startsWith('src/shared/') && /^src\/(web|server)\//.test(target)) {
        at(line, 'src/shared imports nothing of the web or the server');
      }
      if (file.startsWith('src/web/') && !test && target.startsWith('src/web/')) {
        const from = webRank(file);
        const to = webRank(target);
        if (to > from)
          at(line, `a lower layer imports a higher one (${rankName(from)} → ${rankName(to)})`);
        const [a, b] = [featureOf(file), featureOf(target)];
        if (a && b && a !== b) at(line, `a feature imports another (${a} → ${b})`);
      }
      if (
        file.startsWith('src/server/') &&
        file !== 'src/server/app.ts' &&
        !test &&
        target.endsWith('.routes.ts')
      ) {
        at(line, 'only app.ts imports a routes module');
      }
    }
    if (!test) {
      lines.forEach((text, i) => {
        if (file.startsWith('src/server/') && !mayWriteSql(file) && SQL.test(text)) {
          at(i + 1, 'SQL is written only in repositories');
        }
        if (
          file.startsWith('src/web/') &&
          !['src/web/lib/api.ts', 'src/web/lib/signed-in-api.ts'].includes(file) &&
          /['"`]\/api\//.test(text)
        ) {
          at(i + 1, 'an /api/ address outside the client: call the endpoint by its name');
        }
      });
    }
  }
  return found;
}

function rankName(rank: number): string {
  return ['shared', 'lib', 'components', 'features', 'layouts/routes/app'][rank]!;
}
