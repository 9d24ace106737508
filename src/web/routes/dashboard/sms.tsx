import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { DemoPhones } from '../../features/sms/components/demo-phones.tsx';
import { SmsBatches } from '../../features/sms/components/sms-batches.tsx';
import { SmsComposer } from '../../features/sms/components/sms-composer.tsx';
import { SmsGatewayPanel } from '../../features/sms/components/sms-gateway.tsx';
import { SmsOptOuts } from '../../features/sms/components/sms-opt-outs.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * SMS to guardians, teachers and applicants (admins, issue 47): the gateway's state, a
 * message to write, check and send, the messages sent and what became of them, the
 * numbers that get none, and, with the demo gateway, what its phones received.
 */
export default function SmsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.sms')} heading={t('sms.heading')}>
      <p className="max-w-prose">{t('sms.intro')}</p>
      <section aria-labelledby="sms-gateway" className="mt-8 space-y-4">
        <h2 id="sms-gateway" className="text-xl font-bold text-primary">
          {t('sms.gateway.heading')}
        </h2>
        <SmsGatewayPanel />
      </section>
      <section aria-labelledby="sms-compose" className="mt-10 space-y-4">
        <h2 id="sms-compose" className="text-xl font-bold text-primary">
          {t('sms.compose.heading')}
        </h2>
        <SmsComposer />
      </section>
      <section aria-labelledby="sms-sent" className="mt-10 space-y-4">
        <h2 id="sms-sent" className="text-xl font-bold text-primary">
          {t('sms.batches.heading')}
        </h2>
        <SmsBatches />
      </section>
      <section aria-labelledby="sms-opt-outs" className="mt-10 space-y-4">
        <h2 id="sms-opt-outs" className="text-xl font-bold text-primary">
          {t('sms.optOuts.heading')}
        </h2>
        <SmsOptOuts />
      </section>
      <DemoPhones />
    </DashboardPage>
  );
}
