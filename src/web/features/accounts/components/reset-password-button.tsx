import { KeyRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { isReauthRequired, useRecentPassword } from '../../../components/ui/recent-password.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useResetPassword } from '../api/reset-password.ts';

/**
 * Reset password: asks in a native <dialog> (and for the resetter's own password again when
 * the server wants it), then shows the temporary password once (PRODUCT.md). Closing the
 * dialog forgets it.
 */
export function ResetPasswordButton({ userId, loginId }: { userId: string; loginId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const reset = useResetPassword();
  const { withPassword, dialog: passwordDialog } = useRecentPassword();

  const open = () => {
    setTemporary(null);
    reset.reset();
    dialog.current?.showModal();
    // The safe choice first.
    cancel.current?.focus();
  };
  const close = () => dialog.current?.close();
  const confirm = async () => {
    try {
      const { temporaryPassword } = await withPassword(() => reset.mutateAsync(userId));
      setTemporary(temporaryPassword);
      requestAnimationFrame(() => result.current?.focus());
    } catch {
      // Shown below from the mutation's error (not when the password prompt was cancelled).
    }
  };

  return (
    <>
      <button type="button" className="btn btn-sm btn-outline btn-primary" onClick={open}>
        <KeyRound aria-hidden="true" className="size-4" />
        {t('accounts.resetPassword')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="modal"
        onClose={() => setTemporary(null)}
      >
        <div className="modal-box">
          <h2 id={`${id}-title`} className="text-lg font-bold text-primary">
            {t('accounts.resetPassword')}
          </h2>
          {temporary ? (
            <>
              <p ref={result} tabIndex={-1} className="mt-4 focus:outline-none">
                {t('accounts.temporaryPassword', { id: loginId })}
                <output className="mt-2 block select-all rounded bg-base-200 p-3 font-mono text-lg break-all">
                  {temporary}
                </output>
              </p>
              <p className="mt-3 text-sm">{t('accounts.shownOnce')}</p>
              <div className="modal-action">
                <button type="button" className="btn btn-primary" onClick={close}>
                  {t('accounts.close')}
                </button>
              </div>
            </>
          ) : (
            <>
              <p className="mt-4">{t('accounts.resetConfirm', { id: loginId })}</p>
              {reset.isError && !isReauthRequired(reset.error) ? (
                <p role="alert" className="mt-3 text-error">
                  {t('accounts.resetFailed')} {errorMessage(t, reset.error)}
                </p>
              ) : null}
              <div className="modal-action flex-wrap">
                <button ref={cancel} type="button" className="btn" onClick={close}>
                  {t('accounts.cancel')}
                </button>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={reset.isPending}
                  onClick={confirm}
                >
                  {reset.isPending ? t('accounts.resetSending') : t('accounts.resetPassword')}
                </button>
              </div>
            </>
          )}
        </div>
      </dialog>
      {passwordDialog}
    </>
  );
}
