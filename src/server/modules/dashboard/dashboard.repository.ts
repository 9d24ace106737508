import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Grade } from '../../../shared/constants.ts';
import {
  RECENT_ITEMS,
  type RecentItem,
  type RecentList,
} from '../../../shared/schemas/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { blogs, problems, siteContent, studentNotices, suggestions } from '../../db/schema.ts';
import { notDemo } from '../demo/demo.repository.ts';
import { classOf, studentNoticesFor } from '../posts/posts.repository.ts';

/**
 * The site content row that keeps whether an admin hid the finished setup checklist: a
 * choice for the whole site (every admin, every device), not a page text, so it has no
 * content route of its own; backups carry it with the rest of site_content.
 */
const CHECKLIST_SETTING_KEY = 'setting:setup-checklist';

// Written out: drizzle leaves a column of the query's one table unqualified, and inside
// this subquery an unqualified id would be the solution's.
const unanswered = sql`not exists (select 1 from solutions s where s.problem_id = problems.id)`;

/** The newest few rows a query gives and how many it gives in all. */
async function recent(
  items: Promise<RecentItem[]>,
  total: Promise<{ n: number }[]>,
): Promise<RecentList> {
  const [rows, totals] = await Promise.all([items, total]);
  return { items: rows, total: totals[0]?.n ?? 0 };
}

