import { z } from 'zod';
import { ROLES } from '../constants.ts';

export const roleSchema = z.enum(ROLES);

export const loginInputSchema = z.object({
  role: roleSchema,
  loginId: z.string().trim().min(1, { error: 'This field is required' }).max(64),
  password: z.string().min(1, { error: 'This field is required' }).max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  role: roleSchema,
  loginId: z.string(),
  name: z.string(),
  /** The name in Bangla ('' when not given): Bangla pages greet and sign with it. */
  nameBn: z.string(),
  /** A temporary password (after a reset): until it is changed, the server refuses the rest. */
  mustChangePassword: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({ user: sessionUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

/**
 * A password being set (ASVS 2.1.1: at least 12 characters). The server also refuses the
 * most common passwords and the account's own id; older, shorter passwords still sign in.
 */
export const newPasswordSchema = z
  .string()
  .min(12, { error: 'Use at least 12 characters' })
  .max(200, { error: 'Use at most 200 characters' });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'This field is required' }).max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The password again, before creating an admin, resetting a password or downloading a backup. */
export const confirmPasswordSchema = z.object({
  password: z.string().min(1, { error: 'This field is required' }).max(200),
});
export type ConfirmPasswordInput = z.infer<typeof confirmPasswordSchema>;

/** One of my signed-in sessions; `id` is a public id, never the token or its hash. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the User-Agent ("Chrome · Android"); empty when unknown. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
export const accountSessionParams = z.object({ id: z.uuid({ error: 'Unknown session' }) });
