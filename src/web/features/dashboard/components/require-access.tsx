import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { can, type Permission } from '../../../../shared/permissions.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useSession } from '../../auth/api/get-session.ts';
import { signInPathFor } from '../menu-items.ts';
import { NotAllowed } from './not-allowed.tsx';

/**
 * The client side of a dashboard screen's guard: while the session loads, the spinner;
 * signed-out visitors go to sign in; other roles see Not allowed. It only spares people a
 * screen that cannot work: the server checks every call.
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
        if (!can(user.role, permission)) return <NotAllowed />;
        return children;
      }}
    </QueryState>
  );
}
