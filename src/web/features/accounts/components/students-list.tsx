import { CircleUserRound, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isGrade } from '../../../../shared/constants.ts';
import { type Profile, STUDENT_STATUSES } from '../../../../shared/schemas/users.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';
import { ListPager } from '../../../components/ui/list-pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useAddressFilters } from '../../../lib/address-filters.ts';
import { formatDate, formatDigits } from '../../../lib/format.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { nameIn } from '../../../lib/names.ts';
import {
  STUDENTS_PAGE_SIZE,
  type StudentStatus,
  type StudentsFilter,
  useStudents,
} from '../api/get-students.ts';
import { AccountActions, type AccountPowers } from './account-actions.tsx';
import { ResetPasswordButton } from './reset-password-button.tsx';

const isStatus = (v: string | null): v is StudentStatus =>
  STUDENT_STATUSES.includes(v as StudentStatus);
/** How long the search waits after the last key before it asks the server. */
const SEARCH_DELAY = 300;

/**
 * The Students list (issue 19): filtered by class, a search (name, roll or id) and, for
 * those who may turn accounts off, on / off / all; everything in the address, so a class's
 * list can be bookmarked or shared; a compact row per student, a page of 20 at a time.
 */
export function StudentsList({
  powers,
  ready = true,
}: {
  powers: AccountPowers;
  /** False until the reader's role is known, which decides whether `status` counts. */
  ready?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { params, page, setParams } = useAddressFilters();
  const grade = params.get('grade');
  const section = params.get('section');
  const status = params.get('status');
  // As long as the server takes (the box's maxLength); an address typed longer is cut.
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const filter: StudentsFilter = {
    grade: isGrade(grade) ? grade : undefined,
    // A section is of a class: without one it means nothing. '-' is the class's students
    // of no section.
    section: isGrade(grade) && section ? (section === '-' ? '' : section) : undefined,
    q: q || undefined,
    // Teachers see the students who are on; only those who may turn accounts off choose.
    status: powers.manage && isStatus(status) && status !== 'active' ? status : undefined,
  };
  const students = useStudents(filter, page, ready);
  const filtered = Boolean(filter.grade || filter.q || filter.status);
  // The class's sections, as the last answer named them (none: the filter is not shown).
  const sections = students.data?.sections ?? [];

  // The search box: what is typed goes to the address once typing stops, or on Enter.
  const [typed, setTyped] = useState(q);
  const lastSent = useRef(q);
  useEffect(() => {
    // The address changed by other means (Clear, Back): the box follows.
    if (q !== lastSent.current) {
      lastSent.current = q;
      setTyped(q);
    }
  }, [q]);
  const sendSearch = (text: string) => {
    const value = text.trim();
    if (value === lastSent.current) return;
    lastSent.current = value;
    setParams({ q: value });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing restarts the wait
  useEffect(() => {
    const timer = setTimeout(() => sendSearch(typed), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [typed]);

  const clear = () => {
    lastSent.current = '';
    setTyped('');
    setParams({ grade: '', section: '', q: '', status: '' });
  };

  return (
    <>
      <section
        aria-labelledby={`${id}-filters`}
        className="mb-6 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap sm:gap-4"
      >
        <h2 id={`${id}-filters`} className="sr-only">
          {t('accounts.studentFilters')}
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older phone browsers */}
        <form
          role="search"
          className="col-span-2"
          onSubmit={(event) => {
            event.preventDefault();
            sendSearch(typed);
          }}
        >
          <label htmlFor={`${id}-q`} className="mb-1 block font-medium">
            {t('accounts.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className="input w-full sm:w-72"
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('accounts.searchHint')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </form>
        <FilterSelect
          id={`${id}-grade`}
          label={t('accounts.fields.grade')}
          value={filter.grade ?? ''}
          onChange={(grade) => setParams({ grade, section: '' })}
        >
          <GradeOptions empty={t('accounts.allClasses')} />
        </FilterSelect>
        {filter.grade && (sections.length > 0 || filter.section !== undefined) ? (
          <FilterSelect
            id={`${id}-section`}
            label={t('accounts.sectionFilter')}
            value={filter.section === undefined ? '' : filter.section || '-'}
            onChange={(section) => setParams({ section })}
          >
            <option value="">{t('accounts.allSections')}</option>
            {sections.map((s) => (
              <option key={s} value={s}>
                {t('accounts.section', { value: s })}
              </option>
            ))}
            <option value="-">{t('accounts.noSection')}</option>
          </FilterSelect>
        ) : null}

        {powers.manage ? (
          <FilterSelect
            id={`${id}-status`}
            label={t('accounts.status')}
            value={filter.status ?? 'active'}
            onChange={(status) => setParams({ status: status === 'active' ? '' : status })}
          >
            {STUDENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`accounts.statuses.${s}`)}
              </option>
            ))}
          </FilterSelect>
        ) : null}
      </section>
      <QueryState query={students}>
        {(data) =>
          data.total === 0 ? (
            filtered ? (
              <EmptyState>
                <span className="block font-medium">{t('accounts.noMatch')}</span>
                <button type="button" className="btn btn-outline btn-primary mt-3" onClick={clear}>
                  <X aria-hidden="true" className="size-4" />
                  {t('accounts.clearFilters')}
                </button>
              </EmptyState>
            ) : (
              <EmptyState>{t('accounts.noStudents')}</EmptyState>
            )
          ) : (
            <>
              <p className="mb-4 text-lg font-semibold" aria-live="polite">
                {t('accounts.studentsTotal', { total: formatNumber(data.total, i18n.language) })}
              </p>
              <ul
                aria-busy={students.isPlaceholderData}
                className={`divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 ${students.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {data.items.map((profile) => (
                  <StudentRow key={profile.id} profile={profile} powers={powers} />
                ))}
              </ul>
              <ListPager
                page={page}
                total={data.total}
                size={STUDENTS_PAGE_SIZE}
                onChange={(next) => setParams({ page: next ? String(next) : '' })}
                label={t('accounts.studentsPages')}
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}

/**
 * One student in the list: a small photo, the name in the reader's language, class, roll
 * and id, then what the reader may do (buttons 44 px tall, for a finger on a phone).
 */
/** One of the list's filters: a select under its label, its choice kept in the address. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <select
        id={id}
        className="select w-full sm:w-48"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

function StudentRow({ profile, powers }: { profile: Profile; powers: AccountPowers }) {
  const { t, i18n } = useTranslation();
  const name = nameIn(profile, i18n.language) || profile.loginId;
  const place = [
    profile.grade ? `${t('profile.grade')}: ${t(`grades.${profile.grade}`)}` : null,
    profile.section ? t('accounts.section', { value: profile.section }) : null,
    profile.roll ? `${t('profile.roll')}: ${formatDigits(profile.roll, i18n.language)}` : null,
  ].filter((fact) => fact !== null);
  return (
    <li className={`flex flex-wrap items-center gap-3 p-3 ${profile.active ? '' : 'bg-base-200'}`}>
      <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
        <span className={profile.active ? '' : 'opacity-60 grayscale'}>
          <Thumbnail src={profile.image?.thumbUrl} icon={CircleUserRound} />
        </span>
        <div className="min-w-0">
          <h2
            className={`font-semibold [overflow-wrap:anywhere] ${profile.active ? 'text-primary' : 'text-base-content/70'}`}
          >
            {name}
          </h2>
          {place.length ? (
            <p className="text-sm">
              {place.map((fact, index) => (
                <span key={fact} className="inline-block">
                  {index ? <span aria-hidden="true">&nbsp;·&nbsp;</span> : null}
                  {fact}
                </span>
              ))}
            </p>
          ) : null}
          <p className="text-sm [overflow-wrap:anywhere]">
            {t('profile.id')}: {profile.loginId}
          </p>
          {profile.active ? null : (
            <p className="badge badge-neutral mt-1 h-auto py-1">
              {profile.deactivatedAt
                ? t('accounts.offSince', {
                    date: formatDate(profile.deactivatedAt, i18n.language),
                  })
                : t('accounts.off')}
            </p>
          )}
        </div>
      </div>
      {powers.reset || powers.edit || powers.manage ? (
        <div className="flex flex-wrap gap-2 [&_.btn]:min-h-11">
          {powers.reset ? (
            <ResetPasswordButton userId={profile.id} loginId={profile.loginId} />
          ) : null}
          {powers.edit || powers.manage ? (
            <AccountActions
              profile={profile}
              name={name}
              edit={powers.edit}
              manage={powers.manage}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
