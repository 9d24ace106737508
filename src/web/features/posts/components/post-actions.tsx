import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../../shared/permissions.ts';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeletePost } from '../api/delete-post.ts';
import type { PostKind, PostOf } from '../api/post-kinds.ts';
import { PostForm } from './post-form.tsx';

/**
 * Whether the signed-in user may change a post: its author, or an admin (PRODUCT.md).
 * Posts without an author id (notices, events) are the admin's. The server checks again.
 */
export function useMayChange() {
  const user = useSession().data?.user;
  return (createdById?: string | null) =>
    !!user && ((!!createdById && createdById === user.id) || can(user.role, 'edit:any-post'));
}

type Props<K extends PostKind> = {
  kind: K;
  item: PostOf[K];
  /** The post's name, for screen readers and the dialogs. */
  what: string;
};

/** Edit (the same form, pre-filled, in a <dialog>) and Delete (asked first). */
export function PostActions<K extends PostKind>({ kind, item, what }: Props<K>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeletePost(kind);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline btn-primary"
        aria-label={`${t('posts.edit')}: ${what}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('posts.edit')}
      </button>
      <ConfirmDeleteButton what={what} onConfirm={() => remove.mutateAsync(item.id)} />
      <Modal
        open={editing}
        onClose={() => setEditing(false)}
        title={`${t('posts.editTitle')}: ${what}`}
      >
        <PostForm kind={kind} item={item} onSaved={() => setEditing(false)} />
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => setEditing(false)}>
            {t('posts.cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}
