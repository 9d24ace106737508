import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { Role } from '../../../../shared/constants.ts';
import { can } from '../../../../shared/permissions.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { isReauthRequired, useRecentPassword } from '../../../components/ui/recent-password.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useDemoStatus, useRemoveDemo } from '../api/demo.ts';

/** The banner's place on the page: the dashboard's home links to it. */
export const DEMO_BANNER_ID = 'demo-school';

/**
 * Shown to admins on every dashboard screen while the demo school is still on the site:
 * what is left of it, that its accounts sign in only on the site's own computer, and the
 * one action that removes it (asked first, and the admin's password again when the server
 * wants it, as for the other actions that cannot be undone).
 */
export function DemoBanner({ userRole }: { userRole: Role }) {
  const { t, i18n } = useTranslation();
  const status = useDemoStatus(can(userRole, 'manage:demo'));
  const remove = useRemoveDemo();
  const { withPassword, dialog: passwordDialog } = useRecentPassword();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const s = status.data;
  if (!s?.present) return null;
  const n = (value: number) => formatNumber(value, i18n.language);

  const confirm = async () => {
    try {
      await withPassword(() => remove.mutateAsync());
      setOpen(false);
      void notify('success', t('demo.removed'));
    } catch {
      // Shown in the dialog (not when the password prompt was cancelled).
    }
  };

  // The dialog sits beside the banner, not in it: it must not take the banner's colours.
  return (
    <>
      <section
        id={DEMO_BANNER_ID}
        tabIndex={-1}
        aria-labelledby={headingId}
        className="alert alert-warning mb-4 items-start py-3 print:hidden"
      >
        <TriangleAlert aria-hidden="true" className="hidden size-6 shrink-0 sm:block" />
        <div className="space-y-1">
          <h2 id={headingId} className="font-bold">
            {t('demo.heading')}
          </h2>
          <p>{t('demo.accounts')}</p>
          <button
            type="button"
            className="btn btn-sm btn-neutral min-h-11"
            onClick={() => {
              remove.reset();
              setOpen(true);
            }}
          >
            {t('demo.remove')}
          </button>
        </div>
      </section>
      <Modal open={open} onClose={() => setOpen(false)} title={t('demo.confirmTitle')}>
        <p>
          {t('demo.left', {
            accounts: n(s.accounts),
            posts: n(s.posts),
            pictures: n(s.pictures),
            files: n(s.files),
            pages: n(s.pages),
          })}
        </p>
        <p className="mt-2">{t('demo.confirmBody')}</p>
        <p className="mt-2 font-medium">{t('demo.confirmKeep')}</p>
        {remove.error && !isReauthRequired(remove.error) ? (
          <p role="alert" className="mt-3 text-error">
            {t('demo.failed')} {errorMessage(t, remove.error)}
          </p>
        ) : null}
        <div className="modal-action flex-wrap">
          <button type="button" data-autofocus className="btn" onClick={() => setOpen(false)}>
            {t('posts.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={remove.isPending}
            onClick={confirm}
          >
            {remove.isPending ? t('demo.removing') : t('demo.remove')}
          </button>
        </div>
      </Modal>
      {passwordDialog}
    </>
  );
}
