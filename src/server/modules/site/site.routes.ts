import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { untilTomorrow } from '../posts/today.ts';
import { siteRepository } from './site.repository.ts';

export const siteRoutes: ApiModule = async (app) => {
  const repo = siteRepository(app.database.db);
  dropEachNewDay(app);
  app.endpoint(endpoints['site.get'], () => repo.site());
  app.endpoint(endpoints['messages.list'], async () => ({ items: await repo.messages() }));
};

/**
 * The kept answers and pages are dropped when a new day starts in Bangladesh: a notice
 * pinned as a banner until yesterday leaves every page then, with no write to drop them.
 * Each process drops its own (a second after midnight, against a clock's early wake).
 */
function dropEachNewDay(app: Parameters<ApiModule>[0]) {
  let timer: NodeJS.Timeout | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      app.dropPublicCache();
      wait();
    }, untilTomorrow() + 1000);
    timer.unref();
  };
  app.addHook('onReady', async () => wait());
  app.addHook('onClose', async () => clearTimeout(timer));
}
