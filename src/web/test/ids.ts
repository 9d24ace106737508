/** The n-th made-up id, in the form of a version 4 UUID (as the server's ids are). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Any version 4 UUID: an id the app made itself (a save's or a send's own key). */
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
