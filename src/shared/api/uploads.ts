import { imageRefSchema } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

export const uploadsEndpoints = {
  'uploads.create': endpoint({
    method: 'POST',
    path: '/api/uploads',
    access: 'upload:image',
    tags: ['accounts'],
    summary:
      'Upload an image (field "image"; JPEG, PNG or WebP, at most 5 MB): stored as WebP without metadata. Limited per account (uploads an hour, space kept).',
    multipart: true,
    status: 201,
    response: imageRefSchema,
    errors: [413, 415, 429],
  }),
};
