import { can } from '../../../shared/permissions.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { ClassTeacherComposer } from '../../features/sms/components/class-teacher-composer.tsx';
import { DemoPhones } from '../../features/sms/components/demo-phones.tsx';
import { SmsBatches } from '../../features/sms/components/sms-batches.tsx';
import { SmsComposer } from '../../features/sms/components/sms-composer.tsx';
import { SmsGatewayPanel } from '../../features/sms/components/sms-gateway.tsx';
import { SmsOptOuts } from '../../features/sms/components/sms-opt-outs.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';

/**
 * SMS (issue 47): the office's screen for an admin (manage:sms), a class teacher's for a
 * teacher; the session says which.
 */
export default function SmsRoute() {
  const session = useSession();
  return (
    <QueryState query={session}>
      {({ user }) =>
        can(user?.role, 'manage:sms') ? (
          <OfficeSms />
        ) : (
          <ClassTeacherSms teacherId={user?.id ?? ''} />
        )
      }
    </QueryState>
  );
}

/**
 * SMS to guardians, teachers and applicants (admins): the gateway's state, a message to
 * write, check and send, the messages sent and what became of them, the numbers that get
 * none, and, with the demo gateway, what its phones received.
 */
function OfficeSms() {
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

/**
 * A class teacher's SMS (send:sms without manage:sms): a message to the guardians of
 * their classes, or to one of their students', and the messages they sent. Nothing of the
 * gateway, the no-SMS list or the demo phones, which are the office's.
 */
function ClassTeacherSms({ teacherId }: { teacherId: string }) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.sms')} heading={t('sms.teacherHeading')}>
      <p className="max-w-prose">{t('sms.teacherIntro')}</p>
      <section aria-labelledby="sms-compose" className="mt-8 space-y-4">
        <h2 id="sms-compose" className="text-xl font-bold text-primary">
          {t('sms.compose.heading')}
        </h2>
        <ClassTeacherComposer teacherId={teacherId} />
      </section>
      <section aria-labelledby="sms-sent" className="mt-10 space-y-4">
        <h2 id="sms-sent" className="text-xl font-bold text-primary">
          {t('sms.batches.heading')}
        </h2>
        <SmsBatches mine />
      </section>
    </DashboardPage>
  );
}
