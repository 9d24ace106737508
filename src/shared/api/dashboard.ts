import { checklistInputSchema, checklistSchema, dashboardSchema } from '../schemas/dashboard.ts';
import { endpoint } from './endpoint.ts';

export const dashboardEndpoints = {
  'dashboard.get': endpoint({
    method: 'GET',
    path: '/api/dashboard',
    access: 'signed-in',
    tags: ['dashboard'],
    summary:
      "The dashboard's first screen for the signed-in role: an admin's counts, what needs attention and the setup checklist; a teacher's or a student's recent posts",
    response: dashboardSchema,
  }),
  'dashboard.setChecklistHidden': endpoint({
    method: 'PUT',
    path: '/api/dashboard/checklist',
    access: 'edit:site-content',
    tags: ['dashboard'],
    summary: 'Hide the setup checklist once every step is done (409 before), or show it again',
    body: checklistInputSchema,
    response: checklistSchema,
    errors: [409],
  }),
};
