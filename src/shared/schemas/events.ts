import { z } from 'zod';
import { EVENTS_PAGE_SIZE } from '../constants.ts';
import { imageRefSchema, isoDateSchema, pageOf, paginationQuery } from './common.ts';

export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: isoDateSchema,
  author: z.string(),
  postedAt: z.string(),
  image: imageRefSchema.nullable(),
});
export type SchoolEvent = z.infer<typeof eventSchema>;

export const eventsQuerySchema = paginationQuery(EVENTS_PAGE_SIZE);
export const eventsPageSchema = pageOf(eventSchema);
export type EventsPage = z.infer<typeof eventsPageSchema>;
