import { WifiOff } from 'lucide-react';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../../../../shared/permissions.ts';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useClassTeachers } from '../../../lib/class-teachers.ts';
import { useDateOrder } from '../../../lib/date-order.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDate } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { isNetworkError, type KeptUser } from '../../../lib/kept-offline.ts';
import { formatDateTime, todayIso } from '../../../lib/local-date.ts';
import { notify } from '../../../lib/notify.ts';
import { useAttendanceSettings } from '../api/get-attendance-settings.ts';
import { type RegisterSaves, useRegisterSaves } from '../api/save-register.ts';
import {
  type KeptAttendance,
  keepDaysOff,
  keepList,
  keptAttendance,
} from '../lib/kept-register.ts';
import {
  pendingKeyOf,
  pendingSaves,
  type RegisterOf,
  storedPendings,
  subscribePending,
} from '../lib/pending-saves.ts';
import {
  isDate,
  pickOf,
  type RegisterPick,
  registerName,
  registerOfPick,
  registersOf,
} from '../lib/registers.ts';
import { NotClassTeacher, RegisterSelect } from './register-select.tsx';
import { RegisterSheet } from './register-sheet.tsx';

/** A register and its day: 'Class Six (vi), section A on 5 May 2026'. */
function registerDayName(t: TFunction, which: RegisterOf, language: string) {
  return t('attendance.registerOf', {
    register: registerName(t, which, language),
    date: formatDate(which.date, language),
  });
}

/**
 * Taking attendance (issue 48): the registers the reader takes (an admin every class's, on
 * any day up to today; a class teacher their classes', today), the one chosen, and the
 * saves waiting on this phone. Every save's outcome is also said in a toast. What it loads
 * is kept on the phone (kept-register.ts): with no network, the screen draws from it.
 */
export function TakeAttendance({ user }: { user: KeptUser }) {
  const { t, i18n } = useTranslation();
  const admin = can(user.role, 'manage:attendance');
  const list = useClassTeachers();
  const daysOff = useAttendanceSettings();
  // Read once: what the phone had before this visit loaded anything.
  const [kept] = useState(() => keptAttendance(user.id));
  useEffect(() => {
    if (list.data) keepList(user, list.data);
  }, [user, list.data]);
  useEffect(() => {
    if (daysOff.data) keepDaysOff(user, daysOff.data);
  }, [user, daysOff.data]);
  const keptList = list.isError && isNetworkError(list.error) ? kept?.value.list : null;
  const saves = useRegisterSaves((save, outcome) => {
    const language = i18n.language;
    const register = registerDayName(t, save.body, language);
    if (outcome.kind === 'saved') void notify('success', t('attendance.saved', { register }));
    else if (outcome.kind === 'older')
      void notify(
        'error',
        `${register}: ${t('attendance.older', {
          name: outcome.other?.byName ?? '',
          time: outcome.other ? formatDateTime(outcome.other.at, language) : '',
        })}`,
      );
    else if (outcome.kind === 'refused')
      void notify(
        'error',
        `${register}: ${t('attendance.failed')} ${errorMessage(t, outcome.error)}`,
      );
  });
  const chooser = (data: NonNullable<typeof list.data>) => {
    const registers = registersOf(data, admin ? null : user.id);
    return registers.length === 0 ? (
      <NotClassTeacher />
    ) : (
      <RegisterChooser registers={registers} admin={admin} user={user} kept={kept} saves={saves} />
    );
  };
  return (
    <>
      <WaitingSaves saves={saves} />
      {keptList ? (
        <>
          <p className="alert alert-warning mb-6 items-start">
            <WifiOff aria-hidden="true" className="size-5 shrink-0" />
            <span>{t('attendance.offline')}</span>
          </p>
          {chooser(keptList)}
        </>
      ) : (
        <QueryState query={list}>{chooser}</QueryState>
      )}
    </>
  );
}

/**
 * The register shown first: the one the address names (`?grade=vi&section=A`, the home
 * page's links), else one whose save waits on this phone (and may be looked at), else the first.
 */
function firstChoice(
  registers: readonly RegisterPick[],
  admin: boolean,
  today: string,
  asked: string | null,
) {
  const picks = registers.map(pickOf);
  if (asked && picks.includes(asked)) return { pick: asked, date: today };
  const waiting = pendingSaves().find(
    ({ body }) => picks.includes(pickOf(body)) && (admin || body.date === today),
  );
  return waiting
    ? { pick: pickOf(waiting.body), date: waiting.body.date }
    : { pick: picks[0]!, date: today };
}

function RegisterChooser({
  registers,
  admin,
  user,
  kept,
  saves,
}: {
  registers: readonly RegisterPick[];
  admin: boolean;
  user: KeptUser;
  kept: KeptAttendance | null;
  saves: RegisterSaves;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const order = useDateOrder();
  const [today] = useState(() => todayIso());
  const [search] = useSearchParams();
  const grade = search.get('grade');
  const asked = grade ? `${grade}:${search.get('section') ?? ''}` : null;
  const [first] = useState(() => firstChoice(registers, admin, today, asked));
  const [pick, setPick] = useState(first.pick);
  const [date, setDate] = useState(first.date);
  // A register no longer offered (the list changed) gives way to the first.
  const chosen = registers.find((r) => pickOf(r) === pick) ?? registers[0]!;
  const current = pickOf(chosen);
  // One object per register and day: the register drawn on the phone is drawn once for it.
  const which: RegisterOf = useMemo(
    () => ({ ...registerOfPick(current), date: admin ? date : today }),
    [current, admin, date, today],
  );
  return (
    <>
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <RegisterSelect registers={registers} value={current} onChange={setPick} />
        {admin ? (
          <FormField id={`${id}-date`} label={t('attendance.date')} hint={t('attendance.dateHint')}>
            {(aria) => (
              <DateInput {...aria} value={date} onChange={setDate} max={today} order={order} />
            )}
          </FormField>
        ) : (
          <p className="self-end pb-2 font-medium">
            {t('attendance.today', { date: formatDate(today, language) })}
          </p>
        )}
      </div>
      {isDate(which.date) ? (
        <RegisterSheet
          key={pendingKeyOf(which)}
          which={which}
          admin={admin}
          name={registerName(t, chosen, language)}
          user={user}
          kept={kept}
          saves={saves}
        />
      ) : null}
    </>
  );
}

/**
 * The saves kept on this phone and not on their way: the network is away, or they wait
 * for the screen to send them. Each is sent when the network comes back.
 */
function WaitingSaves({ saves }: { saves: RegisterSaves }) {
  const { t, i18n } = useTranslation();
  const stored = useSyncExternalStore(subscribePending, storedPendings, () => '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the kept saves change
  const waiting = useMemo(() => pendingSaves(), [stored]);
  const shown = waiting.filter((save) => !saves.sending[pendingKeyOf(save.body)]);
  if (shown.length === 0) return null;
  return (
    <div className="alert alert-warning mb-6 items-start">
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      <div>
        <p className="font-medium">{t('attendance.pendingList')}</p>
        <ul className="list-disc ps-5">
          {shown.map((save) => (
            <li key={pendingKeyOf(save.body)}>{registerDayName(t, save.body, i18n.language)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
