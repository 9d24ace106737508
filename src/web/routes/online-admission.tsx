// The page's heading and instructions are public forms texts, its title a page's: they come
// with the page's code (not the dashboard's texts, locales/forms.ts).
import '../locales/pages.ts';
import '../locales/public-forms.ts';
import { Page } from '../components/ui/page.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import {
  admissionLotteriesQuery,
  admissionSeasonQuery,
} from '../features/admissions/api/get-admission-season.ts';
import { hasDraft } from '../features/admissions/lib/admission-draft.ts';
import { useTranslation } from '../lib/i18n.ts';
import { lazyPart, PartSlot, useAnsweredPart } from '../lib/lazy-part.ts';

// The forms' code (react-hook-form, zod and the schemas: about 45 KB gzipped) comes apart
// from the page's: the server draws the forms in the page's HTML as real forms it answers
// itself, and the browser takes them over once the reader starts on one and their code has
// come (lib/lazy-part.ts), so it does not share the slow connection with the app's first
// load, nor hold up a phone that came to read, and the page is not drawn again when it comes.
const formsPart = lazyPart('admission-forms', () =>
  import('../features/admissions/components/admission-forms.tsx').then((m) => m.AdmissionForms),
);
// Answers kept on this phone are filled in by the form's code: it is asked for at once.
if (typeof window !== 'undefined' && hasDraft()) formsPart.want();

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [admissionSeasonQuery, admissionLotteriesQuery];
export const pageParts = [formsPart];
const NO_PROPS = {};
const SPINNER = <Spinner />;

export default function OnlineAdmissionRoute() {
  const { t } = useTranslation();
  useAnsweredPart(formsPart);
  return (
    <Page
      title={t('titles.onlineAdmission')}
      heading={t('admission.heading')}
      intro={t('admission.intro')}
    >
      <PartSlot part={formsPart} props={NO_PROPS} fallback={SPINNER} />
    </Page>
  );
}
