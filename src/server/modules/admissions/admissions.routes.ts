import { endpoints } from '../../../shared/api/index.ts';
import type { ErrorCode } from '../../../shared/api/rules.ts';
import { drawLottery, seedOf } from '../../../shared/lottery.ts';
import type { AdmissionPeriodInput } from '../../../shared/schemas/admissions.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAddressOutcomeLimit } from '../../plugins/rate-limits.ts';
import { auditRepository, changesOf } from '../audit/audit.repository.ts';
import { today } from '../posts/today.ts';
import { admissionDrawsRepository } from './admission-draws.repository.ts';
import { admissionPeriodsRepository, periodState } from './admission-periods.repository.ts';
import { admissionsRepository } from './admissions.repository.ts';
import { admissionsCsv } from './admissions-csv.ts';
import { applicantPhoto } from './applicant-photo.ts';

const MINUTE = 60_000;

export const admissionsRoutes: ApiModule = async (app) => {
  const repo = admissionsRepository(app.database.db);
  const periods = admissionPeriodsRepository(app.database.db);
  const draws = admissionDrawsRepository(app.database.db);
  const limitsOn = app.config.rateLimits;

  app.endpoint(
    endpoints['admissions.create'],
    async (req) => {
      // The period is checked on the server's own date: a form left open past the last day,
      // or a request made without the form, is refused all the same.
      const period = await periods.openFor(req.body.grade, today());
      if (!period)
        throw new HttpError(409, 'admission_closed', 'Admission to this class is not open today.', {
          reason: 'admission_closed',
        });
      const photo = await applicantPhoto(req.body.photo);
      return repo.create(req.body, period.id, photo);
    },
    // Refused forms (invalid, closed, a bad photo) 20 per 10 minutes an address; accepted
    // applications 120 an hour: a digital centre or a cyber café applying for a queue of
    // families is never stopped by its own good applications, and spam stays slow.
    {
      outcomeLimit: perAddressOutcomeLimit(
        limitsOn,
        { max: 20, windowMs: 10 * MINUTE },
        { max: 120, windowMs: 60 * MINUTE },
      ),
    },
  );

  app.endpoint(endpoints['admissions.lotteries'], async () => {
    const on = today();
    return { items: await draws.lotteries(await periods.season(on), on) };
  });

  app.endpoint(endpoints['admissions.season'], async () => {
    const on = today();
    return { today: on, periods: await periods.season(on) };
  });

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
        studentName: row.studentNameBn || row.studentName,
        grade: row.grade,
        status: row.status,
        submittedAt: row.createdAt.toISOString(),
        lottery: await draws.outcome(row.periodId, row.reference),
      };
    },
    // Lookups that find nothing, 30 per 10 minutes an address; found ones are not counted.
    { outcomeLimit: perAddressOutcomeLimit(limitsOn, { max: 30, windowMs: 10 * MINUTE }) },
  );
};

