import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { admissionsRepository } from './admissions.repository.ts';
import { admissionsCsv } from './admissions-csv.ts';

export const admissionsRoutes: ApiModule = async (app) => {
  const repo = admissionsRepository(app.database.db);
  const limited = (max: number) => ({ rateLimit: perAddressLimit(app.config.rateLimits, max) });

  app.endpoint(endpoints['admissions.create'], (req) => repo.create(req.body), limited(10));

  app.endpoint(
    endpoints['admissions.status'],
    async (req) => {
      const row = await repo.findForApplicant(req.query.reference, req.query.mobile);
      if (!row)
        throw new HttpError(
          404,
          'not_found',
          'No application matches this reference and mobile number.',
          { reason: 'no_application_match' },
        );
      return {
        reference: row.reference,
        studentName: row.studentName,
        grade: row.grade,
        status: row.status,
        submittedAt: row.createdAt.toISOString(),
      };
    },
    limited(30),
  );
};

/** The admin's review of applications: list, status, CSV export. */
export const admissionsReviewRoutes: ApiModule = async (app) => {
  const repo = admissionsRepository(app.database.db);
  const audit = auditRepository(app.database.db);
  app.endpoint(endpoints['admissions.list'], async (req) => {
    const { page, size, grade, status } = req.query;
    return { ...(await repo.list({ grade, status }, page, size)), page, size };
  });
  app.endpoint(endpoints['admissions.setStatus'], async (req) => {
    const updated = await repo.setStatus(req.params.id, req.body.status);
    if (!updated) throw new HttpError(404, 'not_found', 'No such application.');
    await audit.record(req.user!, 'status', 'admission', updated.id, updated.reference, {
      status: updated.status,
    });
    return updated;
  });
  app.endpoint(endpoints['admissions.export'], async (req, reply) => {
    const all = await repo.list(req.query, 0, 100_000);
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="admissions-${date}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(admissionsCsv(all.items));
  });
};
