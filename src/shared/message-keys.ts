/**
 * The four messages of the site and their content keys, apart from the schemas so that
 * the public message pages do not load zod (about 26 KB gzipped) for a constant.
 */
export const MESSAGE_KEYS = ['chairman', 'principal', 'vicePrincipal', 'teacher'] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** The content key of each message (GET/PUT /api/content/<key>). */
export const MESSAGE_CONTENT_KEY = {
  chairman: 'message-chairman',
  principal: 'message-principal',
  vicePrincipal: 'message-vice-principal',
  teacher: 'message-teacher',
} as const satisfies Record<MessageKey, string>;
