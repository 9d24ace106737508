import { Printer } from 'lucide-react';
import { type Ref, useId } from 'react';
import { PART_KEYS, type PartKey } from '../../../../shared/grading.ts';
import { PART_NAMES } from '../../../../shared/result-subjects.ts';
import type { Marksheet as MarksheetData } from '../../../../shared/schemas/results.ts';
import { formatDate, localizeDigits, todayInDhaka } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import '../../../locales/public-forms.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useSite } from '../../../lib/site.ts';

/** What a marksheet is drawn from: the class's sheet (subjects, highest marks) and one student's result. */
export type MarksheetProps = Pick<
  MarksheetData,
  'exam' | 'grade' | 'subjects' | 'highest' | 'students' | 'result'
> & {
  /** The Print button (left out where a screen prints many marksheets at once). */
  printable?: boolean;
  ref?: Ref<HTMLElement>;
};

type Mark = number | 'absent' | undefined;

/** The text in the reader's language, the English one when the Bangla is empty. */
const inLanguage = (language: string, en: string, bn: string) =>
  language === 'bn' ? bn || en : en;

const cell = 'border border-base-300 px-1.5 py-1 print:px-1 print:py-px';
/** The subject's column stays in view while a phone scrolls the table sideways. */
const first = 'sticky start-0 z-[1] min-w-28 print:static print:min-w-0';

/**
 * A student's marksheet (issue 21): the school, the exam, who; each subject's marks by
 * part (the papers of a combined subject as rows beneath it), total, the class's highest,
 * letter grade and point; then total marks, GPA (with and without the 4th subject), the
 * letter grade, passed or failed and the merit position; the date of issue and lines for
 * the class teacher's and the head teacher's signatures. In the reader's language and
 * digits. It prints alone on one A4 page (styles.css: `.print-receipt`); on a phone its
 * table scrolls inside its box.
 */
