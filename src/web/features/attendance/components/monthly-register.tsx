import { FileDown, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useClassTeachers } from '../../../lib/class-teachers.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { todayIso } from '../../../lib/local-date.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { saveTextFile } from '../../../lib/save-file.ts';
import { useSite } from '../../../lib/site.ts';
import { useMonthRegister } from '../api/get-attendance-reports.ts';
import {
  monthName,
  monthRegisterCsv,
  monthRegisterFileName,
  monthsUpTo,
  sheetWords,
} from '../lib/month-sheet.ts';
import {
  pickOf,
  type RegisterPick,
  registerName,
  registerOfPick,
  registersOf,
} from '../lib/registers.ts';
import { MonthSheet } from './month-sheet.tsx';
import { NotClassTeacher, RegisterSelect } from './register-select.tsx';

/**
 * A class's monthly register (issue 48), the registers the reader takes (an admin every
 * class's, a class teacher their classes'): choose the class and the month, read it, print
 * it on A4 landscape or download it for Excel. Its parts are the screen's own children,
 * so that the printout (dashboard.css: `.month-register-print`) is the register alone.
 */
export function MonthlyRegister({ admin, teacherId }: { admin: boolean; teacherId: string }) {
  const list = useClassTeachers();
  return (
    <QueryState query={list}>
      {(data) => {
        const registers = registersOf(data, admin ? null : teacherId);
        return registers.length === 0 ? (
          <NotClassTeacher />
        ) : (
          <RegisterOfMonth registers={registers} />
        );
      }}
    </QueryState>
  );
}

function RegisterOfMonth({ registers }: { registers: readonly RegisterPick[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const localized = useLocalized();
  // This month in Bangladesh, whatever the browser's zone.
  const [thisMonth] = useState(() => todayIso().slice(0, 7));
  const [pick, setPick] = useState(() => pickOf(registers[0]!));
  const [month, setMonth] = useState(thisMonth);
  // A register no longer offered (the list changed) gives way to the first.
  const chosen = registers.find((r) => pickOf(r) === pick) ?? registers[0]!;
  const current = pickOf(chosen);
  const register = useMonthRegister({ ...registerOfPick(current), month });
  const school = localized(useSite().data?.school.name);

  return (
    <>
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <RegisterSelect registers={registers} value={current} onChange={setPick} />
        <FormField id={`${id}-month`} label={t('attendanceReports.month')}>
          {(aria) => (
            <select
              {...aria}
              className="select min-h-11 w-full"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
            >
              {monthsUpTo(thisMonth).map((m) => (
                <option key={m} value={m}>
                  {monthName(m, language)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <QueryState
        query={register}
        isEmpty={(data) => data.students.length === 0}
        empty={t('attendanceReports.empty')}
      >
        {(data) => {
          const title = t('attendanceReports.title', {
            register: registerName(t, chosen, language),
            month: monthName(data.month, language),
          });
          return (
            <>
              <div className="mt-6 flex flex-wrap items-center gap-3">
                <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                  <Printer aria-hidden="true" className="size-4" />
                  {t('attendanceReports.print')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-primary"
                  onClick={() =>
                    saveTextFile(
                      monthRegisterFileName(data),
                      monthRegisterCsv(data, sheetWords(t, language)),
                    )
                  }
                >
                  <FileDown aria-hidden="true" className="size-4" />
                  {t('attendanceReports.csv')}
                </button>
              </div>
              <div
                className={`month-register-print mt-4 min-w-0 ${register.isPlaceholderData ? 'opacity-60' : ''}`}
                aria-busy={register.isPlaceholderData || undefined}
              >
                <h2 className="mb-2 text-lg font-bold print:hidden">
                  {title}{' '}
                  <span className="text-base font-normal">
                    ({t('attendanceReports.students', { count: data.students.length })})
                  </span>
                </h2>
                <MonthSheet register={data} title={title} school={school} />
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
