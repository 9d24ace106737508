import type { z } from 'zod';
import { type PostKind, type PostKinds, postKinds } from '../post-kinds.ts';
import { type PageSchema, pageOf } from '../schemas/common.ts';
import { noticeParams, noticePdfSchema, noticeSchema } from '../schemas/notices.ts';
import {
  postIdParams,
  solutionInputSchema,
  solutionParams,
  solutionSchema,
} from '../schemas/posts.ts';
import { endpoint } from './endpoint.ts';

type Page<K extends PostKind> = PageSchema<PostKinds[K]['item']>;
type Tags<K extends PostKind> = PostKinds[K]['read'] extends 'public'
  ? readonly ['public']
  : readonly ['posts'];

/** A kind's four operations: list (newest first), add, edit and delete (its author, or an admin). */
type KindEndpoints<K extends PostKind> = {
  [N in `${K}.list`]: {
    method: 'GET';
    path: PostKinds[K]['path'];
    access: PostKinds[K]['read'];
    cached?: true;
    tags: Tags<K>;
    summary: string;
    query: PostKinds[K]['query'];
    response: Page<K>;
  };
} & {
  [N in `${K}.create`]: {
    method: 'POST';
    path: PostKinds[K]['path'];
    access: PostKinds[K]['create'];
    tags: readonly ['posts'];
    summary: string;
    body: PostKinds[K]['input'];
    status: 201;
    response: PostKinds[K]['item'];
  };
} & {
  [N in `${K}.update`]: {
    method: 'PUT';
    path: `${PostKinds[K]['path']}/:id`;
    access: PostKinds[K]['change'];
    tags: readonly ['posts'];
    summary: string;
    params: typeof postIdParams;
    body: PostKinds[K]['input'];
    response: PostKinds[K]['item'];
    errors: readonly [404];
  };
} & {
  [N in `${K}.remove`]: {
    method: 'DELETE';
    path: `${PostKinds[K]['path']}/:id`;
    access: PostKinds[K]['change'];
    tags: readonly ['posts'];
    summary: string;
    params: typeof postIdParams;
    status: 204;
    errors: readonly [404];
  };
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;
type AllKindEndpoints = UnionToIntersection<{ [K in PostKind]: KindEndpoints<K> }[PostKind]>;

function kindEndpoints(kind: PostKind) {
  const k = postKinds[kind];
  const item: z.ZodType = k.item;
  const open = k.read === 'public';
  return {
    [`${kind}.list`]: {
      method: 'GET',
      path: k.path,
      access: k.read,
      // A list that depends on who reads it (a student's class) is not kept by address.
      ...('byReader' in k ? {} : { cached: true as const }),
      tags: [open ? 'public' : 'posts'],
      summary: `${k.label}, newest first, a page at a time (page is zero-based)`,
      query: k.query,
      response: pageOf(item),
    },
    [`${kind}.create`]: {
      method: 'POST',
      path: k.path,
      access: k.create,
      tags: ['posts'],
      summary: `Add: ${k.label}`,
      body: k.input,
      status: 201,
      response: item,
    },
    [`${kind}.update`]: {
      method: 'PUT',
      path: `${k.path}/:id`,
      access: k.change,
      tags: ['posts'],
      summary: `Edit (${open ? 'an admin' : 'the author, or an admin'}): ${k.label}`,
      params: postIdParams,
      body: k.input,
      response: item,
      errors: [404],
    },
    [`${kind}.remove`]: {
      method: 'DELETE',
      path: `${k.path}/:id`,
      access: k.change,
      tags: ['posts'],
      summary: `Delete (${open ? 'an admin' : 'the author, or an admin'}): ${k.label}`,
      params: postIdParams,
      status: 204,
      errors: [404],
    },
  };
}

/** Every kind's operations (from src/shared/post-kinds.ts), and a problem's solutions. */
export const postEndpoints = {
  ...(Object.assign(
    {},
    ...(Object.keys(postKinds) as PostKind[]).map(kindEndpoints),
  ) as AllKindEndpoints),
  'notices.get': endpoint({
    method: 'GET',
    path: '/api/notices/:id',
    access: 'public',
    cached: true,
    tags: ['public'],
    summary: 'One general notice: its title, date, author, words and picture (its own page)',
    params: noticeParams,
    response: noticeSchema,
    errors: [404],
  }),
  'notices.uploadPdf': endpoint({
    method: 'POST',
    path: '/api/notices/pdfs',
    access: 'create:notice',
    tags: ['posts'],
    summary:
      'Upload a PDF to attach to a notice (field "file", at most 10 MB): answers its id, to send in the notice\'s attachments; one never attached is removed after a day',
    multipart: true,
    status: 201,
    response: noticePdfSchema,
    errors: [413, 415],
  }),
  'problems.solve': endpoint({
    method: 'POST',
    path: '/api/problems/:id/solutions',
    access: 'create:solution',
    tags: ['posts'],
    summary: 'Give a solution to a problem (teachers and admins)',
    params: postIdParams,
    body: solutionInputSchema,
    status: 201,
    response: solutionSchema,
    errors: [404],
  }),
  'problems.removeSolution': endpoint({
    method: 'DELETE',
    path: '/api/problems/:id/solutions/:solutionId',
    access: 'edit:own-post',
    tags: ['posts'],
    summary: 'Delete a solution (its author, or an admin)',
    params: solutionParams,
    status: 204,
    errors: [404],
  }),
};
