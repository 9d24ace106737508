import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from '../app/route-error.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { OfflineNotice } from '../components/ui/offline-notice.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ToastHost } from '../components/ui/toast-host.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { PinnedNoticeBanner } from './pinned-notice-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * A new page starts at its top, as a browser's own navigation would, and focus moves to
 * its main content, so keyboard and screen reader users start there rather than at the
 * link they followed (which may be gone, in a closed menu). Not on the first page: the
 * browser put it where it belongs (the top, or where a reload or Back left it), and a page
 * the server drew may have been read and scrolled for seconds before the app takes it over.
 */
function OnNavigate() {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/** The shared frame of every route: header, page, footer. */
export function Frame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-base-100 p-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <PinnedNoticeBanner />
      {/* A screen high at least: the footer starts below the fold, so content that arrives
          late does not push it down in view (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <OfflineNotice />
        <ErrorBoundary fallback={<RouteError />} resetKey={pathname}>
          <Suspense fallback={<Spinner label={t('common.pageLoading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ToastHost />
      <OnNavigate />
    </div>
  );
}
