import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  checklistInputSchema,
  checklistSchema,
  dashboardSchema,
} from '../../../shared/schemas/dashboard.ts';
import { HttpError } from '../../plugins/errors.ts';
import { backupsRepository } from '../backup/backups.repository.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { dashboardFor } from './dashboard.service.ts';
import { setupChecklist } from './setup-checklist.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repo = dashboardRepository(db);

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "The dashboard's first screen for the signed-in role: an admin's counts, what needs attention and the setup checklist; a teacher's or a student's recent posts",
        response: { 200: dashboardSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req) => dashboardFor(db, req.user!),
  );

  app.put(
    '/dashboard/checklist',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Hide the setup checklist once every step is done (409 before), or show it again',
        body: checklistInputSchema,
        response: {
          200: checklistSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (req) => {
      const lastGood = await backupsRepository(db).lastGood();
      if (req.body.hidden && !(await setupChecklist(db, lastGood)).complete)
        throw new HttpError(
          409,
          'checklist_incomplete',
          'The setup checklist can be hidden once every step is done.',
        );
      await repo.setChecklistHidden(req.body.hidden);
      return setupChecklist(db, lastGood);
    },
  );
};
