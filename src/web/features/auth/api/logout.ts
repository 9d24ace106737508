import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { forgetKeptOffline, sessionKey, signedInKey } from '../../../lib/session.ts';

export function logout() {
  return api('auth.logout');
}

/**
 * Log Out (SPEC.md section 4): ends the session on the server, goes home, then forgets
 * the signed-in data. A plain function, not useMutation, to keep the header's first load
 * small.
 */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const [signedOut, setSignedOut] = useState(false);

  // Only once the home page shows: a dashboard guard still on screen would send the
  // visitor to a sign-in page instead.
  useEffect(() => {
    if (!signedOut || pathname !== paths.home) return;
    setSignedOut(false);
    client.setQueryData(sessionKey, { user: null });
    client.removeQueries({ queryKey: signedInKey });
    void notify('success', t('logout.success'));
  }, [signedOut, pathname, client, t]);

  return async () => {
    try {
      await logout();
    } catch (error) {
      void notify('error', errorMessage(t, error));
      return;
    }
    // A shared phone keeps nothing of theirs for the next person.
    forgetKeptOffline(null);
    setSignedOut(true);
    void navigate(paths.home);
  };
}