/** What the dashboard's first screen counts and lists: counts, exists and the newest few rows. */
export function dashboardRepository(db: Db) {
  const problemsWhere = (where: SQL | undefined) =>
    recent(
      db
        .select({
          id: problems.id,
          subject: problems.subject,
          date: problems.problemDate,
          grade: problems.grade,
          answers: sql<number>`(select count(*)::int from solutions s where s.problem_id = problems.id)`,
        })
        .from(problems)
        .where(where)
        .orderBy(desc(problems.problemDate), desc(problems.createdAt), desc(problems.id))
        .limit(RECENT_ITEMS),
      db.select({ n: count() }).from(problems).where(where),
    );
  const studentNoticesWhere = (where: SQL | undefined) =>
    recent(
      db
        .select({
          id: studentNotices.id,
          subject: studentNotices.subject,
          date: studentNotices.noticeDate,
          // One class's notice shows its class; a notice for several or every class, none.
          grade: sql<Grade | null>`case when cardinality(${studentNotices.grades}) = 1 then ${studentNotices.grades}[1] end`,
          answers: sql<null>`null`,
        })
        .from(studentNotices)
        .where(where)
        .orderBy(
          desc(studentNotices.noticeDate),
          desc(studentNotices.createdAt),
          desc(studentNotices.id),
        )
        .limit(RECENT_ITEMS),
      db.select({ n: count() }).from(studentNotices).where(where),
    );
  const suggestionsWhere = (where: SQL | undefined) =>
    recent(
      db
        .select({
          id: suggestions.id,
          subject: suggestions.subject,
          date: suggestions.suggestionDate,
          grade: suggestions.grade,
          answers: sql<null>`null`,
        })
        .from(suggestions)
        .where(where)
        .orderBy(
          desc(suggestions.suggestionDate),
          desc(suggestions.createdAt),
          desc(suggestions.id),
        )
        .limit(RECENT_ITEMS),
      db.select({ n: count() }).from(suggestions).where(where),
    );
  const blogsWhere = (where: SQL | undefined) =>
    recent(
      db
        .select({
          id: blogs.id,
          subject: blogs.subject,
          date: blogs.blogDate,
          grade: sql<null>`null`,
          answers: sql<null>`null`,
        })
        .from(blogs)
        .where(where)
        .orderBy(desc(blogs.blogDate), desc(blogs.createdAt), desc(blogs.id))
        .limit(RECENT_ITEMS),
      db.select({ n: count() }).from(blogs).where(where),
    );

  return {
    /** The admin's numbers: what waits for them, and how many people have accounts. */
    async adminCounts() {
      const result = (await db.execute(sql`select
        (select count(*)::int from admissions where status = 'new') as new_applications,
        (select count(*)::int from problems p
          where not exists (select 1 from solutions s where s.problem_id = p.id)) as unanswered,
        (select count(*)::int from users where role = 'student' and deactivated_at is null) as students,
        (select count(*)::int from users where role = 'teacher' and deactivated_at is null) as teachers,
        (select count(*)::int from users where role = 'admin' and deactivated_at is null) as admins`)) as unknown as {
        rows: {
          new_applications: number;
          unanswered: number;
          students: number;
          teachers: number;
          admins: number;
        }[];
      };
      const row = result.rows[0]!;
      return {
        newApplications: Number(row.new_applications),
        unansweredProblems: Number(row.unanswered),
        students: Number(row.students),
        teachers: Number(row.teachers),
        admins: Number(row.admins),
      };
    },

    /**
     * What the setup checklist reads from the tables: only rows the school added itself
     * count, not the demo school's.
     */
    async setupFacts() {
      const result = (await db.execute(sql`select
        exists (select 1 from users u where u.role = 'teacher' and u.deactivated_at is null and ${notDemo('users', sql`u.id`)}) as teachers,
        exists (select 1 from staff s where ${notDemo('staff', sql`s.id`)}) as staff,
        exists (select 1 from notices n where ${notDemo('notices', sql`n.id`)}) as notice,
        exists (select 1 from events e where ${notDemo('events', sql`e.id`)}) as event,
        (select count(*)::int from users u where u.role = 'admin' and u.deactivated_at is null and ${notDemo('users', sql`u.id`)}) as admins,
        exists (select 1 from albums a where a.slug = 'home') as home_album,
        exists (select 1 from album_images ai join albums a on a.id = ai.album_id
          where a.slug = 'home' and ${notDemo('album_images', sql`ai.id`)}) as home_gallery`)) as unknown as {
        rows: {
          teachers: boolean;
          staff: boolean;
          notice: boolean;
          event: boolean;
          admins: number;
          home_album: boolean;
          home_gallery: boolean;
        }[];
      };
      const files = (await db.execute(sql`select distinct d.kind, d.grade from documents d
        where d.kind in ('routine', 'syllabus') and d.grade is not null
        and ${notDemo('documents', sql`d.id`)}`)) as unknown as {
        rows: { kind: 'routine' | 'syllabus'; grade: Grade }[];
      };
      const row = result.rows[0]!;
      const gradesOf = (kind: 'routine' | 'syllabus') =>
        new Set(files.rows.filter((f) => f.kind === kind).map((f) => f.grade));
      return {
        teachers: Boolean(row.teachers),
        staff: Boolean(row.staff),
        notice: Boolean(row.notice),
        event: Boolean(row.event),
        admins: Number(row.admins),
        homeAlbum: Boolean(row.home_album),
        homeGallery: Boolean(row.home_gallery),
        routines: gradesOf('routine'),
        syllabi: gradesOf('syllabus'),
      };
    },

    async checklistHidden(): Promise<boolean> {
      const [row] = await db
        .select({ value: siteContent.value })
        .from(siteContent)
        .where(eq(siteContent.key, CHECKLIST_SETTING_KEY));
      return (row?.value as { hidden?: unknown } | undefined)?.hidden === true;
    },
    async setChecklistHidden(hidden: boolean) {
      const value = { hidden };
      await db
        .insert(siteContent)
        .values({ key: CHECKLIST_SETTING_KEY, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
    },

    /** Problems nobody has answered yet, and a teacher's own notices and suggestions. */
    async teacher(userId: string) {
      const [waiting, myNotices, mySuggestions] = await Promise.all([
        problemsWhere(unanswered),
        studentNoticesWhere(eq(studentNotices.createdBy, userId)),
        suggestionsWhere(eq(suggestions.createdBy, userId)),
      ]);
      return { unanswered: waiting, myNotices, mySuggestions };
    },

    /** A student's own problems (with their answers) and blogs, and the notices and suggestions for their class. */
    async student(userId: string) {
      const grade = await classOf(db, userId);
      const [myProblems, myBlogs, notices, forMe] = await Promise.all([
        problemsWhere(eq(problems.createdBy, userId)),
        blogsWhere(eq(blogs.createdBy, userId)),
        studentNoticesWhere(studentNoticesFor(grade)),
        suggestionsWhere(grade ? eq(suggestions.grade, grade) : undefined),
      ]);
      return { grade, myProblems, myBlogs, notices, suggestions: forMe };
    },
  };
}
