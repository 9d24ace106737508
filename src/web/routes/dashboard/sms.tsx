import type { ReactNode } from 'react';
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
      <SmsSection id="sms-gateway" heading={t('sms.gateway.heading')} first>
        <SmsGatewayPanel />
      </SmsSection>
      <SmsSection id="sms-compose" heading={t('sms.compose.heading')}>
        <SmsComposer />
      </SmsSection>
      <SmsSection id="sms-sent" heading={t('sms.batches.heading')}>
        <SmsBatches />
      </SmsSection>
      <SmsSection id="sms-opt-outs" heading={t('sms.optOuts.heading')}>
        <SmsOptOuts />
      </SmsSection>
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
      <SmsSection id="sms-compose" heading={t('sms.compose.heading')} first>
        <ClassTeacherComposer teacherId={teacherId} />
      </SmsSection>
      <SmsSection id="sms-sent" heading={t('sms.batches.heading')}>
        <SmsBatches mine />
      </SmsSection>
    </DashboardPage>
  );
}

/** One part of the SMS screen: a region named by its heading (the first sits closer to the intro). */
function SmsSection({
  id,
  heading,
  first,
  children,
}: {
  id: string;
  heading: string;
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${first ? 'mt-8' : 'mt-10'} space-y-4`}>
      <h2 id={id} className="text-xl font-bold text-primary">
        {heading}
      </h2>
      {children}
    </section>
  );
}
