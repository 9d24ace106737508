import { z } from 'zod';
import { NOTICES_PAGE_SIZE } from '../constants.ts';
import { imageRefSchema, isoDateSchema, pageOf, paginationQuery } from './common.ts';

/** A PDF attached to a notice: its name, size, pages (null: not counted) and where to open it. */
export const noticePdfSchema = z.object({
  id: z.string(),
  name: z.string(),
  bytes: z.number().int(),
  pages: z.number().int().nullable(),
  /** Opened in the browser's PDF viewer (documents.file, view). */
  url: z.string(),
  downloadUrl: z.string(),
});
export type NoticePdf = z.infer<typeof noticePdfSchema>;

/** One of a notice's attachments, in the author's order: a photographed page or a PDF. */
export const noticeAttachmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('image'), image: imageRefSchema }),
  z.object({ kind: z.literal('pdf'), pdf: noticePdfSchema }),
]);
export type NoticeAttachment = z.infer<typeof noticeAttachmentSchema>;

export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: isoDateSchema,
  author: z.string(),
  /** The notice's words, plain text: paragraphs apart by a blank line ('' when it is only a picture). */
  body: z.string(),
  image: imageRefSchema.nullable(),
  /** Shown as a banner on every public page up to and including this day (Bangladesh time); null: never. */
  pinnedUntil: isoDateSchema.nullable(),
  /** Its PDFs and photographed pages, in the author's order. */
  attachments: z.array(noticeAttachmentSchema),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticesQuerySchema = paginationQuery(NOTICES_PAGE_SIZE);
export const noticesPageSchema = pageOf(noticeSchema);
export type NoticesPage = z.infer<typeof noticesPageSchema>;

/** The urgent notice every public page shows as a banner (the newest pinned one), with /api/site. */
export const pinnedNoticeSchema = noticeSchema.pick({ id: true, title: true, date: true });
export type PinnedNotice = z.infer<typeof pinnedNoticeSchema>;

export const noticeParams = z.object({ id: z.uuid({ error: 'Unknown post' }) });
