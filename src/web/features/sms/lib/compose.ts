import type { FieldErrors, Resolver } from 'react-hook-form';
import { GRADES, type Grade } from '../../../../shared/constants.ts';
import type { ClassTeachers } from '../../../../shared/schemas/class-teachers.ts';
import type { SmsPreviewInput } from '../../../../shared/schemas/sms.ts';
import type { TranslationKey } from '../../../lib/i18n.ts';

/**
 * The composer's choices of audience for the office, in the order it offers them.
 * `guardians` is every class's guardians and `classes` the chosen classes' (both
 * smsAudienceSchema's `guardians`: an empty list of classes means every class).
 */
export const AUDIENCE_CHOICES = [
  'guardians',
  'classes',
  'teachers',
  'person',
  'applicants',
] as const;

/**
 * A class teacher's choices (without manage:sms): `mine`, the guardians of the classes
 * (sections) chosen among theirs, or one person, a student of those classes.
 */
export const TEACHER_AUDIENCES = ['mine', 'person'] as const;
export type AudienceChoice = (typeof AUDIENCE_CHOICES)[number] | (typeof TEACHER_AUDIENCES)[number];

/**
 * A class a teacher may send to: one they are class teacher of. `section` '' is the whole
 * class (every section of it, or one written in its box); else that section only.
 */
export type ClassOption = { grade: Grade; section: string };

/**
 * The classes a teacher is class teacher of (classTeachers.list), in the classes' order: a
 * whole class once (its sections' rows are in it), else each section of it they have.
 */
export function classOptionsOf(list: ClassTeachers, teacherId: string): ClassOption[] {
  const mine = list.items.filter((item) => item.teacherId === teacherId);
  return GRADES.flatMap((grade) => {
    const rows = mine.filter((item) => item.grade === grade);
    if (rows.some((row) => row.section === '')) return [{ grade, section: '' }];
    return rows
      .map((row) => row.section)
      .sort((a, b) => a.localeCompare(b))
      .map((section) => ({ grade, section }));
  });
}

/** Whether a student is in one of the classes (sections) offered. */
export function inClasses(
  student: { grade: Grade | null; section: string },
  options: readonly ClassOption[],
): boolean {
  return options.some(
    (option) =>
      option.grade === student.grade &&
      (option.section === '' || option.section === student.section),
  );
}

/** A class option as the form keeps it ticked: `vi:` for the whole class, `vi:A` for a section. */
export const pickOf = (option: ClassOption) => `${option.grade}:${option.section}`;

function optionOf(pick: string): ClassOption {
  const at = pick.indexOf(':');
  return { grade: pick.slice(0, at) as Grade, section: pick.slice(at + 1) };
}

export const ADMISSION_TEMPLATES = ['admission', 'lottery'] as const;
export type AdmissionTemplate = (typeof ADMISSION_TEMPLATES)[number];

/** One person chosen by the search: a student (the message goes to their guardian) or a teacher. */
export type ChosenPerson = {
  id: string;
  role: 'student' | 'teacher';
  /** Their name in the reader's language, and what tells two alike apart (class and roll). */
  name: string;
  detail: string;
};

/** Where the words were started from (sms.draft): kept with the batch, shown in its list. */
export type MessageSource = { source: 'notice' | 'result'; id: string };

/** The composer's fields as the form keeps them. */
export type ComposerValues = {
  audience: AudienceChoice;
  /** The classes ticked, and each one's section ('' for the whole class). */
  grades: Grade[];
  sections: Record<Grade, string>;
  /** A class teacher's classes ticked (pickOf); a whole class's section is in `sections`. */
  picks: string[];
  person: ChosenPerson | null;
  periodId: string;
  template: AdmissionTemplate;
  textEn: string;
  textBn: string;
  from: MessageSource | null;
};

export type ComposerField = 'grades' | 'picks' | 'person' | 'periodId' | 'textEn';

/** A new message: to every guardian for the office, to their classes' for a class teacher. */
export function emptyComposer(audience: AudienceChoice = 'guardians'): ComposerValues {
  return {
    audience,
    grades: [],
    sections: Object.fromEntries(GRADES.map((grade) => [grade, ''])) as Record<Grade, string>,
    picks: [],
    person: null,
    periodId: '',
    template: 'admission',
    textEn: '',
    textBn: '',
    from: null,
  };
}

/** The applicants get an admission template written for each family; everyone else the office's words. */
export const writesText = (audience: AudienceChoice) => audience !== 'applicants';

/**
 * What the form asks the server (sms.preview, then sms.send), as it stands: also the
 * composer's measure of "the same message", so a preview is of exactly these inputs.
 */
export function previewInputOf(values: ComposerValues): SmsPreviewInput {
  return { audience: audienceOf(values), message: messageOf(values) };
}

function audienceOf(values: ComposerValues): SmsPreviewInput['audience'] {
  switch (values.audience) {
    case 'guardians':
      return { kind: 'guardians', classes: [] };
    case 'classes':
      return {
        kind: 'guardians',
        // In the classes' order, whatever order they were ticked in.
        classes: GRADES.filter((grade) => values.grades.includes(grade)).map((grade) => ({
          grade,
          section: values.sections[grade].trim(),
        })),
      };
    case 'mine':
      return {
        kind: 'guardians',
        // In the classes' order, then the sections', whatever order they were ticked in.
        classes: values.picks
          .map(optionOf)
          .sort(
            (a, b) =>
              GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade) ||
              a.section.localeCompare(b.section),
          )
          .map(({ grade, section }) => ({
            grade,
            section: section || values.sections[grade].trim(),
          })),
      };
    case 'teachers':
      return { kind: 'teachers' };
    case 'person':
      return { kind: 'person', userId: values.person?.id ?? '' };
    case 'applicants':
      return { kind: 'applicants', periodId: values.periodId };
  }
}

function messageOf(values: ComposerValues): SmsPreviewInput['message'] {
  if (!writesText(values.audience)) return { kind: 'admission', template: values.template };
  return {
    kind: 'text',
    textEn: values.textEn.trim(),
    textBn: values.textBn.trim(),
    from: values.from,
  };
}

/**
 * What the form lacks before it can be checked, by field, as the key of the words that say
 * so (worded when shown, in the language the reader has then). Lengths are the fields' own
 * (maxLength), and the server checks everything again.
 */
export function composerProblems(
  values: ComposerValues,
): Partial<Record<ComposerField, TranslationKey>> {
  const problems: Partial<Record<ComposerField, TranslationKey>> = {};
  if (values.audience === 'classes' && values.grades.length === 0)
    problems.grades = 'sms.compose.errors.classes';
  if (values.audience === 'mine' && values.picks.length === 0)
    problems.picks = 'sms.compose.errors.classes';
  if (values.audience === 'person' && !values.person) problems.person = 'sms.compose.errors.person';
  if (values.audience === 'applicants' && !values.periodId)
    problems.periodId = 'sms.compose.errors.period';
  if (writesText(values.audience) && !values.textEn.trim() && !values.textBn.trim())
    problems.textEn = 'sms.compose.errors.text';
  return problems;
}

/** The composer's resolver: its problems as the form's errors, else the request to check. */
export const composerResolver: Resolver<ComposerValues, unknown, SmsPreviewInput> = (values) => {
  const problems = Object.entries(composerProblems(values));
  if (problems.length === 0) return { values: previewInputOf(values), errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      problems.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<ComposerValues>,
  };
};
