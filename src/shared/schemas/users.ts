import { z } from 'zod';
import { GRADES } from '../constants.ts';
import { latinDigits, typedNumber } from '../digits.ts';
import { newPasswordSchema, roleSchema } from './auth.ts';
import {
  dateOfBirthSchema,
  gradeSchema,
  imageRefSchema,
  isoDateSchema,
  pageOf,
  paginationQuery,
  requiredText,
  rollSchema,
  studentBirthDateSchema,
} from './common.ts';

const phone = z
  .string()
  .overwrite(typedNumber)
  .min(1, { error: 'This field is required' })
  .regex(/^(\+?88)?01[3-9]\d{8}$/, { error: 'Enter a mobile number like 01712345678' });
/** A mobile number that may be left empty. */
export const optionalPhone = z
  .string()
  .overwrite(typedNumber)
  .refine((v) => v === '' || /^(\+?88)?01[3-9]\d{8}$/.test(v), {
    error: 'Enter a mobile number like 01712345678',
  });
/** A Facebook link, or '' for none (PRODUCT: a profile never insists on one). */
const facebook = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\//.test(v), {
    error: 'Enter a link starting with https://',
  });
const imageId = z.string({ error: 'Choose a photo' }).min(1, { error: 'Choose a photo' }).max(64);
/** A text that may be left empty. */
export const optionalText = (max: number) => z.string().trim().max(max);
/**
 * A student's section, where the school splits a class ('ক', 'B'); '' for none. Latin
 * letters in capitals, so 'b' and 'B' are one section.
 */
export const sectionSchema = optionalText(10).overwrite((v) => latinDigits(v).toUpperCase());

const place = {
  phone,
  city: requiredText(100),
  village: requiredText(100),
  bari: requiredText(100),
  ward: requiredText(20),
  facebook,
  imageId,
};

/**
 * Update Profile for a student (SPEC.md section 2, as PRODUCT.md and issue 19 change it):
 * the photo and the address required, Facebook optional, a guardian's name and mobile. No
 * class or roll: those are the school's records, set by teachers and admins.
 */
export const studentProfileInputSchema = z.object({
  role: z.literal('student'),
  name: requiredText(100),
  nameBn: optionalText(100),
  guardianName: requiredText(100),
  guardianPhone: phone,
  ...place,
});
/**
 * Update Profile for a teacher or an admin: what /teachers shows is required (name,
 * designation, joining date, photo); the mobile, the address and Facebook are optional.
 */
