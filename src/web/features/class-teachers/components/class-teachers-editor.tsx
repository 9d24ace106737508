import { useId } from 'react';
import { GRADES, type Grade } from '../../../../shared/constants.ts';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { nameIn } from '../../../lib/names.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type ClassTeacher,
  type ClassTeachers,
  useClassTeachers,
  useTeacherAccounts,
} from '../api/get-class-teachers.ts';
import { useSetClassTeacher } from '../api/set-class-teacher.ts';

/** A teacher a select offers: their id and the words of their option. */
type Choice = { id: string; label: string };

/**
 * The sections a class's rows are for: the ones its students are in, then any other a
 * class teacher is still named for (its students moved), so it can be cleared.
 */
export function sectionsOf(list: ClassTeachers, grade: Grade): string[] {
  const listed = list.sections[grade] ?? [];
  const named = list.items
    .filter((item) => item.grade === grade && item.section !== '' && !listed.includes(item.section))
    .map((item) => item.section)
    .sort((a, b) => a.localeCompare(b));
  return [...listed, ...new Set(named)];
}

/** The active teachers, in the Teachers list's order, by name; two of one name told apart by id. */
function choicesOf(teachers: readonly Profile[], language: string): Choice[] {
  const active = teachers.filter((teacher) => teacher.active);
  const names = active.map((teacher) => nameIn(teacher, language) || teacher.loginId);
  return active.map((teacher, i) => ({
    id: teacher.id,
    label:
      names.indexOf(names[i]!) === names.lastIndexOf(names[i]!)
        ? names[i]!
        : `${names[i]} (${teacher.loginId})`,
  }));
}

/**
 * Class teachers (admins, issues 47 and 48): for each class six to ten, a row for the
 * whole class and one per section, each with a select of the active teachers. A change
 * is saved at once (classTeachers.set), with a toast.
 */
export function ClassTeachersEditor() {
  const { t, i18n } = useTranslation();
  const list = useClassTeachers();
  const teachers = useTeacherAccounts();
  return (
    <>
      <p className="mb-6 max-w-prose">{t('classTeachers.intro')}</p>
      <QueryState query={list}>
        {(data) => (
          <QueryState query={teachers}>
            {({ items }) => {
              const choices = choicesOf(items, i18n.language);
              return (
                <>
                  {choices.length === 0 ? (
                    <p className="mb-6 max-w-prose font-medium">{t('classTeachers.noTeachers')}</p>
                  ) : null}
                  <div className="space-y-8">
                    {GRADES.map((grade) => (
                      <ClassRows key={grade} grade={grade} list={data} choices={choices} />
                    ))}
                  </div>
                </>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}

function ClassRows({
  grade,
  list,
  choices,
}: {
  grade: Grade;
  list: ClassTeachers;
  choices: readonly Choice[];
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const heading = `${id}-heading`;
  const current = (section: string) =>
    list.items.find((item) => item.grade === grade && item.section === section);
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="mb-2 text-xl font-bold text-primary">
        {t('classTeachers.classHeading', { grade: t(`grades.${grade}`) })}
      </h2>
      <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
        {['', ...sectionsOf(list, grade)].map((section) => (
          <ClassTeacherRow
            key={section}
            grade={grade}
            section={section}
            heading={heading}
            rowName={
              section
                ? t('classTeachers.section', {
                    section: localizeDigits(section, i18n.language),
                  })
                : t('classTeachers.wholeClass')
            }
            current={current(section)}
            choices={choices}
          />
        ))}
      </ul>
    </section>
  );
}

function ClassTeacherRow({
  grade,
  section,
  heading,
  rowName,
  current,
  choices,
}: {
  grade: Grade;
  section: string;
  /** The id of the class's heading: each select is named by it and its row's name. */
  heading: string;
  rowName: string;
  current: ClassTeacher | undefined;
  choices: readonly Choice[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetClassTeacher();
  // While it is saved, the select shows the teacher chosen; after a failure, the one before.
  const value = save.isPending ? (save.variables.teacherId ?? '') : (current?.teacherId ?? '');
  // A teacher named before their account was turned off is still shown, to be changed.
  const off = current && !choices.some((choice) => choice.id === current.teacherId);

  const onChange = async (teacherId: string) => {
    try {
      await save.mutateAsync({ grade, section, teacherId: teacherId || null });
      void notify('success', t('classTeachers.saved'));
    } catch (error) {
      void notify('error', `${t('classTeachers.saveFailed')} ${errorMessage(t, error)}`);
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3">
      <label id={`${id}-label`} htmlFor={id} className="min-w-0 flex-1 basis-32 font-medium">
        {rowName}
      </label>
      <select
        id={id}
        aria-labelledby={`${heading} ${id}-label`}
        className="select min-h-11 w-full sm:w-80"
        value={value}
        disabled={save.isPending}
        aria-describedby={`${id}-status`}
        onChange={(event) => void onChange(event.target.value)}
      >
        <option value="">{t('classTeachers.none')}</option>
        {off ? (
          <option value={current.teacherId}>
            {t('classTeachers.off', { name: current.teacherName })}
          </option>
        ) : null}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
      <p id={`${id}-status`} aria-live="polite" className="basis-full text-sm">
        {save.isPending ? t('classTeachers.saving') : null}
      </p>
    </li>
  );
}
