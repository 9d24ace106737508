import { CalendarCheck, CalendarClock, CalendarOff, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { presentShare } from '../../../../shared/attendance.ts';
import type { AttendanceToday } from '../../../../shared/schemas/attendance.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { dashboardUrl } from '../../../lib/dashboard-menu.ts';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useAttendanceToday } from '../api/get-attendance-reports.ts';
import { shareText } from '../lib/month-sheet.ts';
import { markUnsectioned, registerName } from '../lib/registers.ts';

type TodayClass = AttendanceToday['classes'][number];

/** Where a class's row leads: the Attendance screen, at that class's register. */
export function takeUrl({ grade, section }: { grade: string; section: string }) {
  return `${dashboardUrl('attendance')}?${new URLSearchParams({ grade, section })}`;
}

/** A taken register's counts: '37 present · 2 absent · 1 late · 95% present' (they add up to the class; the share counts late as present). */
function takenWords(t: TFunction, c: TodayClass, language: string) {
  const digits = (n: number) => localizeDigits(String(n), language);
  return [
    t('attendanceToday.taken', { present: digits(c.present), absent: digits(c.absent) }),
    c.late > 0 ? t('attendanceToday.late', { count: c.late }) : '',
    c.leave > 0 ? t('attendanceToday.leave', { count: c.leave }) : '',
    t('attendanceToday.share', { share: shareText(presentShare(c), language) }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Today's attendance on the dashboard's home (issue 48): each register the reader takes or
 * oversees (an admin every class's, a class teacher theirs), taken or not yet, with its
 * counts and present share, each leading to the Attendance screen; on a closed day, that
 * the school is closed and why.
 */
export function AttendanceTodayCard({ teacher = false }: { teacher?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const today = useAttendanceToday();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold text-primary md:text-2xl">
        {t('attendanceToday.heading')}
      </h2>
      <QueryState query={today}>
        {(data) => {
          const taken = data.classes.filter((c) => c.taken).length;
          return (
            <>
              <p className="mb-3">
                {formatDate(data.date, language)}
                {data.closed === null && data.classes.length > 0 ? (
                  <>
                    {' · '}
                    {t('attendanceToday.summary', {
                      taken: localizeDigits(String(taken), language),
                      classes: localizeDigits(String(data.classes.length), language),
                    })}
                  </>
                ) : null}
              </p>
              {data.closed ? (
                <p className="flex items-center gap-3 rounded-box border border-base-300 bg-base-100 p-4">
                  <CalendarOff aria-hidden="true" className="size-6 shrink-0 text-primary" />
                  {t('attendanceToday.closed', {
                    why:
                      data.closed.kind === 'weekly'
                        ? t('attendanceToday.weeklyOff')
                        : language === 'bn'
                          ? data.closed.nameBn || data.closed.name
                          : data.closed.name || data.closed.nameBn,
                  })}
                </p>
              ) : data.classes.length === 0 ? (
                <p className="max-w-prose rounded-box border border-base-300 bg-base-100 p-4">
                  {t(teacher ? 'attendanceToday.notClassTeacher' : 'attendanceToday.none')}
                </p>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2">
                  {markUnsectioned(data.classes).map((c) => {
                    const Icon = c.taken ? CalendarCheck : CalendarClock;
                    return (
                      <li key={`${c.grade}:${c.section}`}>
                        <Link
                          to={takeUrl(c)}
                          className={`flex min-h-16 items-center gap-3 rounded-box border bg-base-100 p-4 hover:bg-base-200 ${
                            c.taken ? 'border-base-300' : 'border-warning border-l-8'
                          }`}
                        >
                          <Icon
                            aria-hidden="true"
                            className={`size-6 shrink-0 ${c.taken ? 'text-primary' : 'text-warning'}`}
                          />
                          <span className="min-w-0 flex-1 break-words">
                            <span className="block font-medium">
                              {registerName(t, c, language)}
                            </span>{' '}
                            <span className="block text-sm">
                              {c.taken ? takenWords(t, c, language) : t('attendanceToday.notYet')}
                            </span>
                          </span>
                          <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
