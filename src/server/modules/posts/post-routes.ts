import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '../../../shared/permissions.ts';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { postIdParams, postsQuerySchema } from '../../../shared/schemas/posts.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';

type Actor = SessionUser & { sessionId: string };

/** What a kind of post gives the shared routes: its storage, and a line for the audit log. */
export type PostStore<Input, Item> = {
  page?: (page: number, size: number) => Promise<{ items: Item[]; total: number }>;
  /** The id of the post's author: null when unknown, undefined when there is no such post. */
  owner: (id: string) => Promise<string | null | undefined>;
  create: (input: Input, actor: Actor) => Promise<Item>;
  update: (id: string, input: Input, actor: Actor) => Promise<Item>;
  remove: (id: string) => Promise<void>;
  /** The images the post names (a problem's solutions' too): released after an edit or delete. */
  images?: (id: string) => Promise<(string | null)[]>;
  describe: (input: Input) => string;
};

/**
 * Refuses an edit or delete unless the signed-in user wrote the post or may change
 * any post (PRODUCT.md: authors edit their own, admins any).
 */
export function assertMayChange(actor: Actor, ownerId: string | null | undefined) {
  if (ownerId === undefined) throw new HttpError(404, 'not_found', 'This post no longer exists.');
  if (can(actor.role, 'edit:any-post')) return;
  if (ownerId !== null && ownerId === actor.id) return;
  throw new HttpError(403, 'forbidden', 'You may only change your own posts.');
}

/**
 * The list, add, edit and delete routes of one kind of post, with validation by the
 * shared schemas, ownership checks and the audit log. Access per route comes from
 * src/shared/permissions.ts like every other route.
 */
export function registerPostRoutes<I extends z.ZodType, O extends z.ZodType>(
  fastify: FastifyInstance,
  opts: {
    url: string;
    entity: string;
    label: string;
    input: I;
    item: O;
    page?: z.ZodType;
    store: PostStore<z.infer<I>, z.infer<O>>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = auditRepository(app.database.db);
  const { store, url, entity, label } = opts;
  // The schemas as plain zod types: the handlers cast the body to the kind's input.
  const input: z.ZodType = opts.input;
  const item: z.ZodType = opts.item;
  const saving = <T>(p: Promise<T>) =>
    p.catch((err: unknown) => {
      throw isForeignKeyViolation(err) ? unknownImage() : err;
    });

  if (store.page && opts.page) {
    const page = store.page;
    app.get(
      url,
      {
        schema: {
          tags: ['posts'],
          summary: `${label}, newest first`,
          querystring: postsQuerySchema,
          response: { 200: opts.page, 400: errorSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      // The same list for every reader the route lets in (it has no per-user part), so the
      // server keeps it like the public lists; the browser is told not to store it
      // (plugins/auth.ts: no-store on everything that is not public).
      (req, reply) =>
        app.cachedResponse(req, reply, async () => ({
          ...(await page(req.query.page, req.query.size)),
          ...req.query,
        })),
    );
  }

  app.post(
    url,
    {
      schema: {
        tags: ['posts'],
        summary: `Add: ${label}`,
        body: input,
        response: { 201: item, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req, reply) => {
      const actor = req.user!;
      const input = req.body as z.infer<I>;
      const created = await saving(store.create(input, actor));
      await audit.record(
        actor,
        'create',
        entity,
        (created as { id: string }).id,
        store.describe(input),
      );
      return reply.status(201).send(created as never);
    },
  );

  app.put(
    `${url}/:id`,
    {
      schema: {
        tags: ['posts'],
        summary: `Edit (the author, or an admin): ${label}`,
        params: postIdParams,
        body: input,
        response: {
          200: item,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const actor = req.user!;
      const input = req.body as z.infer<I>;
      assertMayChange(actor, await store.owner(req.params.id));
      const before = (await store.images?.(req.params.id)) ?? [];
      const updated = await saving(store.update(req.params.id, input, actor));
      await releaseImages(app, before);
      await audit.record(actor, 'update', entity, req.params.id, store.describe(input));
      return reply.send(updated as never);
    },
  );

  app.delete(
    `${url}/:id`,
    {
      schema: {
        tags: ['posts'],
        summary: `Delete (the author, or an admin): ${label}`,
        params: postIdParams,
        response: { 204: z.null(), 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const actor = req.user!;
      assertMayChange(actor, await store.owner(req.params.id));
      const before = (await store.images?.(req.params.id)) ?? [];
      await store.remove(req.params.id);
      await releaseImages(app, before);
      await audit.record(actor, 'delete', entity, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
