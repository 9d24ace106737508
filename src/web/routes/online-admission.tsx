import { Page } from '../components/ui/page.tsx';
import { AdmissionForm } from '../features/admissions/components/admission-form.tsx';
import { AdmissionStatusLookup } from '../features/admissions/components/admission-status-lookup.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function OnlineAdmissionRoute() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('titles.onlineAdmission')}
      heading={t('admission.heading')}
      intro={t('admission.intro')}
    >
      <AdmissionForm />
      <AdmissionStatusLookup />
    </Page>
  );
}
