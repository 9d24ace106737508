import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { siteRepository } from './site.repository.ts';

export const siteRoutes: ApiModule = async (app) => {
  const repo = siteRepository(app.database.db);
  app.endpoint(endpoints['site.get'], () => repo.site());
  app.endpoint(endpoints['messages.list'], async () => ({ items: await repo.messages() }));
};
