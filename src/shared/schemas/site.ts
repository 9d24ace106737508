import { z } from 'zod';
import { imageRefSchema } from './common.ts';
import {
  activitiesContentSchema,
  headlineContentSchema,
  linksContentSchema,
  messageContentSchema,
  schoolContentSchema,
} from './content.ts';

/** The school's identity: data, not code (PRODUCT.md, "Data and demo content"). */
export const schoolIdentitySchema = schoolContentSchema;
export type SchoolIdentity = z.infer<typeof schoolIdentitySchema>;

export const MESSAGE_KEYS = ['chairman', 'principal', 'vicePrincipal', 'teacher'] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** The content key of each message (GET/PUT /api/content/<key>). */
export const MESSAGE_CONTENT_KEY = {
  chairman: 'message-chairman',
  principal: 'message-principal',
  vicePrincipal: 'message-vice-principal',
  teacher: 'message-teacher',
} as const satisfies Record<MessageKey, string>;

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
  usefulLinks: linksContentSchema.shape.items,
  recentActivities: activitiesContentSchema.shape.items,
  recentBlogTitles: z.array(z.object({ id: z.string(), subject: z.string() })),
});
export type Site = z.infer<typeof siteSchema>;

export const messagesSchema = z.object({ items: z.array(messageSchema) });
export type Messages = z.infer<typeof messagesSchema>;
