import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { can, type Permission } from '../../../../shared/permissions.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useSession } from '../../auth/api/get-session.ts';
import { ForcedPasswordChange } from '../../profile/components/forced-password-change.tsx';
import { signInPathFor } from '../menu-items.ts';
import { NotAllowed } from './not-allowed.tsx';

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
