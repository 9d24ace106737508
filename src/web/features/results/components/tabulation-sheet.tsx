import type { ResultSheet } from '../../../../shared/schemas/results.ts';
import { localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useSite } from '../../../lib/site.ts';

const cell = 'border border-base-300 px-1 py-0.5 print:px-0.5 print:py-0';

/**
 * A class's tabulation sheet (issue 21): a row per student in roll order with each
 * subject's total and grade, the total marks, GPA, letter grade and merit position. It
 * prints on A4 landscape (dashboard.css: `.tabulation-sheet`), the school, exam and
 * columns repeated at the top of every page (the table's head).
 */
export function TabulationSheet({ sheet }: { sheet: ResultSheet }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pick = useLocalized();
  const school = pick(useSite().data?.school.name);
  const digits = (value: number | string) => localizeDigits(String(value), language);
  const fixed = (value: number) => digits(value.toFixed(2));
  const inLanguage = (en: string, bn: string) => (language === 'bn' ? bn || en : en);
  const exam = inLanguage(sheet.exam.title, sheet.exam.titleBn);
  const columns = 2 + sheet.subjects.length * 2 + 4;

  return (
    <div className="tabulation-sheet overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-center text-xs print:text-[7.5pt] print:leading-tight">
        <caption className="sr-only">
          {t('resultPrint.tabulation')}: {exam}, {t(`grades.${sheet.grade}`)}
        </caption>
        <thead>
          {/* In the head, so that every printed page starts with it. */}
          <tr>
            <th colSpan={columns} scope="colgroup" className="pb-2 text-center font-normal">
              {school ? <span className="block text-base font-bold">{school}</span> : null}
              <span className="block font-bold">
                {t('resultPrint.tabulation')}: {exam}
              </span>
              <span className="block">
                {t('result.marksheet.grade')}: {t(`grades.${sheet.grade}`)} ·{' '}
                {t('resultPrint.students', { count: sheet.students })}
              </span>
            </th>
          </tr>
          <tr className="bg-base-200 align-bottom">
            <th rowSpan={2} scope="col" className={cell}>
              {t('resultPrint.columns.roll')}
            </th>
            <th rowSpan={2} scope="col" className={`${cell} text-start`}>
              {t('resultPrint.columns.name')}
            </th>
            {sheet.subjects.map((subject) => (
              <th key={subject.code} colSpan={2} scope="colgroup" className={cell}>
                {inLanguage(subject.name, subject.nameBn)}
                {subject.optional ? ` (${t('result.marksheet.optional')})` : ''}
              </th>
            ))}
            <th rowSpan={2} scope="col" className={cell}>
              {t('resultPrint.columns.totalMarks')}
            </th>
            <th rowSpan={2} scope="col" className={cell}>
              {t('resultPrint.columns.gpa')}
            </th>
            <th rowSpan={2} scope="col" className={cell}>
              {t('resultPrint.columns.letter')}
            </th>
            <th rowSpan={2} scope="col" className={cell}>
              {t('resultPrint.columns.position')}
            </th>
          </tr>
          <tr className="bg-base-200">
            {sheet.subjects.flatMap((subject) => [
              <th key={`${subject.code}-total`} scope="col" className={`${cell} font-normal`}>
                {t('resultPrint.columns.total')}
              </th>,
              <th key={`${subject.code}-grade`} scope="col" className={`${cell} font-normal`}>
                {t('resultPrint.columns.grade')}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {sheet.results.map((student) => (
            <tr key={student.roll} className="break-inside-avoid">
              <td className={cell}>{digits(student.roll)}</td>
              <th scope="row" className={`${cell} whitespace-nowrap text-start font-normal`}>
                {language === 'bn' ? student.nameBn || student.name : student.name}
              </th>
              {sheet.subjects.flatMap((subject) => {
                const taken = student.subjects.find((s) => s.code === subject.code);
                return [
                  <td key={`${subject.code}-total`} className={cell}>
                    {taken ? digits(taken.total) : ''}
                  </td>,
                  <td key={`${subject.code}-grade`} className={cell}>
                    {taken?.letter ?? ''}
                  </td>,
                ];
              })}
              <td className={cell}>{digits(student.totalMarks)}</td>
              <td className={cell}>{fixed(student.gpa)}</td>
              <td className={`${cell} font-semibold`}>{student.letter}</td>
              <td className={cell}>{digits(student.position)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
