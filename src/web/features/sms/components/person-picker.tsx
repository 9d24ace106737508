import { Search, UserRound, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { formatDigits } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { designationIn, nameIn } from '../../../lib/names.ts';
import {
  type StudentSearchFilter,
  useStudentSearch,
  useTeacherAccounts,
} from '../api/get-audience-sources.ts';
import { type ChosenPerson, type ClassOption, inClasses } from '../lib/compose.ts';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_DELAY = 300;
/** How many of the matches are offered: a longer list means the search needs another word. */
const SHOWN = 20;

type Kind = ChosenPerson['role'];
const KINDS: readonly Kind[] = ['student', 'teacher'];

/** What tells two students of one name apart: their class and roll. */
function studentDetail(t: TFunction, student: Profile, language: string): string {
  if (!student.grade) return t('sms.compose.person.noClass');
  const grade = t(`grades.${student.grade}`);
  return student.roll
    ? t('sms.compose.person.studentDetail', { grade, roll: formatDigits(student.roll, language) })
    : t('sms.compose.person.studentNoRoll', { grade });
}

/** The active teachers whose name (either language) or id has what was typed. */
function matchingTeachers(teachers: Profile[], q: string): Profile[] {
  const needle = q.toLocaleLowerCase();
  return teachers.filter(
    (teacher) =>
      teacher.active &&
      [teacher.name, teacher.nameBn, teacher.loginId].some((text) =>
        text.toLocaleLowerCase().includes(needle),
      ),
  );
}

/**
 * The search's filter for a class teacher's classes: their class when they have one (and
 * its section when that is all they have); the rest is filtered here (inClasses).
 */
function searchFilterOf(classes: readonly ClassOption[]): StudentSearchFilter {
  const grades = [...new Set(classes.map((option) => option.grade))];
  if (grades.length !== 1) return {};
  const [only] = classes;
  return classes.length === 1 && only?.section
    ? { grade: only.grade, section: only.section }
    : { grade: grades[0] };
}

type Props = {
  value: ChosenPerson | null;
  onChange: (person: ChosenPerson | null) => void;
  /** The form's words when no one is chosen yet. */
  error?: string;
  /** A class teacher's classes: only their students are offered, and no teacher. */
  classes?: readonly ClassOption[];
};

/**
 * One person to send to: a student (the SMS goes to their guardian) found by the Students
 * list's search, or a teacher found among the teacher accounts. The chosen one is named,
 * with a button to choose again. For a class teacher, only a student of their classes.
 */
export function PersonPicker({ value, onChange, error, classes }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [chosenKind, setKind] = useState<Kind>('student');
  const kind: Kind = classes ? 'student' : chosenKind;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [typed]);
  const students = useStudentSearch(
    kind === 'student' && !value ? q : '',
    classes ? searchFilterOf(classes) : {},
  );
  const teachers = useTeacherAccounts(kind === 'teacher' && !value);

  if (value)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 bg-base-100 p-3">
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <p className="min-w-0 flex-1 basis-48 [overflow-wrap:anywhere]">
          <span className="font-medium">
            {t('sms.compose.person.chosen', {
              name:
                value.role === 'student'
                  ? t('sms.compose.person.guardianOf', { name: value.name })
                  : value.name,
            })}
          </span>
          {value.detail ? <span className="block text-sm">{value.detail}</span> : null}
        </p>
        <button type="button" className="btn btn-outline min-h-11" onClick={() => onChange(null)}>
          <X aria-hidden="true" className="size-4" />
          {t('sms.compose.person.change')}
        </button>
      </div>
    );

  const language = i18n.language;
  const found: ChosenPerson[] =
    q === ''
      ? []
      : kind === 'student'
        ? (students.data?.items ?? [])
            .filter((s) => !classes || inClasses(s, classes))
            .map((s) => ({
              id: s.id,
              role: 'student',
              name: nameIn(s, language) || s.loginId,
              detail: studentDetail(t, s, language),
            }))
        : matchingTeachers(teachers.data?.items ?? [], q).map((teacher) => ({
            id: teacher.id,
            role: 'teacher',
            name: nameIn(teacher, language) || teacher.loginId,
            detail: designationIn(teacher, language),
          }));
  const searching = kind === 'student' ? students.isFetching : teachers.isPending;

  return (
    <div className="space-y-3">
      {classes ? null : (
        <fieldset>
          <legend className="mb-1 font-medium">{t('sms.compose.person.kind')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {KINDS.map((k) => (
              <label key={k} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-primary"
                  name={`${id}-kind`}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                />
                {t(`sms.compose.person.kinds.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <FormField id={`${id}-q`} label={t('sms.compose.person.search')} error={error}>
        {(aria) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 z-10 size-4 -translate-y-1/2"
            />
            <input
              {...aria}
              type="search"
              className={`input min-h-11 w-full ps-9 sm:w-80 ${error ? 'input-error' : ''}`}
              enterKeyHint="search"
              maxLength={100}
              placeholder={t('sms.compose.person.searchHint')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              // Enter searches at once; it does not check the whole message.
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  setQ(typed.trim());
                }
              }}
            />
          </div>
        )}
      </FormField>
      <div aria-live="polite">
        {q === '' ? (
          <p className="text-sm">{t('sms.compose.person.typeToSearch')}</p>
        ) : found.length === 0 ? (
          searching ? null : (
            <p className="text-sm">
              {classes ? t('sms.compose.person.noMatchMine') : t('sms.compose.person.noMatch')}
            </p>
          )
        ) : (
          <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
            {found.slice(0, SHOWN).map((person) => (
              <li key={person.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full flex-wrap items-baseline gap-x-2 px-3 py-2 text-start hover:bg-base-200"
                  aria-label={t('sms.compose.person.chooseOf', {
                    name: person.detail ? `${person.name} (${person.detail})` : person.name,
                  })}
                  onClick={() => onChange(person)}
                >
                  <span className="font-medium [overflow-wrap:anywhere]">{person.name}</span>
                  {person.detail ? <span className="text-sm">{person.detail}</span> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
