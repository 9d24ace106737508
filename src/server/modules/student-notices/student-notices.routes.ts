import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  type StudentNotice,
  type StudentNoticeInput,
  studentNoticeInputSchema,
  studentNoticeSchema,
  studentNoticesPageSchema,
} from '../../../shared/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { studentNotices } from '../../db/schema.ts';
import { type PostStore, registerPostRoutes } from '../posts/post-routes.ts';

type Row = typeof studentNotices.$inferSelect;
const present = (r: Row): StudentNotice => ({
  id: r.id,
  date: r.noticeDate,
  author: r.author,
  grade: r.grade,
  subject: r.subject,
  details: r.details,
  createdById: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

export function studentNoticesStore(db: Db): PostStore<StudentNoticeInput, StudentNotice> {
  const values = ({ date, ...rest }: StudentNoticeInput) => ({ noticeDate: date, ...rest });
  return {
    async page(page, size) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(studentNotices)
          .orderBy(
            desc(studentNotices.noticeDate),
            desc(studentNotices.createdAt),
            desc(studentNotices.id),
          )
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(studentNotices),
      ]);
      return { items: rows.map(present), total: totals[0]?.n ?? 0 };
    },
    async owner(id) {
      const [r] = await db
        .select({ by: studentNotices.createdBy })
        .from(studentNotices)
        .where(eq(studentNotices.id, id));
      return r ? r.by : undefined;
    },
    async create(input, actor) {
      const [r] = await db
        .insert(studentNotices)
        .values({ ...values(input), createdBy: actor.id })
        .returning();
      return present(r!);
    },
    async update(id, input) {
      const [r] = await db
        .update(studentNotices)
        .set(values(input))
        .where(eq(studentNotices.id, id))
        .returning();
      return present(r!);
    },
    async remove(id) {
      await db.delete(studentNotices).where(eq(studentNotices.id, id));
    },
    describe: (input) => input.subject,
  };
}

export const studentNoticesRoutes: FastifyPluginAsync = async (app) => {
  registerPostRoutes(app, {
    url: '/student-notices',
    entity: 'student-notice',
    label: 'Notices for students',
    input: studentNoticeInputSchema,
    item: studentNoticeSchema,
    page: studentNoticesPageSchema,
    store: studentNoticesStore(app.database.db),
  });
};