export const staffProfileInputSchema = z.object({
  role: z.enum(['teacher', 'admin']),
  name: requiredText(100),
  nameBn: optionalText(100),
  designation: requiredText(100),
  designationBn: optionalText(100),
  subject: optionalText(100),
  subjectBn: optionalText(100).default(''),
  joinDate: isoDateSchema,
  phone: optionalPhone,
  city: optionalText(100),
  village: optionalText(100),
  bari: optionalText(100),
  ward: optionalText(20),
  facebook,
  imageId,
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
  nameBn: z.string(),
  grade: z.enum(GRADES).nullable(),
  section: z.string(),
  roll: z.string().nullable(),
  designation: z.string().nullable(),
  designationBn: z.string(),
  subject: z.string(),
  subjectBn: z.string(),
  joinDate: z.string().nullable(),
  phone: z.string(),
  city: z.string(),
  village: z.string(),
  bari: z.string(),
  ward: z.string(),
  facebook: z.string(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  /** The language the guardian reads SMS in. */
  guardianLanguage: z.enum(['bn', 'en']),
  /** A student's date of birth (YYYY-MM-DD) as the school keeps it, or null. */
  dateOfBirth: z.string().nullable(),
  image: imageRefSchema.nullable(),
  /** False once an admin has turned the account off; `deactivatedAt` says when. */
  active: z.boolean(),
  deactivatedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profilesListSchema = z.object({
  items: z.array(profileSchema),
  total: z.number().int(),
});
export type ProfilesList = z.infer<typeof profilesListSchema>;

/** Which students a list shows: the ones on (the default), the turned-off ones, or all. */
export const STUDENT_STATUSES = ['active', 'off', 'all'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/**
 * The Students list's filters (issue 19): a class, a search (a name in either language, a
 * login id, or a roll, Bangla digits too) and whether turned-off students show; paged.
 */
export const studentsQuerySchema = paginationQuery(20).extend({
  grade: gradeSchema.optional(),
  /** With a class: its section ('' is the students of no section). */
  section: sectionSchema.optional(),
  q: z
    .string()
    .trim()
    .max(100)
    // A NUL cannot be in a PostgreSQL text; nobody types one.
    .overwrite((v) => v.replaceAll('\0', ''))
    .optional(),
  status: z.enum(STUDENT_STATUSES).default('active'),
});
export type StudentsQuery = z.infer<typeof studentsQuerySchema>;
export const studentsPageSchema = pageOf(profileSchema).extend({
  /** The sections the class has (every class's, without one), for the filter; [] for none. */
  sections: z.array(z.string()),
});
export type StudentsPage = z.infer<typeof studentsPageSchema>;

/** One account as its editor reads it: the profile and how many posts it wrote (kept on delete). */
export const accountSchema = profileSchema.extend({ posts: z.number().int() });
export type Account = z.infer<typeof accountSchema>;

export const loginIdSchema = z
  .string()
  .trim()
  .min(1, { error: 'This field is required' })
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'Use letters, digits, dot, dash or underscore' });

/** Make Admin: an id and a first password. */
export const newAccountInputSchema = z.object({
  loginId: loginIdSchema,
  password: newPasswordSchema,
});
export type NewAccountInput = z.infer<typeof newAccountInputSchema>;

/** Add Student: an id, a first password, the name, and the class and roll (required records). */
export const newStudentInputSchema = newAccountInputSchema.extend({
  name: requiredText(100),
  nameBn: optionalText(100),
  grade: gradeSchema,
  section: sectionSchema.default(''),
  roll: rollSchema,
  dateOfBirth: studentBirthDateSchema,
});
export type NewStudentInput = z.infer<typeof newStudentInputSchema>;

/** Add Teacher: what /teachers shows (names in both languages, designation, subject, photo), mobile optional. */
export const newTeacherInputSchema = newAccountInputSchema.extend({
  name: requiredText(100),
  nameBn: optionalText(100),
  designation: requiredText(100),
  designationBn: optionalText(100),
  subject: optionalText(100),
  subjectBn: optionalText(100).default(''),
  phone: optionalPhone,
  imageId: z.uuid({ error: 'Unknown image' }).nullable(),
});
export type NewTeacherInput = z.infer<typeof newTeacherInputSchema>;

/**
 * An account's details as a teacher (for a student) or an admin (for anyone) corrects
 * them. Class and roll are required for a student and ignored for others; the server
 * checks that by the account's role. Address and Facebook stay the owner's to write.
 */
export const accountDetailsInputSchema = z.object({
  name: requiredText(100),
  nameBn: optionalText(100),
  grade: gradeSchema.nullable(),
  section: sectionSchema.default(''),
  roll: optionalText(10).overwrite(latinDigits),
  designation: optionalText(100),
  designationBn: optionalText(100),
  subject: optionalText(100),
  subjectBn: optionalText(100).default(''),
  phone: optionalPhone,
  guardianName: optionalText(100),
  guardianPhone: optionalPhone,
  /** A student's date of birth ('' to clear it; left out, it stays); ignored for others. */
  dateOfBirth: dateOfBirthSchema().optional(),
  /** The language the guardian reads SMS in (left out, it stays). */
  guardianLanguage: z.enum(['bn', 'en']).optional(),
  imageId: z.uuid({ error: 'Unknown image' }).nullable(),
});
export type AccountDetailsInput = z.infer<typeof accountDetailsInputSchema>;

/** Turn an account off (it cannot sign in, leaves the public lists) or on again. */
export const accountActiveInputSchema = z.object({ active: z.boolean() });
export type AccountActiveInput = z.infer<typeof accountActiveInputSchema>;

export const userIdParams = z.object({ id: z.uuid({ error: 'Unknown account' }) });
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });
