import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { auditRepository } from './audit.repository.ts';

export const auditRoutes: ApiModule = async (app) => {
  const repo = auditRepository(app.database.db);
  app.endpoint(endpoints['audit.list'], async (req) => ({
    ...(await repo.page(req.query.page, req.query.size)),
    ...req.query,
  }));
};
