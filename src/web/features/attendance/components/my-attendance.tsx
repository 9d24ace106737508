import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  type ClosedDay,
  weekdayOf,
} from '../../../../shared/attendance.ts';
import type { MyAttendance as MyAttendanceData } from '../../../../shared/schemas/attendance.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { todayIso } from '../../../lib/local-date.ts';
import { useMyAttendance } from '../api/get-attendance-reports.ts';
import { monthAfter, monthName, shareText } from '../lib/month-sheet.ts';

/** The school week as a Bangladeshi calendar sets it out: Saturday first, Friday (the day off) last. */
const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;
const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const MARK_STYLE: Record<AttendanceMark, string> = {
  present: 'border-success bg-success/10',
  absent: 'border-error bg-error/10 font-bold',
  late: 'border-warning bg-warning/15',
  leave: 'border-info bg-info/10',
};

type Counts = MyAttendanceData['year'];

/**
 * A student's own attendance (issue 48): a month's days set out as a calendar (each school
 * day's mark, closed days named), a switch to the month before or after (none after this
 * one), and the counts and share of the month and of the year so far.
 */
export function MyAttendance() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // This month in Bangladesh, whatever the browser's zone.
  const [thisMonth] = useState(() => todayIso().slice(0, 7));
  const [month, setMonth] = useState(thisMonth);
  const mine = useMyAttendance(month);
  const name = monthName(month, language);

  return (
    <div className="grid gap-6">
      <div className="flex max-w-xl flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          className="btn btn-outline btn-primary min-h-11"
          onClick={() => setMonth(monthAfter(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          {t('myAttendance.previous')}
        </button>
        <h2
          className="order-first w-full text-center text-xl font-bold text-primary sm:order-none sm:w-auto"
          aria-live="polite"
        >
          {name}
        </h2>
        <button
          type="button"
          className="btn btn-outline btn-primary min-h-11"
          disabled={month >= thisMonth}
          onClick={() => setMonth(monthAfter(month, 1))}
        >
          {t('myAttendance.next')}
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <QueryState query={mine}>
        {(data) => (
          <div className={`grid gap-6 ${mine.isPlaceholderData ? 'opacity-60' : ''}`}>
            <div className="grid gap-4 sm:grid-cols-2">
              <CountsCard
                heading={t('myAttendance.monthCounts', { month: monthName(data.month, language) })}
                counts={data.monthCounts}
              />
              <CountsCard heading={t('myAttendance.yearCounts')} counts={data.year} />
            </div>
            <MonthDays data={data} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** A span's counts of each mark, and the share of the days marked present (late counts). */
function CountsCard({ heading, counts }: { heading: string; counts: Counts }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-box border border-base-300 bg-base-100 p-4">
      <h3 id={id} className="font-bold">
        {heading}
      </h3>
      <p className="mt-1 text-2xl font-bold text-primary">
        {counts.share === null
          ? t('myAttendance.noShare')
          : t('myAttendance.share', { share: shareText(counts.share, language) })}
      </p>
      <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
        {ATTENDANCE_MARKS.map((mark) => (
          <div key={mark} className="rounded-box bg-base-200 p-2">
            <dt className="break-words text-xs sm:text-sm">{t(`attendance.marks.${mark}`)}</dt>
            <dd className="text-lg font-bold">{localizeDigits(String(counts[mark]), language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function closedWords(t: TFunction, closed: ClosedDay, language: string) {
  const why =
    closed.kind === 'weekly'
      ? t('myAttendance.weeklyOff')
      : language === 'bn'
        ? closed.nameBn || closed.name
        : closed.name || closed.nameBn;
  return t('myAttendance.closed', { why });
}

/** The month as a calendar: a week a row from Saturday, each day with its mark or why it is closed. */
function MonthDays({ data }: { data: MyAttendanceData }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const first = data.days[0];
  const blanks = first ? WEEK.indexOf(weekdayOf(first.date) as (typeof WEEK)[number]) : 0;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-bold">
        {t('myAttendance.days', { month: monthName(data.month, language) })}
      </h3>
      <div className="max-w-xl">
        <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-xs font-medium">
          {WEEK.map((day) => (
            <span key={day}>{t(`myAttendance.weekdays.${WEEKDAY_KEYS[day]}`)}</span>
          ))}
        </div>
        <ol className="mt-1 grid grid-cols-7 gap-1">
          {Array.from({ length: blanks }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty places before the first day
            <li key={`blank-${i}`} aria-hidden="true" />
          ))}
          {data.days.map((day) => {
            const what = day.closed
              ? closedWords(t, day.closed, language)
              : day.mark
                ? t(`attendance.marks.${day.mark}`)
                : t('myAttendance.notMarked');
            const style = day.closed
              ? 'border-base-300 bg-base-300'
              : day.mark
                ? MARK_STYLE[day.mark]
                : 'border-base-300 bg-base-100';
            return (
              <li
                key={day.date}
                title={what}
                className={`flex min-h-12 flex-col items-center justify-center rounded border text-center ${style}`}
              >
                <span aria-hidden="true" className="text-xs">
                  {localizeDigits(String(Number(day.date.slice(8))), language)}
                </span>
                <span aria-hidden="true" className="text-sm leading-tight">
                  {day.closed ? '–' : day.mark ? t(`attendance.letters.${day.mark}`) : ''}
                </span>
                <span className="sr-only">{`${formatDate(day.date, language)}: ${what}`}</span>
              </li>
            );
          })}
        </ol>
        <p className="mt-2 text-sm">
          {ATTENDANCE_MARKS.map(
            (mark) => `${t(`attendance.letters.${mark}`)} ${t(`attendance.marks.${mark}`)}`,
          ).join(' · ')}{' '}
          · – {t('myAttendance.closedShort')}
        </p>
      </div>
    </section>
  );
}
