import { z } from 'zod';
import { DOCUMENT_KINDS, GRADES } from '../constants.ts';

export const documentSchema = z.object({
  id: z.string(),
  kind: z.enum([...DOCUMENT_KINDS, 'calendar']),
  grade: z.enum(GRADES).nullable(),
  title: z.string(),
  mime: z.string(),
  url: z.string(),
  downloadUrl: z.string(),
  updatedAt: z.string(),
});
export type SchoolDocument = z.infer<typeof documentSchema>;
export const documentsListSchema = z.object({ items: z.array(documentSchema) });
export type DocumentsList = z.infer<typeof documentsListSchema>;
export const documentsQuerySchema = z.object({ kind: z.enum([...DOCUMENT_KINDS, 'calendar']) });
