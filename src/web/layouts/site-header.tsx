import { ChevronDown, Mail, Menu, Phone } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../shared/paths.ts';
import type { SchoolIdentity } from '../../shared/schemas/site.ts';
import { useLogout } from '../features/auth/api/logout.ts';
import { localizeDigits } from '../lib/format.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useLocalized } from '../lib/localized.ts';
import { useSession } from '../lib/session.ts';
import { useSite } from '../lib/site.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { isGroup, LOGIN_MENU, MAIN_MENU, type MenuEntry, type MenuGroup } from './menu-items.ts';

const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active' : '');

function Entry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  if (!isGroup(entry))
    return (
      <li>
        <NavLink to={entry.to} end className={activeClass}>
          {t(`nav.${entry.label}`)}
        </NavLink>
      </li>
    );
  return <Group group={entry} />;
}

function Group({ group, alignEnd = false }: { group: MenuGroup; alignEnd?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={alignEnd ? 'relative' : undefined}>
      <details>
        <summary>{t(`nav.${group.label}`)}</summary>
        <ul className={`z-30 w-60 bg-base-100 shadow-lg ${alignEnd ? 'right-0' : ''}`}>
          {group.items.map((item) => (
            <Entry key={item.to} entry={item} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Signed in: Dashboard and Log Out; otherwise (and while the session loads) the Login group. */
function AccountEntries({ alignEnd = false }: { alignEnd?: boolean }) {
  const { t } = useTranslation();
  const signedIn = !!useSession().data?.user;
  const logOut = useLogout();
  if (!signedIn) return <Group group={LOGIN_MENU} alignEnd={alignEnd} />;
  return (
    <>
      <Entry entry={{ to: paths.dashboard, label: 'dashboard' }} />
      <li>
        <button type="button" onClick={() => void logOut()}>
          {t('nav.logOut')}
        </button>
      </li>
    </>
  );
}

/**
 * Native <details> menus: they open and close without JavaScript. The only script
 * closes them after a link is followed, on a click elsewhere, and on Escape.
 */
function useCloseMenus(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const openMenus = () => Array.from(root.current?.querySelectorAll('details[open]') ?? []);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const followedLink = !!target?.closest('a');
      for (const d of openMenus())
        if (followedLink || !d.contains(target)) d.removeAttribute('open');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = openMenus();
      if (open.length === 0) return;
      const outer = open[0];
      for (const d of open) d.removeAttribute('open');
      outer?.querySelector('summary')?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [root]);
}

/** The school's identity numbers, phone and email: only what the school has filled in. */
function SchoolDetails({ school }: { school: SchoolIdentity }) {
  const { t, i18n } = useTranslation();
  const digits = (text: string) => localizeDigits(text, i18n.language);
  const numbers = school.eiin || school.schoolCode;
  const reach = school.phone || school.email;
  return (
    <>
      {numbers ? (
        <p className="flex flex-wrap gap-x-4">
          {school.eiin ? <span>{t('topBar.eiin', { value: digits(school.eiin) })}</span> : null}
          {school.schoolCode ? (
            <span>{t('topBar.schoolCode', { value: digits(school.schoolCode) })}</span>
          ) : null}
        </p>
      ) : null}
      {reach ? (
        <p className="flex flex-wrap gap-x-4">
          {school.phone ? (
            <a
              href={`tel:${localizeDigits(school.phone, 'en').replace(/[^\d+]/g, '')}`}
              className="link link-hover inline-flex items-center gap-1"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('topBar.phone')}: </span>
              {digits(school.phone)}
            </a>
          ) : null}
          {school.email ? (
            <a
              href={`mailto:${school.email}`}
              className="link link-hover inline-flex items-center gap-1 break-all"
            >
              <Mail aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t('topBar.email')}: </span>
              {school.email}
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  );
}

/**
 * The top bar (identity numbers, phone, email, the language switch), the logo and name,
 * and the menu. On a phone the numbers, phone and email fold into a disclosure (a native
 * <details>: it opens without JavaScript), so the school's name, the menu and the language
 * switch are all a parent sees above the page (about 110 px at 360 px wide, not 230; the
 * summary is 44 px, a finger's target); the contact page carries the phone and email too.
 * From md up they stand in the bar as before.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const site = useSite();
  const school = site.data?.school;
  const logo = site.data?.logo;
  const details = school && (school.eiin || school.schoolCode || school.phone || school.email);
  const ref = useRef<HTMLElement>(null);
  useCloseMenus(ref);

  return (
    <header ref={ref}>
      <div className="bg-primary text-sm text-primary-content">
        {/*
          Only what the school has filled in: a new site shows no label without its value.
          Each part starts where the one before it ends and the language switch keeps to the
          right, so a phone that paints the bar before it has read all of it moves nothing
          when the rest arrives. A form: the language switch's buttons submit it (?lang=)
          when pressed before the app has taken the page over (language-switch.tsx).
        */}
        <form className="mx-auto flex min-h-8 max-w-6xl flex-wrap items-start gap-x-4 gap-y-1 px-4 md:items-center md:py-1">
          {details ? (
            <>
              <details className="group min-w-0 flex-1 md:hidden">
                <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden">
                  <Phone aria-hidden="true" className="size-3.5" />
                  {t('topBar.details')}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="grid gap-y-1 pb-1">
                  <SchoolDetails school={school} />
                </div>
              </details>
              <div className="hidden md:contents">
                <SchoolDetails school={school} />
              </div>
            </>
          ) : null}
          <LanguageSwitch />
        </form>
      </div>

      <div className="mx-auto flex min-h-16 max-w-6xl items-center gap-3 px-4 py-2 md:min-h-18">
        <Link to={paths.root} className="flex min-w-0 flex-1 items-center gap-3">
          {logo ? (
            // The school's name follows in the same link, so the logo itself is decorative.
            <img
              src={logo.thumbUrl}
              width={56}
              height={Math.round((56 * logo.height) / logo.width)}
              alt=""
              className="h-auto max-h-12 w-12 shrink-0 object-contain md:max-h-none md:w-14"
            />
          ) : (
            <img
              src="/favicon.svg"
              width={56}
              height={56}
              alt=""
              className="size-12 shrink-0 md:size-14"
            />
          )}
          <span className="text-lg font-bold leading-tight text-primary md:text-2xl">
            {pick(school?.name)}
          </span>
        </Link>

        <nav aria-label={t('nav.mainMenu')} className="lg:hidden">
          <details className="dropdown dropdown-end">
            <summary className="btn btn-primary list-none [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden="true" className="size-5" />
              {t('nav.menu')}
            </summary>
            <ul className="menu dropdown-content z-40 mt-2 max-h-[75vh] w-72 max-w-[calc(100vw-2rem)] flex-nowrap overflow-y-auto rounded-box bg-base-100 p-2 shadow-xl">
              {MAIN_MENU.map((entry) => (
                <Entry key={entry.label} entry={entry} />
              ))}
              <AccountEntries />
            </ul>
          </details>
        </nav>
      </div>

      <div className="hidden border-y border-base-300 bg-base-200 lg:block">
        <nav
          aria-label={t('nav.mainMenu')}
          className="mx-auto flex max-w-6xl items-center justify-between px-2"
        >
          <ul className="menu menu-horizontal gap-1 font-medium">
            {MAIN_MENU.map((entry) => (
              <Entry key={entry.label} entry={entry} />
            ))}
          </ul>
          <ul className="menu menu-horizontal font-medium">
            <AccountEntries alignEnd />
          </ul>
        </nav>
      </div>
    </header>
  );
}
