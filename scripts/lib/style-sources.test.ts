import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicModules, publicSourcesCss } from './style-sources.ts';

const web = path.resolve(import.meta.dirname, '../../src/web');
const relative = () => publicModules().map((file) => path.relative(web, file));

describe('the public stylesheet’s sources', () => {
  it('are the code of the public pages, through their imports', () => {
    const files = relative();
    expect(files).toEqual(
      expect.arrayContaining([
        'main.tsx',
        'routes/home.tsx',
        'routes/notice.tsx',
        'routes/admin-login.tsx',
        // Imported by the pages, not listed anywhere.
        'layouts/site-footer.tsx',
        'features/posts/components/notices-list.tsx',
        'components/ui/pager.tsx',
        'features/admissions/components/admission-form.tsx',
      ]),
    );
  });

  it('leave out the dashboard, whose classes are in its own stylesheet', () => {
    const files = relative();
    expect(files).not.toContain('app/dashboard-routes.tsx');
    expect(files.filter((f) => f.startsWith('routes/dashboard/'))).toEqual([]);
    expect(files).not.toContain('layouts/dashboard-layout.tsx');
    expect(files).not.toContain('features/posts/components/post-form.tsx');
  });

  it('leave out the dashboard’s texts: the public forms have their own', () => {
    const files = relative();
    expect(files).toContain('locales/public-forms.ts');
    expect(files).toContain('locales/bn-public-forms.ts');
    expect(files.filter((f) => /^locales\/(bn-)?forms\.ts$/.test(f))).toEqual([]);
    // Its English texts' type is the texts' shape (lib/i18n.ts): never their values.
    const valueImports = publicModules().filter((file) =>
      /^import (?!type\b)[^;]*'[^']*\/en-forms\.ts'/m.test(fs.readFileSync(file, 'utf8')),
    );
    expect(valueImports).toEqual([]);
  });

  it('are written as @source lines relative to src/web', () => {
    const css = publicSourcesCss();
    expect(css).toContain('@source "./routes/home.tsx";');
    expect(css).toContain('@source "./../shared/paths.ts";');
    expect(css).not.toMatch(/\\/);
  });
});
