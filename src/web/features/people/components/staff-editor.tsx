import { Pencil, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { StaffMember } from '../../../../shared/schemas/people.ts';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { MoveButtons } from '../../../components/ui/move-buttons.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { designationIn, nameIn } from '../../../lib/names.ts';
import { moved } from '../../../lib/save-order.ts';
import { useDeleteStaff } from '../api/delete-staff.ts';
import { useStaff } from '../api/get-staff.ts';
import { useReorderStaff } from '../api/reorder-staff.ts';
import { StaffForm } from './staff-form.tsx';

/**
 * The admin's staff list, in the Staff page's order (the same call and cache, so a change
 * shows there too): add and edit in a dialog, remove after asking, move up and down.
 */
export function StaffEditor() {
  const { t, i18n } = useTranslation();
  const staff = useStaff();
  const reorder = useReorderStaff();
  const remove = useDeleteStaff();
  // The member being edited, 'new' while adding, null while the dialog is closed.
  const [editing, setEditing] = useState<StaffMember | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <>
      <p className="mb-4 max-w-prose">{t('staffEditor.intro')}</p>
      <button
        type="button"
        className="btn btn-primary mb-6 min-h-11"
        onClick={() => setEditing('new')}
      >
        <Plus aria-hidden="true" className="size-5" />
        {t('staffEditor.add')}
      </button>
      <QueryState
        query={staff}
        isEmpty={(data) => data.items.length === 0}
        empty={t('staffEditor.empty')}
      >
        {(data) => {
          const ids = data.items.map((m) => m.id);
          return (
            <ol
              aria-label={t('staffEditor.heading')}
              className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
            >
              {data.items.map((member, index) => {
                const name = nameIn(member, i18n.language);
                const designation = designationIn(member, i18n.language);
                return (
                  <li key={member.id} className="flex flex-wrap items-center gap-3 p-3">
                    <Thumbnail src={member.image?.thumbUrl} icon={UserRound} />
                    <div className="min-w-0 flex-1 basis-40">
                      <p className="font-semibold [overflow-wrap:anywhere]">{name}</p>
                      <p className="text-sm">
                        {member.department ? `${designation} · ${member.department}` : designation}
                      </p>
                      {member.identity ? (
                        <p className="text-sm">{t('staff.identity', { value: member.identity })}</p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <MoveButtons
                        what={name}
                        index={index}
                        count={ids.length}
                        onMove={(delta) => reorder.mutate(moved(ids, index, delta))}
                      />
                      <button
                        type="button"
                        className="btn btn-outline btn-primary min-h-11"
                        aria-label={`${t('posts.edit')}: ${name}`}
                        onClick={() => setEditing(member)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {t('posts.edit')}
                      </button>
                      <ConfirmDeleteButton
                        what={name}
                        question={t('staffEditor.deleteConfirm')}
                        size="min-h-11"
                        onConfirm={() => remove.mutateAsync(member.id)}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
          );
        }}
      </QueryState>
      <Modal
        open={editing !== null}
        onClose={close}
        title={editing === 'new' ? t('staffEditor.add') : t('staffEditor.editTitle')}
      >
        {editing ? (
          <StaffForm member={editing === 'new' ? undefined : editing} onSaved={close} />
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn min-h-11" onClick={close}>
            {t('posts.cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}
