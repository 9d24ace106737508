import { type FormEvent, useId, useState } from 'react';
import { isGrade } from '../../../../shared/constants.ts';
import { latinDigits } from '../../../../shared/digits.ts';
import type { BelowQuery } from '../../../../shared/schemas/attendance.ts';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';
import { NumericInput } from '../../../components/ui/numeric-input.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDateOrder } from '../../../lib/date-order.ts';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { todayIso } from '../../../lib/local-date.ts';
import { nameIn } from '../../../lib/names.ts';
import { useStudentsBelow } from '../api/get-attendance-reports.ts';
import { shareText } from '../lib/month-sheet.ts';
import { isDate } from '../lib/registers.ts';

/** The share the list starts at: a student present on fewer than 75% of the days. */
const DEFAULT_THRESHOLD = 75;

type Errors = Partial<Record<'from' | 'to' | 'threshold', string>>;

/**
 * The students under a share of days present (issue 48): between two dates (from the
 * first of January to today, to begin with), under a threshold (75%), in a class or every
 * class. The server lists a teacher's classes only.
 */
export function StudentsBelow() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const order = useDateOrder();
  const [today] = useState(() => todayIso());
  const first: BelowQuery = { from: `${today.slice(0, 4)}-01-01`, to: today, threshold: 75 };
  const [from, setFrom] = useState(first.from);
  const [to, setTo] = useState(first.to);
  const [threshold, setThreshold] = useState(() =>
    localizeDigits(String(DEFAULT_THRESHOLD), language),
  );
  const [grade, setGrade] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [query, setQuery] = useState<BelowQuery>(first);
  const below = useStudentsBelow(query);
  const shown = query.threshold ?? DEFAULT_THRESHOLD;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = latinDigits(threshold.trim());
    const share = /^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN;
    const found: Errors = {};
    if (!isDate(from)) found.from = t('attendanceReports.below.invalidDate');
    if (!isDate(to)) found.to = t('attendanceReports.below.invalidDate');
    else if (isDate(from) && to < from) found.to = t('attendanceReports.below.invalidRange');
    if (!(share >= 1 && share <= 100))
      found.threshold = t('attendanceReports.below.invalidThreshold');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setQuery({ from, to, threshold: share, ...(isGrade(grade) ? { grade } : {}) });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-primary">
        {t('attendanceReports.below.heading', {
          threshold: localizeDigits(String(shown), language),
        })}
      </h2>
      <p className="max-w-prose">{t('attendanceReports.below.intro')}</p>
      <form
        noValidate
        onSubmit={submit}
        className="grid max-w-4xl items-start gap-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <FormField
          id={`${id}-from`}
          label={t('attendanceReports.below.from')}
          error={errors.from}
          className="lg:col-span-1"
        >
          {(aria) => (
            <DateInput {...aria} value={from} onChange={setFrom} max={today} order={order} />
          )}
        </FormField>
        <FormField id={`${id}-to`} label={t('attendanceReports.below.to')} error={errors.to}>
          {(aria) => <DateInput {...aria} value={to} onChange={setTo} max={today} order={order} />}
        </FormField>
        <FormField
          id={`${id}-threshold`}
          label={t('attendanceReports.below.threshold')}
          hint={t('attendanceReports.below.thresholdHint')}
          error={errors.threshold}
        >
          {(aria) => (
            <NumericInput
              {...aria}
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-grade`} label={t('attendanceReports.below.grade')}>
          {(aria) => (
            <select
              {...aria}
              className="select min-h-11 w-full"
              value={grade}
              onChange={(event) => setGrade(event.target.value)}
            >
              <GradeOptions empty={t('attendanceReports.below.everyClass')} />
            </select>
          )}
        </FormField>
        <button type="submit" className="btn btn-primary min-h-11 sm:mt-7">
          {t('attendanceReports.below.show')}
        </button>
      </form>
      <QueryState
        query={below}
        isEmpty={(data) => data.items.length === 0}
        empty={t('attendanceReports.below.empty', {
          threshold: localizeDigits(String(shown), language),
        })}
      >
        {(data) => {
          const digits = (value: number | string) => localizeDigits(String(value), language);
          return (
            <div className={below.isPlaceholderData ? 'opacity-60' : ''}>
              <p className="mb-2 text-sm">
                {t('attendanceReports.below.count', { count: data.items.length })}
              </p>
              <div className="overflow-x-auto rounded-box border border-base-300">
                <table className="table table-sm">
                  <caption className="sr-only">
                    {t('attendanceReports.below.caption', {
                      threshold: digits(data.threshold),
                      from: formatDate(data.from, language),
                      to: formatDate(data.to, language),
                    })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('attendanceReports.below.columns.class')}</th>
                      <th scope="col">{t('attendanceReports.below.columns.section')}</th>
                      <th scope="col">{t('attendanceReports.below.columns.roll')}</th>
                      <th scope="col">{t('attendanceReports.below.columns.name')}</th>
                      <th scope="col">{t('attendanceReports.below.columns.days')}</th>
                      <th scope="col">{t('attendanceReports.below.columns.share')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((s) => (
                      <tr key={s.id}>
                        <td className="whitespace-nowrap">{t(`grades.${s.grade}`)}</td>
                        <td>{s.section ? digits(s.section) : '–'}</td>
                        <td>{digits(s.roll)}</td>
                        <th scope="row" className="font-normal">
                          {nameIn(s, language)}
                        </th>
                        <td className="whitespace-nowrap">
                          {t('attendanceReports.below.daysOf', {
                            present: digits(s.present + s.late),
                            days: digits(s.present + s.absent + s.late + s.leave),
                          })}
                        </td>
                        <td className="font-bold text-error">{shareText(s.share, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
