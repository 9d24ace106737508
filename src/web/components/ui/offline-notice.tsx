import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser knows it has no network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Shown while the device is offline: the public pages read before come from the
 * service worker's copies (public/sw.js) and may be out of date; signed-in screens
 * cannot load at all.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className="mx-auto max-w-6xl px-4 print:hidden">
      {online ? null : (
        <p className="mt-4 flex items-start gap-2 rounded-box border border-warning bg-base-200 px-4 py-3">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
          <span>
            <strong>{t('offline.title')}</strong> {t('offline.body')}
          </span>
        </p>
      )}
    </div>
  );
}
