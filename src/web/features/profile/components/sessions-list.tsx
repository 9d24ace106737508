import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useId } from 'react';
import type { AccountSession } from '../../../../shared/schemas/auth.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { notify } from '../../../lib/notify.ts';
import { useEndSession, useSessions } from '../api/sessions.ts';

/**
 * My Profile's list of where the account is signed in (a shared phone, the computer room):
 * each device with when it signed in and was last used; any but this one can be signed out.
 */
export function SessionsList() {
  const { t } = useTranslation();
  const id = useId();
  const sessions = useSessions();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-4">
        <h2 id={`${id}-heading`} className="card-title text-primary">
          {t('sessions.heading')}
        </h2>
        <p>{t('sessions.intro')}</p>
        <QueryState query={sessions}>
          {(data) => (
            <ul className="divide-y divide-base-300">
              {data.items.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t, i18n } = useTranslation();
  const end = useEndSession();
  const device = session.device || t('sessions.unknownDevice');
  const onEnd = async () => {
    try {
      await end.mutateAsync(session.id);
      void notify('success', t('sessions.ended'));
    } catch (error) {
      void notify('error', `${t('sessions.failed')} ${errorMessage(t, error)}`);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <MonitorSmartphone aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <p className="font-medium [overflow-wrap:anywhere]">
          {device}
          {session.current ? (
            <span className="badge badge-primary ms-2 align-middle">
              {t('sessions.thisDevice')}
            </span>
          ) : null}
        </p>
        <p className="text-sm">
          {t('sessions.signedIn', { when: formatDateTime(session.createdAt, i18n.language) })}
          {' · '}
          {t('sessions.lastUsed', { when: formatDateTime(session.lastSeenAt, i18n.language) })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn-sm btn-outline btn-primary"
          aria-label={t('sessions.endLabel', { device })}
          disabled={end.isPending}
          onClick={onEnd}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {end.isPending ? t('sessions.ending') : t('sessions.end')}
        </button>
      )}
    </li>
  );
}
