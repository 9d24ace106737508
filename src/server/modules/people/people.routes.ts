import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { peopleRepository } from './people.repository.ts';

export const peopleRoutes: ApiModule = async (app) => {
  const repo = peopleRepository(app.database.db);
  app.endpoint(endpoints['teachers.list'], async () => {
    const items = await repo.teachers();
    return { items, total: items.length };
  });
  app.endpoint(endpoints['staff.list'], async () => ({ items: await repo.staff() }));
};
