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
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({ user: sessionUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const newPasswordSchema = z
  .string({ error: 'This field is required' })
  .min(8, { error: 'Use at least 8 characters' })
  .max(200, { error: 'Use at most 200 characters' });

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'This field is required' }).max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
