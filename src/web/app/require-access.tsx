import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { can, type Permission } from '../../shared/permissions.ts';
import { QueryState } from '../components/ui/query-state.tsx';
import { NotAllowed } from '../features/dashboard/components/not-allowed.tsx';
import { ForcedPasswordChange } from '../features/profile/components/forced-password-change.tsx';
import { signInPathFor } from '../lib/dashboard-menu.ts';
import { isNetworkError } from '../lib/kept-offline.ts';
import { useSession } from '../lib/session.ts';

/**
 * The client side of a dashboard screen's guard: while the session loads, the spinner;
 * signed-out visitors go to sign in; someone with a temporary password chooses a new one
 * first; other roles see Not allowed. It only spares people a screen that cannot work: the
 * server checks every call.
 */
export function RequireAccess({
  permission,
  offline = false,
  children,
}: {
  permission: Permission;
  /** The screen opens without a network from its copy on this phone (DashboardItem.offline). */
  offline?: boolean;
  children: ReactNode;
}) {
  const session = useSession();
  // No network to ask who is signed in: the screen draws from what it kept, or says so.
  if (offline && session.isError && isNetworkError(session.error)) return children;
  return (
    <QueryState query={session}>
      {({ user }) => {
        if (!user) return <Navigate to={signInPathFor(permission)} replace />;
        if (user.mustChangePassword) return <ForcedPasswordChange />;
        if (!can(user.role, permission)) return <NotAllowed />;
        return children;
      }}
    </QueryState>
  );
}
