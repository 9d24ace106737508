import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { formatDate, formatDigits, localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { todayIso } from '../../../lib/local-date.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { useSite } from '../../../lib/site.ts';
import type { ClassFilter } from '../api/get-admissions.ts';
import { applicantNames } from './admission-card.tsx';

type Props = {
  filter: ClassFilter;
  /** The class's applications, newest first (as the server lists them). */
  items: Admission[];
};

/**
 * A class's applicants as the school office prints them (A4, styles.css' print rules):
 * numbered in the order they applied, one line each with what the office needs to call a
 * family. Shown on paper only: on screen the review's cards are the list.
 */
export function ApplicantsPrintList({ filter, items }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const pick = useLocalized();
  const school = pick(useSite().data?.school.name);
  const ordered = [...items].reverse();
  const grade = t(`grades.${filter.grade}`);

  return (
    <section
      aria-labelledby="applicants-print-heading"
      className="applicants-print hidden text-[10pt] print:block"
    >
      {school ? <p className="font-semibold">{school}</p> : null}
      <h2 id="applicants-print-heading" className="text-lg font-bold">
        {filter.status
          ? t('admissions.printHeadingStatus', {
              grade,
              status: t(`admissions.statuses.${filter.status}`),
            })
          : t('admissions.printHeading', { grade })}
      </h2>
      <p className="mb-3">
        {t('admissions.printMeta', {
          date: formatDate(todayIso(), language),
          count: ordered.length,
        })}
      </p>
      <table className="w-full border-collapse">
        <thead>
          <tr>
            {(
              [
                'serial',
                'reference',
                'student',
                'father',
                'guardianMobile',
                'village',
                'status',
              ] as const
            ).map((column) => (
              <th key={column} scope="col" className="border px-1 py-0.5 text-start align-bottom">
                {t(`admissions.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ordered.map((admission, index) => {
            const { main, other } = applicantNames(admission, language);
            return (
              <tr key={admission.id}>
                <td className="border px-1 py-0.5 text-end align-top">
                  {formatDigits(index + 1, language)}
                </td>
                <td className="border px-1 py-0.5 align-top font-mono whitespace-nowrap">
                  {admission.reference}
                </td>
                <td className="border px-1 py-0.5 align-top">
                  {main}
                  {other ? <span className="block">{other}</span> : null}
                </td>
                <td className="border px-1 py-0.5 align-top">{admission.fatherName}</td>
                <td className="border px-1 py-0.5 align-top whitespace-nowrap">
                  {localizeDigits(admission.guardianMobile, language)}
                </td>
                <td className="border px-1 py-0.5 align-top">{admission.village}</td>
                <td className="border px-1 py-0.5 align-top">
                  {t(`admissions.statuses.${admission.status}`)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
