import { describe, expect, it } from 'vitest';
import { violations } from './boundaries.ts';

const check = (files: Record<string, string>) =>
  violations(new Map(Object.entries(files))).map((v) => `${v.file}:${v.line} ${v.rule}`);

describe('the boundaries check', () => {
  it('refuses a feature that imports another, statically or lazily', () => {
    expect(
      check({
        'src/web/features/gallery/components/albums.tsx': [
          "import { useSession } from '../../../lib/session.ts';",
          "import { DeleteButton } from '../../posts/components/delete.tsx';",
          "const later = () => import('../../people/api/get-staff.ts');",
        ].join('\n'),
      }),
    ).toEqual([
      'src/web/features/gallery/components/albums.tsx:2 a feature imports another (gallery → posts)',
      'src/web/features/gallery/components/albums.tsx:3 a feature imports another (gallery → people)',
    ]);
  });

  it('refuses a lower layer that imports a higher one, and lets the higher import the lower', () => {
    expect(
      check({
        'src/web/lib/session.ts': "import { x } from '../features/auth/api/login.ts';",
        'src/web/components/ui/a.tsx': "import { y } from '../../features/posts/p.ts';",
        'src/web/locales/pages.ts': "import { i18n } from '../lib/i18n.ts';",
        'src/web/features/posts/p.ts': "import { Page } from '../../components/ui/page.tsx';",
        'src/web/routes/home.tsx': "import { Board } from '../features/posts/board.tsx';",
        'src/shared/api/x.ts': "import { app } from '../../server/app.ts';",
      }),
    ).toEqual([
      'src/web/lib/session.ts:1 a lower layer imports a higher one (lib → features)',
      'src/web/components/ui/a.tsx:1 a lower layer imports a higher one (components → features)',
      'src/shared/api/x.ts:1 src/shared imports nothing of the web or the server',
    ]);
  });

  it('lets a test import in any direction and write addresses', () => {
    expect(
      check({
        'src/web/features/posts/p.test.tsx':
          "import { AppRoutes } from '../../app/router.tsx';\nexpect(path).toBe('/api/notices');",
      }),
    ).toEqual([]);
  });

  it('refuses an /api/ address outside the client', () => {
    expect(
      check({
        'src/web/features/posts/api/get.ts': 'fetch(`/api/notices?page=2`);',
        'src/web/lib/api.ts': "const base = '/api/';",
      }),
    ).toEqual([
      'src/web/features/posts/api/get.ts:1 an /api/ address outside the client: call the endpoint by its name',
    ]);
  });

  it('refuses a routes module imported outside app.ts, and SQL outside the repositories', () => {
    expect(
      check({
        'src/server/db/seed/seed.ts':
          "import { dir } from '../../modules/documents/documents.routes.ts';",
        'src/server/app.ts':
          "import { documentsRoutes } from './modules/documents/documents.routes.ts';",
        'src/server/modules/gallery/gallery.routes.ts':
          'app.endpoint(x, async () => {\n  const rows = await app.database.db.select().from(albums);\n});',
        'src/server/modules/gallery/gallery.repository.ts': 'return db.select().from(albums);',
        'src/server/modules/posts/posts.service.ts': 'await db.execute(sql`select 1`);',
      }),
    ).toEqual([
      'src/server/db/seed/seed.ts:1 only app.ts imports a routes module',
      'src/server/modules/gallery/gallery.routes.ts:2 SQL is written only in repositories',
      'src/server/modules/posts/posts.service.ts:1 SQL is written only in repositories',
    ]);
  });
});
