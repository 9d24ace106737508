import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { Modal } from './modal.tsx';

type Props = {
  /** The button's text, and the dialog's confirming button's. */
  label: string;
  /** For screen readers: what the button acts on ("Delete: Annual Sports Day"). */
  ariaLabel: string;
  icon: ReactNode;
  /** The button's classes (size and colour); the confirming button takes `confirmClass`. */
  className: string;
  confirmClass: string;
  /** The dialog's question, and what it says below it. */
  question: string;
  children: ReactNode;
  cancel: string;
  pendingLabel: string;
  /** The toast after it is done, and the words before the server's reason when it fails. */
  done: string;
  failed: string;
  onConfirm: () => Promise<unknown>;
};

/**
 * An action asked first in a native <dialog>, Cancel first and focused: deleting, or
 * publishing and withdrawing what families see. A refusal is said in the dialog, which
 * stays open; success closes it with a toast.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  icon,
  className,
  confirmClass,
  question,
  children,
  cancel,
  pendingLabel,
  done,
  failed,
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
        className={`btn ${className}`}
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
        {children}
        {error ? (
          <p role="alert" className="mt-3 text-error">
            {failed} {errorMessage(t, error)}
          </p>
        ) : null}
        <div className="modal-action flex-wrap">
          <button type="button" data-autofocus className="btn" onClick={() => setOpen(false)}>
            {cancel}
          </button>
          <button
            type="button"
            className={`btn ${confirmClass}`}
            disabled={pending}
            onClick={confirm}
          >
            {pending ? pendingLabel : label}
          </button>
        </div>
      </Modal>
    </>
  );
}
