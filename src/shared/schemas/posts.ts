import { z } from 'zod';
import { GRADES, NOTICE_ATTACHMENTS_MAX, NOTICE_BODY_MAX } from '../constants.ts';
import { latinDigits } from '../digits.ts';
import { imageRefSchema, isoDateSchema, pageOf, paginationQuery, requiredText } from './common.ts';

const grade = z.enum(GRADES, { error: 'Choose a class from six to ten' });
const requiredImage = z
  .string({ error: 'Choose an image' })
  .min(1, { error: 'Choose an image' })
  .max(64);
const longText = (max = 5000) => requiredText(max);
/** A notice with neither words nor a picture says nothing. */
const NOTICE_CONTENT_MESSAGE = 'Write the notice, or choose an image';

/** Who wrote a post, so the web app can offer Edit and Delete to its author. */
const owned = { createdById: z.string().nullable(), createdAt: z.string() };

export const postsQuerySchema = paginationQuery(20);
export const postIdParams = z.object({ id: z.uuid({ error: 'Unknown post' }) });

/** Add Blogs: date and author default to today and the signed-in student (Add Blogs needs a subject and a description). */
export const blogInputSchema = z.object({
  date: isoDateSchema.optional(),
  author: z.string().trim().max(100).optional(),
  subject: longText(200),
  description: longText(),
});
export type BlogInput = z.infer<typeof blogInputSchema>;
export const blogSchema = z.object({
  id: z.string(),
  date: z.string(),
  author: z.string(),
  subject: z.string(),
  description: z.string(),
  ...owned,
});
export type Blog = z.infer<typeof blogSchema>;
export const blogsPageSchema = pageOf(blogSchema);

/** A student's problem and a teacher's suggestion ask the same: every field, the image too (SPEC.md section 5). */
const classPostInput = {
  date: isoDateSchema,
  author: requiredText(100),
  grade,
  roll: requiredText(10).overwrite(latinDigits),
  subject: requiredText(200),
  details: longText(),
  imageId: requiredImage,
};
/** What both show. */
const classPost = {
  id: z.string(),
  date: z.string(),
  author: z.string(),
  grade,
  roll: z.string(),
  subject: z.string(),
  details: z.string(),
  image: imageRefSchema.nullable(),
  ...owned,
};

export const problemInputSchema = z.object(classPostInput);
export type ProblemInput = z.infer<typeof problemInputSchema>;

/** Give Solution: details required (an empty answer helps nobody), the image optional. */
export const solutionInputSchema = z.object({
  details: longText(),
  imageId: z.string().min(1).max(64).optional(),
});
export type SolutionInput = z.infer<typeof solutionInputSchema>;
export const solutionSchema = z.object({
  id: z.string(),
  details: z.string(),
  image: imageRefSchema.nullable(),
  authorName: z.string(),
  ...owned,
});
export type Solution = z.infer<typeof solutionSchema>;
export const problemSchema = z.object({ ...classPost, solutions: z.array(solutionSchema) });
export type Problem = z.infer<typeof problemSchema>;
export const problemsPageSchema = pageOf(problemSchema);
export const solutionParams = z.object({
  id: z.uuid({ error: 'Unknown post' }),
  solutionId: z.uuid({ error: 'Unknown solution' }),
});

/**
 * The classes a notice for students is for, as the form sends them: 'all', or one or more
 * classes. Stored and shown as the classes, none meaning every class (issue 19, part 6).
 */
export const noticeGradesSchema = z
  .array(z.enum([...GRADES, 'all'], { error: 'Choose the classes' }), {
    error: 'Choose the classes',
  })
  .min(1, { error: 'Choose the classes' })
  .max(GRADES.length + 1)
  .transform((chosen) => (chosen.includes('all') ? [] : GRADES.filter((g) => chosen.includes(g))));

export const studentNoticeInputSchema = z.object({
  date: isoDateSchema,
  author: requiredText(100),
  grades: noticeGradesSchema,
  subject: requiredText(200),
  details: longText(),
});
export type StudentNoticeInput = z.infer<typeof studentNoticeInputSchema>;
export const studentNoticeSchema = z.object({
  id: z.string(),
  date: z.string(),
  author: z.string(),
  /** The classes it is for; none: every class. */
  grades: z.array(grade),
  subject: z.string(),
  details: z.string(),
  ...owned,
});
export type StudentNotice = z.infer<typeof studentNoticeSchema>;
export const studentNoticesPageSchema = pageOf(studentNoticeSchema);

export const suggestionInputSchema = z.object(classPostInput);
export type SuggestionInput = z.infer<typeof suggestionInputSchema>;
export const suggestionSchema = z.object(classPost);
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsPageSchema = pageOf(suggestionSchema);

/**
 * A notice's attachment as the form sends it, after uploading its file: an image
 * (uploads.create) or a PDF (notices.uploadPdf), by the id the upload answered.
 */
export const noticeAttachmentInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('image'), imageId: z.string().min(1).max(64) }),
    z.object({ kind: z.literal('pdf'), documentId: z.string().min(1).max(64) }),
  ],
  { error: 'Choose from the list' },
);
export type NoticeAttachmentInput = z.infer<typeof noticeAttachmentInputSchema>;

/**
 * Add Notice (general, admin): date, author, and the notice's words, its picture (a
 * printed notice), or both; a title helps readers and screen readers. No picture is sent
 * as null, '' or left out.
 */
export const generalNoticeInputSchema = z
  .object({
    date: isoDateSchema,
    author: requiredText(100),
    title: z.string().trim().max(200).default(''),
    body: z.string().trim().max(NOTICE_BODY_MAX).default(''),
    imageId: z
      .string()
      .max(64)
      .nullish()
      .transform((id) => id || null),
    /**
     * Pin as a banner until this day (empty: no banner). A day already past is taken: the
     * notice is simply not shown as a banner (an old notice's edit keeps its day).
     */
    pinnedUntil: z
      .string()
      .max(10)
      .nullish()
      .transform((day) => day || null)
      .pipe(isoDateSchema.nullable()),
    /** Its PDFs and photographed pages, in this order (none when left out). */
    attachments: z.array(noticeAttachmentInputSchema).max(NOTICE_ATTACHMENTS_MAX).default([]),
  })
  .superRefine((notice, ctx) => {
    if (!notice.body && !notice.imageId && notice.attachments.length === 0)
      ctx.addIssue({ code: 'custom', path: ['body'], message: NOTICE_CONTENT_MESSAGE });
  });
export type GeneralNoticeInput = z.infer<typeof generalNoticeInputSchema>;

/** Add Events (admin): name, date, author, image. */
export const eventInputSchema = z.object({
  name: requiredText(200),
  date: isoDateSchema,
  author: requiredText(100),
  imageId: requiredImage,
});
export type EventInput = z.infer<typeof eventInputSchema>;
