import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Role } from '../../../shared/constants.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useAccount } from '../../features/accounts/api/account.ts';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { dashboardUrl } from '../../lib/dashboard-menu.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { nameIn } from '../../lib/names.ts';
import { useSession } from '../../lib/session.ts';

/** The list an account is in, to go back to after a save. */
const LIST: Record<Role, string> = { student: 'students', teacher: 'teachers', admin: 'admins' };

/**
 * Edit account (issue 19), opened from a card's Edit: /dashboard/accounts/<id>. A teacher
 * may open a student's; the server refuses the rest.
 */
export default function AccountRoute() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const account = useAccount(id);
  const me = useSession().data?.user?.role;
  // A teacher has no Teachers list: their way back is to the students.
  const role = account.data?.role ?? 'student';
  const list = me === 'admin' ? LIST[role] : 'students';
  // Back to the list as it was left (a class, a search, a page) when Edit said so.
  const from = (useLocation().state as { back?: unknown } | null)?.back;
  const back =
    typeof from === 'string' && from.startsWith(`${dashboardUrl(list)}?`)
      ? from
      : dashboardUrl(list);
  const name = account.data
    ? nameIn(account.data, i18n.language) || account.data.loginId
    : t('accounts.editTitle');
  return (
    <DashboardPage title={`${t('accounts.editTitle')}: ${name}`} heading={name}>
      <Link to={back} className="btn btn-ghost mb-6 min-h-11 px-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('accounts.backToList')}
      </Link>
      <QueryState query={account}>
        {(data) => (
          <>
            <p className="mb-4 max-w-prose">{t('accounts.editIntro', { id: data.loginId })}</p>
            <AccountForm account={data} onSaved={() => navigate(back)} />
          </>
        )}
      </QueryState>
    </DashboardPage>
  );
}
