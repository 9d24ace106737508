import {
  ChevronRight,
  DatabaseBackup,
  GraduationCap,
  Inbox,
  type LucideIcon,
  MessageCircleQuestion,
  MessageSquareWarning,
  ShieldCheck,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard } from '../../../../shared/schemas/dashboard.ts';
import { dashboardUrl } from '../../../lib/dashboard-menu.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { DEMO_BANNER_ID } from './demo-banner.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

/** The stops the texts give their own advice for (dashboardHome.smsStopped); any other gets the general one. */
const SMS_STOPS = ['balance_insufficient', 'account_problem'] as const;

type Tone = 'plain' | 'warning' | 'error';
const TONES: Record<Tone, { card: string; icon: string }> = {
  plain: { card: 'border-base-300', icon: 'text-primary' },
  warning: { card: 'border-warning border-l-8', icon: 'text-warning' },
  error: { card: 'border-error border-l-8', icon: 'text-error' },
};

/** A count or a state that links to its screen; the colour of its edge says whether it waits for the admin. */
function Tile({
  to,
  icon: Icon,
  tone = 'plain',
  children,
}: {
  to: string;
  icon: LucideIcon;
  tone?: Tone;
  children: ReactNode;
}) {
  const style = TONES[tone];
  const className = `flex min-h-16 items-center gap-3 rounded-box border bg-base-100 p-4 font-medium hover:bg-base-200 ${style.card}`;
  const content = (
    <>
      <Icon aria-hidden="true" className={`size-6 shrink-0 ${style.icon}`} />
      <span className="min-w-0 flex-1 break-words">{children}</span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
    </>
  );
  return (
    <li>
      {/* A place on this screen (the demo banner) is a plain anchor; screens are router links. */}
      {to.startsWith('#') ? (
        <a href={to} className={className}>
          {content}
        </a>
      ) : (
        <Link to={to} className={className}>
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * The admin's home: what waits for them, today's attendance (`attendance`, the attendance
 * feature's card, given by the route), how many accounts there are, and the setup checklist.
 */
export function AdminHome({ data, attendance }: { data: AdminDashboard; attendance?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { attention, counts } = data;
  const { backup, smsStopped } = attention;
  const smsStop = smsStopped
    ? (SMS_STOPS.find((stop) => stop === smsStopped.failure) ?? 'other')
    : null;

  const backupTile = backup.failedAt ? (
    <Tile to={dashboardUrl('backup')} icon={DatabaseBackup} tone="error">
      {t('dashboardHome.backupFailed', { date: formatDate(backup.failedAt, i18n.language) })}
    </Tile>
  ) : backup.daysSinceGood === null ? (
    <Tile to={dashboardUrl('backup')} icon={DatabaseBackup} tone="warning">
      {t('dashboardHome.noBackup')}
    </Tile>
  ) : (
    // A backup is made every day: two days without one is worth a look.
    <Tile
      to={dashboardUrl('backup')}
      icon={DatabaseBackup}
      tone={backup.daysSinceGood >= 2 ? 'warning' : 'plain'}
    >
      {backup.daysSinceGood === 0
        ? t('dashboardHome.backupToday')
        : t('dashboardHome.backupDays', { count: backup.daysSinceGood })}
    </Tile>
  );

  return (
    <div className="grid gap-8">
      <section aria-labelledby={`${id}-attention`}>
        <h2 id={`${id}-attention`} className="mb-4 text-xl font-bold text-primary md:text-2xl">
          {t('dashboardHome.attention')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {smsStop ? (
            // Guardians get nothing until an admin resumes sending: first of all.
            <Tile to={dashboardUrl('sms')} icon={MessageSquareWarning} tone="error">
              {t(`dashboardHome.smsStopped.${smsStop}`)}
            </Tile>
          ) : null}
          <Tile
            to={`${dashboardUrl('admissions')}?status=new`}
            icon={Inbox}
            tone={attention.newApplications > 0 ? 'warning' : 'plain'}
          >
            {t('dashboardHome.newApplications', { count: attention.newApplications })}
          </Tile>
          <Tile
            to={dashboardUrl('problems')}
            icon={MessageCircleQuestion}
            tone={attention.unansweredProblems > 0 ? 'warning' : 'plain'}
          >
            {t('dashboardHome.unansweredProblems', { count: attention.unansweredProblems })}
          </Tile>
          {backupTile}
          {attention.demoContent ? (
            <Tile to={`#${DEMO_BANNER_ID}`} icon={TriangleAlert} tone="warning">
              {t('dashboardHome.demo')}
            </Tile>
          ) : null}
        </ul>
      </section>
      {attendance}
      <section aria-labelledby={`${id}-people`}>
        <h2 id={`${id}-people`} className="mb-4 text-xl font-bold text-primary md:text-2xl">
          {t('dashboardHome.people')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-3">
          <Tile to={dashboardUrl('students')} icon={GraduationCap}>
            {t('dashboardHome.students', { count: counts.students })}
          </Tile>
          <Tile to={dashboardUrl('teachers')} icon={Users}>
            {t('dashboardHome.teachers', { count: counts.teachers })}
          </Tile>
          <Tile to={dashboardUrl('admins')} icon={ShieldCheck}>
            {t('dashboardHome.admins', { count: counts.admins })}
          </Tile>
        </ul>
      </section>
      <SetupChecklist checklist={data.checklist} />
    </div>
  );
}
