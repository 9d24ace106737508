import { CalendarOff, Check, Lock, WifiOff } from 'lucide-react';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  countMarks,
  LEAVE_REASON_MAX,
  nextMark,
} from '../../../../shared/attendance.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { newClientKey } from '../../../lib/client-key.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatDigits, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { isNetworkError, type KeptUser } from '../../../lib/kept-offline.ts';
import { formatDateTime, todayIso } from '../../../lib/local-date.ts';
import { nameIn } from '../../../lib/names.ts';
import { type Register, useRegister } from '../api/get-register.ts';
import type { OtherSave, RegisterSaves, SaveOutcome } from '../api/save-register.ts';
import { type KeptAttendance, keepRoster, registerOnPhone } from '../lib/kept-register.ts';
import {
  pendingKeyOf,
  type RegisterOf,
  readPending,
  storedPending,
  subscribePending,
} from '../lib/pending-saves.ts';

/** Each mark's colour (daisyUI), beside its word and letter: never the colour alone. */
const MARK_STYLE: Record<AttendanceMark, { badge: string; row: string }> = {
  present: { badge: 'badge-success', row: 'border-success bg-success/10' },
  absent: { badge: 'badge-error', row: 'border-error bg-error/10' },
  late: { badge: 'badge-warning', row: 'border-warning bg-warning/15' },
  leave: { badge: 'badge-info', row: 'border-info bg-info/10' },
};

type Entry = { mark: AttendanceMark; reason: string };
const PRESENT: Entry = { mark: 'present', reason: '' };

const entriesOf = (register: Register): Record<string, Entry> =>
  Object.fromEntries(register.students.map((s) => [s.id, { mark: s.mark, reason: s.reason }]));

type Props = {
  which: RegisterOf;
  /** Whether the reader is an admin (why a register is read-only is said for their role). */
  admin: boolean;
  /** The register's name on screen ('Class Six (vi), section A'). */
  name: string;
  /** Who reads it: the students loaded are kept on the phone for them (kept-register.ts). */
  user: KeptUser;
  /** What the phone kept before: today's register is drawn from it with no network. */
  kept: KeptAttendance | null;
  saves: RegisterSaves;
};

/**
 * One register (issue 48): loaded from the server, or, while a save of it waits on this
 * phone, shown as saved (the network may be away), or, with no network, today's drawn from
 * the students the phone kept. Then the marks (RegisterMarks).
 */
export function RegisterSheet({ which, admin, name, user, kept, saves }: Props) {
  const query = useRegister(which);
  const stored = useSyncExternalStore(
    subscribePending,
    () => storedPending(which),
    () => null,
  );
  const pending = useMemo(() => readPending(stored), [stored]);
  useEffect(() => {
    if (query.data) keepRoster(user, query.data);
  }, [user, query.data]);
  const offline = query.isError && isNetworkError(query.error);
  const onPhone = useMemo(
    () => (offline && kept && which.date === todayIso() ? registerOnPhone(kept, which) : null),
    [offline, kept, which],
  );
  const register = pending?.register ?? query.data ?? onPhone;
  if (!register)
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Spinner />
    );
  return (
    <RegisterMarks
      register={register}
      base={pending ? pending.body.baseVersion : (register.saved?.version ?? null)}
      waiting={pending !== null}
      fromPhone={pending !== null && query.isError}
      drawnOnPhone={!pending && !query.data && onPhone !== null}
      admin={admin}
      name={name}
      saves={saves}
    />
  );
}

