import type { FastifyRequest } from 'fastify';
import { endpoints } from '../../../shared/api/index.ts';
import type { Grade, Role } from '../../../shared/constants.ts';
import { can } from '../../../shared/permissions.ts';
import {
  SMS_STATUSES,
  type SmsAudience,
  type SmsBatch,
  type SmsCounts,
  type SmsGateway,
  type SmsPreviewInput,
} from '../../../shared/schemas/sms.ts';
import { displayBdMobile, normalizeBdMobile } from '../../../shared/sms.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { classTeachersRepository, teaches } from '../class-teachers/class-teachers.repository.ts';
import { smsRepository } from './sms.repository.ts';
import { draftFrom, languagesOf, planBatch } from './sms.service.ts';

type SmsRepository = ReturnType<typeof smsRepository>;
type BatchRow = NonNullable<Awaited<ReturnType<SmsRepository['batch']>>>;

const GRADE_NAMES = { vi: 'Six', vii: 'Seven', viii: 'Eight', ix: 'Nine', x: 'Ten' } as const;

/** The audience in a few words for the list: classes, a person's name, a period's class. */
async function audienceNames(
  repo: SmsRepository,
  audiences: SmsAudience[],
): Promise<Map<SmsAudience, string>> {
  const people = audiences.flatMap((a) => (a.kind === 'person' ? [a.userId] : []));
  const periods = audiences.flatMap((a) => (a.kind === 'applicants' ? [a.periodId] : []));
  const [named, graded] = await Promise.all([repo.userNames(people), repo.periods(periods)]);
  const nameOf = new Map(named.map((n) => [n.id, n.name]));
  const periodOf = new Map(
    graded.map((p) => [p.id, `${GRADE_NAMES[p.grade]} ${p.opensOn.slice(0, 4)}`]),
  );
  return new Map<SmsAudience, string>(
    audiences.map((a): [SmsAudience, string] => {
      if (a.kind === 'guardians')
        return [
          a,
          a.classes.length === 0
            ? ''
            : a.classes
                .map((c) => `${GRADE_NAMES[c.grade]}${c.section ? ` ${c.section}` : ''}`)
                .join(', '),
        ];
      if (a.kind === 'person') return [a, nameOf.get(a.userId) ?? ''];
      if (a.kind === 'applicants') return [a, periodOf.get(a.periodId) ?? ''];
      return [a, ''];
    }),
  );
}

/** Each batch's messages counted by status, its parts and what the gateway took cost. */
async function countsOf(repo: SmsRepository, batches: BatchRow[]) {
  const rows = await repo.statusCounts(batches.map((b) => b.id));
  const out = new Map<string, { counts: SmsCounts; parts: number; paidParts: number }>();
  for (const b of batches)
    out.set(b.id, {
      counts: Object.fromEntries(SMS_STATUSES.map((s) => [s, 0])) as SmsCounts,
      parts: 0,
      paidParts: 0,
    });
  for (const r of rows) {
    const entry = out.get(r.batchId)!;
    entry.counts[r.status] = Number(r.n);
    if (r.status !== 'cancelled') entry.parts += Number(r.parts);
    if (r.status === 'sent' || r.status === 'delivered') entry.paidParts += Number(r.parts);
  }
  return out;
}

async function present(repo: SmsRepository, batches: BatchRow[]): Promise<SmsBatch[]> {
  const [counts, names] = await Promise.all([
    countsOf(repo, batches),
    audienceNames(
      repo,
      batches.map((b) => b.audience),
    ),
  ]);
  return batches.map((b) => {
    const c = counts.get(b.id)!;
    return {
      id: b.id,
      source: b.source,
      textEn: b.textEn,
      textBn: b.textBn,
      audience: b.audience,
      audienceName: names.get(b.audience) ?? '',
      createdAt: b.createdAt.toISOString(),
      createdByName: b.createdByName,
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
      counts: c.counts,
      parts: c.parts,
      costPoisha: c.paidParts * b.ratePoisha,
    };
  });
}

/** The site's own address for the links an SMS carries (SITE_URL, else the one the admin used). */
const siteUrlOf = (req: FastifyRequest, configured: string | undefined) =>
  configured ?? `${req.protocol}://${req.host}`;

