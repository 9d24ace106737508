import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  type Suggestion,
  type SuggestionInput,
  suggestionInputSchema,
  suggestionSchema,
  suggestionsPageSchema,
} from '../../../shared/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { images, suggestions } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';
import { type PostStore, registerPostRoutes } from '../posts/post-routes.ts';

export function suggestionsStore(db: Db): PostStore<SuggestionInput, Suggestion> {
  const select = () =>
    db
      .select({ s: suggestions, imageId: images.id, width: images.width, height: images.height })
      .from(suggestions)
      .leftJoin(images, eq(images.id, suggestions.imageId));
  const present = (r: Awaited<ReturnType<typeof select>>[number]): Suggestion => ({
    id: r.s.id,
    date: r.s.suggestionDate,
    author: r.s.author,
    grade: r.s.grade,
    roll: r.s.roll,
    subject: r.s.subject,
    details: r.s.details,
    image: maybeImageRef(r.imageId, r.width, r.height),
    createdById: r.s.createdBy,
    createdAt: r.s.createdAt.toISOString(),
  });
  const byId = async (id: string) => present((await select().where(eq(suggestions.id, id)))[0]!);
  const values = ({ date, ...rest }: SuggestionInput) => ({ suggestionDate: date, ...rest });
  return {
    async page(page, size) {
      const [rows, totals] = await Promise.all([
        select()
          .orderBy(
            desc(suggestions.suggestionDate),
            desc(suggestions.createdAt),
            desc(suggestions.id),
          )
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(suggestions),
      ]);
      return { items: rows.map(present), total: totals[0]?.n ?? 0 };
    },
    async owner(id) {
      const [r] = await db
        .select({ by: suggestions.createdBy })
        .from(suggestions)
        .where(eq(suggestions.id, id));
      return r ? r.by : undefined;
    },
    async create(input, actor) {
      const [r] = await db
        .insert(suggestions)
        .values({ ...values(input), createdBy: actor.id })
        .returning({ id: suggestions.id });
      return byId(r!.id);
    },
    async update(id, input) {
      await db.update(suggestions).set(values(input)).where(eq(suggestions.id, id));
      return byId(id);
    },
    async remove(id) {
      await db.delete(suggestions).where(eq(suggestions.id, id));
    },
    async images(id) {
      return (
        await db
          .select({ imageId: suggestions.imageId })
          .from(suggestions)
          .where(eq(suggestions.id, id))
      ).map((r) => r.imageId);
    },
    describe: (input) => input.subject,
  };
}

export const suggestionsRoutes: FastifyPluginAsync = async (app) => {
  registerPostRoutes(app, {
    url: '/suggestions',
    entity: 'suggestion',
    label: 'Suggestions for students',
    input: suggestionInputSchema,
    item: suggestionSchema,
    page: suggestionsPageSchema,
    store: suggestionsStore(app.database.db),
  });
};
