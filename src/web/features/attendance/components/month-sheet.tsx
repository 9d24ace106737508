import { memo } from 'react';
import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  presentShare,
} from '../../../../shared/attendance.ts';
import type { MonthRegister } from '../../../../shared/schemas/attendance.ts';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  monthTotals,
  type SheetDay,
  shareText,
  sheetDays,
  sheetWords,
} from '../lib/month-sheet.ts';

/*
 * Plain cells, their classes worked out once per column: a class of 60 over 31 days is
 * nearly 2,000 cells, drawn by one component without a hook per cell. The roll and name
 * columns stay in place while the days scroll sideways beside them (inside the table's
 * own box: the page never scrolls sideways); on paper the table is as wide as the page.
 */
const cell = 'border-b border-e border-base-300 px-1 py-0.5 print:px-0.5 print:py-0';
const roll = `${cell} sticky left-0 z-10 w-10 min-w-10 border-s print:static print:w-auto print:min-w-0`;
const name = `${cell} sticky left-10 z-10 min-w-32 max-w-48 text-start print:static print:min-w-0`;
/** The roll and name columns, opaque over the days scrolling under them: a student's row, and the head's and foot's. */
const rollCell = `${roll} bg-base-100`;
const nameCell = `${name} bg-base-100 font-normal`;
const rollHead = `${roll} bg-base-200`;
const nameHead = `${name} bg-base-200`;
/** A closed day's column: shaded, on paper too (dashboard.css keeps its shade in print). */
const closedCell = `${cell} month-sheet-closed bg-base-300`;
const MARK_CLASS: Record<AttendanceMark, string> = {
  present: '',
  absent: 'font-bold text-error',
  late: 'font-semibold',
  leave: 'italic',
};

/** Runs of the same holiday in the month, as 'from – to: name'. */
function holidayRuns(days: readonly SheetDay[], closedKinds: readonly (string | null)[]) {
  const runs: { from: string; to: string; name: string }[] = [];
  days.forEach((day, i) => {
    if (closedKinds[i] !== 'holiday') return;
    const last = runs.at(-1);
    const previous = days[i - 1];
    if (last && previous && last.to === previous.date && last.name === day.closed)
      last.to = day.date;
    else runs.push({ from: day.date, to: day.date, name: day.closed });
  });
  return runs;
}

/**
 * A class's month of attendance as the paper register has it (issue 48): a row per student
 * by roll (roll, name, a mark per day, the month's counts and share), and at the foot each
 * day's counts and share. Closed days are shaded and named in the head; a student no
 * longer in the class is starred, with a note under the table.
 */
