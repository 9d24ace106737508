import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '../../../../shared/schemas/auth.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { sessionKey } from '../../../lib/session.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * After a password reset the account has a temporary password: the server refuses all but
 * changing it, so every dashboard screen shows this until it is changed.
 */
export function ForcedPasswordChange() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <section aria-labelledby="must-change" className="mx-auto grid max-w-md gap-4">
      <title>{t('password.mustChangeHeading')}</title>
      <h1 id="must-change" className="text-2xl font-bold text-primary md:text-3xl">
        {t('password.mustChangeHeading')}
      </h1>
      <p>{t('password.mustChangeBody')}</p>
      <ChangePasswordForm
        onChanged={() =>
          client.setQueryData<Session>(sessionKey, (session) =>
            session?.user ? { user: { ...session.user, mustChangePassword: false } } : session,
          )
        }
      />
    </section>
  );
}
