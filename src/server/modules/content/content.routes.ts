import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTENT_KEYS } from '../../../shared/constants.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  type ContentKey,
  type ContentResponse,
  contentResponseSchema,
  contentSchemas,
} from '../../../shared/schemas/content.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { contentRepository, imageIdsOf } from './content.repository.ts';
import { plainTexts } from './sanitize.ts';

/**
 * GET (anyone) and PUT (admin) /api/content/<key> for every key of the site's content:
 * each PUT is checked against its key's schema after any markup is stripped, names only
 * images the server has, and is written to the audit log.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = contentRepository(app.database.db);
  const audit = auditRepository(app.database.db);

  async function present<K extends ContentKey>(key: K): Promise<ContentResponse<K>> {
    const stored = await repo.get(key);
    return {
      key,
      value: stored?.value ?? null,
      images: stored ? await repo.images(imageIdsOf(stored.value).map((i) => i.id)) : {},
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
  }

  for (const key of CONTENT_KEYS) {
    const schema = contentSchemas[key];
    const response = contentResponseSchema(schema);
    app.get(
      `/content/${key}`,
      {
        schema: {
          tags: ['content'],
          summary: `The site's content: ${key}`,
          response: { 200: response },
        },
      },
      (req, reply) => app.cachedResponse(req, reply, () => present(key)),
    );
    app.put(
      `/content/${key}`,
      {
        // Markup is stripped before the value is checked, so a text made empty by it is refused.
        preValidation: async (req) => {
          req.body = plainTexts(req.body);
        },
        schema: {
          tags: ['content'],
          summary: `Publish the site's content: ${key} (admin)`,
          body: schema,
          response: {
            200: response,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
          },
        },
      },
      async (req) => {
        const value = req.body as never;
        const named = imageIdsOf(value);
        const found = await repo.images(named.map((i) => i.id));
        const missing = named.filter((i) => !found[i.id]);
        if (missing.length > 0)
          throw new HttpError(
            400,
            'validation_failed',
            `${missing[0]!.field}: Upload the image again`,
            {
              fields: missing.map((m) => ({ field: m.field, message: 'Upload the image again' })),
            },
          );
        const before = await repo.get(key);
        await repo.set(key, value);
        await releaseImages(
          app,
          imageIdsOf(before?.value).map((i) => i.id),
        );
        await audit.record(req.user!, 'update', 'content', key, `Published ${key}`);
        return present(key);
      },
    );
  }
};
