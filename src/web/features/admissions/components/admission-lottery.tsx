import { ArrowLeft, ExternalLink, Megaphone, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import type { AdmissionPeriodAdmin } from '../../../../shared/schemas/admissions.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dashboardUrl } from '../../../lib/dashboard-menu.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDate, formatDigits } from '../../../lib/format.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalized } from '../../../lib/localized.ts';
import { notify } from '../../../lib/notify.ts';
import { useSite } from '../../../lib/site.ts';
import {
  type AdmissionDraw,
  useAdmissionDraw,
  usePeriodApplications,
  usePublishLottery,
} from '../api/admission-draw.ts';
import { useAdmissionPeriods } from '../api/get-admission-periods.ts';
import { applicantNames } from './admission-card.tsx';
import { AdmissionLotteryForm } from './admission-lottery-form.tsx';
import { lotteryMoment as moment } from './lottery-moment.ts';

/** Where the public results are: the online admission page's lottery section. */
export const PUBLIC_LOTTERY_URL = `${paths.onlineAdmission}#lottery`;

/** The admin's way back to the periods, on top of the screen (not on paper). */
function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={dashboardUrl('admissionPeriods')} className="btn btn-ghost mb-6 min-h-11 px-2">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admissionLottery.back')}
    </Link>
  );
}

/** The period being drawn, from the admin's list of periods (which the screen came from). */
export function useLotteryPeriod(periodId: string) {
  const periods = useAdmissionPeriods();
  return { periods, period: periods.data?.items.find((p) => p.id === periodId) };
}

/**
 * A closed admission period's lottery (issue 20, docs/decisions/0007), drawn before the
 * managing committee and the guardians: the commitment to read out, the class's valid
 * applications, the numbers drawn in the hall, the waiting list's length and the quotas;
 * then the lists drawn (every draw public), drawn again until they are published, and
 * printed for the notice board. Published, the screen only shows them.
 */
export function AdmissionLottery({ periodId }: { periodId: string }) {
  const { t } = useTranslation();
  const { periods, period } = useLotteryPeriod(periodId);
  return (
    <>
      <div className="print:hidden">
        <BackLink />
      </div>
      <QueryState query={periods}>
        {() =>
          period ? (
            <LotteryOfPeriod period={period} />
          ) : (
            <p role="alert" className="alert alert-warning">
              {t('admissionLottery.notFound')}
            </p>
          )
        }
      </QueryState>
    </>
  );
}

