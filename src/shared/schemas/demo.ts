import { z } from 'zod';

/** What is left of the demo school (admins only): the banner shows while `present`. */
export const demoStatusSchema = z.object({
  present: z.boolean(),
  accounts: z.number().int(),
  posts: z.number().int(),
  pictures: z.number().int(),
  files: z.number().int(),
  pages: z.number().int(),
});
export type DemoStatus = z.infer<typeof demoStatusSchema>;
