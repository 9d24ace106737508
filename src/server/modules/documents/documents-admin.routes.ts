import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { endpoints } from '../../../shared/api/index.ts';
import { ruleOf } from '../../../shared/api/rules.ts';
import { SCHOOL_TIME_ZONE } from '../../../shared/constants.ts';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentUploadFields,
  documentUploadFieldsSchema,
} from '../../../shared/schemas/documents.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { storeImage } from '../images/images.service.ts';
import { documentsRepository } from './documents.repository.ts';
import { keepNoticePdf } from './notice-pdfs.ts';

const GRADE_NAMES = { vi: 'Six', vii: 'Seven', viii: 'Eight', ix: 'Nine', x: 'Ten' } as const;
const tooLarge = () =>
  new HttpError(
    413,
    'file_too_large',
    `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
    { params: { mb: DOCUMENT_MAX_BYTES / 1024 / 1024 } },
  );

const yearIn = new Intl.DateTimeFormat('en-GB', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric' });

/**
 * The stored (English) title: the class and the year it was uploaded in Dhaka, as the
 * audit log and other clients read it. The browser words it in the reader's language
 * from the kind, the class and the upload date.
 */
function titleOf({ kind, grade }: DocumentUploadFields, uploaded = new Date()) {
  const year = yearIn.format(uploaded);
  if (kind === 'calendar' || !grade) return `Academic Calendar ${year}`;
  return `Class ${GRADE_NAMES[grade]} ${kind === 'routine' ? 'Class Routine' : 'Syllabus'} ${year}`;
}

/**
 * What is kept of an uploaded academic file: a PDF as sent (its bytes checked), an image
 * re-encoded as WebP so no metadata or hidden payload survives.
 */
async function keepable(bytes: Buffer): Promise<{
  data: Buffer;
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
}> {
  if (bytes.length === 0) throw new HttpError(400, 'empty_file', 'The file is empty.');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(DOCUMENT_TYPES as readonly string[]).includes(type.mime))
    throw new HttpError(
      415,
      'unsupported_type',
      'Only PDF files and JPEG, PNG or WebP images are accepted.',
      { reason: 'documents_only' },
    );
  if (type.mime === 'application/pdf') {
    if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF'))
      throw new HttpError(400, 'bad_file', 'The PDF is incomplete. Save it again and upload it.');
    return { data: bytes, mime: type.mime, ext: 'pdf', width: null, height: null };
  }
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > 40_000_000)
      throw new HttpError(
        413,
        'image_too_big',
        'The image has too many pixels (at most 40 megapixels).',
        { params: { megapixels: 40 } },
      );
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: 3000, height: 3000, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data, mime: 'image/webp', ext: 'webp', width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, 'bad_image', 'The image could not be read. Try another file.');
  }
}

/** The admin's academic files: a routine or syllabus per class, and the calendar. */
export const documentsAdminRoutes: ApiModule = async (app) => {
  const { db } = app.database;
  const repo = documentsRepository(db);
  const audit = auditRepository(db);
  const { files } = app;

  app.endpoint(
    endpoints['documents.upload'],
    async (req) => {
      if (!req.isMultipart())
        throw new HttpError(415, 'unsupported_type', 'Send the file as multipart/form-data.', {
          reason: 'multipart',
        });
      const fields: Record<string, string> = {};
      let bytes: Buffer | null = null;
      try {
        for await (const part of req.parts({
          limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 100 },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            bytes = await part.toBuffer();
            if (part.file.truncated) throw tooLarge();
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw new HttpError(400, 'bad_upload', 'The upload could not be read.');
      }
      const parsed = documentUploadFieldsSchema.safeParse({
        kind: fields.kind,
        grade: fields.grade || undefined,
      });
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({
          field: i.path.join('.'),
          message: i.message,
          rule: ruleOf(i),
        }));
        throw new HttpError(
          400,
          'validation_failed',
          `${issues[0]!.field}: ${issues[0]!.message}`,
          {
            fields: issues,
          },
        );
      }
      if (!bytes) throw new HttpError(400, 'no_file', 'Choose a file to upload.');
      const input = parsed.data;
      const file = await keepable(bytes);
      const fileName = `${randomUUID()}.${file.ext}`;
      await files.put('documents', fileName, file.data);
      let kept: Awaited<ReturnType<typeof repo.replace>>;
      let imageId: string | null = null;
      const title = titleOf(input);
      try {
        // A picture's WebP copies at four widths, which the pages draw (the file above
        // stays the one people view and download).
        if (file.mime.startsWith('image/')) imageId = (await storeImage(db, files, file.data)).id;
        kept = await repo.replace({
          kind: input.kind,
          grade: input.grade ?? null,
          title,
          mime: file.mime,
          fileName,
          bytes: file.data.length,
          width: file.width,
          height: file.height,
          imageId,
        });
      } catch (err) {
        await files.remove('documents', [fileName]);
        await releaseImages(app, [imageId]);
        throw err;
      }
      await files.remove('documents', kept.replaced);
      await releaseImages(app, kept.replacedImages);
      await audit.record(req.user!, 'create', 'document', kept.id, title);
      return (await repo.list(input.kind)).find((d) => d.id === kept.id)!;
    },
    { bodyLimit: DOCUMENT_MAX_BYTES + 64 * 1024 },
  );

  // A notice's PDF (teachers' and admins' notices): kept until a notice names it, or a day.
  app.endpoint(endpoints['notices.uploadPdf'], (req) => keepNoticePdf(app, req), {
    bodyLimit: DOCUMENT_MAX_BYTES + 64 * 1024,
  });

  app.endpoint(endpoints['documents.remove'], async (req) => {
    const gone = await repo.remove(req.params.id);
    if (!gone) throw new HttpError(404, 'not_found', 'No such document.');
    await files.remove('documents', [gone.fileName]);
    await releaseImages(app, [gone.imageId]);
    await audit.record(req.user!, 'delete', 'document', gone.id, gone.title);
  });
};
