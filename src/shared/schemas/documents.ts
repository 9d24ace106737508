import { z } from 'zod';
import { DOCUMENT_KINDS, GRADES } from '../constants.ts';
import { imageRefSchema } from './common.ts';

export const documentSchema = z.object({
  id: z.string(),
  kind: z.enum([...DOCUMENT_KINDS, 'calendar']),
  grade: z.enum(GRADES).nullable(),
  title: z.string(),
  mime: z.string(),
  /** An image's size in pixels (null for a PDF, or an image kept before sizes were). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The file as uploaded (a picture re-encoded), to view and to download. */
  url: z.string(),
  downloadUrl: z.string(),
  /**
   * A picture's WebP copies at four widths, which pages draw (null for a PDF, or a
   * picture whose copies could not be made).
   */
  image: imageRefSchema.nullable(),
  updatedAt: z.string(),
});
export type SchoolDocument = z.infer<typeof documentSchema>;
export const documentsListSchema = z.object({ items: z.array(documentSchema) });
export type DocumentsList = z.infer<typeof documentsListSchema>;
export const documentsQuerySchema = z.object({ kind: z.enum([...DOCUMENT_KINDS, 'calendar']) });

/** Academic files: PDF or image, at most this many bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The form fields sent with an academic file (multipart/form-data, the file in "file"):
 * a routine or syllabus is per class; the calendar has none. A new file replaces the old.
 */
export const documentUploadFieldsSchema = z
  .object({
    kind: z.enum([...DOCUMENT_KINDS, 'calendar']),
    grade: z.enum(GRADES).optional(),
  })
  .refine((d) => (d.kind === 'calendar') === (d.grade === undefined), {
    error: 'Choose the class for a routine or syllabus (none for the calendar)',
    path: ['grade'],
  });
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;
export const documentIdParams = z.object({ id: z.uuid({ error: 'Unknown document' }) });
/** The file of a document: shown in the browser (view) or saved (download). */
export const documentFileParams = z.object({
  id: z.uuid({ error: 'Unknown document' }),
  mode: z.enum(['view', 'download']),
});