/** The admin's review of applications (list, status, photo, CSV) and the admission periods. */
export const admissionsReviewRoutes: ApiModule = async (app) => {
  const repo = admissionsRepository(app.database.db);
  const periods = admissionPeriodsRepository(app.database.db);
  const draws = admissionDrawsRepository(app.database.db);
  const audit = auditRepository(app.database.db);
  const notFound = () => new HttpError(404, 'not_found', 'No such admission period.');

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
    const { lang, ...filter } = req.query;
    const all = await repo.list(filter, 0, 100_000);
    const date = today();
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="admissions-${date}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(admissionsCsv(all.items, lang));
  });
  app.endpoint(endpoints['admissions.photo'], async (req, reply) => {
    const photo = await repo.photo(req.params.id);
    if (!photo) throw new HttpError(404, 'not_found', 'This application has no photo.');
    return reply.type('image/webp').header('Cache-Control', 'private, no-store').send(photo);
  });

  app.endpoint(endpoints['admissionPeriods.list'], async () => ({
    items: await periods.list(today()),
  }));

  /** Refuses dates that share a day with another period of the class. */
  const checkOverlap = async (input: AdmissionPeriodInput, exceptId?: string) => {
    if (await periods.overlapping(input, exceptId))
      throw new HttpError(
        409,
        'period_overlap',
        'This class already has an admission period on some of these days.',
      );
  };
  const summary = (p: { grade: string; opensOn: string; closesOn: string }) =>
    `${p.grade}: ${p.opensOn} – ${p.closesOn}`;

  app.endpoint(endpoints['admissionPeriods.create'], async (req) => {
    await checkOverlap(req.body);
    const created = await periods.create(req.body, today());
    await audit.record(req.user!, 'create', 'admission-period', created.id, summary(created));
    return created;
  });
  app.endpoint(endpoints['admissionPeriods.update'], async (req) => {
    const on = today();
    const old = await periods.find(req.params.id, on);
    if (!old) throw notFound();
    if (old.grade !== req.body.grade && (await periods.applications(old.id)) > 0)
      throw new HttpError(
        409,
        'period_in_use',
        'Applications came in this period: its class cannot change.',
      );
    await checkOverlap(req.body, old.id);
    const updated = await periods.update(old.id, req.body, on);
    if (!updated) throw notFound();
    const { id: _id, state: _state, ...before } = old;
    const changes = changesOf(before, req.body);
    await audit.record(
      req.user!,
      'update',
      'admission-period',
      updated.id,
      summary(updated),
      changes ? { changes } : null,
    );
    return updated;
  });
  app.endpoint(endpoints['admissionPeriods.delete'], async (req) => {
    const old = await periods.find(req.params.id, today());
    if (!old) throw notFound();
    if ((await periods.applications(old.id)) > 0)
      throw new HttpError(
        409,
        'period_in_use',
        'Applications came in this period: it cannot be removed.',
      );
    await periods.remove(old.id);
    await audit.record(req.user!, 'delete', 'admission-period', old.id, summary(old));
  });

  /** The period as stored, or 404. */
  const periodRow = async (id: string) => {
    const row = await periods.row(id);
    if (!row) throw notFound();
    return row;
  };
  app.endpoint(endpoints['admissionDraws.get'], async (req) =>
    draws.find(await periodRow(req.params.id)),
  );
  app.endpoint(endpoints['admissionDraws.draw'], async (req) => {
    const refused = (code: ErrorCode, message: string) =>
      new HttpError(409, code, message, { reason: code });
    const found = await periodRow(req.params.id);
    if (periodState(found, today()) !== 'closed')
      throw refused('period_open', 'The lottery is drawn after the last day of applications.');
    if (!found.lotterySecret)
      throw refused(
        'no_commitment',
        'This period has no committed secret: its lottery cannot be drawn.',
      );
    const { hall } = req.body;
    // The seed is never typed: it is made of the secret committed with the period and the
    // numbers drawn in the hall (docs/decisions/0007).
    const saved = await draws.save(found.id, async (period, entries) => {
      const entered = new Set(entries);
      // A quota names only applications of the draw.
      const quotas = req.body.quotas.map((q) => ({
        label: q.label,
        seats: q.seats,
        references: [...new Set(q.references.map((r) => r.toUpperCase()))].filter((r) =>
          entered.has(r),
        ),
      }));
      const seed = await seedOf(period.lotterySecret ?? '', hall);
      const waitingLength = req.body.waiting;
      const result = await drawLottery({
        seed,
        entries,
        seats: period.seats,
        waiting: waitingLength,
        quotas,
      });
      return { hall, seed, entries, waitingLength, quotas, result };
    });
    if (!saved)
      throw refused(
        'draw_published',
        'This lottery is published: its lists stay as they were drawn.',
      );
    await audit.record(req.user!, 'draw', 'admission-period', found.id, `${found.grade}: ${hall}`);
    return saved;
  });
  app.endpoint(endpoints['admissionDraws.publish'], async (req) => {
    const period = await periodRow(req.params.id);
    const draw = await draws.find(period);
    if (!draw) throw new HttpError(404, 'not_found', 'This period has no lottery yet.');
    if (draw.publishedAt) return draw;
    if (draw.hall === null)
      throw new HttpError(
        409,
        'draw_outdated',
        'This draw was made before commitments: draw it again with the numbers drawn in the hall.',
        { reason: 'draw_outdated' },
      );
    const published = await draws.publish(period, draw.id);
    await audit.record(
      req.user!,
      'publish',
      'admission-period',
      period.id,
      `${period.grade}: ${draw.hall}`,
    );
    return published!;
  });
};
