// The page's heading and texts are public forms texts, its title a page's: they come
// with the page's code (not the dashboard's texts, locales/forms.ts).
import '../locales/pages.ts';
import '../locales/public-forms.ts';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import {
  type PublishedExams,
  publishedExamsQuery,
  usePublishedExams,
} from '../features/results/api/get-published-exams.ts';
import { useTranslation } from '../lib/i18n.ts';

// The form's code (react-hook-form, zod and the schemas) is asked for once the page has
// painted its heading and the published exams, as the admission page does
// (online-admission.tsx): it does not share a slow connection with the page's first load.
const ResultLookup = lazy(() =>
  import('../features/results/components/result-lookup.tsx').then((m) => ({
    default: m.ResultLookup,
  })),
);

/** What the page shows first (src/shared/page-data.ts lists the same address). */
export const pageQueries = [publishedExamsQuery];

/** The published exams and their classes, readable before (and without) the app's code. */
function PublishedList({ exams }: { exams: PublishedExams }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <section aria-labelledby="result-published" className="mb-8">
      <h2 id="result-published" className="mb-2 text-xl font-bold text-primary">
        {t('result.publishedHeading')}
      </h2>
      <ul className="list-disc ps-6">
        {exams.map((exam) => (
          <li key={exam.id}>
            {t('result.publishedExam', {
              exam: language === 'bn' ? exam.titleBn || exam.title : exam.title,
              grades: exam.grades.map((grade) => t(`grades.${grade}`)).join(', '),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ResultRoute() {
  const { t } = useTranslation();
  const exams = usePublishedExams();
  // After the first paint, in a transition (as online-admission.tsx): the form's code is
  // fetched then, and drawn in slices that leave the browser free to answer a tap.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setPainted(true)));
    return () => clearTimeout(timer);
  }, []);
  return (
    <Page title={t('titles.result')} heading={t('result.heading')}>
      <QueryState
        query={exams}
        isEmpty={(list) => list.length === 0}
        empty={
          <>
            <span className="block font-semibold">{t('result.none')}</span>
            <span className="block">{t('result.noneHint')}</span>
          </>
        }
      >
        {(list) => (
          <>
            <p className="mb-6 max-w-prose">{t('result.intro')}</p>
            <PublishedList exams={list} />
            <Suspense fallback={<Spinner />}>
              {painted ? <ResultLookup exams={list} /> : <Spinner />}
            </Suspense>
          </>
        )}
      </QueryState>
    </Page>
  );
}
