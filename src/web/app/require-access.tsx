import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { can, type Permission } from '../../shared/permissions.ts';
import { QueryState } from '../components/ui/query-state.tsx';
import { NotAllowed } from '../features/dashboard/components/not-allowed.tsx';
import { ForcedPasswordChange } from '../features/profile/components/forced-password-change.tsx';
import { signInPathFor } from '../lib/dashboard-menu.ts';
import { useSession } from '../lib/session.ts';

/**
 * The client side of a dashboard screen's guard: while the session loads, the spinner;
 * signed-out visitors go to sign in; someone with a temporary password chooses a new one
 * first; other roles see Not allowed. It only spares people a screen that cannot work: the
 * server checks every call.
 */
export function RequireAccess({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const session = useSession();
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
