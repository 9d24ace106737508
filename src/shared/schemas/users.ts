import { z } from 'zod';
import { GRADES } from '../constants.ts';
import { latinDigits, typedNumber } from '../digits.ts';
import { newPasswordSchema, roleSchema } from './auth.ts';
import { imageRefSchema, isoDateSchema, requiredText } from './common.ts';

const phone = z
  .string()
  .overwrite(typedNumber)
  .min(1, { error: 'This field is required' })
  .regex(/^(\+?88)?01[3-9]\d{8}$/, { error: 'Enter a mobile number like 01712345678' });
const facebook = z
  .string()
  .trim()
  .min(1, { error: 'This field is required' })
  .max(300)
  .refine((v) => /^https?:\/\//.test(v), { error: 'Enter a link starting with https://' });
const imageId = z.string({ error: 'Choose a photo' }).min(1, { error: 'Choose a photo' }).max(64);

const place = {
  phone,
  city: requiredText(100),
  village: requiredText(100),
  bari: requiredText(100),
  ward: requiredText(20),
  facebook,
  imageId,
};

/** Update Profile for a student (SPEC.md section 2): every field required, the photo too. */
export const studentProfileInputSchema = z.object({
  role: z.literal('student'),
  name: requiredText(100),
  grade: z.enum(GRADES, { error: 'Choose a class from six to ten' }),
  roll: requiredText(10).overwrite(latinDigits),
  ...place,
});
/** Update Profile for a teacher or an admin. */
export const staffProfileInputSchema = z.object({
  role: z.enum(['teacher', 'admin']),
  name: requiredText(100),
  designation: requiredText(100),
  joinDate: isoDateSchema,
  ...place,
});
export const profileInputSchema = z.discriminatedUnion('role', [
  studentProfileInputSchema,
  staffProfileInputSchema,
]);
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** What anyone allowed may see of an account: never a password or its hash. */
export const profileSchema = z.object({
  id: z.string(),
  role: roleSchema,
  loginId: z.string(),
  name: z.string(),
  grade: z.enum(GRADES).nullable(),
  roll: z.string().nullable(),
  designation: z.string().nullable(),
  joinDate: z.string().nullable(),
  phone: z.string(),
  city: z.string(),
  village: z.string(),
  bari: z.string(),
  ward: z.string(),
  facebook: z.string(),
  image: imageRefSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profilesListSchema = z.object({
  items: z.array(profileSchema),
  total: z.number().int(),
});
export type ProfilesList = z.infer<typeof profilesListSchema>;

/** Add Student / Add Teacher / Make Admin: an id and a first password. */
export const newAccountInputSchema = z.object({
  loginId: z
    .string()
    .trim()
    .min(1, { error: 'This field is required' })
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'Use letters, digits, dot, dash or underscore' }),
  password: newPasswordSchema,
});
export type NewAccountInput = z.infer<typeof newAccountInputSchema>;

export const userIdParams = z.object({ id: z.uuid({ error: 'Unknown account' }) });
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });
