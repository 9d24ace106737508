import { GRADES, type Grade } from '../../../../shared/constants.ts';
import type { ClassTeachers } from '../../../../shared/schemas/class-teachers.ts';
import { localizeDigits } from '../../../lib/format.ts';
import type { TFunction } from '../../../lib/i18n.ts';

/**
 * A class's register, whoever takes it: the class and its students' section ('' where the
 * class is not split). A split class has a register per section, and one without a section
 * while some of its students have none yet (`unsectioned`: a class being split, a newcomer
 * not yet placed).
 */
export type RegisterPick = { grade: Grade; section: string; unsectioned?: boolean };

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
    const whole =
      split.length === 0 ? [''] : list.unsectioned?.includes(grade) ? [...split, ''] : split;
    const named = mine.filter((item) => item.grade === grade);
    const sections =
      teacherId === null || named.some((item) => item.section === '')
        ? [...whole, ...named.map((item) => item.section).filter((s) => s !== '')]
        : named.map((item) => item.section);
    // A split class's register without a section comes after its sections'.
    return [...new Set(sections)]
      .sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
      .map((section) =>
        section === '' && split.length > 0
          ? { grade, section, unsectioned: true }
          : { grade, section },
      );
  });
}

/**
 * Marks the registers without a section of the classes split in `registers` (a list the
 * server sends, such as today's): their name says so.
 */
export function markUnsectioned<R extends RegisterPick>(registers: readonly R[]): R[] {
  const split = new Set(registers.filter((r) => r.section !== '').map((r) => r.grade));
  return registers.map((r) =>
    r.section === '' && split.has(r.grade) ? { ...r, unsectioned: true } : r,
  );
}

/**
 * A register's class and section as the screens name it: 'Class Six (vi), section A'
 * ('ষষ্ঠ শ্রেণি, শাখা A'); a split class's students with no section yet, so.
 */
export function registerName(t: TFunction, pick: RegisterPick, language: string): string {
  const grade = t(`grades.${pick.grade}`);
  if (pick.section)
    return t('attendance.sectionOf', { grade, section: localizeDigits(pick.section, language) });
  return pick.unsectioned
    ? t('attendance.noSectionOf', { grade })
    : t('attendance.classOf', { grade });
}

/** A register as a select keeps it: `vi:` for a class not split, `vi:A` for a section. */
export const pickOf = ({ grade, section }: RegisterPick) => `${grade}:${section}`;

export function registerOfPick(pick: string): RegisterPick {
  const at = pick.indexOf(':');
  return { grade: pick.slice(0, at) as Grade, section: pick.slice(at + 1) };
}

/** Whether a date field's value is a whole date (YYYY-MM-DD), not a date being typed. */
export const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
