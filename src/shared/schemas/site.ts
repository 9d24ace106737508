import { z } from 'zod';
import { MESSAGE_KEYS } from '../message-keys.ts';
import { imageRefSchema } from './common.ts';
import {
  activitiesContentSchema,
  headlineContentSchema,
  linksContentSchema,
  messageContentSchema,
  schoolContentSchema,
} from './content.ts';
import { pinnedNoticeSchema } from './notices.ts';

/** The school's identity: data, not code (PRODUCT.md, "Data and demo content"). */
export const schoolIdentitySchema = schoolContentSchema;
export type SchoolIdentity = z.infer<typeof schoolIdentitySchema>;

export { MESSAGE_CONTENT_KEY, MESSAGE_KEYS, type MessageKey } from '../message-keys.ts';

export const messageSchema = messageContentSchema.omit({ imageId: true }).extend({
  key: z.enum(MESSAGE_KEYS),
  image: imageRefSchema.nullable(),
});
export type SchoolMessage = z.infer<typeof messageSchema>;

/** What every page needs: identity, logo, the home headline and sidebar, newest blog titles. */
export const siteSchema = z.object({
  school: schoolIdentitySchema,
  logo: imageRefSchema.nullable(),
  headline: headlineContentSchema,
  exploreLinks: linksContentSchema.shape.items,
  usefulLinks: linksContentSchema.shape.items,
  recentActivities: activitiesContentSchema.shape.items,
  recentBlogTitles: z.array(z.object({ id: z.string(), subject: z.string() })),
  /** The newest notice pinned as a banner until today or later, or null. */
  pinnedNotice: pinnedNoticeSchema.nullable(),
});
export type Site = z.infer<typeof siteSchema>;

export const messagesSchema = z.object({ items: z.array(messageSchema) });
export type Messages = z.infer<typeof messagesSchema>;

/** GET /api/health: the server is up and its database answers. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
