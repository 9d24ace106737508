import { type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { confirmPassword } from '../../lib/confirm-password.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formMessage, validationMessage } from '../../lib/field-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Modal } from './modal.tsx';

/** The server's answer when an operation wants the password typed again. */
export const isReauthRequired = (error: unknown) =>
  error instanceof ApiError && error.code === 'reauth_required';

/**
 * Creating an admin, resetting a password and downloading a backup want the password typed
 * again lately (a session left open on a shared computer cannot do them). `withPassword`
 * runs an action; when the server answers `reauth_required`, it asks for the password in a
 * dialog and runs the action once more. Cancelling rethrows the server's answer. Render
 * `dialog` somewhere in the component.
 */
export function useRecentPassword(): {
  withPassword: <T>(action: () => Promise<T>) => Promise<T>;
  ask: () => Promise<boolean>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const done = useCallback((confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  }, []);
  const withPassword = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      try {
        return await action();
      } catch (error) {
        if (!isReauthRequired(error) || !(await ask())) throw error;
        return action();
      }
    },
    [ask],
  );

  return { withPassword, ask, dialog: <PasswordAgainDialog open={open} onDone={done} /> };
}

function PasswordAgainDialog({
  open,
  onDone,
}: {
  open: boolean;
  onDone: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) {
      setError(t('validation.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await confirmPassword({ password });
      onDone(true);
    } catch (failure) {
      const field =
        failure instanceof ApiError
          ? failure.fields.find((f) => f.field === 'password')
          : undefined;
      setError(field ? (validationMessage(t, formMessage(field)) ?? '') : errorMessage(t, failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => {
        setError(null);
        onDone(false);
      }}
      title={t('reauth.title')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <p>{t('reauth.body')}</p>
        <div>
          <label htmlFor={`${id}-password`} className="mb-1 block font-medium">
            {t('reauth.password')}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`input w-full ${error ? 'input-error' : ''}`}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="modal-action mt-0 flex-wrap">
          <button
            type="button"
            className="btn"
            onClick={() => {
              setError(null);
              onDone(false);
            }}
          >
            {t('reauth.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t('reauth.sending') : t('reauth.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
