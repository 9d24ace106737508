import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteError } from '../app/route-error.tsx';
import { ErrorBoundary } from '../components/ui/error-boundary.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ToastHost } from '../components/ui/toast-host.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** A new page starts at its top, as a browser's own navigation would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    window.scrollTo(0, 0);
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
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary fallback={<RouteError />} resetKey={pathname}>
          <Suspense fallback={<Spinner label={t('common.pageLoading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ToastHost />
      <ScrollToTop />
    </div>
  );
}
