import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Role } from '../../../../shared/constants.ts';
import { paths } from '../../../../shared/paths.ts';
import { SIGN_IN_FAILURES } from '../../../../shared/sign-in-failures.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { forgetKeptOffline, sessionKey, signedInKey } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import '../../../locales/pages.ts';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

const ID_LABEL = {
  student: 'login.studentId',
  teacher: 'login.teacherId',
  admin: 'login.adminId',
} as const;
/** The page each form is on, and sent to when the app has not taken the page over. */
const PAGE = {
  student: paths.studentLogin,
  teacher: paths.teacherLogin,
  admin: paths.admin,
} as const;
const HEADING = {
  student: 'login.studentHeading',
  teacher: 'login.teacherHeading',
  admin: 'login.adminHeading',
} as const;

/** A sign-in screen; the server checks the id and password (PRODUCT.md). */
export function LoginForm({ userRole: role }: { userRole: Role }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const login = useLogin();
  const [search, setSearch] = useSearchParams();
  const returned = returnedWith(search);
  // Signed in, on the way to the dashboard: the router keeps this form on screen while
  // the dashboard's code loads (a navigation is a transition, and the lazy page suspends
  // it), seconds on a slow phone. The button says so, and stays off, until the form goes.
  const [entering, setEntering] = useState(false);
  const busy = login.isPending || entering;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (returned) setSearch({}, { replace: true });
    const form = new FormData(event.currentTarget);
    login.mutate(
      {
        role,
        loginId: String(form.get('loginId') ?? '').trim(),
        password: String(form.get('password') ?? ''),
      },
      {
        onSuccess: (session) => {
          setEntering(true);
          // Another account's data must not show through.
          client.removeQueries({ queryKey: signedInKey });
          forgetKeptOffline(session.user?.id ?? null);
          client.setQueryData(sessionKey, session);
          void notify('success', t('login.success'));
          // Everyone starts at the dashboard's home; with a temporary password (after a
          // reset) the dashboard asks for a new one first.
          void navigate(paths.dashboard);
        },
        // Every failure reads the same (no hint whether the id exists), except being
        // told to wait (then how long, in the reader's language) and, after the right
        // password, an account the admin turned off (then whom to ask).
        onError: (error) => {
          const told =
            error instanceof ApiError &&
            (error.status === 429 || error.code === 'account_deactivated');
          void notify('error', told ? errorMessage(t, error) : t('login.failed'));
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        {/* A POST to the page itself: sent before the app has the page (a quick hand on a
            slow phone) or without JavaScript, the server signs in (sign-in-form.routes.ts),
            and the password never goes into an address. */}
        <form className="card-body gap-4" method="post" action={PAGE[role]} onSubmit={onSubmit}>
          <h1 className="card-title text-2xl text-primary">{t(HEADING[role])}</h1>
          {returned && (
            <p role="alert" className="alert alert-error alert-soft">
              {returned.failed === 'login_failed'
                ? t('login.failed')
                : t(`apiErrors.${returned.failed}`, { count: returned.minutes })}
            </p>
          )}
          <div>
            <label htmlFor={`${id}-login`} className="mb-1 block font-medium">
              {t(ID_LABEL[role])}
            </label>
            <input
              id={`${id}-login`}
              name="loginId"
              required
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              className="input w-full"
            />
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="mb-1 block font-medium">
              {t('login.password')}
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              required
              autoComplete="current-password"
              className="input w-full"
            />
          </div>
          <SubmitButton
            icon={LogIn}
            label={t('login.submit')}
            sendingLabel={t('login.sending')}
            sending={busy}
          />
        </form>
      </div>
    </div>
  );
}

/** Why the server sent the form back (`?failed=…&minutes=…`, sign-in-form.routes.ts), if it did. */
function returnedWith(search: URLSearchParams) {
  const failed = SIGN_IN_FAILURES.find((f) => f === search.get('failed'));
  if (!failed) return null;
  const minutes = Number(search.get('minutes'));
  return { failed, minutes: Number.isInteger(minutes) && minutes > 0 ? minutes : 1 };
}
