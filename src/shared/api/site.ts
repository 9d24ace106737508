import { messagesSchema, siteSchema } from '../schemas/site.ts';
import { endpoint } from './endpoint.ts';

export const siteEndpoints = {
  'site.get': endpoint({
    method: 'GET',
    path: '/api/site',
    access: 'public',
    cached: true,
    tags: ['public'],
    summary:
      "What every page needs: the school's identity and logo, the home headline and sidebar, the three newest blog titles",
    response: siteSchema,
  }),
  'messages.list': endpoint({
    method: 'GET',
    path: '/api/messages',
    access: 'public',
    cached: true,
    tags: ['public'],
    summary: 'Messages from the chairman, principal, vice-principal and a teacher',
    response: messagesSchema,
  }),
};
