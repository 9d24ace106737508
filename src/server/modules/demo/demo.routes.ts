import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { demoRepository } from './demo.repository.ts';

/** The demo school, for admins: what is left of it, and one action that removes it. */
export const demoRoutes: ApiModule = async (app) => {
  const repo = demoRepository(app.database.db);
  const audit = auditRepository(app.database.db);

  app.endpoint(endpoints['demo.status'], () => repo.status());

  app.endpoint(endpoints['demo.remove'], async (req) => {
    const before = await repo.status();
    const { imageIds, documentFiles } = await repo.remove();
    await app.files.remove('documents', documentFiles);
    await releaseImages(app, imageIds);
    await audit.record(req.user!, 'delete', 'demo', null, '', {
      accounts: before.accounts,
      posts: before.posts,
      files: before.files,
      pages: before.pages,
    });
    return repo.status();
  });
};
