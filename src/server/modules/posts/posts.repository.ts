import { asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { GRADES, type Grade } from '../../../shared/constants.ts';
import type { PostInput, PostItem, PostKind } from '../../../shared/post-kinds.ts';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import type { SchoolEvent } from '../../../shared/schemas/events.ts';
import type { Notice } from '../../../shared/schemas/notices.ts';
import type {
  Blog,
  BlogInput,
  EventInput,
  GeneralNoticeInput,
  Problem,
  ProblemInput,
  Solution,
  SolutionInput,
  StudentNotice,
  StudentNoticeInput,
  Suggestion,
  SuggestionInput,
} from '../../../shared/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import {
  blogs,
  events,
  images,
  notices,
  problems,
  solutions,
  studentNotices,
  suggestions,
  users,
} from '../../db/schema.ts';
import { plainText } from '../content/sanitize.ts';
import { maybeImageRef } from '../images/images.service.ts';
import { today } from './today.ts';

export type Actor = SessionUser & { sessionId: string };

/**
 * The notices for students a student of `grade` reads: their class's and every class's
 * (none named). A student with no class yet reads the every-class ones.
 */
export function studentNoticesFor(grade: Grade | null): SQL {
  return grade
    ? sql`(cardinality(${studentNotices.grades}) = 0 or ${grade} = any(${studentNotices.grades}))`
    : sql`cardinality(${studentNotices.grades}) = 0`;
}

/** The class of a student's account (null for none or another role). */
export async function classOf(db: Db, userId: string): Promise<Grade | null> {
  const [me] = await db.select({ grade: users.grade }).from(users).where(eq(users.id, userId));
  return GRADES.find((g) => g === me?.grade) ?? null;
}

/** What the posts routes need of each kind's storage. */
export type PostStore<Input, Item> = {
  /** A page of the posts `reader` may read (a student: their class's notices), newest first. */
  page: (
    page: number,
    size: number,
    reader: Actor | null,
  ) => Promise<{ items: Item[]; total: number }>;
  /** One post, as its list shows it; undefined when there is no such post. */
  one: (id: string) => Promise<Item | undefined>;
  /** The id of the post's author: null when unknown, undefined when there is no such post. */
  owner: (id: string) => Promise<string | null | undefined>;
  create: (input: Input, actor: Actor) => Promise<Item>;
  update: (id: string, input: Input, actor: Actor) => Promise<Item>;
  remove: (id: string) => Promise<void>;
  /** The images the post names (a problem's solutions' too): released after an edit or delete. */
  images: (id: string) => Promise<(string | null)[]>;
  /** The post's line in the audit log. */
  describe: (input: Input) => string;
};

/** A post table: its id, its author's account and when it was written, besides its own columns. */
type PostTable = PgTable & { id: PgColumn; createdBy: PgColumn; createdAt: PgColumn };

/** How one kind's rows are stored and shown. */
type TableSpec<T extends PostTable, Input, Item> = {
  table: T;
  /** The post's own date: lists are newest first by it, then by when it was written. */
  date: PgColumn;
  /** The column naming the post's image, for kinds that have one. */
  image?: PgColumn;
  present: (row: T['$inferSelect'], image: ImageRef | null) => Item;
  values: (input: Input, actor: Actor) => Partial<T['$inferInsert']>;
  describe: (input: Input) => string;
  /** More to show with a page of posts (a problem's solutions). */
  complete?: (items: Item[]) => Promise<Item[]>;
  /** Which rows `reader` may read, where not every row. */
  readable?: (reader: Actor | null) => Promise<SQL | undefined>;
};

