import { asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { GRADES, type Grade } from '../../../shared/constants.ts';
import type { PostInput, PostItem, PostKind } from '../../../shared/post-kinds.ts';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import type { SchoolEvent } from '../../../shared/schemas/events.ts';
import type { Notice, NoticeAttachment } from '../../../shared/schemas/notices.ts';
import type {
  Blog,
  BlogInput,
  EventInput,
  GeneralNoticeInput,
  NoticeAttachmentInput,
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
  documents,
  events,
  images,
  noticeAttachments,
  notices,
  problems,
  solutions,
  studentNotices,
  suggestions,
  users,
} from '../../db/schema.ts';
import { plainText } from '../content/sanitize.ts';
import { documentsRepository, noticePdfOf } from '../documents/documents.repository.ts';
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
  /** The fields of `input` that name what the server does not have (a notice's attachments). */
  check?: (input: Input, id: string | null) => Promise<{ field: string; message: string }[]>;
  /** The notices' PDFs the post names: released after an edit or delete. */
  files?: (id: string) => Promise<string[]>;
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

/** A notice's attachments: PDFs and photographed pages, in the author's order. */
function attachmentsRepository(db: Db) {
  return {
    async of(noticeIds: string[]): Promise<Map<string, NoticeAttachment[]>> {
      const byNotice = new Map<string, NoticeAttachment[]>();
      if (noticeIds.length === 0) return byNotice;
      const rows = await db
        .select({
          noticeId: noticeAttachments.noticeId,
          kind: noticeAttachments.kind,
          imageId: images.id,
          width: images.width,
          height: images.height,
          doc: {
            id: documents.id,
            title: documents.title,
            bytes: documents.bytes,
            pages: documents.pages,
          },
        })
        .from(noticeAttachments)
        .leftJoin(images, eq(images.id, noticeAttachments.imageId))
        .leftJoin(documents, eq(documents.id, noticeAttachments.documentId))
        .where(inArray(noticeAttachments.noticeId, noticeIds))
        .orderBy(asc(noticeAttachments.noticeId), asc(noticeAttachments.position));
      for (const r of rows) {
        const list = byNotice.get(r.noticeId) ?? [];
        const image = maybeImageRef(r.imageId, r.width, r.height);
        if (r.kind === 'image' && image) list.push({ kind: 'image', image });
        if (r.kind === 'pdf' && r.doc) list.push({ kind: 'pdf', pdf: noticePdfOf(r.doc) });
        byNotice.set(r.noticeId, list);
      }
      return byNotice;
    },
    /** Puts the notice's attachments in the given order, in place of those it had. */
    async replace(noticeId: string, list: NoticeAttachmentInput[]) {
      await db.transaction(async (tx) => {
        await tx.delete(noticeAttachments).where(eq(noticeAttachments.noticeId, noticeId));
        if (list.length === 0) return;
        await tx.insert(noticeAttachments).values(
          list.map((a, position) => ({
            noticeId,
            position,
            kind: a.kind,
            imageId: a.kind === 'image' ? a.imageId : null,
            documentId: a.kind === 'pdf' ? a.documentId : null,
          })),
        );
      });
    },
    async named(noticeId: string) {
      const rows = await db
        .select({ imageId: noticeAttachments.imageId, documentId: noticeAttachments.documentId })
        .from(noticeAttachments)
        .where(eq(noticeAttachments.noticeId, noticeId));
      return {
        images: rows.map((r) => r.imageId).filter((i): i is string => Boolean(i)),
        pdfs: rows.map((r) => r.documentId).filter((i): i is string => Boolean(i)),
      };
    },
    /** The attachments that name an image or a PDF the server does not have, or twice. */
    async check(list: NoticeAttachmentInput[], noticeId: string | null) {
      const imageIds = list.flatMap((a) => (a.kind === 'image' ? [a.imageId] : []));
      const pdfIds = list.flatMap((a) => (a.kind === 'pdf' ? [a.documentId] : []));
      const [known, attachable] = await Promise.all([
        imageIds.length
          ? db.select({ id: images.id }).from(images).where(inArray(images.id, imageIds))
          : [],
        documentsRepository(db).attachablePdfs(pdfIds, noticeId),
      ]);
      const knownImages = new Set(known.map((k) => k.id));
      const seen = new Set<string>();
      return list.flatMap((a, i) => {
        const ref = a.kind === 'image' ? a.imageId : a.documentId;
        const field = `attachments.${i}.${a.kind === 'image' ? 'imageId' : 'documentId'}`;
        if (seen.has(ref)) return [{ field, message: 'An item is listed twice' }];
        seen.add(ref);
        if (a.kind === 'image' && !knownImages.has(ref))
          return [{ field, message: 'Upload the image again' }];
        if (a.kind === 'pdf' && !attachable.has(ref))
          return [{ field, message: 'Upload the file again' }];
        return [];
      });
    },
  };
}

/** Each kind's storage (src/shared/post-kinds.ts lists the kinds), and a problem's solutions. */
export function postsRepository(db: Db) {
  const answers = solutionsRepository(db);
  const attached = attachmentsRepository(db);
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
    notices: withAttachments(
      attached,
      tableStore<typeof notices, GeneralNoticeInput, Notice>(db, {
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
          attachments: [],
        }),
        // Its words are plain paragraphs, as the site's page texts are: markup pasted from a
        // word processor is removed (content/sanitize.ts).
        values: ({ date, body, attachments: _, ...rest }) => ({
          noticeDate: date,
          body: plainText(body),
          ...rest,
        }),
        // Untitled: its date, which the audit log shows in the reader's language.
        describe: (input) => input.title || input.date,
        async complete(items) {
          const byNotice = await attached.of(items.map((n) => n.id));
          return items.map((n) => ({ ...n, attachments: byNotice.get(n.id) ?? [] }));
        },
      }),
    ),
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

/** A notice's store that also keeps its attachments, in the order written. */
function withAttachments(
  attached: ReturnType<typeof attachmentsRepository>,
  store: PostStore<GeneralNoticeInput, Notice>,
): PostStore<GeneralNoticeInput, Notice> {
  return {
    ...store,
    check: (input, id) => attached.check(input.attachments, id),
    async create(input, actor) {
      const created = await store.create(input, actor);
      if (input.attachments.length === 0) return created;
      await attached.replace(created.id, input.attachments);
      return (await store.one(created.id))!;
    },
    async update(id, input, actor) {
      await store.update(id, input, actor);
      await attached.replace(id, input.attachments);
      return (await store.one(id))!;
    },
    async images(id) {
      const [own, pages] = await Promise.all([store.images(id), attached.named(id)]);
      return [...own, ...pages.images];
    },
    files: async (id) => (await attached.named(id)).pdfs,
  };
}
