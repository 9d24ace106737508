import { z } from 'zod';
import { imageRefSchema } from './common.ts';

/** The school's identity: data, not code (PRODUCT.md, "Data and demo content"). */
export const schoolIdentitySchema = z.object({
  name: z.string(),
  shortName: z.string(),
  eiin: z.string(),
  schoolCode: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  established: z.string(),
  social: z.object({ facebook: z.string(), youtube: z.string(), twitter: z.string() }),
});
export type SchoolIdentity = z.infer<typeof schoolIdentitySchema>;

export const MESSAGE_KEYS = ['chairman', 'principal', 'vicePrincipal', 'teacher'] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

export const messageSchema = z.object({
  key: z.enum(MESSAGE_KEYS),
  heading: z.string(),
  name: z.string(),
  title: z.string(),
  location: z.string(),
  body: z.array(z.string()),
  image: imageRefSchema.nullable(),
});
export type SchoolMessage = z.infer<typeof messageSchema>;

export const siteSchema = z.object({
  school: schoolIdentitySchema,
  headline: z.object({ title: z.string(), body: z.string() }),
  logo: imageRefSchema.nullable(),
  recentBlogTitles: z.array(z.object({ id: z.string(), subject: z.string() })),
});
export type Site = z.infer<typeof siteSchema>;

export const messagesSchema = z.object({ items: z.array(messageSchema) });
export type Messages = z.infer<typeof messagesSchema>;

export const pageImagesSchema = z.object({
  calendar: imageRefSchema.nullable(),
  prayer: imageRefSchema.nullable(),
  sports: z.record(z.string(), imageRefSchema.nullable()),
  facilities: z.record(z.string(), imageRefSchema.nullable()),
});
export type PageImages = z.infer<typeof pageImagesSchema>;