/** The storage of one kind of post in its table: the same queries for every kind. */
function tableStore<T extends PostTable, Input, Item>(
  db: Db,
  spec: TableSpec<T, Input, Item>,
): PostStore<Input, Item> {
  // Drizzle's builders are typed per table; this one works for any post table.
  const table = spec.table as PostTable;
  const row = getTableColumns(table);
  const picture = { imageId: images.id, width: images.width, height: images.height };
  // A kind without an image is read from its table alone.
  const select = () =>
    spec.image
      ? db
          .select({ row, ...picture })
          .from(table)
          .leftJoin(images, eq(images.id, spec.image))
      : db.select({ row }).from(table);
  type Row = {
    row: T['$inferSelect'];
    imageId?: string | null;
    width?: number | null;
    height?: number | null;
  };
  const present = async (rows: Row[]) => {
    const items = rows.map((r) =>
      spec.present(r.row, maybeImageRef(r.imageId ?? null, r.width ?? null, r.height ?? null)),
    );
    return spec.complete ? spec.complete(items) : items;
  };
  const found = async (id: string) =>
    (await present((await select().where(eq(table.id, id))) as Row[]))[0];
  const byId = async (id: string) => (await found(id))!;
  const where = (id: string): SQL => eq(table.id, id);
  return {
    async page(page, size, reader) {
      const readable = await spec.readable?.(reader);
      const [rows, totals] = await Promise.all([
        select()
          .where(readable)
          .orderBy(desc(spec.date), desc(table.createdAt), desc(table.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(table).where(readable),
      ]);
      return { items: await present(rows as Row[]), total: totals[0]?.n ?? 0 };
    },
    one: found,
    async owner(id) {
      const [r] = await db.select({ by: table.createdBy }).from(table).where(where(id));
      return r ? (r.by as string | null) : undefined;
    },
    async create(input, actor) {
      const [r] = await db
        .insert(table as never)
        .values({ ...spec.values(input, actor), createdBy: actor.id } as never)
        .returning({ id: table.id });
      return byId((r as { id: string }).id);
    },
    async update(id, input, actor) {
      await db
        .update(table as never)
        .set(spec.values(input, actor) as never)
        .where(where(id));
      return byId(id);
    },
    async remove(id) {
      await db.delete(table as never).where(where(id));
    },
    async images(id) {
      if (!spec.image) return [];
      const rows = await db.select({ imageId: spec.image }).from(table).where(where(id));
      return rows.map((r) => r.imageId as string | null);
    },
    describe: spec.describe,
  };
}

const written = (r: { createdBy: string | null; createdAt: Date }) => ({
  createdById: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/** A problem's solutions, oldest answer first. */
function solutionsRepository(db: Db) {
  return {
    async of(problemIds: string[]): Promise<Map<string, Solution[]>> {
      const byProblem = new Map<string, Solution[]>();
      if (problemIds.length === 0) return byProblem;
      const answers = await db
        .select({ s: solutions, imageId: images.id, width: images.width, height: images.height })
        .from(solutions)
        .leftJoin(images, eq(images.id, solutions.imageId))
        .where(inArray(solutions.problemId, problemIds))
        .orderBy(asc(solutions.createdAt), asc(solutions.id));
      for (const a of answers) {
        const list = byProblem.get(a.s.problemId) ?? [];
        list.push({
          id: a.s.id,
          details: a.s.details,
          image: maybeImageRef(a.imageId, a.width, a.height),
          authorName: a.s.authorName,
          ...written(a.s),
        });
        byProblem.set(a.s.problemId, list);
      }
      return byProblem;
    },
    async create(problemId: string, input: SolutionInput, actor: Actor): Promise<Solution> {
      const [row] = await db
        .insert(solutions)
        .values({
          problemId,
          details: input.details,
          imageId: input.imageId ?? null,
          authorName: actor.name || actor.loginId,
          createdBy: actor.id,
        })
        .returning({ id: solutions.id });
      return (await this.byId(row!.id))!;
    },
    async byId(id: string): Promise<Solution | undefined> {
      const [a] = await db
        .select({ s: solutions, imageId: images.id, width: images.width, height: images.height })
        .from(solutions)
        .leftJoin(images, eq(images.id, solutions.imageId))
        .where(eq(solutions.id, id));
      return a
        ? {
            id: a.s.id,
            details: a.s.details,
            image: maybeImageRef(a.imageId, a.width, a.height),
            authorName: a.s.authorName,
            ...written(a.s),
          }
        : undefined;
    },
    /** The author of a problem's solution: undefined when the problem has no such solution. */
    async owner(problemId: string, solutionId: string) {
      const [r] = await db
        .select({ by: solutions.createdBy, problemId: solutions.problemId })
        .from(solutions)
        .where(eq(solutions.id, solutionId));
      return r && r.problemId === problemId ? r.by : undefined;
    },
    /** Deletes a solution; answers the image it named. */
    async remove(id: string) {
      const gone = await db
        .delete(solutions)
        .where(eq(solutions.id, id))
        .returning({ imageId: solutions.imageId });
      return gone.map((g) => g.imageId);
    },
    async imagesOf(problemId: string) {
      const rows = await db
        .select({ imageId: solutions.imageId })
        .from(solutions)
        .where(eq(solutions.problemId, problemId));
      return rows.map((r) => r.imageId);
    },
  };
}

/** Each kind's storage (src/shared/post-kinds.ts lists the kinds), and a problem's solutions. */
export function postsRepository(db: Db) {
  const answers = solutionsRepository(db);
  const problemStore = tableStore<typeof problems, ProblemInput, Problem>(db, {
    table: problems,
    date: problems.problemDate,
    image: problems.imageId,
    present: (r, image) => ({
      id: r.id,
      date: r.problemDate,
      author: r.author,
      grade: r.grade,
      roll: r.roll,
      subject: r.subject,
      details: r.details,
      image,
      solutions: [],
      ...written(r),
    }),
    values: ({ date, ...rest }) => ({ problemDate: date, ...rest }),
    describe: (input) => input.subject,
    async complete(items) {
      const byProblem = await answers.of(items.map((p) => p.id));
      return items.map((p) => ({ ...p, solutions: byProblem.get(p.id) ?? [] }));
    },
  });
  const stores: { [K in PostKind]: PostStore<PostInput<K>, PostItem<K>> } = {
    blogs: tableStore<typeof blogs, BlogInput, Blog>(db, {
      table: blogs,
      date: blogs.blogDate,
      present: (r) => ({
        id: r.id,
        date: r.blogDate,
        author: r.author,
        subject: r.subject,
        description: r.description,
        ...written(r),
      }),
      // Add Blogs: the date defaults to today and the author to the signed-in student.
      values: (input, actor) => ({
        blogDate: input.date ?? today(),
        author: input.author || actor.name || actor.loginId,
        subject: input.subject,
        description: input.description,
      }),
      describe: (input) => input.subject,
    }),
    problems: {
      ...problemStore,
      async images(id) {
        const [own, theirs] = await Promise.all([problemStore.images(id), answers.imagesOf(id)]);
        return [...own, ...theirs];
      },
    },
    studentNotices: tableStore<typeof studentNotices, StudentNoticeInput, StudentNotice>(db, {
      table: studentNotices,
      date: studentNotices.noticeDate,
      present: (r) => ({
        id: r.id,
        date: r.noticeDate,
        author: r.author,
        grades: r.grades,
        subject: r.subject,
        details: r.details,
        ...written(r),
      }),
      values: ({ date, ...rest }) => ({ noticeDate: date, ...rest }),
      describe: (input) => input.subject,
      // A student reads their class's notices and every class's; teachers and admins all.
      readable: async (reader) =>
        reader?.role === 'student' ? studentNoticesFor(await classOf(db, reader.id)) : undefined,
    }),
    suggestions: tableStore<typeof suggestions, SuggestionInput, Suggestion>(db, {
      table: suggestions,
      date: suggestions.suggestionDate,
      image: suggestions.imageId,
      present: (r, image) => ({
        id: r.id,
        date: r.suggestionDate,
        author: r.author,
        grade: r.grade,
        roll: r.roll,
        subject: r.subject,
        details: r.details,
        image,
        ...written(r),
      }),
      values: ({ date, ...rest }) => ({ suggestionDate: date, ...rest }),
      describe: (input) => input.subject,
    }),
    notices: tableStore<typeof notices, GeneralNoticeInput, Notice>(db, {
      table: notices,
      date: notices.noticeDate,
      image: notices.imageId,
      present: (r, image) => ({
        id: r.id,
        title: r.title,
        date: r.noticeDate,
        author: r.author,
        body: r.body,
        image,
        pinnedUntil: r.pinnedUntil,
      }),
      // Its words are plain paragraphs, as the site's page texts are: markup pasted from a
      // word processor is removed (content/sanitize.ts).
      values: ({ date, body, ...rest }) => ({ noticeDate: date, body: plainText(body), ...rest }),
      // Untitled: its date, which the audit log shows in the reader's language.
      describe: (input) => input.title || input.date,
    }),
    events: tableStore<typeof events, EventInput, SchoolEvent>(db, {
      table: events,
      date: events.eventDate,
      image: events.imageId,
      present: (r, image) => ({
        id: r.id,
        name: r.name,
        date: r.eventDate,
        author: r.author,
        postedAt: r.createdAt.toISOString(),
        image,
      }),
      values: ({ date, ...rest }) => ({ eventDate: date, ...rest }),
      describe: (input) => input.name,
    }),
  };
  return { ...stores, solutions: answers };
}
