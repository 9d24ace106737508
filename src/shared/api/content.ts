import type { z } from 'zod';
import { CONTENT_KEYS, type ContentKey } from '../constants.ts';
import { contentResponseSchema, contentSchemas } from '../schemas/content.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof contentSchemas;
/** What GET and PUT answer for a key: its value as its schema has it (contentResponseSchema). */
type ResponseSchema<K extends ContentKey> = Schemas[K] extends infer S extends z.ZodType
  ? ReturnType<typeof contentResponseSchema<S>>
  : never;

/** A key's two operations: read it (anyone) and publish it (admin), its value checked by the key's schema. */
type ContentEndpoints = {
  [K in ContentKey as `content.${K}.get`]: {
    method: 'GET';
    path: `/api/content/${K}`;
    access: 'public';
    cached: true;
    tags: readonly ['content'];
    summary: string;
    response: ResponseSchema<K>;
  };
} & {
  [K in ContentKey as `content.${K}.put`]: {
    method: 'PUT';
    path: `/api/content/${K}`;
    access: 'edit:site-content';
    tags: readonly ['content'];
    summary: string;
    body: Schemas[K];
    response: ResponseSchema<K>;
  };
};

function keyEndpoints(key: ContentKey) {
  const schema = contentSchemas[key];
  const response = contentResponseSchema(schema);
  return {
    [`content.${key}.get`]: endpoint({
      method: 'GET',
      path: `/api/content/${key}`,
      access: 'public',
      cached: true,
      tags: ['content'],
      summary: `The site's content: ${key}`,
      response,
    }),
    [`content.${key}.put`]: endpoint({
      method: 'PUT',
      path: `/api/content/${key}`,
      access: 'edit:site-content',
      tags: ['content'],
      summary: `Publish the site's content: ${key} (admin)`,
      body: schema,
      response,
    }),
  };
}

/** GET and PUT /api/content/<key> for every key of CONTENT_KEYS (src/shared/constants.ts). */
export const contentEndpoints = Object.assign(
  {},
  ...CONTENT_KEYS.map(keyEndpoints),
) as ContentEndpoints;
