import { PanelLeftOpen, X } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { DemoBanner } from '../features/dashboard/components/demo-banner.tsx';
import { dashboardUrl, menuSectionsFor } from '../lib/dashboard-menu.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useSession } from '../lib/session.ts';

const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active' : '');

/**
 * The dashboard: a side menu of the role's screens beside the screen, the home and My Profile
 * on top, then each group of the role's items under its heading (lib/dashboard-menu.ts). On
 * small screens the menu is a daisyUI drawer that a button opens; from lg up it stays open
 * beside the screen.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const id = useId();
  const user = useSession().data?.user;
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const openButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  // A followed link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    // The drawer turns visible after its CSS transition's delay; focus once it can be.
    let frame = 0;
    let tries = 0;
    const focusCurrent = () => {
      const link =
        menu.current?.querySelector<HTMLElement>('a[aria-current="page"]') ??
        menu.current?.querySelector<HTMLElement>('a');
      link?.focus();
      if (document.activeElement !== link && tries++ < 30)
        frame = requestAnimationFrame(focusCurrent);
    };
    focusCurrent();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      openButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const screen = (
    <Suspense fallback={<Spinner label={t('common.pageLoading')} />}>
      <Outlet />
    </Suspense>
  );
  // Loading or signed out: the screen's guard shows the spinner or sends to sign in. With a
  // temporary password it asks for a new one, and the menu would lead nowhere else.
  if (!user || user.mustChangePassword)
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <title>{t('titles.dashboard')}</title>
        {screen}
      </div>
    );

  return (
    <div className="drawer mx-auto max-w-6xl lg:drawer-open">
      <input
        id={id}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content min-w-0 px-4 py-6 lg:py-8">
        <button
          ref={openButton}
          type="button"
          className="btn btn-outline btn-primary mb-6 lg:hidden"
          aria-expanded={open}
          aria-controls={`${id}-menu`}
          onClick={() => setOpen(true)}
        >
          <PanelLeftOpen aria-hidden="true" className="size-5" />
          {t('dashboard.menu')}
        </button>
        <DemoBanner userRole={user.role} />
        {screen}
      </div>
      {/* From lg up the menu is part of the page, as long as it is: no inner scroll, nothing cut. */}
      <div className="drawer-side z-40 lg:static lg:z-auto lg:h-auto lg:overflow-visible">
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('dashboard.closeMenu')}
          className="drawer-overlay"
          onClick={() => setOpen(false)}
        />
        <nav
          ref={menu}
          id={`${id}-menu`}
          aria-label={t('dashboard.menu')}
          className="min-h-full w-64 bg-base-200 p-4 lg:mt-8 lg:min-h-0 lg:rounded-box"
        >
          <button
            type="button"
            className="btn btn-ghost btn-sm mb-2 lg:hidden"
            onClick={() => {
              setOpen(false);
              openButton.current?.focus();
            }}
          >
            <X aria-hidden="true" className="size-4" />
            {t('dashboard.closeMenu')}
          </button>
          {menuSectionsFor(user.role).map(({ group, items }) => {
            const links = items.map((item) => (
              <li key={item.path}>
                <NavLink to={dashboardUrl(item.path)} end className={activeClass}>
                  {t(`dashboard.items.${item.label}`)}
                </NavLink>
              </li>
            ));
            if (!group)
              return (
                <ul key="top" className="menu w-full gap-1 p-0 font-medium">
                  {links}
                </ul>
              );
            // A real heading (a screen reader jumps by them) that also names its list; no
            // landmark around it (five regions inside the menu would be noise).
            const headingId = `${id}-${group}`;
            return (
              <div key={group} className="mt-4">
                <h2
                  id={headingId}
                  className="border-base-300 border-t px-3 pt-3 pb-1 text-sm font-bold text-base-content/80"
                >
                  {t(`dashboard.groups.${group}`)}
                </h2>
                <ul aria-labelledby={headingId} className="menu w-full gap-1 p-0 font-medium">
                  {links}
                </ul>
              </div>
            );
          })}
        </nav>
      </div>
    </div>
  );
}
