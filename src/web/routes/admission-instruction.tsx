import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Page } from '../components/ui/page.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function AdmissionInstructionRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.admissionInstruction')} heading={t('titles.admissionInstruction')}>
      <EmptyState>{t('placeholder.admissionInstruction')}</EmptyState>
      <Link to={paths.onlineAdmission} className="btn btn-primary">
        {t('nav.onlineAdmission')}
      </Link>
    </Page>
  );
}
