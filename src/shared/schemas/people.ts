import { z } from 'zod';
import { imageRefSchema } from './common.ts';

/** What a visitor may see of a teacher: no login id, no contact beyond the school's choice. */
export const publicTeacherSchema = z.object({
  id: z.string(),
  name: z.string(),
  designation: z.string(),
  joinDate: z.string().nullable(),
  image: imageRefSchema.nullable(),
});
export type PublicTeacher = z.infer<typeof publicTeacherSchema>;
export const teachersListSchema = z.object({
  items: z.array(publicTeacherSchema),
  total: z.number().int(),
});
export type TeachersList = z.infer<typeof teachersListSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  designation: z.string(),
  department: z.string(),
  joinDate: z.string().nullable(),
  mobile: z.string(),
  image: imageRefSchema.nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;
