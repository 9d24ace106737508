import { demoStatusSchema } from '../schemas/demo.ts';
import { endpoint } from './endpoint.ts';

export const demoEndpoints = {
  'demo.status': endpoint({
    method: 'GET',
    path: '/api/demo',
    access: 'manage:demo',
    tags: ['admin'],
    summary: 'What is left of the demo school (accounts, posts, pictures, files, page texts)',
    response: demoStatusSchema,
  }),
  'demo.remove': endpoint({
    method: 'DELETE',
    path: '/api/demo',
    access: 'manage:demo',
    recentPassword: true,
    tags: ['admin'],
    summary:
      'Removes the demo school: its accounts, posts, staff, albums, pictures, files and unedited page texts; keeps what the school added',
    response: demoStatusSchema,
  }),
};
