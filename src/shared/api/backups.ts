import { backupIdParams, backupsListSchema } from '../schemas/backups.ts';
import { endpoint } from './endpoint.ts';

export const backupsEndpoints = {
  'backups.downloadFresh': endpoint({
    method: 'GET',
    path: '/api/backup',
    access: 'manage:backup',
    recentPassword: true,
    tags: ['admin'],
    summary:
      'Download a backup of the whole site (database, images, documents) as one .tar.gz file',
    file: 'application/gzip',
  }),
  'backups.list': endpoint({
    method: 'GET',
    path: '/api/backups',
    access: 'manage:backup',
    tags: ['admin'],
    summary:
      'The backups the site keeps (newest first), the newest failure, and when backups are made',
    response: backupsListSchema,
    errors: [404],
  }),
  'backups.download': endpoint({
    method: 'GET',
    path: '/api/backups/:id/download',
    access: 'manage:backup',
    recentPassword: true,
    tags: ['admin'],
    summary: 'Download one of the backups the site keeps (by its id)',
    params: backupIdParams,
    file: 'application/gzip',
    errors: [404],
  }),
};
