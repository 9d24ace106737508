import { Page } from '../components/ui/page.tsx';
import { useTranslation } from '../lib/i18n.ts';

const DAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'] as const;

export default function AcademicHourRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('titles.academicHour')}
      heading={t('academicHour.heading')}
      intro={t('academicHour.intro')}
    >
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
            {DAYS.map((day) => (
              <tr key={day}>
                <th scope="row">{t(`academicHour.days.${day}`)}</th>
                <td>{t('academicHour.classList')}</td>
                <td>{t('academicHour.hours')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Page>
  );
}
