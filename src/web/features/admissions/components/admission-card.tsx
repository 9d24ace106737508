import { type ReactNode, useId } from 'react';
import { ADMISSION_STATUSES } from '../../../../shared/constants.ts';
import {
  GUARDIAN_RELATIONS,
  type GuardianRelation,
  PREVIOUS_CLASSES,
} from '../../../../shared/schemas/admission-input.ts';
import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDate, localizeDigits } from '../../../lib/format.ts';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { inLanguage } from '../../../lib/names.ts';
import { notify } from '../../../lib/notify.ts';
import type { AdmissionStatus } from '../api/get-admissions.ts';
import { useUpdateAdmissionStatus } from '../api/update-admission-status.ts';
import '../../../locales/pages.ts';

const isRelation = (value: string): value is GuardianRelation =>
  (GUARDIAN_RELATIONS as readonly string[]).includes(value);
const isPreviousClass = (value: string): value is (typeof PREVIOUS_CLASSES)[number] =>
  (PREVIOUS_CLASSES as readonly string[]).includes(value);

/** The student's name in the reader's language first, and the other one (if any) beside it. */
export function applicantNames(admission: Admission, language: string) {
  const main = inLanguage(admission.studentName, admission.studentNameBn, language);
  const names = [admission.studentName, admission.studentNameBn].filter(Boolean);
  return { main, other: names.find((name) => name !== main) ?? '' };
}

/**
 * One application as the admin reviews it: the applicant's photo and answers, with its
 * status select (saved on change). An older application left some questions unasked
 * (their answers are ''): those rows are left out, not shown empty.
 */
export function AdmissionCard({ admission }: { admission: Admission }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
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
      {localizeDigits(number, language)}
    </a>
  );
  const { main, other } = applicantNames(admission, language);
  const relation = isRelation(admission.guardianRelation)
    ? t(`admission.relations.${admission.guardianRelation}`)
    : '';
  // A father or mother as guardian is named in their own row already.
  const guardian =
    admission.guardianName ||
    (admission.guardianRelation === 'father' ? admission.fatherName : '') ||
    (admission.guardianRelation === 'mother' ? admission.motherName : '');
  const address = [admission.village, admission.unionName, admission.upazila, admission.district]
    .filter(Boolean)
    .join(', ');
  const previousClass = isPreviousClass(admission.previousClass)
    ? t(`admission.previousClasses.${admission.previousClass}`)
    : '';

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
        {formatDateTime(admission.submittedAt, language)}
      </time>,
    ],
    ['admissions.grade', t(`grades.${admission.grade}`)],
    [
      'admissions.dateOfBirth',
      admission.dateOfBirth ? (
        <time key="born" dateTime={admission.dateOfBirth}>
          {formatDate(admission.dateOfBirth, language)}
        </time>
      ) : null,
    ],
    [
      'admissions.birthRegistration',
      admission.birthRegistration ? (
        <span key="birth" className="font-mono">
          {localizeDigits(admission.birthRegistration, language)}
        </span>
      ) : null,
    ],
    ['admissions.father', admission.fatherName],
    ['admissions.mother', admission.motherName],
    ['admissions.guardian', guardian && relation ? `${guardian} (${relation})` : guardian],
    ['admissions.guardianMobile', admission.guardianMobile ? tel(admission.guardianMobile) : null],
    ['admissions.studentMobile', admission.studentMobile ? tel(admission.studentMobile) : null],
    [
      'admissions.email',
      admission.guardianEmail ? (
        <a
          key="email"
          href={`mailto:${admission.guardianEmail}`}
          className="link link-primary break-all"
        >
          {admission.guardianEmail}
        </a>
      ) : null,
    ],
    ['admissions.occupation', admission.guardianOccupation],
    ['admissions.address', address],
    ['admissions.previousSchool', admission.previousSchool],
    ['admissions.previousClass', previousClass],
  ];

  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 className="card-title [overflow-wrap:anywhere] text-primary">{main}</h2>
            {other ? <p className="[overflow-wrap:anywhere]">{other}</p> : null}
          </div>
          {admission.photoUrl ? (
            <img
              src={admission.photoUrl}
              alt={t('admissions.photoOf', { name: main })}
              width={96}
              height={120}
              loading="lazy"
              decoding="async"
              className="h-30 w-24 shrink-0 rounded border border-base-300 bg-base-200 object-cover"
            />
          ) : null}
        </div>
        <dl className="grid gap-1 text-sm">
          {rows
            .filter(([, value]) => value !== null && value !== '')
            .map(([label, value]) => (
              <div key={label} className="[overflow-wrap:anywhere]">
                <dt className="inline font-medium">{t(label)}:</dt>{' '}
                <dd className="inline">{value}</dd>
              </div>
            ))}
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-status`} className="font-medium">
            {t('admissions.status')}
          </label>
          <select
            id={`${id}-status`}
            aria-label={t('admissions.statusOf', { reference: admission.reference })}
            className="select select-sm min-h-11 w-auto"
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