export const MonthSheet = memo(function MonthSheet({
  register,
  title,
  school = '',
}: {
  register: MonthRegister;
  /** 'Attendance register: Class Six (vi), section A, May 2026'. */
  title: string;
  /** The school's name, at the top of each printed page. */
  school?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const words = sheetWords(t, language);
  const days = sheetDays(register, words);
  const digits = (value: number | string) => localizeDigits(String(value), language);
  const total = monthTotals(register);
  const dayCells = days.map((d) => (d.closed ? closedCell : cell));
  // Each day's cell of each mark, its classes joined once per column, not per cell.
  const markCells = dayCells.map(
    (base) =>
      Object.fromEntries(
        ATTENDANCE_MARKS.map((mark) => [mark, `${base} ${MARK_CLASS[mark]}`]),
      ) as Record<AttendanceMark, string>,
  );
  const columns = 2 + days.length + ATTENDANCE_MARKS.length + 1;
  const notCurrent = register.students.some((s) => !s.current);
  const holidays = holidayRuns(
    days,
    register.days.map((d) => d.closed?.kind ?? null),
  );

  return (
    <>
      {/* Its own sideways scroll on a phone: focusable, so that a keyboard can scroll it. */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
        tabIndex={0}
        className="month-sheet overflow-x-auto print:overflow-visible"
      >
        <table className="border-separate border-spacing-0 text-center text-sm tabular-nums print:w-full print:text-[7pt] print:leading-tight">
          <caption className="sr-only">{title}</caption>
          <thead>
            {/* In the head, so that every printed page starts with it; the screen has the heading above. */}
            <tr className="hidden print:table-row">
              <th colSpan={columns} scope="colgroup" className="pb-1 text-start text-[9pt]">
                {school ? <span className="block text-[11pt]">{school}</span> : null}
                {title}
              </th>
            </tr>
            <tr className="bg-base-200 align-bottom">
              <th rowSpan={2} scope="col" className={`${rollHead} border-t`}>
                {words.roll}
              </th>
              <th rowSpan={2} scope="col" className={`${nameHead} border-t`}>
                {words.name}
              </th>
              {days.map((d, i) => (
                <th
                  key={d.date}
                  scope="col"
                  className={`${dayCells[i]} border-t min-w-7 print:min-w-0`}
                  title={d.closed ? t('attendanceReports.closedDay', { why: d.closed }) : undefined}
                >
                  {digits(d.day)}
                </th>
              ))}
              {ATTENDANCE_MARKS.map((mark) => (
                <th key={mark} rowSpan={2} scope="col" className={`${cell} border-t`}>
                  <abbr title={words.marks[mark]} className="no-underline">
                    {words.letters[mark]}
                  </abbr>
                </th>
              ))}
              <th rowSpan={2} scope="col" className={`${cell} border-t`}>
                {words.share}
              </th>
            </tr>
            <tr className="bg-base-200 text-xs font-normal print:text-[6pt]">
              {days.map((d, i) => (
                <th key={d.date} scope="col" className={`${dayCells[i]} font-normal`}>
                  {d.weekday}
                  {d.closed ? (
                    <span className="sr-only">
                      {' '}
                      {t('attendanceReports.closedDay', { why: d.closed })}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {register.students.map((s) => (
              <tr key={s.id}>
                <td className={rollCell}>{digits(s.roll)}</td>
                <th scope="row" className={nameCell}>
                  {words.studentName(s)}
                  {s.current ? null : (
                    <>
                      {' '}
                      <span aria-hidden="true">*</span>
                      <span className="sr-only">({words.notCurrent})</span>
                    </>
                  )}
                </th>
                {s.marks.map((mark, i) =>
                  mark !== null ? (
                    <td key={days[i]!.date} className={markCells[i]![mark]}>
                      {words.letters[mark]}
                    </td>
                  ) : (
                    <td key={days[i]!.date} className={dayCells[i]} />
                  ),
                )}
                {ATTENDANCE_MARKS.map((mark) => (
                  <td key={mark} className={cell}>
                    {digits(s[mark])}
                  </td>
                ))}
                <td className={cell}>{shareText(s.share, language)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-base-200">
            {ATTENDANCE_MARKS.map((mark) => (
              <tr key={mark}>
                <td className={rollHead} />
                <th scope="row" className={`${nameHead} font-normal`}>
                  {words.marks[mark]}
                </th>
                {register.totals.map((counts, i) => (
                  <td key={days[i]!.date} className={dayCells[i]}>
                    {days[i]!.taken ? (
                      digits(counts[mark])
                    ) : days[i]!.closed ? null : (
                      <span title={t('attendanceReports.notTaken')}>–</span>
                    )}
                  </td>
                ))}
                {ATTENDANCE_MARKS.map((m) => (
                  <td key={m} className={cell}>
                    {m === mark ? digits(total[mark]) : null}
                  </td>
                ))}
                <td className={cell} />
              </tr>
            ))}
            <tr>
              <td className={rollHead} />
              <th scope="row" className={`${nameHead} font-normal`}>
                {words.share}
              </th>
              {register.totals.map((counts, i) => (
                <td key={days[i]!.date} className={`${dayCells[i]} text-xs print:text-[6pt]`}>
                  {days[i]!.taken ? shareText(presentShare(counts), language) : null}
                </td>
              ))}
              {ATTENDANCE_MARKS.map((m) => (
                <td key={m} className={cell} />
              ))}
              <td className={cell}>{shareText(total.share, language)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="mt-3 space-y-1 text-sm print:text-[7pt]">
        <p>
          <span className="font-medium">{t('attendanceReports.legend')}:</span>{' '}
          {ATTENDANCE_MARKS.map((mark) => `${words.letters[mark]} ${words.marks[mark]}`).join(
            ' · ',
          )}{' '}
          · {t('attendanceReports.legendClosed')} · {t('attendanceReports.legendNotTaken')}
        </p>
        {holidays.length > 0 ? (
          <p>
            <span className="font-medium">{t('attendanceReports.holidays')}:</span>{' '}
            {holidays
              .map(
                (h) =>
                  `${
                    h.from === h.to
                      ? formatDate(h.from, language)
                      : `${formatDate(h.from, language)} – ${formatDate(h.to, language)}`
                  }: ${h.name}`,
              )
              .join('; ')}
          </p>
        ) : null}
        {notCurrent ? <p>{t('attendanceReports.notCurrentNote')}</p> : null}
      </div>
    </>
  );
});
