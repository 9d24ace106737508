import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ContentPage } from '../components/content/content-page.tsx';
import { TextPageView } from '../components/content/text-page-view.tsx';
import { contentQuery } from '../lib/content.ts';
import { useTranslation } from '../lib/i18n.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('admission-instruction')];

export default function AdmissionInstructionRoute() {
  const { t } = useTranslation();
  return (
    <ContentPage
      contentKey="admission-instruction"
      title={t('titles.admissionInstruction')}
      heading={t('titles.admissionInstruction')}
      after={
        <Link to={paths.onlineAdmission} className="btn btn-primary mt-6">
          {t('nav.onlineAdmission')}
        </Link>
      }
    >
      {(value) => <TextPageView value={value} />}
    </ContentPage>
  );
}
