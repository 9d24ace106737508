import { auditActorsSchema, auditPageSchema, auditQuerySchema } from '../schemas/audit.ts';
import { endpoint } from './endpoint.ts';

export const auditEndpoints = {
  'audit.list': endpoint({
    method: 'GET',
    path: '/api/audit-log',
    access: 'read:audit-log',
    tags: ['admin'],
    summary:
      'Every change to posts, accounts and admissions: who, what, when (newest first), filtered by person, kind and days',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
  'audit.actors': endpoint({
    method: 'GET',
    path: '/api/audit-log/actors',
    access: 'read:audit-log',
    tags: ['admin'],
    summary: 'The people who appear in the audit log, for its filter',
    response: auditActorsSchema,
  }),
};
