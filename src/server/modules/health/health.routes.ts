import { endpoints } from '../../../shared/api/index.ts';
import { ping } from '../../db/client.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';

export const healthRoutes: ApiModule = async (app) => {
  app.endpoint(endpoints['health.get'], async () => {
    await ping(app.database.db);
    return { status: 'ok' as const, database: app.database.kind };
  });
};
