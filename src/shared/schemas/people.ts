import { z } from 'zod';
import { imageRefSchema } from './common.ts';

/**
 * What a visitor may see of an active teacher: no login id, no contact beyond the school's
 * choice. A Bangla reader sees `nameBn` and `designationBn` where they are not ''.
 */
export const publicTeacherSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string(),
  designation: z.string(),
  designationBn: z.string(),
  subject: z.string(),
  subjectBn: z.string(),
  joinDate: z.string().nullable(),
  image: imageRefSchema.nullable(),
});
export type PublicTeacher = z.infer<typeof publicTeacherSchema>;
export const teachersListSchema = z.object({
  items: z.array(publicTeacherSchema),
  total: z.number().int(),
});
export type TeachersList = z.infer<typeof teachersListSchema>;

/** A staff member; a Bangla reader sees `nameBn` and `designationBn` where they are not ''. */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string(),
  designation: z.string(),
  designationBn: z.string(),
  department: z.string(),
  joinDate: z.string().nullable(),
  mobile: z.string(),
  /** The member's ID in the school's records (SPEC.md's staff `identity`), '' for none. */
  identity: z.string(),
  image: imageRefSchema.nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

const field = (max: number) => z.string().trim().max(max);

/** What the admin enters for a staff member. */
export const staffInputSchema = z.object({
  name: field(120).min(1, { error: 'This field is required' }),
  nameBn: field(120).default(''),
  designation: field(120).min(1, { error: 'This field is required' }),
  designationBn: field(120).default(''),
  department: field(120),
  joinDate: z.union([z.iso.date({ error: 'Enter a valid date' }), z.literal('')]).nullable(),
  mobile: field(40),
  /** Left out: a new member has none, an edit keeps the one stored. */
  identity: field(40).optional(),
  imageId: z.uuid({ error: 'Unknown image' }).nullable(),
});
export type StaffInput = z.infer<typeof staffInputSchema>;
export const staffIdParams = z.object({ id: z.uuid({ error: 'Unknown staff member' }) });
