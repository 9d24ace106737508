import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { isReauthRequired, useRecentPassword } from '../../../components/ui/recent-password.tsx';
import { dashboardUrl } from '../../../lib/dashboard-menu.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useAccount, useDeleteAccount, useSetAccountActive } from '../api/account.ts';

/** What the signed-in person may do to the accounts of a list (permissions.ts decides). */
export type AccountPowers = {
  /** Reset password (teachers: students'; admins: anyone's). */
  reset: boolean;
  /** Edit the account's details (teachers: students'; admins: anyone's). */
  edit: boolean;
  /** Turn off, turn on, delete (admins, never their own account). */
  manage: boolean;
};

/** The address of an account's edit screen. */
export const editAccountUrl = (id: string) => dashboardUrl(`accounts/${id}`);

/**
 * Edit, Turn off / Turn on and Delete on an account's card (issue 19). Turning off and
 * deleting want the password typed again when the server says so; a refusal (your own
 * account, the last active admin) is told in a toast, in the reader's language.
 */
export function AccountActions({
  profile,
  name,
  edit,
  manage,
}: {
  profile: Profile;
  /** The account's name as the card shows it. */
  name: string;
  edit: boolean;
  manage: boolean;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const setActive = useSetAccountActive();
  const { withPassword, dialog } = useRecentPassword();
  const [deleting, setDeleting] = useState(false);

  const turn = async (active: boolean) => {
    try {
      await withPassword(() => setActive.mutateAsync({ id: profile.id, active }));
      void notify('success', t(active ? 'accounts.turnedOn' : 'accounts.turnedOff'));
      return true;
    } catch (error) {
      if (!isReauthRequired(error))
        void notify(
          'error',
          `${t(active ? 'accounts.turnOnFailed' : 'accounts.turnOffFailed')} ${errorMessage(t, error)}`,
        );
      return false;
    }
  };

  return (
    <>
      {edit ? (
        <Link
          to={editAccountUrl(profile.id)}
          // The edit screen goes back to the list as it is now (its class, search, page).
          state={{ back: `${pathname}${search}` }}
          className="btn btn-sm btn-outline btn-primary"
          aria-label={`${t('accounts.edit')}: ${name}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('accounts.edit')}
        </Link>
      ) : null}
      {manage ? (
        <>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-label={`${t(profile.active ? 'accounts.turnOff' : 'accounts.turnOn')}: ${name}`}
            disabled={setActive.isPending}
            onClick={() => void turn(!profile.active)}
          >
            {profile.active ? (
              <PowerOff aria-hidden="true" className="size-4" />
            ) : (
              <Power aria-hidden="true" className="size-4" />
            )}
            {t(profile.active ? 'accounts.turnOff' : 'accounts.turnOn')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error"
            aria-label={`${t('posts.delete')}: ${name}`}
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('posts.delete')}
          </button>
          <Modal
            open={deleting}
            onClose={() => setDeleting(false)}
            title={t('accounts.deleteTitle')}
          >
            {deleting ? (
              <DeleteAccount
                profile={profile}
                name={name}
                withPassword={withPassword}
                onTurnOff={async () => {
                  if (await turn(false)) setDeleting(false);
                }}
                onDone={() => setDeleting(false)}
              />
            ) : null}
          </Modal>
        </>
      ) : null}
      {dialog}
    </>
  );
}

/**
 * The delete dialog's body: what happens (the account gone for good, its posts kept under
 * its name, counted by the server), with Turn off instead as the gentler choice.
 */
function DeleteAccount({
  profile,
  name,
  withPassword,
  onTurnOff,
  onDone,
}: {
  profile: Profile;
  name: string;
  withPassword: <T>(action: () => Promise<T>) => Promise<T>;
  onTurnOff: () => Promise<void>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const account = useAccount(profile.id);
  const remove = useDeleteAccount();
  const posts = account.data?.posts;

  const confirm = async () => {
    try {
      await withPassword(() => remove.mutateAsync(profile.id));
      void notify('success', t('accounts.deleted'));
      onDone();
    } catch (error) {
      if (!isReauthRequired(error))
        void notify('error', `${t('accounts.deleteFailed')} ${errorMessage(t, error)}`);
    }
  };

  return (
    <>
      <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
      <p className="mt-2">{t('accounts.deleteBody', { id: profile.loginId })}</p>
      <p className="mt-2" aria-live="polite">
        {posts === undefined
          ? account.isError
            ? null
            : t('accounts.countingPosts')
          : posts === 0
            ? t('accounts.deletePostsNone')
            : t('accounts.deletePosts', { count: posts })}
      </p>
      {profile.active ? <p className="mt-2">{t('accounts.offInstead')}</p> : null}
      <div className="modal-action flex-wrap">
        <button type="button" data-autofocus className="btn" onClick={onDone}>
          {t('posts.cancel')}
        </button>
        {profile.active ? (
          <button type="button" className="btn btn-outline" onClick={() => void onTurnOff()}>
            <PowerOff aria-hidden="true" className="size-4" />
            {t('accounts.turnOffInstead')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-error"
          disabled={remove.isPending}
          onClick={() => void confirm()}
        >
          {remove.isPending ? t('accounts.deleting') : t('accounts.deleteForGood')}
        </button>
      </div>
    </>
  );
}
