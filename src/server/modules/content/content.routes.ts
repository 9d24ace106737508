import type { ResultOf } from '../../../shared/api/endpoint.ts';
import { type Endpoints, endpoints } from '../../../shared/api/index.ts';
import { CONTENT_KEYS } from '../../../shared/constants.ts';
import type { ContentKey, ContentResponse } from '../../../shared/schemas/content.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository, changesOf } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { contentRepository, imageIdsOf } from './content.repository.ts';
import { plainTexts } from './sanitize.ts';

/** What GET and PUT answer for one of the keys (each key's answer has its own value type). */
type Answer = ResultOf<Endpoints[`content.${ContentKey}.get`]>;

/**
 * GET (anyone) and PUT (admin) /api/content/<key> for every key of the site's content:
 * each PUT is checked against its key's schema after any markup is stripped, names only
 * images the server has, and is written to the audit log.
 */
export const contentRoutes: ApiModule = async (app) => {
  const repo = contentRepository(app.database.db);
  const audit = auditRepository(app.database.db);

  async function present(key: ContentKey): Promise<Answer> {
    const stored = await repo.get(key);
    const answer: ContentResponse<ContentKey> = {
      key,
      value: stored?.value ?? null,
      images: stored ? await repo.images(imageIdsOf(stored.value).map((i) => i.id)) : {},
      updatedAt: stored?.updatedAt.toISOString() ?? null,
    };
    // The value was read with the key's own schema (contentRepository.get).
    return answer as Answer;
  }

  for (const key of CONTENT_KEYS) {
    app.endpoint(endpoints[`content.${key}.get`], () => present(key));
    app.endpoint(
      endpoints[`content.${key}.put`],
      async (req) => {
        const value = req.body;
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
        // The page is the entity id: the browser names it in the reader's language.
        const changes = changesOf(
          (before?.value ?? {}) as Record<string, unknown>,
          value as Record<string, unknown>,
        );
        await audit.record(req.user!, 'update', 'content', key, '', changes ? { changes } : null);
        return present(key);
      },
      {
        // Markup is stripped before the value is checked, so a text made empty by it is refused.
        preValidation: async (req) => {
          req.body = plainTexts(req.body);
        },
      },
    );
  }
};