export function Marksheet({
  exam,
  grade,
  subjects,
  highest,
  students,
  result,
  printable = true,
  ref,
}: MarksheetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pick = useLocalized();
  const school = useSite().data?.school;
  const headingId = useId();
  const digits = (value: number | string) => localizeDigits(String(value), language);
  const fixed = (value: number) => digits(value.toFixed(2));
  const mark = (value: Mark) =>
    value === undefined ? '–' : value === 'absent' ? t('result.marksheet.absent') : digits(value);

  // Only the parts some subject of the class has: a junior class has no practical column.
  const parts: PartKey[] = PART_KEYS.filter((key) =>
    subjects.some((s) => s.papers.some((p) => p.parts.some((part) => part.part === key))),
  );
  const name = language === 'bn' ? result.nameBn || result.name : result.name;
  // The day it is printed or shown, the school's (Bangladesh's), in the reader's digits.
  const issued = todayInDhaka();
  const address = pick(school?.address);
  const identity = [
    school?.eiin ? t('topBar.eiin', { value: digits(school.eiin) }) : '',
    address,
  ].filter(Boolean);
  const rows: [label: string, value: string][] = [
    [t('result.marksheet.name'), name],
    [t('result.marksheet.roll'), digits(result.roll)],
    [t('result.marksheet.grade'), t(`grades.${grade}`)],
  ];
  const summary: [label: string, value: string][] = [
    [
      t('result.marksheet.totalMarks'),
      t('result.marksheet.outOf', {
        marks: digits(result.totalMarks),
        max: digits(result.totalMax),
      }),
    ],
    [t('result.marksheet.gpa'), fixed(result.gpa)],
    ...(result.subjects.some((s) => s.optional)
      ? [
          [t('result.marksheet.gpaWithoutOptional'), fixed(result.gpaWithoutOptional)] satisfies [
            string,
            string,
          ],
        ]
      : []),
    [t('result.marksheet.letterGrade'), result.letter],
    [
      t('result.marksheet.result'),
      result.passed ? t('result.marksheet.passed') : t('result.marksheet.failed'),
    ],
    [
      t('result.marksheet.position'),
      t('result.marksheet.positionOf', {
        position: digits(result.position),
        students: digits(students),
      }),
    ],
  ];

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="marksheet print-receipt mt-6 max-w-4xl scroll-mt-4 rounded-box border border-base-300 bg-base-100 p-3 text-sm focus:outline-none sm:p-6 print:mt-0 print:max-w-none print:rounded-none print:border-0 print:p-0 print:text-[9.5pt] print:leading-snug"
    >
      <header className="text-center">
        {school ? <p className="text-lg font-bold print:text-[13pt]">{pick(school.name)}</p> : null}
        {identity.length ? <p>{identity.join(' · ')}</p> : null}
        <h2 id={headingId} className="mt-2 text-xl font-bold text-primary print:text-[13pt]">
          {t('result.marksheet.heading')}
        </h2>
        <p className="font-semibold">{inLanguage(language, exam.title, exam.titleBn)}</p>
      </header>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr] print:mt-2 print:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 overflow-x-auto print:mt-2 print:overflow-visible">
        <table className="w-full border-collapse text-center">
          <thead>
            <tr className="bg-base-200 align-bottom">
              <th scope="col" className={`${cell} ${first} bg-base-200 text-start`}>
                {t('result.marksheet.subject')}
              </th>
              <th scope="col" className={cell}>
                {t('result.marksheet.fullMarks')}
              </th>
              {parts.map((part) => (
                <th key={part} scope="col" className={cell}>
                  {PART_NAMES[part][language === 'bn' ? 'bn' : 'en']}
                </th>
              ))}
              <th scope="col" className={cell}>
                {t('result.marksheet.obtained')}
              </th>
              <th scope="col" className={cell}>
                {t('result.marksheet.highest')}
              </th>
              <th scope="col" className={cell}>
                {t('result.marksheet.letter')}
              </th>
              <th scope="col" className={cell}>
                {t('result.marksheet.point')}
              </th>
            </tr>
          </thead>
          {result.subjects.map((subject) => {
            const scheme = subjects.find((s) => s.code === subject.code);
            const subjectName = scheme
              ? inLanguage(language, scheme.name, scheme.nameBn)
              : subject.code;
            const combined = subject.papers.length > 1;
            const only = subject.papers[0];
            const failed = !subject.passed;
            return (
              <tbody key={subject.code} className="break-inside-avoid">
                <tr>
                  <th
                    scope="row"
                    className={`${cell} ${first} bg-base-100 text-start font-semibold`}
                  >
                    {subjectName}
                    {subject.optional ? ' ' : null}
                    {subject.optional ? (
                      <span className="block text-xs font-normal italic print:text-[8pt]">
                        ({t('result.marksheet.optional')})
                      </span>
                    ) : null}
                  </th>
                  <td className={cell}>{digits(subject.max)}</td>
                  {parts.map((part) => (
                    <td key={part} className={cell}>
                      {combined || !only
                        ? ''
                        : only.parts.some((p) => p.part === part)
                          ? mark(only.parts.find((p) => p.part === part)?.marks)
                          : '–'}
                    </td>
                  ))}
                  <td className={`${cell} font-semibold`}>{digits(subject.total)}</td>
                  <td className={cell}>{digits(highest[subject.code] ?? subject.total)}</td>
                  <td className={`${cell} font-semibold ${failed ? 'text-error' : ''}`}>
                    {subject.letter}
                  </td>
                  <td className={cell}>{fixed(subject.point)}</td>
                </tr>
                {combined
                  ? subject.papers.map((paper) => {
                      const paperScheme = scheme?.papers.find((p) => p.code === paper.code);
                      return (
                        <tr key={paper.code}>
                          <th
                            scope="row"
                            className={`${cell} ${first} bg-base-100 ps-4 text-start font-normal print:ps-3`}
                          >
                            {/* Read out whole ("Bangla 1st paper"); the row above shows whose. */}
                            <span className="sr-only">{subjectName}</span>{' '}
                            {paperScheme
                              ? inLanguage(language, paperScheme.name, paperScheme.nameBn)
                              : paper.code}
                          </th>
                          <td className={cell}>{digits(paper.max)}</td>
                          {parts.map((part) => {
                            const found = paper.parts.find((p) => p.part === part);
                            return (
                              <td key={part} className={cell}>
                                {found ? mark(found.marks) : '–'}
                              </td>
                            );
                          })}
                          <td className={cell}>{digits(paper.total)}</td>
                          <td className={cell} />
                          <td className={cell} />
                          <td className={cell} />
                        </tr>
                      );
                    })
                  : null}
              </tbody>
            );
          })}
        </table>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr] print:mt-2 print:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
        {summary.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="font-semibold text-primary">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 print:mt-2">
        <span className="font-semibold">{t('result.marksheet.issued')}:</span>{' '}
        <time dateTime={issued}>{formatDate(issued, language)}</time>
      </p>
      {/* Where the class teacher and the head teacher sign the printed sheet (issue 46). */}
      <ul
        aria-label={t('result.marksheet.signatures')}
        className="mt-16 grid grid-cols-2 gap-10 break-inside-avoid sm:gap-24 print:mt-14"
      >
        {[t('result.marksheet.classTeacher'), t('result.marksheet.headTeacher')].map((label) => (
          <li key={label} className="border-t border-current pt-1 text-center font-semibold">
            {label}
          </li>
        ))}
      </ul>
      {printable ? (
        <button
          type="button"
          className="needs-script btn btn-primary mt-4"
          onClick={() => window.print()}
        >
          <Printer aria-hidden="true" className="size-4" />
          {t('result.marksheet.print')}
        </button>
      ) : null}
    </section>
  );
}