function RegisterMarks({
  register,
  base,
  waiting,
  fromPhone,
  drawnOnPhone,
  admin,
  name,
  saves,
}: {
  register: Register;
  /** The version the register was opened at: a save tells the server what it changes. */
  base: number | null;
  /** Whether a save of it waits on this phone. */
  waiting: boolean;
  /** Whether it is shown from this phone's save because it could not be loaded. */
  fromPhone: boolean;
  /** Whether it is drawn from the students the phone kept, with no network. */
  drawnOnPhone: boolean;
  admin: boolean;
  name: string;
  saves: RegisterSaves;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  // The marks as the teacher taps them, from the register shown: a new one (the server's
  // answer to a save, another day) starts them again.
  const [shown, setShown] = useState(register);
  const [entries, setEntries] = useState(() => entriesOf(register));
  if (register !== shown) {
    setShown(register);
    setEntries(entriesOf(register));
  }
  const key = pendingKeyOf(register);
  const sending = (saves.sending[key] ?? 0) > 0;
  const outcome = saves.outcomes[key];
  const markOf = (studentId: string): Entry => entries[studentId] ?? PRESENT;
  const counts = countMarks(register.students.map((s) => markOf(s.id).mark));
  const editable = register.editable && register.closed === null;
  const heading = t('attendance.registerOf', {
    register: name,
    date: formatDate(register.date, language),
  });

  /** Changes a student's entry from what it is now (two quick taps move it on twice). */
  const change = (studentId: string, next: (was: Entry) => Partial<Entry>) =>
    setEntries((now) => {
      const was = now[studentId] ?? PRESENT;
      return { ...now, [studentId]: { ...was, ...next(was) } };
    });

  const onSave = () => {
    const students = register.students.map((s) => {
      const { mark, reason } = markOf(s.id);
      return { ...s, mark, reason: mark === 'leave' ? reason.trim() : '' };
    });
    void saves.save({
      body: {
        grade: register.grade,
        section: register.section,
        date: register.date,
        marks: students.map((s) => ({ studentId: s.id, mark: s.mark, reason: s.reason })),
        saveId: newClientKey(),
        savedAt: new Date().toISOString(),
        baseVersion: base,
      },
      register: { ...register, students },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-primary">
        {heading}
      </h2>
      {register.closed ? (
        <p className="alert alert-info items-start">
          <CalendarOff aria-hidden="true" className="size-5 shrink-0" />
          <span>
            {register.closed.kind === 'weekly'
              ? t('attendance.closed.weekly')
              : t('attendance.closed.holiday', {
                  name: nameIn(register.closed, language),
                })}
          </span>
        </p>
      ) : (
        <>
          <p>
            {register.saved
              ? t('attendance.lastSaved', {
                  name: register.saved.byName,
                  time: formatDateTime(register.saved.at, language),
                })
              : t('attendance.notSaved')}
          </p>
          {fromPhone ? <p className="font-medium">{t('attendance.fromPhone')}</p> : null}
          {drawnOnPhone ? <p className="font-medium">{t('attendance.onPhone')}</p> : null}
          {register.editable ? null : (
            <p className="alert alert-warning items-start">
              <Lock aria-hidden="true" className="size-5 shrink-0" />
              <span>{readOnlyReason(register.date, admin, t)}</span>
            </p>
          )}
          {outcome?.kind === 'older' ? (
            <p role="alert" className="alert alert-warning items-start">
              {t('attendance.older', otherWords(outcome.other, language))}{' '}
              {t('attendance.olderShown')}
            </p>
          ) : null}
          {register.students.length === 0 ? (
            <p className="rounded-box bg-base-200 p-6 text-center">{t('attendance.noStudents')}</p>
          ) : (
            <>
              <Counts counts={counts} total={register.students.length} />
              {editable ? <p className="text-sm">{t('attendance.tapHint')}</p> : null}
              <ul className="space-y-2">
                {register.students.map((student) => (
                  <StudentRow
                    key={student.id}
                    student={student}
                    entry={markOf(student.id)}
                    editable={editable}
                    onTap={() => change(student.id, (was) => ({ mark: nextMark(was.mark) }))}
                    onReason={(reason) => change(student.id, () => ({ reason }))}
                  />
                ))}
              </ul>
            </>
          )}
          {editable ? (
            <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100 px-4 py-3">
              <button
                type="button"
                className="btn btn-primary min-h-12 w-full sm:w-auto"
                disabled={sending}
                onClick={onSave}
              >
                <Check aria-hidden="true" className="size-5" />
                {sending ? t('attendance.saving') : t('attendance.save')}
              </button>
              <SaveStatus sending={sending} waiting={waiting} outcome={outcome} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function readOnlyReason(date: string, admin: boolean, t: T): string {
  if (date > todayIso()) return t('attendance.readOnly.future');
  return admin ? t('attendance.readOnly.other') : t('attendance.readOnly.pastDay');
}

/** Who saved the other save and when, as the texts name them. */
const otherWords = (other: OtherSave | null, language: string) => ({
  name: other?.byName ?? '',
  time: other ? formatDateTime(other.at, language) : '',
});

/** Where the last Save is: on its way, waiting on this phone, answered, refused. */
function SaveStatus({
  sending,
  waiting,
  outcome,
}: {
  sending: boolean;
  waiting: boolean;
  outcome: SaveOutcome | undefined;
}) {
  const { t, i18n } = useTranslation();
  let words: string | null = null;
  let problem: string | null = null;
  if (sending) words = t('attendance.saving');
  else if (waiting) words = t('attendance.pending');
  else if (outcome?.kind === 'saved')
    words = outcome.other
      ? t('attendance.replaced', otherWords(outcome.other, i18n.language))
      : t('attendance.savedNote');
  else if (outcome?.kind === 'refused')
    problem = `${t('attendance.failed')} ${errorMessage(t, outcome.error)}`;
  else if (outcome?.kind === 'kept' && !outcome.stored) problem = t('attendance.notKept');
  return (
    <>
      <p role="status" className="flex min-w-0 flex-1 basis-60 items-start gap-2">
        {words && waiting && !sending ? (
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        ) : null}
        {words}
      </p>
      {problem ? (
        <p role="alert" className="basis-full text-error">
          {problem}
        </p>
      ) : null}
    </>
  );
}

/** The day's counts of each mark, in sight while the list scrolls. */
function Counts({ counts, total }: { counts: Record<AttendanceMark, number>; total: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <div className="sticky top-0 z-10 -mx-4 border-b border-base-300 bg-base-100 px-4 py-2">
      <p className="text-sm">{t('attendance.students', { count: total })}</p>
      <ul aria-label={t('attendance.counts')} className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {ATTENDANCE_MARKS.map((mark) => (
          <li key={mark} className="flex items-center gap-1.5">
            <MarkBadge mark={mark} />
            <span>{t(`attendance.marks.${mark}`)}</span>
            <strong>{formatDigits(counts[mark], language)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A mark's letter on its colour (P, A, L, LV; উ, অ, দে, ছু): read by its word beside it. */
function MarkBadge({ mark }: { mark: AttendanceMark }) {
  const { t } = useTranslation();
  return (
    <span aria-hidden="true" className={`badge ${MARK_STYLE[mark].badge} min-w-9 font-bold`}>
      {t(`attendance.letters.${mark}`)}
    </span>
  );
}

/**
 * A student: a full-width button that moves their mark on by a tap (present → absent →
 * late → leave), named "Roll 3, Rahim: Absent"; on leave, a reason beneath. Read-only, the
 * same row without the button.
 */
function StudentRow({
  student,
  entry,
  editable,
  onTap,
  onReason,
}: {
  student: Register['students'][number];
  entry: Entry;
  editable: boolean;
  onTap: () => void;
  onReason: (reason: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const name = nameIn(student, language);
  const roll = localizeDigits(student.roll, language);
  const markWord = t(`attendance.marks.${entry.mark}`);
  const label = roll
    ? t('attendance.row', { roll, name, mark: markWord })
    : t('attendance.rowNoRoll', { name, mark: markWord });
  const look = `flex w-full min-h-14 items-center gap-3 rounded-box border-2 px-3 py-2 text-start ${MARK_STYLE[entry.mark].row}`;
  const content = (
    <>
      <span className="w-10 shrink-0 text-center text-lg font-bold">{roll}</span>
      <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{name}</span>
      <span className="flex shrink-0 items-center gap-1.5">
        <MarkBadge mark={entry.mark} />
        <span className="w-20 text-sm">{markWord}</span>
      </span>
    </>
  );
  return (
    <li>
      {editable ? (
        <button type="button" className={look} aria-label={label} onClick={onTap}>
          {content}
        </button>
      ) : (
        <div className={look}>
          <span className="sr-only">{label}</span>
          <span aria-hidden="true" className="contents">
            {content}
          </span>
        </div>
      )}
      {entry.mark === 'leave' ? (
        editable ? (
          <div className="mt-1 ms-12 flex flex-wrap items-center gap-2">
            <label htmlFor={id} className="text-sm font-medium">
              {t('attendance.reason')}
            </label>
            <input
              id={id}
              type="text"
              aria-label={t('attendance.reasonOf', { name })}
              maxLength={LEAVE_REASON_MAX}
              placeholder={t('attendance.reasonPlaceholder')}
              className="input input-sm min-h-11 min-w-0 flex-1"
              value={entry.reason}
              onChange={(event) => onReason(event.target.value)}
            />
          </div>
        ) : entry.reason ? (
          <p className="mt-1 ms-12 text-sm">
            {t('attendance.reason')}: {entry.reason}
          </p>
        ) : null
      ) : null}
    </li>
  );
}
