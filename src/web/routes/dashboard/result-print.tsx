import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { type Grade, isGrade } from '../../../shared/constants.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useClassResults } from '../../features/results/admin/api/class-results.ts';
import { Marksheet } from '../../features/results/components/marksheet.tsx';
import { TabulationSheet } from '../../features/results/components/tabulation-sheet.tsx';
import { ApiError } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';

type Mode = 'tabulation' | 'marksheets';

/**
 * A class's results printed by the admin (issue 21): /dashboard/results/<exam>/<class>/print.
 * The tabulation sheet (A4 landscape, its head on every page) or every student's
 * marksheet, each on its own A4 page (dashboard.css). What is shown is what prints.
 */
export default function ResultPrintRoute() {
  const { t } = useTranslation();
  const { examId = '', grade = '' } = useParams();
  if (!isGrade(grade)) {
    return (
      <DashboardPage title={t('resultPrint.title')}>
        <p role="alert" className="alert alert-warning alert-soft">
          {t('resultPrint.notFound')}
        </p>
      </DashboardPage>
    );
  }
  return <ResultPrint examId={examId} grade={grade} />;
}

function ResultPrint({ examId, grade }: { examId: string; grade: Grade }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The read-in screen's own query: a correction saved there is what prints here.
  const results = useClassResults({ examId, grade }, true);
  const [mode, setMode] = useState<Mode>('tabulation');
  const sheet = results.data;
  const exam = sheet
    ? language === 'bn'
      ? sheet.exam.titleBn || sheet.exam.title
      : sheet.exam.title
    : '';
  const heading = sheet
    ? t('resultPrint.heading', { exam, grade: t(`grades.${grade}`) })
    : t('resultPrint.title');
  // The chosen sheet is drawn first, then printed: the browser prints the page as it is.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    setPrinting(false);
    window.print();
  }, [printing]);
  const printAs = (next: Mode) => {
    setMode(next);
    setPrinting(true);
  };

  if (results.error instanceof ApiError && results.error.status === 404) {
    return (
      <DashboardPage title={t('resultPrint.title')}>
        <p role="alert" className="alert alert-warning alert-soft">
          {t('resultPrint.notFound')}
        </p>
      </DashboardPage>
    );
  }
  return (
    <DashboardPage title={heading}>
      <QueryState
        query={results}
        isEmpty={(data) => data.results.length === 0}
        empty={t('resultPrint.empty')}
      >
        {(data) => (
          <>
            <p className="max-w-prose">{t('resultPrint.intro')}</p>
            <p className="mt-2 text-sm">
              {t(`resultPrint.status.${data.status}`)} ·{' '}
              {t('resultPrint.students', { count: data.students })}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => printAs('tabulation')}
              >
                <Printer aria-hidden="true" className="size-4" />
                {t('resultPrint.printTabulation')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => printAs('marksheets')}
              >
                <Printer aria-hidden="true" className="size-4" />
                {t('resultPrint.printMarksheets')}
              </button>
            </div>
            <fieldset className="join mt-6">
              <legend className="sr-only">{t('resultPrint.show')}</legend>
              {(['tabulation', 'marksheets'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={mode === option}
                  className={`btn join-item btn-sm ${mode === option ? 'btn-active btn-neutral' : ''}`}
                  onClick={() => setMode(option)}
                >
                  {t(`resultPrint.${option}`)}
                </button>
              ))}
            </fieldset>
            <div className="result-print mt-4" data-mode={mode}>
              {mode === 'tabulation' ? (
                <TabulationSheet sheet={data} />
              ) : (
                data.results.map((result) => (
                  <Marksheet
                    key={result.roll}
                    exam={data.exam}
                    grade={data.grade}
                    subjects={data.subjects}
                    highest={data.highest}
                    students={data.students}
                    result={result}
                    printable={false}
                  />
                ))
              )}
            </div>
          </>
        )}
      </QueryState>
    </DashboardPage>
  );
}
