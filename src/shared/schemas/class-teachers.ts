import { z } from 'zod';
import { GRADES } from '../constants.ts';
import { gradeSchema } from './common.ts';
import { sectionSchema } from './users.ts';

/**
 * Class teachers (issues 47 and 48): the teacher an admin names for a class, or for one
 * section of it. A class teacher sends SMS to their class's guardians (and, with issue 48,
 * takes its attendance). A class's row with no section covers every section of it.
 */
export const classTeacherSchema = z.object({
  grade: z.enum(GRADES),
  /** '' for the whole class. */
  section: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
});
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

export const classTeachersSchema = z.object({
  items: z.array(classTeacherSchema),
  /** The sections the school's active students are in, by class (where a class is split). */
  sections: z.record(z.enum(GRADES), z.array(z.string())),
  /**
   * The split classes some of whose active students have no section yet (a class being
   * split, a newcomer not yet placed): their register is the class's without a section.
   */
  unsectioned: z.array(z.enum(GRADES)),
});
export type ClassTeachers = z.infer<typeof classTeachersSchema>;

/** Names (or, with null, un-names) the teacher of a class or of one of its sections. */
export const classTeacherInputSchema = z.object({
  grade: gradeSchema,
  section: sectionSchema.default(''),
  teacherId: z.uuid({ error: 'Choose a teacher' }).nullable(),
});
export type ClassTeacherInput = z.input<typeof classTeacherInputSchema>;
