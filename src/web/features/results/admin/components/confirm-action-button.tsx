import type { ReactNode } from 'react';
import { useState } from 'react';
import { Modal } from '../../../../components/ui/modal.tsx';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { notify } from '../../../../lib/notify.ts';

type Props = {
  /** The button's text, and the dialog's confirming button's. */
  label: string;
  /** For screen readers: what the button acts on ("Publish: Class Six (vi)"). */
  ariaLabel: string;
  icon: ReactNode;
  question: string;
  body: string;
  pendingLabel: string;
  done: string;
  failed: string;
  className: string;
  onConfirm: () => Promise<unknown>;
};

/**
 * An action on a class's results that students and guardians notice (publish, withdraw),
 * asked first in a dialog, Cancel first, as the lottery's Publish is.
 */
export function ConfirmActionButton({
  label,
  ariaLabel,
  icon,
  question,
  body,
  pendingLabel,
  done,
  failed,
  className,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
      void notify('success', done);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`btn min-h-11 ${className}`}
        aria-label={ariaLabel}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {icon}
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={question}>
        <p>{body}</p>
        {error ? (
          <p role="alert" className="mt-3 text-error">
            {failed} {errorMessage(t, error)}
          </p>
        ) : null}
        <div className="modal-action flex-wrap">
          <button type="button" data-autofocus className="btn" onClick={() => setOpen(false)}>
            {t('resultsAdmin.cancel')}
          </button>
          <button type="button" className={`btn ${className}`} disabled={pending} onClick={confirm}>
            {pending ? pendingLabel : label}
          </button>
        </div>
      </Modal>
    </>
  );
}
