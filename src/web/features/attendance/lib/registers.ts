import { GRADES, type Grade } from '../../../../shared/constants.ts';
import type { ClassTeachers } from '../../../../shared/schemas/class-teachers.ts';

/**
 * A class's register, whoever takes it: the class and its students' section ('' where the
 * class is not split). A split class has a register per section, never one of its own.
 */
export type RegisterPick = { grade: Grade; section: string };

/**
 * The registers a reader takes, in the classes' order, then the sections': an admin's
 * (teacherId null) every class's, a teacher's those of the classes they are class teacher
 * of (classTeachers.list). A whole-class teacher of a split class takes each section's
 * register; a section's teacher that section's, even one no student is in any more.
 */
export function registersOf(list: ClassTeachers, teacherId: string | null): RegisterPick[] {
  const mine = list.items.filter((item) => teacherId === null || item.teacherId === teacherId);
  return GRADES.flatMap((grade) => {
    const split = list.sections[grade] ?? [];
    const whole = split.length > 0 ? split : [''];
    const named = mine.filter((item) => item.grade === grade);
    const sections =
      teacherId === null || named.some((item) => item.section === '')
        ? [...whole, ...named.map((item) => item.section).filter((s) => s !== '')]
        : named.map((item) => item.section);
    return [...new Set(sections)]
      .sort((a, b) => a.localeCompare(b))
      .map((section) => ({ grade, section }));
  });
}

/** A register as a select keeps it: `vi:` for a class not split, `vi:A` for a section. */
export const pickOf = ({ grade, section }: RegisterPick) => `${grade}:${section}`;

export function registerOfPick(pick: string): RegisterPick {
  const at = pick.indexOf(':');
  return { grade: pick.slice(0, at) as Grade, section: pick.slice(at + 1) };
}

/** Whether a date field's value is a whole date (YYYY-MM-DD), not a date being typed. */
export const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
