import { CircleX, Play, TriangleAlert } from 'lucide-react';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { dateParts } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { notify } from '../../../lib/notify.ts';
import { type SmsGateway, useSmsGateway } from '../api/get-sms-gateway.ts';
import { useResumeSms } from '../api/resume-sms.ts';
import { takaAmount } from '../lib/money.ts';

/** The failures the texts give their own advice for; any other gets the general one. */
const ADVISED = ['balance_insufficient', 'account_problem'] as const;

/**
 * The gateway in a few lines (sms.gateway): which kind, the price of a part, the balance
 * where the gateway tells it, and the month's spending against the cap. When the gateway
 * stopped sending (its balance used up, the account refused): a red alert with why, and
 * Resume once it is fixed.
 */
export function SmsGatewayPanel() {
  const gateway = useSmsGateway();
  return <QueryState query={gateway}>{(data) => <GatewayState gateway={data} />}</QueryState>;
}

function GatewayState({ gateway }: { gateway: SmsGateway }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const taka = (poisha: number) => t('sms.taka', { amount: takaAmount(poisha, language) });
  if (gateway.provider === null)
    return (
      <p className="alert alert-warning items-start">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        <span>{t('sms.gateway.notSetUp')}</span>
      </p>
    );
  const { month } = gateway;
  const { month: monthName, year } = dateParts(`${month.month}-01`, language);
  const used = month.spentPoisha + month.queuedPoisha;
  return (
    <div className="space-y-4">
      {gateway.stopped ? <Stopped stopped={gateway.stopped} /> : null}
      <ul className="space-y-1">
        <li className="font-medium">
          {t('sms.gateway.provider', { name: t(`sms.gateway.providers.${gateway.provider}`) })}
        </li>
        <li>{t('sms.gateway.rate', { amount: taka(gateway.ratePoisha) })}</li>
        <li>
          {gateway.balancePoisha === null
            ? t('sms.gateway.balanceUnknown')
            : t('sms.gateway.balance', {
                amount: taka(gateway.balancePoisha),
                date: gateway.balanceAt ? formatDateTime(gateway.balanceAt, language) : '',
              })}
        </li>
        <li>
          {t('sms.gateway.month', {
            month: `${monthName} ${year}`,
            spent: taka(month.spentPoisha),
            queued: taka(month.queuedPoisha),
          })}
        </li>
        <li>
          {month.capPoisha === null
            ? t('sms.gateway.noCap')
            : t('sms.gateway.cap', { cap: taka(month.capPoisha) })}
        </li>
      </ul>
      {month.capPoisha ? (
        <progress
          className={`progress w-full max-w-md ${used >= month.capPoisha ? 'progress-error' : 'progress-primary'}`}
          aria-label={t('sms.gateway.capLabel')}
          value={Math.min(used, month.capPoisha)}
          max={month.capPoisha}
        />
      ) : null}
    </div>
  );
}

function Stopped({ stopped }: { stopped: NonNullable<SmsGateway['stopped']> }) {
  const { t, i18n } = useTranslation();
  const resume = useResumeSms();
  const advised = (ADVISED as readonly string[]).includes(stopped.failure)
    ? (stopped.failure as (typeof ADVISED)[number])
    : 'other';
  const onResume = async () => {
    try {
      await resume.mutateAsync();
      void notify('success', t('sms.gateway.resumed'));
    } catch (error) {
      void notify('error', `${t('sms.gateway.resumeFailed')} ${errorMessage(t, error)}`);
    }
  };
  return (
    <div role="alert" className="alert alert-error flex flex-wrap items-start">
      <CircleX aria-hidden="true" className="size-6 shrink-0" />
      <div className="min-w-0 flex-1 basis-56 space-y-1">
        <p className="font-bold">{t('sms.gateway.stoppedTitle')}</p>
        <p>
          {t('sms.gateway.stoppedSince', {
            date: formatDateTime(stopped.at, i18n.language),
            reason: t(`sms.failures.${stopped.failure}`),
          })}
        </p>
        {stopped.detail ? (
          <p lang="en" className="text-sm [overflow-wrap:anywhere]">
            {stopped.detail}
          </p>
        ) : null}
        <p>{t(`sms.gateway.advice.${advised}`)}</p>
        <p className="text-sm">{t('sms.gateway.waiting')}</p>
      </div>
      <button
        type="button"
        className="btn min-h-11"
        disabled={resume.isPending}
        onClick={() => void onResume()}
      >
        <Play aria-hidden="true" className="size-4" />
        {resume.isPending ? t('sms.gateway.resuming') : t('sms.gateway.resume')}
      </button>
    </div>
  );
}
