import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { auditRepository } from './audit.repository.ts';

export const auditRoutes: ApiModule = async (app) => {
  const repo = auditRepository(app.database.db);
  app.endpoint(endpoints['audit.list'], async (req) => {
    const { page, size, ...filter } = req.query;
    return { ...(await repo.page(page, size, filter)), page, size };
  });
  app.endpoint(endpoints['audit.actors'], async () => ({ items: await repo.actors() }));
};
