import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  type Blog,
  type BlogInput,
  blogInputSchema,
  blogSchema,
  blogsPageSchema,
} from '../../../shared/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { type PostStore, registerPostRoutes } from '../posts/post-routes.ts';
import { today } from '../posts/today.ts';

type Row = typeof blogs.$inferSelect;
const present = (r: Row): Blog => ({
  id: r.id,
  date: r.blogDate,
  author: r.author,
  subject: r.subject,
  description: r.description,
  createdById: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

export function blogsStore(db: Db): PostStore<BlogInput, Blog> {
  // Add Blogs: the date defaults to today and the author to the signed-in student.
  const values = (input: BlogInput, authorName: string) => ({
    blogDate: input.date ?? today(),
    author: input.author || authorName,
    subject: input.subject,
    description: input.description,
  });
  return {
    async page(page, size) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(blogs)
          .orderBy(desc(blogs.blogDate), desc(blogs.createdAt), desc(blogs.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(blogs),
      ]);
      return { items: rows.map(present), total: totals[0]?.n ?? 0 };
    },
    async owner(id) {
      const [r] = await db.select({ by: blogs.createdBy }).from(blogs).where(eq(blogs.id, id));
      return r ? r.by : undefined;
    },
    async create(input, actor) {
      const [r] = await db
        .insert(blogs)
        .values({ ...values(input, actor.name || actor.loginId), createdBy: actor.id })
        .returning();
      return present(r!);
    },
    async update(id, input, actor) {
      const [r] = await db
        .update(blogs)
        .set(values(input, actor.name || actor.loginId))
        .where(eq(blogs.id, id))
        .returning();
      return present(r!);
    },
    async remove(id) {
      await db.delete(blogs).where(eq(blogs.id, id));
    },
    describe: (input) => input.subject,
  };
}

export const blogsRoutes: FastifyPluginAsync = async (app) => {
  registerPostRoutes(app, {
    url: '/blogs',
    entity: 'blog',
    label: "Students' blogs",
    input: blogInputSchema,
    item: blogSchema,
    page: blogsPageSchema,
    store: blogsStore(app.database.db),
  });
};
