import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MAX_BYTES } from '../../../shared/schemas/documents.ts';
import type { NoticePdf } from '../../../shared/schemas/notices.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/file-store.ts';
import { HttpError } from '../../plugins/errors.ts';
import { documentsRepository } from './documents.repository.ts';

/** How long a notice's PDF no notice names is kept: an upload waits for its form to be saved. */
export const UNATTACHED_PDF_GRACE_MS = 24 * 60 * 60 * 1000;

const tooLarge = () =>
  new HttpError(
    413,
    'file_too_large',
    `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
    { params: { mb: DOCUMENT_MAX_BYTES / 1024 / 1024 } },
  );

/**
 * The pages of a PDF, counted from its page objects; null when none are seen (they may be
 * inside compressed object streams).
 */
export function pdfPages(bytes: Buffer): number | null {
  const found = bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g);
  return found && found.length > 0 ? found.length : null;
}

/** The name a PDF is shown by: the file's name without its folder or `.pdf`, at most 200 characters. */
export function pdfName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/\.pdf$/i, '')
    .replace(/[\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, 200);
  return name || 'document';
}

/**
 * Checks a notice's PDF as the academic files are checked (documents-admin.routes.ts): not
 * empty, a PDF by its bytes (415 otherwise), complete (its %%EOF at the end).
 */
export async function checkedPdf(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new HttpError(400, 'empty_file', 'The file is empty.');
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime !== 'application/pdf')
    throw new HttpError(415, 'unsupported_type', 'Only PDF files are accepted.', {
      reason: 'pdf_only',
    });
  if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF'))
    throw new HttpError(400, 'bad_file', 'The PDF is incomplete. Save it again and upload it.');
  return bytes;
}

/** Reads the one file of a multipart upload (field "file"), at most DOCUMENT_MAX_BYTES. */
async function filePart(req: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!req.isMultipart())
    throw new HttpError(415, 'unsupported_type', 'Send the file as multipart/form-data.', {
      reason: 'multipart',
    });
  let found: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of req.parts({
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, fieldSize: 100 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      found = { bytes, fileName: part.filename };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new HttpError(400, 'bad_upload', 'The upload could not be read.');
  }
  if (!found) throw new HttpError(400, 'no_file', 'Choose a file to upload.');
  return found;
}

/** Keeps an uploaded PDF for a notice (in the file store's documents), not attached yet. */
export async function keepNoticePdf(
  app: Pick<FastifyInstance, 'database' | 'files'>,
  req: FastifyRequest,
): Promise<NoticePdf> {
  const { bytes, fileName } = await filePart(req);
  const pdf = await checkedPdf(bytes);
  const stored = `${randomUUID()}.pdf`;
  await app.files.put('documents', stored, pdf);
  try {
    return await documentsRepository(app.database.db).addNoticePdf({
      title: pdfName(fileName),
      fileName: stored,
      bytes: pdf.length,
      pages: pdfPages(pdf),
    });
  } catch (err) {
    await app.files.remove('documents', [stored]);
    throw err;
  }
}

/**
 * After a notice's edit or delete: removes those of these PDFs (rows and files) that no
 * notice names any more. It never fails the request; what it misses, the sweep removes.
 */
export async function releaseNoticePdfs(
  app: Pick<FastifyInstance, 'database' | 'files' | 'log'>,
  ids: Iterable<string>,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  try {
    const files = await documentsRepository(app.database.db).removeUnattachedPdfs({ ids: wanted });
    await app.files.remove('documents', files);
  } catch (err) {
    app.log.warn({ err }, 'could not remove PDFs no longer attached');
  }
}

/** Removes the notices' PDFs uploaded more than `graceMs` ago that no notice names. */
export async function sweepUnattachedPdfs(
  db: Db,
  store: FileStore,
  graceMs = UNATTACHED_PDF_GRACE_MS,
): Promise<string[]> {
  const files = await documentsRepository(db).removeUnattachedPdfs({
    before: new Date(Date.now() - graceMs),
  });
  await store.remove('documents', files);
  return files;
}
