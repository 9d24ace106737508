// The page's heading and instructions are public forms texts, its title a page's: they come
// with the page's code (not the dashboard's texts, locales/forms.ts).
import '../locales/pages.ts';
import '../locales/public-forms.ts';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Page } from '../components/ui/page.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import {
  admissionLotteriesQuery,
  admissionSeasonQuery,
} from '../features/admissions/api/get-admission-season.ts';
import { useTranslation } from '../lib/i18n.ts';

// The forms' code (react-hook-form, zod and the schemas: about 45 KB gzipped) is asked for
// once the page has painted its heading and instructions, so that it does not share the
// slow connection with the app's first load (not preloaded by the page's HTML either);
// the forms appear when it arrives (docs/performance.md).
const AdmissionForms = lazy(() =>
  Promise.all([
    import('../features/admissions/components/admission-application.tsx'),
    import('../features/admissions/components/admission-status-lookup.tsx'),
    import('../features/admissions/components/admission-lotteries.tsx'),
  ]).then(([{ AdmissionApplication }, { AdmissionStatusLookup }, { AdmissionLotteries }]) => ({
    default: function AdmissionForms() {
      // The application just sent: the lookup below is filled in with it.
      const [given, setGiven] = useState<{ reference: string; mobile: string }>();
      return (
        <>
          <AdmissionApplication
            onSent={(sent) =>
              setGiven({ reference: sent.reference, mobile: sent.values.guardianMobile })
            }
          />
          <AdmissionStatusLookup given={given} />
          <AdmissionLotteries />
        </>
      );
    },
  })),
);

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [admissionSeasonQuery, admissionLotteriesQuery];

export default function OnlineAdmissionRoute() {
  const { t } = useTranslation();
  // After the first paint: effects run once the browser has shown the page. In a
  // transition, React draws the forms in slices of a few milliseconds, letting the browser
  // answer a tap in between (rather than in one long task: Lighthouse's blocking time).
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setPainted(true)));
    return () => clearTimeout(timer);
  }, []);
  return (
    <Page
      title={t('titles.onlineAdmission')}
      heading={t('admission.heading')}
      intro={t('admission.intro')}
    >
      <Suspense fallback={<Spinner />}>{painted ? <AdmissionForms /> : <Spinner />}</Suspense>
    </Page>
  );
}
