import { useTranslation } from '../../lib/i18n.ts';
import { useLocalized } from '../../lib/localized.ts';
import type { ContentViewProps } from './content-page.tsx';
import { RichText } from './rich-text.tsx';
import '../../locales/pages.ts';

/** When classes meet: the admin's note and a row per day. */
export function AcademicHoursView({ value }: Pick<ContentViewProps<'academic-hours'>, 'value'>) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <>
      <RichText value={value.intro} className="mb-6 max-w-prose space-y-3" />
      {value.rows.length > 0 ? (
        <div className="overflow-x-auto rounded-box border border-base-300">
          <table className="table">
            <thead className="bg-base-200 text-base-content">
              <tr>
                <th scope="col">{t('academicHour.day')}</th>
                <th scope="col">{t('academicHour.classes')}</th>
                <th scope="col">{t('academicHour.time')}</th>
              </tr>
            </thead>
            <tbody>
              {value.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity
                <tr key={index}>
                  <th scope="row">{pick(row.day)}</th>
                  <td>{pick(row.classes)}</td>
                  <td>{pick(row.time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
