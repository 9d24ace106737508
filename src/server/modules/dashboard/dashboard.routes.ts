import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { backupsRepository } from '../backup/backups.repository.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { dashboardFor } from './dashboard.service.ts';
import { setupChecklist } from './setup-checklist.ts';

export const dashboardRoutes: ApiModule = async (app) => {
  const { db } = app.database;
  const repo = dashboardRepository(db);

  app.endpoint(endpoints['dashboard.get'], (req) => dashboardFor(db, req.user!));

  app.endpoint(endpoints['dashboard.setChecklistHidden'], async (req) => {
    const lastGood = await backupsRepository(db).lastGood();
    if (req.body.hidden && !(await setupChecklist(db, lastGood)).complete)
      throw new HttpError(
        409,
        'checklist_incomplete',
        'The setup checklist can be hidden once every step is done.',
      );
    await repo.setChecklistHidden(req.body.hidden);
    return setupChecklist(db, lastGood);
  });
};
