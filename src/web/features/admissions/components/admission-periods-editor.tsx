import { Dices, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type {
  AdmissionPeriodAdmin,
  AdmissionPeriodState,
} from '../../../../shared/schemas/admissions.ts';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { dashboardUrl } from '../../../lib/dashboard-menu.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDeleteAdmissionPeriod } from '../api/delete-admission-period.ts';
import { useAdmissionPeriods } from '../api/get-admission-periods.ts';
import { AdmissionPeriodForm } from './admission-period-form.tsx';

const STATE_BADGES: Record<AdmissionPeriodState, string> = {
  upcoming: 'badge-info',
  open: 'badge-success',
  closed: 'badge-neutral',
};

/**
 * The admin's admission periods (issue 20): for each class, the days its online admission
 * is open, its seats and the papers a family brings, with how many applied so far. Add
 * and edit in a dialog; delete after asking (the server keeps a period with applications).
 */
export function AdmissionPeriodsEditor() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const periods = useAdmissionPeriods();
  const remove = useDeleteAdmissionPeriod();
  // The period being edited, 'new' while adding, null while the dialog is closed.
  const [editing, setEditing] = useState<AdmissionPeriodAdmin | 'new' | null>(null);
  const close = () => setEditing(null);
  const number = (n: number) => formatNumber(n, language);

  return (
    <>
      <p className="mb-4 max-w-prose">{t('admissionPeriods.intro')}</p>
      <button
        type="button"
        className="btn btn-primary mb-6 min-h-11"
        onClick={() => setEditing('new')}
      >
        <Plus aria-hidden="true" className="size-5" />
        {t('admissionPeriods.add')}
      </button>
      <QueryState
        query={periods}
        isEmpty={(data) => data.items.length === 0}
        empty={t('admissionPeriods.empty')}
      >
        {(data) => (
          <ul
            aria-label={t('admissionPeriods.heading')}
            className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          >
            {data.items.map((period) => {
              const grade = t(`grades.${period.grade}`);
              const days = t('admissionPeriods.days', {
                from: formatDate(period.opensOn, language),
                to: formatDate(period.closesOn, language),
              });
              const name = `${grade}, ${days}`;
              return (
                <li key={period.id} className="flex flex-wrap items-start gap-3 p-4">
                  <div className="min-w-0 flex-1 basis-64">
                    <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                      <span>{t('admissionPeriods.classOf', { grade })}</span>
                      <span className={`badge ${STATE_BADGES[period.state]}`}>
                        {t(`admissionPeriods.states.${period.state}`)}
                      </span>
                    </h2>
                    <p>
                      <time dateTime={period.opensOn}>{formatDate(period.opensOn, language)}</time>
                      {' – '}
                      <time dateTime={period.closesOn}>
                        {formatDate(period.closesOn, language)}
                      </time>
                    </p>
                    <dl className="mt-1 flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm">
                      <div>
                        <dt className="inline font-medium">
                          {t('admissionPeriods.fields.seats')}:
                        </dt>{' '}
                        <dd className="inline">{number(period.seats)}</dd>
                      </div>
                      <div>
                        <dt className="inline font-medium">
                          {t('admissionPeriods.applications')}:
                        </dt>{' '}
                        <dd className="inline">
                          <Link
                            to={`${dashboardUrl('admissions')}?grade=${period.grade}`}
                            className="link link-primary inline-flex min-h-11 min-w-11 items-center justify-center"
                            aria-label={t('admissionPeriods.applicationsOf', {
                              count: period.applications,
                              grade,
                            })}
                          >
                            {number(period.applications)}
                          </Link>
                        </dd>
                      </div>
                    </dl>
                    {period.papers ? (
                      <p className="mt-1 text-sm [overflow-wrap:anywhere] whitespace-pre-line">
                        <span className="font-medium">{t('admissionPeriods.fields.papers')}:</span>{' '}
                        {period.papers}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {period.state === 'closed' ? (
                      // The lottery is drawn once the period has closed (issue 20).
                      <Link
                        to={`${dashboardUrl('admissionLottery')}/${period.id}`}
                        className="btn btn-primary min-h-11"
                        aria-label={t('admissionLottery.openOf', { name })}
                      >
                        <Dices aria-hidden="true" className="size-4" />
                        {t('admissionLottery.open')}
                      </Link>
                    ) : null}
                    <button
                      type="button"
                      className="btn btn-outline btn-primary min-h-11"
                      aria-label={`${t('posts.edit')}: ${name}`}
                      onClick={() => setEditing(period)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('posts.edit')}
                    </button>
                    <ConfirmDeleteButton
                      what={name}
                      question={t('admissionPeriods.deleteConfirm')}
                      size="min-h-11"
                      onConfirm={() => remove.mutateAsync(period.id)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <Modal
        open={editing !== null}
        onClose={close}
        title={editing === 'new' ? t('admissionPeriods.add') : t('admissionPeriods.editTitle')}
      >
        {editing ? (
          <AdmissionPeriodForm period={editing === 'new' ? undefined : editing} onSaved={close} />
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn min-h-11" onClick={close}>
            {t('posts.cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}
