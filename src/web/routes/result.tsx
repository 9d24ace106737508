// The page's heading and texts are public forms texts, its title a page's: they come
// with the page's code (not the dashboard's texts, locales/forms.ts).
import '../locales/pages.ts';
import '../locales/public-forms.ts';
import { Page } from '../components/ui/page.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import {
  type PublishedExams,
  publishedExamsQuery,
  usePublishedExams,
} from '../features/results/api/get-published-exams.ts';
import { useTranslation } from '../lib/i18n.ts';
import { lazyPart, PartSlot, useAnsweredPart } from '../lib/lazy-part.ts';

// The form's code (react-hook-form, zod and the schemas) comes apart from the page's: the
// server draws the form in the page's HTML as a real form it answers itself, and the
// browser takes it over once the reader starts on it and its code has come
// (lib/lazy-part.ts), so it does not share a slow connection with the page's first load,
// nor hold up a phone that came to read, and the page is not drawn again when it comes.
const lookupPart = lazyPart('result-lookup', () =>
  import('../features/results/components/result-lookup.tsx').then((m) => m.ResultLookup),
);

/** What the page shows first (src/shared/page-data.ts lists the same address). */
export const pageQueries = [publishedExamsQuery];
export const pageParts = [lookupPart];
const SPINNER = <Spinner />;

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
  useAnsweredPart(lookupPart);
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
            <PartSlot part={lookupPart} props={{ exams: list }} fallback={SPINNER} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
