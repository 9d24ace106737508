import { z } from 'zod';
import { CONTENT_KEYS, type ContentKey, GRADES } from '../constants.ts';
import { DATE_ORDERS, DEFAULT_DATE_ORDER } from '../dates.ts';
import { DEFAULT_OFFICE_HOURS } from '../office-hours.ts';
import { imageRefSchema, isoDateSchema } from './common.ts';

/**
 * The site's editable content (issue "The admin keeps the site current"): one stored value
 * per key, each text in English and Bangla. Long texts are plain paragraphs separated by a
 * blank line; a web address in them is shown as a link. The server strips any markup.
 */

const text = (max: number) => z.string().trim().max(max);

/** A text in both languages; the page shows the reader's language and falls back to the other. */
export const localizedSchema = (max = 300) => z.object({ en: text(max), bn: text(max) });
export type Localized = { en: string; bn: string };

/** Paragraphs in both languages. */
export const richTextSchema = localizedSchema(20_000);

const imageIdSchema = z.uuid({ error: 'Unknown image' }).nullable();

/** An address people may follow: http(s) only, so no javascript: or data: links. */
export const webAddressSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s<>"]+$/i.test(v), {
    error: 'Enter a web address starting with https://',
  });
const requiredWebAddress = webAddressSchema.refine((v) => v !== '', {
  error: 'Enter a web address starting with https://',
});

const phoneText = text(40);
const emailText = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'Enter a valid email' });
const optionalDate = z.union([z.literal(''), isoDateSchema]);
const count = z.number().int().min(0).max(100_000);

export const schoolContentSchema = z.object({
  name: localizedSchema(200),
  shortName: localizedSchema(40),
  eiin: text(20),
  schoolCode: text(20),
  phone: phoneText,
  email: emailText,
  address: localizedSchema(300),
  mapUrl: webAddressSchema,
  established: text(10),
  /** When the office is open (the contact page); a stored identity without it shows the default. */
  officeHours: localizedSchema(200).default(() => ({ ...DEFAULT_OFFICE_HOURS })),
  logoImageId: imageIdSchema,
  social: z.object({
    facebook: webAddressSchema,
    youtube: webAddressSchema,
    twitter: webAddressSchema,
  }),
  /**
   * How the school's families and files write a date in numbers: 03/04/2014 is 3 April day
   * first, 4 March month first (src/shared/dates.ts). Day first when never set.
   */
  dateOrder: z.enum(DATE_ORDERS, { error: 'Choose from the list' }).default(DEFAULT_DATE_ORDER),
});

export const headlineContentSchema = z.object({
  title: localizedSchema(200),
  body: localizedSchema(2000),
});

export const messageContentSchema = z.object({
  name: localizedSchema(120),
  title: localizedSchema(120),
  location: localizedSchema(200),
  body: richTextSchema,
  imageId: imageIdSchema,
});

export const textPageContentSchema = z.object({ body: richTextSchema });
export const illustratedPageContentSchema = z.object({
  body: richTextSchema,
  imageId: imageIdSchema,
});

export const prayerContentSchema = z.object({
  body: richTextSchema,
  verse: localizedSchema(600),
  verseSource: localizedSchema(200),
  imageId: imageIdSchema,
});

export const sportsContentSchema = z.object({
  intro: richTextSchema,
  items: z.array(z.object({ name: localizedSchema(80), imageId: imageIdSchema })).max(12),
});

export const linksContentSchema = z.object({
  items: z.array(z.object({ label: localizedSchema(200), url: requiredWebAddress })).max(30),
});

export const activitiesContentSchema = z.object({
  items: z.array(z.object({ text: localizedSchema(300), date: optionalDate })).max(30),
});

export const videosContentSchema = z.object({
  items: z.array(z.object({ title: localizedSchema(200), url: requiredWebAddress })).max(50),
});

export const academicHoursContentSchema = z.object({
  intro: richTextSchema,
  rows: z
    .array(
      z.object({
        day: localizedSchema(40),
        classes: localizedSchema(120),
        time: localizedSchema(120),
      }),
    )
    .max(14),
});

export const institutionContentSchema = z.object({
  recognition: localizedSchema(300),
  recognitionDate: optionalDate,
  mpo: localizedSchema(300),
  sections: z.array(z.object({ grade: z.enum(GRADES), sections: z.number().int().min(0).max(20) })),
  students: z.array(z.object({ grade: z.enum(GRADES), girls: count, boys: count })),
  committee: z
    .array(z.object({ name: localizedSchema(120), role: localizedSchema(120), phone: phoneText }))
    .max(30),
  citizenCharter: richTextSchema,
  informationOfficer: z.object({
    name: localizedSchema(120),
    designation: localizedSchema(120),
    phone: phoneText,
    email: emailText,
  }),
});

/** Every content key and the shape of its value. */
export const contentSchemas = {
  school: schoolContentSchema,
  headline: headlineContentSchema,
  'message-chairman': messageContentSchema,
  'message-principal': messageContentSchema,
  'message-vice-principal': messageContentSchema,
  'message-teacher': messageContentSchema,
  history: textPageContentSchema,
  'extra-curricular': textPageContentSchema,
  library: illustratedPageContentSchema,
  canteen: illustratedPageContentSchema,
  guardian: illustratedPageContentSchema,
  prayer: prayerContentSchema,
  sports: sportsContentSchema,
  'admission-instruction': textPageContentSchema,
  'explore-links': linksContentSchema,
  'useful-links': linksContentSchema,
  'recent-activities': activitiesContentSchema,
  videos: videosContentSchema,
  'academic-hours': academicHoursContentSchema,
  institution: institutionContentSchema,
} as const satisfies { [K in ContentKey]: z.ZodType };

export { CONTENT_KEYS, type ContentKey, DEFAULT_OFFICE_HOURS };
export type ContentValue<K extends ContentKey> = z.infer<(typeof contentSchemas)[K]>;

/** What GET /api/content/<key> answers: the value, the images it names, when it changed. */
export function contentResponseSchema<T extends z.ZodType>(value: T) {
  return z.object({
    key: z.string(),
    value: value.nullable(),
    images: z.record(z.string(), imageRefSchema),
    updatedAt: z.string().nullable(),
  });
}
export type ContentResponse<K extends ContentKey> = {
  key: K;
  value: ContentValue<K> | null;
  images: Record<string, z.infer<typeof imageRefSchema>>;
  updatedAt: string | null;
};