function LotteryOfPeriod({ period }: { period: AdmissionPeriodAdmin }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const draw = useAdmissionDraw(period.id);
  const applications = usePeriodApplications(period);
  const number = (n: number) => formatNumber(n, language);
  const published = draw.data?.publishedAt ?? null;

  return (
    <>
      <dl className="mb-6 flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="font-medium">{t('admissionLottery.summary.days')}</dt>
          <dd>
            <time dateTime={period.opensOn}>{formatDate(period.opensOn, language)}</time>
            {' – '}
            <time dateTime={period.closesOn}>{formatDate(period.closesOn, language)}</time>
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('admissionLottery.summary.seats')}</dt>
          <dd>{number(period.seats)}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('admissionLottery.summary.entries')}</dt>
          <dd>{applications.data ? number(applications.data.length) : '…'}</dd>
        </div>
        {period.commitment ? (
          <div className="w-full">
            <dt className="font-medium">{t('admissionLottery.commitment')}</dt>
            <dd className="font-mono text-sm break-all">{period.commitment}</dd>
            <dd className="max-w-prose text-sm print:hidden">
              {t('admissionLottery.commitmentHint', {
                date: moment(period.committedAt ?? '', language),
              })}
            </dd>
          </div>
        ) : null}
      </dl>

      {published ? (
        <div
          role="status"
          className="alert alert-success alert-vertical mb-6 items-start text-start sm:alert-horizontal"
        >
          <Megaphone aria-hidden="true" className="size-5" />
          <p className="min-w-0">
            {t('admissionLottery.publishedOn', { date: moment(published, language) })}
          </p>
          <Link
            to={PUBLIC_LOTTERY_URL}
            className="link inline-flex min-h-11 items-center gap-1 font-medium print:hidden"
          >
            {t('admissionLottery.publicLink')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : null}

      {period.state !== 'closed' && !draw.data ? (
        <p className="alert alert-info mb-6">
          {period.state === 'open'
            ? t('admissionLottery.notClosed', { date: formatDate(period.closesOn, language) })
            : t('admissionLottery.notStarted')}
        </p>
      ) : null}

      {draw.isPending || applications.isPending ? (
        <Spinner />
      ) : draw.isError || applications.isError ? (
        <ErrorState
          error={draw.error ?? applications.error}
          onRetry={() => {
            if (draw.isError) void draw.refetch();
            if (applications.isError) void applications.refetch();
          }}
        />
      ) : (
        <>
          {!published ? (
            <div className="print:hidden">
              <section aria-labelledby={`${id}-entries`} className="mb-8">
                <h2 id={`${id}-entries`} className="text-xl font-semibold">
                  {t('admissionLottery.applications')} ({number(applications.data.length)})
                </h2>
                <p className="mb-3 text-sm">{t('admissionLottery.applicationsHint')}</p>
                {applications.data.length === 0 ? (
                  <p>{t('admissionLottery.noApplications')}</p>
                ) : (
                  <ol className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
                    {applications.data.map((admission) => {
                      const { main, other } = applicantNames(admission, language);
                      return (
                        <li key={admission.id} className="border-b border-base-300 py-1">
                          <span className="font-mono">{admission.reference}</span> {main}
                          {other ? <span className="block text-sm">{other}</span> : null}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </section>
              {period.state === 'closed' && !period.commitment ? (
                <p className="alert alert-warning mb-6">{t('admissionLottery.noCommitment')}</p>
              ) : null}
              {period.state === 'closed' && period.commitment && applications.data.length > 0 ? (
                <section aria-labelledby={`${id}-settings`} className="mb-8">
                  <h2 id={`${id}-settings`} className="mb-3 text-xl font-semibold">
                    {t('admissionLottery.settings')}
                  </h2>
                  <AdmissionLotteryForm
                    periodId={period.id}
                    seats={period.seats}
                    applications={applications.data}
                    draw={draw.data}
                  />
                </section>
              ) : null}
            </div>
          ) : null}
          {draw.data ? <LotteryResult draw={draw.data} /> : null}
        </>
      )}
    </>
  );
}

/** A list's table: numbered rows, the reference, the name and (the admitted) the quota. */
function ListTable({
  label,
  rows,
  quota,
}: {
  label: string;
  rows: { n: number; reference: string; name: string; quota?: string | null }[];
  quota: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const cell = 'border border-base-300 px-2 py-1 align-top';
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table aria-label={label} className="w-full border-collapse text-start print:text-[10pt]">
        <thead>
          <tr>
            <th scope="col" className={`${cell} w-12 text-end`}>
              {t('admissionLottery.columns.serial')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('admissionLottery.columns.reference')}
            </th>
            <th scope="col" className={`${cell} text-start`}>
              {t('admissionLottery.columns.name')}
            </th>
            {quota ? (
              <th scope="col" className={`${cell} text-start`}>
                {t('admissionLottery.columns.quota')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reference}>
              <td className={`${cell} text-end`}>{formatDigits(row.n, language)}</td>
              <td className={`${cell} font-mono whitespace-nowrap`}>{row.reference}</td>
              <td className={`${cell} [overflow-wrap:anywhere]`}>{row.name}</td>
              {quota ? (
                <td className={cell}>
                  {row.quota ? (
                    <span className="badge badge-secondary h-auto">{row.quota}</span>
                  ) : (
                    t('admissionLottery.generalSeat')
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The lists a lottery gave, as the notice board shows them (on A4, alone, when printed):
 * the admitted (with the quota that admitted each), the waiting list, how many were not
 * selected, and how anyone can draw it again. Publish, asked first, while not published.
 */
export function LotteryResult({ draw }: { draw: AdmissionDraw }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const pick = useLocalized();
  const school = pick(useSite().data?.school.name);
  const number = (n: number) => formatNumber(n, language);
  const notSelected = Math.max(draw.entries.length - draw.admitted.length - draw.waiting.length, 0);
  const grade = t(`grades.${draw.grade}`);

  return (
    <section aria-labelledby={`${id}-result`} className="lottery-result">
      {school ? <p className="hidden font-semibold print:block">{school}</p> : null}
      <h2 id={`${id}-result`} className="text-xl font-semibold">
        {t('admissionLottery.resultOf', { grade })}
      </h2>
      <dl className="my-3 flex flex-wrap gap-x-8 gap-y-1">
        {draw.hall ? (
          <div>
            <dt className="inline font-medium">{t('admissionLottery.resultHall')}:</dt>{' '}
            <dd className="inline font-mono">{draw.hall}</dd>
          </div>
        ) : null}
        <div className="min-w-0">
          <dt className="inline font-medium">{t('admissionLottery.resultSeed')}:</dt>{' '}
          <dd className="inline font-mono break-all">{draw.seed}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('admissionLottery.resultEntries')}:</dt>{' '}
          <dd className="inline">{number(draw.entries.length)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('admissionLottery.summary.seats')}:</dt>{' '}
          <dd className="inline">{number(draw.seats)}</dd>
        </div>
      </dl>
      <p className="mb-1 text-sm">
        {t('admissionLottery.drawnAt', { date: moment(draw.drawnAt, language) })}
      </p>
      <p className="mb-4 max-w-prose text-sm [overflow-wrap:anywhere]">
        {t('admissionLottery.explain', {
          hall: draw.hall ?? '',
          seed: draw.seed,
          reference: draw.entries[0] ?? 'ADM-0001',
        })}
      </p>
      {!draw.publishedAt ? (
        <p className="alert alert-warning mb-4 print:hidden">{t('admissionLottery.draft')}</p>
      ) : null}

      <h3 id={`${id}-admitted`} className="mb-2 text-lg font-semibold">
        {t('admissionLottery.admittedCount', { count: draw.admitted.length })}
      </h3>
      <ListTable
        label={t('admissionLottery.admitted')}
        quota={draw.quotas.length > 0}
        rows={draw.admitted.map((a, i) => ({ n: i + 1, ...a }))}
      />

      <h3 className="mt-6 mb-2 text-lg font-semibold">
        {t('admissionLottery.waitingCount', { count: draw.waiting.length })}
      </h3>
      {draw.waiting.length > 0 ? (
        <ListTable
          label={t('admissionLottery.waitingList')}
          quota={false}
          rows={draw.waiting.map((w) => ({ n: w.position, reference: w.reference, name: w.name }))}
        />
      ) : (
        <p>{t('admissionLottery.waitingEmpty')}</p>
      )}
      <p className="mt-4 font-medium">
        {t('admissionLottery.notSelected', { count: notSelected })}
      </p>

      <div className="mt-6 flex flex-wrap gap-2 print:hidden">
        <button type="button" className="btn btn-outline min-h-11" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('admissionLottery.print')}
        </button>
        {draw.publishedAt ? null : <PublishButton periodId={draw.periodId} />}
      </div>
    </section>
  );
}

/** Publish, asked first: once published, the lists stay as they are. */
function PublishButton({ periodId }: { periodId: string }) {
  const { t } = useTranslation();
  const publish = usePublishLottery(periodId);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    setError(null);
    try {
      await publish.mutateAsync();
      setOpen(false);
      void notify('success', t('admissionLottery.published'));
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary min-h-11"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <Megaphone aria-hidden="true" className="size-4" />
        {t('admissionLottery.publish')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('admissionLottery.publishConfirm')}
      >
        <p>{t('admissionLottery.publishBody')}</p>
        {error ? (
          <p role="alert" className="mt-3 text-error">
            {t('admissionLottery.publishFailed')} {errorMessage(t, error)}
          </p>
        ) : null}
        <div className="modal-action flex-wrap">
          <button type="button" data-autofocus className="btn" onClick={() => setOpen(false)}>
            {t('admissionLottery.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={publish.isPending}
            onClick={confirm}
          >
            {publish.isPending ? t('admissionLottery.publishing') : t('admissionLottery.publish')}
          </button>
        </div>
      </Modal>
    </>
  );
}
