import {
  documentFileParams,
  documentIdParams,
  documentSchema,
  documentsListSchema,
  documentsQuerySchema,
} from '../schemas/documents.ts';
import { endpoint } from './endpoint.ts';

export const documentsEndpoints = {
  'documents.list': endpoint({
    method: 'GET',
    path: '/api/documents',
    access: 'public',
    cached: true,
    tags: ['public'],
    summary: 'Class routines, syllabi or the academic calendar',
    query: documentsQuerySchema,
    response: documentsListSchema,
  }),
  'documents.file': endpoint({
    method: 'GET',
    path: '/api/documents/:id/:mode',
    access: 'public',
    tags: ['public'],
    summary: 'The file itself, to view in the browser or to download',
    params: documentFileParams,
    // A PDF as uploaded, or an image kept as WebP (the answer names its own type).
    file: 'application/octet-stream',
    errors: [404],
  }),
  'documents.upload': endpoint({
    method: 'POST',
    path: '/api/documents',
    access: 'edit:site-content',
    tags: ['content'],
    summary:
      'Upload a class routine, syllabus (fields kind and grade) or the academic calendar (kind only), the file in "file": PDF or image, at most 10 MB; it replaces the file before it',
    multipart: true,
    status: 201,
    response: documentSchema,
    errors: [413, 415],
  }),
  'documents.remove': endpoint({
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'edit:site-content',
    tags: ['content'],
    summary: 'Remove an academic file',
    params: documentIdParams,
    status: 204,
    errors: [404],
  }),
};
