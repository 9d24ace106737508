import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarRange, FileSpreadsheet, Printer } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ADMISSION_STATUSES, isGrade } from '../../../../shared/constants.ts';
import { GradeOptions } from '../../../components/ui/grade-options.tsx';
import { ListPager } from '../../../components/ui/list-pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAddressFilters } from '../../../lib/address-filters.ts';
import { dashboardUrl } from '../../../lib/dashboard-menu.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import {
  ADMISSIONS_PAGE_SIZE,
  type AdmissionStatus,
  type AdmissionsFilter,
  admissionsExportUrl,
  type ClassFilter,
  classAdmissionsQuery,
  useAdmissions,
} from '../api/get-admissions.ts';
import { AdmissionCard } from './admission-card.tsx';
import { ApplicantsPrintList } from './applicants-print-list.tsx';
import '../../../locales/pages.ts';

const isStatus = (v: string | null): v is AdmissionStatus =>
  ADMISSION_STATUSES.includes(v as AdmissionStatus);

/**
 * Prints a class's list of applicants: every page of them fetched afresh, then the
 * browser's print dialog. The list stays in the page (on paper only) while the same
 * selection is chosen, and takes the statuses changed on the cards.
 */
function usePrintList(filter: AdmissionsFilter) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asked, setAsked] = useState<{ key: string; times: number } | null>(null);
  const [pending, setPending] = useState(false);
  const selection: ClassFilter | null = filter.grade ? { ...filter, grade: filter.grade } : null;
  const key = selection ? `${selection.grade} ${selection.status ?? ''}` : '';
  const shown = selection !== null && asked?.key === key ? selection : null;
  const list = useQuery({
    ...classAdmissionsQuery(shown ?? { grade: 'vi' }),
    // Only the print button fetches it; a status changed on a card updates the cache.
    enabled: false,
  });

  useEffect(() => {
    if (asked) window.print();
  }, [asked]);

  const print = async () => {
    if (!selection) return;
    setPending(true);
    try {
      await client.fetchQuery({ ...classAdmissionsQuery(selection), staleTime: 0 });
      setAsked((before) => ({ key, times: (before?.times ?? 0) + 1 }));
    } catch (error) {
      void notify('error', `${t('admissions.printFailed')} ${errorMessage(t, error)}`);
    } finally {
      setPending(false);
    }
  };

  return {
    print,
    pending,
    printed: shown && list.data ? { filter: shown, items: list.data.items } : null,
  };
}

/**
 * The admin's review of applications (PRODUCT.md): newest first, filtered by class and
 * status (kept in the address, so a filtered view can be bookmarked or shared), with a
 * CSV export of the same selection in the reader's language and, once a class is chosen,
 * its list of applicants to print.
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
  const printList = usePrintList(filter);

  return (
    <>
      {printList.printed ? <ApplicantsPrintList {...printList.printed} /> : null}
      {/* On paper, a printed list stands alone. */}
      <div className={printList.printed ? 'print:hidden' : undefined}>
        <p className="mb-6">
          <CalendarRange
            aria-hidden="true"
            className="me-2 inline size-5 align-text-bottom text-primary"
          />
          {t('admissions.periodsIntro')}{' '}
          <Link to={dashboardUrl('admissionPeriods')} className="link link-primary font-medium">
            {t('dashboard.items.admissionPeriods')}
          </Link>
        </p>
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
            href={admissionsExportUrl(filter, i18n.language)}
            download
            className="btn btn-outline btn-primary"
            aria-describedby={`${id}-export`}
          >
            <FileSpreadsheet aria-hidden="true" className="size-4" />
            {t('admissions.exportCsv')}
          </a>
          {filter.grade ? (
            <button
              type="button"
              className="btn btn-outline btn-primary"
              disabled={printList.pending}
              aria-describedby={`${id}-print`}
              onClick={() => void printList.print()}
            >
              <Printer aria-hidden="true" className="size-4" />
              {printList.pending ? t('admissions.printPreparing') : t('admissions.print')}
            </button>
          ) : null}
          <p id={`${id}-export`} className="basis-full text-sm">
            {t('admissions.exportHint')}
          </p>
          <p id={`${id}-print`} className="-mt-3 basis-full text-sm">
            {filter.grade ? t('admissions.printHint') : t('admissions.printChooseGrade')}
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
      </div>
    </>
  );
}
