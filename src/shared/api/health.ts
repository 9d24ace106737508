import { healthSchema } from '../schemas/site.ts';
import { endpoint } from './endpoint.ts';

export const healthEndpoints = {
  'health.get': endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['public'],
    summary: 'Is the server up and its database answering',
    response: healthSchema,
  }),
};