export const smsRoutes: ApiModule = async (app) => {
  const db = app.database.db;
  const repo = smsRepository(db);
  const classTeachers = classTeachersRepository(db);
  const audit = auditRepository(db);
  const settings = app.config.sms;

  /**
   * The gateway's state; a teacher (no `manage:sms`) is told whether it sends and the
   * month's spending, not the balance or the gateway's words.
   */
  async function gatewayState(role: Role = 'admin'): Promise<SmsGateway> {
    const [row, month] = await Promise.all([repo.gateway(), repo.monthSpend(settings.capPoisha)]);
    const full = can(role, 'manage:sms');
    return {
      provider: settings.gateway?.kind ?? null,
      ratePoisha: settings.ratePoisha,
      perSecond: settings.perSecond,
      balancePoisha: full ? (row?.balancePoisha ?? null) : null,
      balanceAt: full ? (row?.balanceAt?.toISOString() ?? null) : null,
      stopped:
        row?.stoppedAt && row.stoppedFailure
          ? {
              at: row.stoppedAt.toISOString(),
              failure: row.stoppedFailure,
              detail: full ? row.stoppedDetail : '',
            }
          : null,
      month,
    };
  }

  async function batchOr404(id: string): Promise<BatchRow> {
    const row = await repo.batch(id);
    if (!row) throw new HttpError(404, 'not_found', 'That message is not on the site.');
    return row;
  }

  /**
   * What a teacher may send (PRODUCT.md: "their classes"): to the guardians of the classes
   * they are class teacher of, or of one student of them, in words of their own.
   */
  async function checkTeacher(user: { id: string; role: string }, input: SmsPreviewInput) {
    if (user.role === 'admin') return;
    const refuse = (message: string): never => {
      throw new HttpError(403, 'forbidden', message);
    };
    if (input.message.kind !== 'text') refuse('Admission messages are sent by an admin.');
    const taught = await classTeachers.taughtBy(user.id);
    const audience = input.audience;
    if (audience.kind === 'guardians') {
      if (audience.classes.length === 0 || !audience.classes.every((c) => teaches(taught, c)))
        refuse('A teacher sends to the guardians of the classes they are class teacher of.');
      return;
    }
    if (audience.kind === 'person') {
      const student = await repo.activeStudent(audience.userId);
      if (
        !student?.grade ||
        !teaches(taught, { grade: student.grade as Grade, section: student.section })
      )
        refuse('A teacher sends to the guardians of the students of their own classes.');
      return;
    }
    refuse('A teacher sends to the guardians of the classes they are class teacher of.');
  }

  /** A batch the user may see: any for an admin, their own for a teacher; else 404. */
  async function visibleBatch(id: string, user: { id: string; role: string }): Promise<BatchRow> {
    const row = await batchOr404(id);
    if (user.role !== 'admin' && row.createdBy !== user.id)
      throw new HttpError(404, 'not_found', 'That message is not on the site.');
    return row;
  }

  app.endpoint(endpoints['sms.preview'], async (req) => {
    await checkTeacher(req.user!, req.body);
    const plan = await planBatch(db, req.body);
    const parts = plan.messages.reduce((n, m) => n + m.parts, 0);
    return {
      recipients: plan.messages.length,
      parts,
      costPoisha: parts * settings.ratePoisha,
      languages: languagesOf(plan),
      skipped: plan.skipped,
      skippedCount: plan.skippedCount,
      shared: plan.shared,
      gateway: await gatewayState(req.user!.role),
    };
  });

  app.endpoint(endpoints['sms.send'], async (req, reply) => {
    if (!settings.gateway)
      throw new HttpError(
        409,
        'sms_not_configured',
        'SMS is not set up on this site: set SMS_PROVIDER and its settings (docs/deploy.md).',
      );
    const user = req.user!;
    await checkTeacher(user, req.body);
    const plan = await planBatch(db, req.body);
    const { id, created } = await repo.queue(plan, {
      audience: req.body.audience,
      clientKey: req.body.clientKey,
      ratePoisha: settings.ratePoisha,
      capPoisha: settings.capPoisha,
      by: { id: user.id, name: user.name || user.loginId },
    });
    if (created) {
      await audit.record(
        user,
        'create',
        'sms-batch',
        id,
        (plan.textBn || plan.textEn).slice(0, 80),
        { count: plan.messages.length },
      );
      app.sms.worker?.wake();
    }
    const [batch] = await present(repo, [await batchOr404(id)]);
    // The same form key again: the batch its first Send made, as it stands.
    return reply.status(created ? 201 : 200).send(batch!);
  });

  app.endpoint(endpoints['sms.batches'], async (req) => {
    const user = req.user!;
    const rows = await repo.batches(100, user.role === 'admin' ? undefined : user.id);
    return { items: await present(repo, rows), gateway: await gatewayState(user.role) };
  });

  app.endpoint(endpoints['sms.batch'], async (req) => {
    const row = await visibleBatch(req.params.id, req.user!);
    const [[batch], failures] = await Promise.all([present(repo, [row]), repo.failures(row.id)]);
    return {
      ...batch!,
      failures: failures.map((f) => ({
        name: f.name,
        phone: displayBdMobile(f.phone),
        failure: f.failure ?? 'rejected',
        detail: f.detail,
      })),
    };
  });

  app.endpoint(endpoints['sms.cancel'], async (req) => {
    const row = await visibleBatch(req.params.id, req.user!);
    const cancelled = await repo.cancel(row.id);
    await audit.record(
      req.user!,
      'status',
      'sms-batch',
      row.id,
      (row.textBn || row.textEn).slice(0, 80),
      {
        status: 'cancelled',
        count: cancelled,
      },
    );
    const [batch] = await present(repo, [await batchOr404(row.id)]);
    return batch!;
  });

  app.endpoint(endpoints['sms.gateway'], async () => gatewayState());

  app.endpoint(endpoints['sms.resume'], async (req) => {
    const was = await repo.resume();
    if (was) {
      await audit.record(req.user!, 'status', 'sms-gateway', null, '', { status: 'resumed' });
      app.sms.worker?.wake();
    }
    return gatewayState();
  });

  app.endpoint(endpoints['sms.draft'], async (req) =>
    draftFrom(db, req.query.source, req.query.id, siteUrlOf(req, app.config.siteUrl)),
  );

  app.endpoint(endpoints['sms.optOuts'], async () => {
    const rows = await repo.optOuts();
    return {
      items: rows.map((r) => ({
        id: r.id,
        phone: displayBdMobile(r.phone),
        note: r.note,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });

  app.endpoint(endpoints['sms.addOptOut'], async (req, reply) => {
    const phone = normalizeBdMobile(req.body.phone);
    if (!phone)
      throw new HttpError(
        400,
        'validation_failed',
        'phone: Enter a mobile number like 01712345678',
        {
          fields: [{ field: 'phone', message: 'Enter a mobile number like 01712345678' }],
        },
      );
    const row = await repo.addOptOut(phone, req.body.note);
    if (!row)
      throw new HttpError(409, 'sms_opted_out', 'This number is already on the no-SMS list.');
    await audit.record(req.user!, 'create', 'sms-opt-out', row.id, row.note);
    return reply.status(201).send({
      id: row.id,
      phone: displayBdMobile(row.phone),
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    });
  });

  app.endpoint(endpoints['sms.removeOptOut'], async (req, reply) => {
    const row = await repo.removeOptOut(req.params.id);
    if (!row) throw new HttpError(404, 'not_found', 'That number is not on the no-SMS list.');
    await audit.record(req.user!, 'delete', 'sms-opt-out', row.id, row.note);
    return reply.status(204).send();
  });

  app.endpoint(endpoints['sms.demoPhones'], async () => {
    const fake = app.sms.fake;
    if (!fake) throw new HttpError(404, 'not_found', 'This site sends through a real gateway.');
    const received = fake.received();
    const numbers = [...new Set(received.map((m) => m.number))];
    const nameOf = await repo.namesOf(numbers);
    const byNumber = new Map<string, { text: string; at: string }[]>();
    for (const m of [...received].reverse()) {
      const list = byNumber.get(m.number) ?? [];
      list.push({ text: m.text, at: m.at });
      byNumber.set(m.number, list);
    }
    return {
      items: [...byNumber].slice(0, 50).map(([number, messages]) => ({
        phone: displayBdMobile(number),
        name: nameOf.get(number) ?? '',
        messages: messages.slice(0, 20),
      })),
    };
  });
};
