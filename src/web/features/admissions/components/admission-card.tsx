import { type ReactNode, useId } from 'react';
import { ADMISSION_STATUSES } from '../../../../shared/constants.ts';
import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { localizeDigits } from '../../../lib/format.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { notify } from '../../../lib/notify.ts';
import type { AdmissionStatus } from '../api/get-admissions.ts';
import { useUpdateAdmissionStatus } from '../api/update-admission-status.ts';
import '../../../locales/pages.ts';

/** One application as the admin reviews it, with its status select (saved on change). */
export function AdmissionCard({ admission }: { admission: Admission }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const update = useUpdateAdmissionStatus();
  // The choice shows at once; the cache takes the server's answer (or keeps the old status).
  const status = update.isPending ? update.variables.status : admission.status;

  const onChange = (next: AdmissionStatus) =>
    update.mutate(
      { id: admission.id, status: next },
      {
        onSuccess: () => void notify('success', t('admissions.statusUpdated')),
        onError: (error) =>
          void notify('error', `${t('admissions.statusFailed')} ${errorMessage(t, error)}`),
      },
    );

  // Dialled as stored (ASCII); read in the reader's digits.
  const tel = (number: string) => (
    <a key={number} href={`tel:${localizeDigits(number, 'en')}`} className="link link-primary">
      {localizeDigits(number, i18n.language)}
    </a>
  );
  const rows: [TranslationKey, ReactNode][] = [
    [
      'admissions.reference',
      <span key="reference" className="font-mono">
        {admission.reference}
      </span>,
    ],
    [
      'admissions.submitted',
      <time key="submitted" dateTime={admission.submittedAt}>
        {formatDateTime(admission.submittedAt, i18n.language)}
      </time>,
    ],
    ['admissions.grade', t(`grades.${admission.grade}`)],
    ['admissions.studentMobile', tel(admission.studentMobile)],
    ['admissions.guardian', admission.guardianName],
    ['admissions.guardianMobile', tel(admission.guardianMobile)],
    [
      'admissions.email',
      <a
        key="email"
        href={`mailto:${admission.guardianEmail}`}
        className="link link-primary break-all"
      >
        {admission.guardianEmail}
      </a>,
    ],
    ['admissions.occupation', admission.guardianOccupation],
  ];

  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4">
        <h2 className="card-title [overflow-wrap:anywhere] text-primary">
          {admission.studentName}
        </h2>
        <dl className="grid gap-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="[overflow-wrap:anywhere]">
              <dt className="inline font-medium">{t(label)}:</dt>{' '}
              <dd className="inline">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-status`} className="font-medium">
            {t('admissions.status')}
          </label>
          <select
            id={`${id}-status`}
            aria-label={t('admissions.statusOf', { reference: admission.reference })}
            className="select select-sm w-auto"
            value={status}
            onChange={(event) => onChange(event.target.value as AdmissionStatus)}
          >
            {ADMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admissions.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </article>
  );
}
