import { endpoints } from '../../../shared/api/index.ts';
import { UPLOAD_LIMITS, UPLOAD_MAX_BYTES } from '../../../shared/constants.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAccountLimit } from '../../plugins/rate-limits.ts';
import { storedBytes } from './image-uses.ts';
import { imageRef, imageTooLarge, storeImage } from './images.service.ts';

export const imagesRoutes: ApiModule = async (app) => {
  app.endpoint(
    endpoints['uploads.create'],
    async (req) => {
      if (!req.isMultipart())
        throw new HttpError(415, 'unsupported_type', 'Send the image as multipart/form-data.', {
          reason: 'multipart',
        });
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
        throw imageTooLarge();
      }
      if (file.file.truncated) throw imageTooLarge();
      const user = req.user!;
      const limitBytes = UPLOAD_LIMITS[user.role].storedBytes;
      const roomBytes = limitBytes - (await storedBytes(app.database.db, user.id));
      const row = await storeImage(app.database.db, app.files, bytes, {
        id: user.id,
        limitBytes,
        roomBytes,
      });
      return imageRef(row);
    },
    {
      bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
      rateLimit: perAccountLimit(
        app.config.rateLimits,
        (req) => UPLOAD_LIMITS[req.user?.role ?? 'student'].perHour,
        '1 hour',
        ({ max, after }) =>
          `At most ${max} images may be uploaded from one account in an hour. Please try again in ${after}.`,
        'uploads_per_hour',
      ),
    },
  );
};
