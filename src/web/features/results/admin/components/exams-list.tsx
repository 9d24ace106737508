import { FileSpreadsheet, Megaphone, Pencil, Plus, Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { GRADES, type Grade } from '../../../../../shared/constants.ts';
import { ConfirmButton } from '../../../../components/ui/confirm-button.tsx';
import { ConfirmDeleteButton } from '../../../../components/ui/confirm-delete-button.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { QueryState } from '../../../../components/ui/query-state.tsx';
import { dashboardUrl } from '../../../../lib/dashboard-menu.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { inLanguage } from '../../../../lib/names.ts';
import { useClassResultsAction } from '../api/class-results.ts';
import { type Exam, useExams } from '../api/get-exams.ts';
import { useDeleteExam } from '../api/save-exam.ts';
import { ClassStatusLine, type ExamClassState } from './class-status.tsx';
import { ExamForm } from './exam-form.tsx';

/** Where a class's marks are read in, and where its results are printed (issue 21). */
export const classResultsUrl = (examId: string, grade: Grade) =>
  `${dashboardUrl('results')}/${encodeURIComponent(examId)}/${grade}`;

/**
 * The admin's exams (issue 21), the newest first: add, edit and delete an exam, and for
 * each class six to ten its results' status, with reading in the marks, publishing,
 * withdrawing, removing and printing.
 */
export function ExamsList() {
  const { t } = useTranslation();
  const exams = useExams();
  // The exam being edited, 'new' while adding, null while the dialog is closed.
  const [editing, setEditing] = useState<Exam | 'new' | null>(null);
  const close = () => setEditing(null);
  return (
    <>
      <p className="mb-4 max-w-prose">{t('resultsAdmin.intro')}</p>
      <button
        type="button"
        className="btn btn-primary mb-6 min-h-11"
        onClick={() => setEditing('new')}
      >
        <Plus aria-hidden="true" className="size-5" />
        {t('resultsAdmin.addExam')}
      </button>
      <QueryState
        query={exams}
        isEmpty={(data) => data.length === 0}
        empty={t('resultsAdmin.empty')}
      >
        {(data) => (
          <ul aria-label={t('resultsAdmin.examsLabel')} className="space-y-6">
            {data.map((exam) => (
              <ExamItem key={exam.id} exam={exam} onEdit={() => setEditing(exam)} />
            ))}
          </ul>
        )}
      </QueryState>
      <Modal
        open={editing !== null}
        onClose={close}
        title={editing === 'new' ? t('resultsAdmin.addExam') : t('resultsAdmin.editExam')}
      >
        {editing ? (
          <ExamForm exam={editing === 'new' ? undefined : editing} onSaved={close} />
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn min-h-11" onClick={close}>
            {t('resultsAdmin.cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}

function ExamItem({ exam, onEdit }: { exam: Exam; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const remove = useDeleteExam();
  const title = inLanguage(exam.title, exam.titleBn, language);
  const published = exam.classes.some((c) => c.status === 'published');
  return (
    <li className="rounded-box border border-base-300 bg-base-100">
      <div className="flex flex-wrap items-start gap-3 border-b border-base-300 p-4">
        <div className="min-w-0 flex-1 basis-56">
          <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">{title}</h2>
          <p className="text-sm">
            {t('resultsAdmin.heldOn', { date: formatDate(exam.heldOn, language) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline btn-primary min-h-11"
            aria-label={`${t('resultsAdmin.edit')}: ${title}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t('resultsAdmin.edit')}
          </button>
          {published ? null : (
            <ConfirmDeleteButton
              what={title}
              question={t('resultsAdmin.deleteExamConfirm')}
              size="min-h-11"
              onConfirm={() => remove.mutateAsync(exam.id)}
            />
          )}
        </div>
        {published ? (
          <p className="basis-full text-sm">{t('resultsAdmin.deleteExamLocked')}</p>
        ) : null}
      </div>
      <ul
        aria-label={t('resultsAdmin.classesOf', { exam: title })}
        className="divide-y divide-base-300"
      >
        {GRADES.map((grade) => (
          <ClassItem
            key={grade}
            exam={exam}
            title={title}
            grade={grade}
            state={exam.classes.find((c) => c.grade === grade)}
          />
        ))}
      </ul>
    </li>
  );
}

function ClassItem({
  exam,
  title,
  grade,
  state,
}: {
  exam: Exam;
  title: string;
  grade: Grade;
  state: ExamClassState | undefined;
}) {
  const { t } = useTranslation();
  const act = useClassResultsAction({ examId: exam.id, grade });
  const gradeName = t(`grades.${grade}`);
  const className = t('resultsAdmin.classOf', { grade: gradeName });
  const of = (what: string) => `${what}: ${className}, ${title}`;
  const url = classResultsUrl(exam.id, grade);
  const status = state?.status;
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1 basis-48">
        <h3 className="font-semibold">{className}</h3>
        <ClassStatusLine state={state} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={url}
          className="btn btn-outline btn-primary min-h-11"
          aria-label={of(t(state ? 'resultsAdmin.correct' : 'resultsAdmin.readIn'))}
        >
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t(state ? 'resultsAdmin.correct' : 'resultsAdmin.readIn')}
        </Link>
        {status === 'draft' || status === 'withdrawn' ? (
          <ConfirmButton
            label={t(status === 'draft' ? 'resultsAdmin.publish' : 'resultsAdmin.publishAgain')}
            ariaLabel={of(
              t(status === 'draft' ? 'resultsAdmin.publish' : 'resultsAdmin.publishAgain'),
            )}
            icon={<Megaphone aria-hidden="true" className="size-4" />}
            question={t('resultsAdmin.publishConfirm')}
            pendingLabel={t('resultsAdmin.publishing')}
            done={t('resultsAdmin.published')}
            failed={t('resultsAdmin.publishFailed')}
            className="min-h-11 btn-primary"
            confirmClass="btn-primary"
            cancel={t('resultsAdmin.cancel')}
            onConfirm={() => act.mutateAsync('publish')}
          >
            <p>{t('resultsAdmin.publishBody', { grade: gradeName, exam: title })}</p>
          </ConfirmButton>
        ) : null}
        {status === 'published' ? (
          <ConfirmButton
            label={t('resultsAdmin.withdraw')}
            ariaLabel={of(t('resultsAdmin.withdraw'))}
            icon={<Undo2 aria-hidden="true" className="size-4" />}
            question={t('resultsAdmin.withdrawConfirm')}
            pendingLabel={t('resultsAdmin.withdrawing')}
            done={t('resultsAdmin.withdrawn')}
            failed={t('resultsAdmin.withdrawFailed')}
            className="min-h-11 btn-warning"
            confirmClass="btn-warning"
            cancel={t('resultsAdmin.cancel')}
            onConfirm={() => act.mutateAsync('withdraw')}
          >
            <p>{t('resultsAdmin.withdrawBody', { grade: gradeName, exam: title })}</p>
          </ConfirmButton>
        ) : null}
        {state ? (
          <Link
            to={`${url}/print`}
            className="btn btn-outline min-h-11"
            aria-label={of(t('resultsAdmin.print'))}
          >
            <Printer aria-hidden="true" className="size-4" />
            {t('resultsAdmin.print')}
          </Link>
        ) : null}
        {status === 'draft' || status === 'withdrawn' ? (
          <ConfirmDeleteButton
            what={`${t('resultsAdmin.resultsOf', { grade: gradeName })}, ${title}`}
            question={t('resultsAdmin.removeConfirm')}
            size="min-h-11"
            onConfirm={() => act.mutateAsync('delete')}
          />
        ) : null}
      </div>
    </li>
  );
}
