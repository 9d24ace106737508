import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS, UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import { errorSchema, imageRefSchema } from '../../../shared/schemas/common.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAccountLimit } from '../../plugins/rate-limits.ts';
import { storedBytes } from './image-uses.ts';
import { imageRef, storeImage } from './images.service.ts';

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads',
    {
      bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
      config: {
        rateLimit: perAccountLimit(
          app.config.rateLimits,
          (req) => UPLOAD_LIMITS[req.user?.role ?? 'student'].perHour,
          '1 hour',
          ({ max, after }) =>
            `At most ${max} images may be uploaded from one account in an hour. Please try again in ${after}.`,
        ),
      },
      schema: {
        tags: ['accounts'],
        summary:
          'Upload an image (field "image"; JPEG, PNG or WebP, at most 5 MB): stored as WebP without metadata. Limited per account (uploads an hour, space kept).',
        consumes: ['multipart/form-data'],
        response: {
          201: imageRefSchema,
          400: errorSchema,
          401: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart())
        throw new HttpError(415, 'unsupported_type', 'Send the image as multipart/form-data.');
      let file: Awaited<ReturnType<typeof req.file>>;
      try {
        file = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
      } catch {
        throw new HttpError(400, 'bad_upload', 'The upload could not be read.');
      }
      if (file?.fieldname !== 'image')
        throw new HttpError(400, 'no_file', 'Choose an image to upload.');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new HttpError(413, 'file_too_large', 'The image is larger than 5 MB.');
      }
      if (file.file.truncated)
        throw new HttpError(413, 'file_too_large', 'The image is larger than 5 MB.');
      const user = req.user!;
      const limitBytes = UPLOAD_LIMITS[user.role].storedBytes;
      const roomBytes = limitBytes - (await storedBytes(app.database.db, user.id));
      const row = await storeImage(app.database.db, app.config.uploadsDir, bytes, {
        id: user.id,
        limitBytes,
        roomBytes,
      });
      return reply.status(201).send(imageRef(row));
    },
  );
};
