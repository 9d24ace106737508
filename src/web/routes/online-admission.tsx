// The page's heading and instructions are public forms texts, its title a page's: they come
// with the page's code (not the dashboard's texts, locales/forms.ts).
import '../locales/pages.ts';
import '../locales/public-forms.ts';
import { Suspense } from 'react';
import { Page } from '../components/ui/page.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import {
  admissionLotteriesQuery,
  admissionSeasonQuery,
} from '../features/admissions/api/get-admission-season.ts';
import { useTranslation } from '../lib/i18n.ts';
import { lazyPart, usePart } from '../lib/lazy-part.ts';

// The forms' code (react-hook-form, zod and the schemas: about 45 KB gzipped) comes after
// the page's: the server draws the forms in the page's HTML, and the browser takes them
// over once their code has come (lib/lazy-part.ts), so it does not share the slow
// connection with the app's first load, and the page is not drawn again when it comes.
const formsPart = lazyPart(() =>
  import('../features/admissions/components/admission-forms.tsx').then((m) => m.AdmissionForms),
);

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [admissionSeasonQuery, admissionLotteriesQuery];
export const pageParts = [formsPart];

export default function OnlineAdmissionRoute() {
  const { t } = useTranslation();
  const AdmissionForms = usePart(formsPart);
  return (
    <Page
      title={t('titles.onlineAdmission')}
      heading={t('admission.heading')}
      intro={t('admission.intro')}
    >
      <Suspense fallback={<Spinner />}>
        <AdmissionForms />
      </Suspense>
    </Page>
  );
}
