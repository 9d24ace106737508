import { FileSpreadsheet } from 'lucide-react';
import { useId } from 'react';
import { ADMISSION_STATUSES, isGrade } from '../../../../shared/constants.ts';
import { ListPager } from '../../../components/ui/list-pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAddressFilters } from '../../../lib/address-filters.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import {
  ADMISSIONS_PAGE_SIZE,
  type AdmissionStatus,
  type AdmissionsFilter,
  admissionsExportUrl,
  useAdmissions,
} from '../api/get-admissions.ts';
import { AdmissionCard } from './admission-card.tsx';
import '../../../locales/pages.ts';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';

const isStatus = (v: string | null): v is AdmissionStatus =>
  ADMISSION_STATUSES.includes(v as AdmissionStatus);

/**
 * The admin's review of applications (PRODUCT.md): newest first, filtered by class and
 * status (kept in the address, so a filtered view can be bookmarked or shared), with a
 * CSV export of the same selection.
 */
export function AdmissionsReview() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { params, page, setParams } = useAddressFilters();
  const grade = params.get('grade');
  const status = params.get('status');
  const filter: AdmissionsFilter = {
    grade: isGrade(grade) ? grade : undefined,
    status: isStatus(status) ? status : undefined,
  };
  const admissions = useAdmissions(filter, page);

  return (
    <>
      <section aria-labelledby={`${id}-filters`} className="mb-6 flex flex-wrap items-end gap-4">
        <h2 id={`${id}-filters`} className="sr-only">
          {t('admissions.filters')}
        </h2>
        <div>
          <label htmlFor={`${id}-grade`} className="mb-1 block font-medium">
            {t('admissions.grade')}
          </label>
          <select
            id={`${id}-grade`}
            className="select"
            value={filter.grade ?? ''}
            onChange={(event) => setParams({ grade: event.target.value })}
          >
            <GradeOptions empty={t('admissions.all')} />
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block font-medium">
            {t('admissions.status')}
          </label>
          <select
            id={`${id}-status`}
            className="select"
            value={filter.status ?? ''}
            onChange={(event) => setParams({ status: event.target.value })}
          >
            <option value="">{t('admissions.all')}</option>
            {ADMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admissions.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <a
          href={admissionsExportUrl(filter)}
          download
          className="btn btn-outline btn-primary"
          aria-describedby={`${id}-export`}
        >
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          {t('admissions.exportCsv')}
        </a>
        <p id={`${id}-export`} className="basis-full text-sm">
          {t('admissions.exportHint')}
        </p>
      </section>
      <QueryState
        query={admissions}
        isEmpty={(data) => data.total === 0}
        empty={t('admissions.empty')}
      >
        {(data) => (
          <>
            <p className="mb-4 font-semibold" aria-live="polite">
              {t('admissions.total', { total: formatNumber(data.total, i18n.language) })}
            </p>
            <ul
              aria-busy={admissions.isPlaceholderData}
              className={`grid gap-4 xl:grid-cols-2 ${admissions.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.items.map((admission) => (
                <li key={admission.id}>
                  <AdmissionCard admission={admission} />
                </li>
              ))}
            </ul>
            <ListPager
              page={page}
              total={data.total}
              size={ADMISSIONS_PAGE_SIZE}
              onChange={(next) => setParams({ page: next ? String(next) : '' })}
              label={t('admissions.pagesLabel')}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
