import { auditPageSchema, postsQuerySchema } from '../schemas/posts.ts';
import { endpoint } from './endpoint.ts';

export const auditEndpoints = {
  'audit.list': endpoint({
    method: 'GET',
    path: '/api/audit-log',
    access: 'read:audit-log',
    tags: ['admin'],
    summary: 'Every change to posts, accounts and admissions: who, what, when (newest first)',
    query: postsQuerySchema,
    response: auditPageSchema,
  }),
};
