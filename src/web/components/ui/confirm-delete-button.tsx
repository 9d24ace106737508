import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/notify.ts';
import { Modal } from './modal.tsx';

type Props = {
  /** What is deleted, for screen readers: the button says only 'Delete'. */
  what: string;
  /** The dialog's question. */
  question?: string;
  onConfirm: () => Promise<unknown>;
  /** The button's size classes: small in the post cards, 44 px tall on the admin's lists. */
  size?: string;
  /** Shown in the dialog beside what is deleted: a photo's thumbnail, say. */
  preview?: ReactNode;
};

/** Delete, asked first in a native <dialog> ('Delete this post?', Cancel first). */
export function ConfirmDeleteButton({
  what,
  question,
  onConfirm,
  size = 'btn-sm',
  preview,
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
      void notify('success', t('posts.deleted'));
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
        className={`btn ${size} btn-outline btn-error`}
        aria-label={`${t('posts.delete')}: ${what}`}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('posts.delete')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={question ?? t('posts.deleteConfirm')}
      >
        <div className="flex items-center gap-3">
          {preview}
          <p className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-medium">{what}</span>
          </p>
        </div>
        <p className="mt-2">{t('posts.deleteBody')}</p>
        {error ? (
          <p role="alert" className="mt-3 text-error">
            {t('posts.deleteFailed')} {errorMessage(t, error)}
          </p>
        ) : null}
        <div className="modal-action flex-wrap">
          <button type="button" data-autofocus className="btn" onClick={() => setOpen(false)}>
            {t('posts.cancel')}
          </button>
          <button type="button" className="btn btn-error" disabled={pending} onClick={confirm}>
            {pending ? t('posts.deleting') : t('posts.delete')}
          </button>
        </div>
      </Modal>
    </>
  );
}
