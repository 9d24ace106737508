import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { ConfirmButton } from './confirm-button.tsx';

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
  return (
    <ConfirmButton
      label={t('posts.delete')}
      ariaLabel={`${t('posts.delete')}: ${what}`}
      icon={<Trash2 aria-hidden="true" className="size-4" />}
      className={`${size} btn-outline btn-error`}
      confirmClass="btn-error"
      question={question ?? t('posts.deleteConfirm')}
      cancel={t('posts.cancel')}
      pendingLabel={t('posts.deleting')}
      done={t('posts.deleted')}
      failed={t('posts.deleteFailed')}
      onConfirm={onConfirm}
    >
      <div className="flex items-center gap-3">
        {preview}
        <p className="min-w-0 [overflow-wrap:anywhere]">
          <span className="font-medium">{what}</span>
        </p>
      </div>
      <p className="mt-2">{t('posts.deleteBody')}</p>
    </ConfirmButton>
  );
}
