import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isGrade } from '../../../shared/constants.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useExams } from '../../features/results/admin/api/get-exams.ts';
import { ClassResults } from '../../features/results/admin/components/class-results-editor.tsx';
import { ClassStatusLine } from '../../features/results/admin/components/class-status.tsx';
import { dashboardUrl } from '../../lib/dashboard-menu.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { inLanguage } from '../../lib/names.ts';

/** Read in a class's marks for an exam (admins, issue 21): /dashboard/results/<exam>/<class>. */
export default function ClassResultsRoute() {
  const { t, i18n } = useTranslation();
  const { examId = '', grade = '' } = useParams();
  const exams = useExams();
  const exam = exams.data?.find((e) => e.id === examId);
  const known = isGrade(grade) ? grade : null;
  const title =
    exam && known
      ? t('resultsAdmin.classTitle', {
          grade: t(`grades.${known}`),
          exam: inLanguage(exam.title, exam.titleBn, i18n.language),
        })
      : t('resultsAdmin.readIn');
  return (
    <DashboardPage title={title}>
      <Link
        to={dashboardUrl('results')}
        className="link link-primary mb-4 inline-flex min-h-11 items-center gap-1"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('resultsAdmin.back')}
      </Link>
      <QueryState query={exams}>
        {() =>
          exam && known ? (
            <>
              <div className="mb-6">
                <ClassStatusLine state={exam.classes.find((c) => c.grade === known)} />
              </div>
              <ClassResults exam={exam} grade={known} />
            </>
          ) : (
            <p role="alert" className="alert alert-warning block">
              {t('resultsAdmin.notFound')}
            </p>
          )
        }
      </QueryState>
    </DashboardPage>
  );
}
