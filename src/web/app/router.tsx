import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, useState } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Frame } from '../layouts/frame.tsx';
import type { LazyPart } from '../lib/lazy-part.ts';
import { HomeRoute, pageQueries as homeQueries } from '../routes/home.tsx';
import { lazyPages } from './pages.ts';

/**
 * Every screen of the site. The home page and the frame come with the first load; every
 * other route's code downloads only when it is visited. React Router's declarative mode
 * (not the data router): the data router costs 17 KB more gzipped, and TanStack Query
 * already does the data loading (docs/decisions/0001-small-i18n-and-declarative-router.md).
 */

/**
 * The queries whose data a page shows first (src/shared/page-data.ts lists their
 * addresses for the page's HTML); a function when they depend on the address's query.
 */
type PageQuery = { queryKey: readonly unknown[] };
/** An address's `:name` parts, for a page of one item (`/notice/:id`). */
type Params = Readonly<Record<string, string>>;
type PageQueries =
  | readonly PageQuery[]
  | ((search: URLSearchParams, params: Params) => readonly PageQuery[]);
type PageModule = {
  default: ComponentType;
  pageQueries?: PageQueries;
  /** Parts whose code the page loads later (lib/lazy-part.ts), which the server draws too. */
  pageParts?: readonly LazyPart<never>[];
};

/** A route whose code downloads when it is first shown, or earlier through preload(). */
type LazyPage = {
  Lazy: ComponentType;
  loaded?: ComponentType;
  preload: () => Promise<PageModule>;
};

function page(load: () => Promise<PageModule>): LazyPage {
  // Every page but home comes with the public pages' texts (its title among them), which
  // the first load does not carry (locales/en-pages.ts).
  const settle = () =>
    Promise.all([load(), import('../locales/pages.ts')]).then(([module]) => {
      route.loaded = module.default;
      return module;
    });
  const route: LazyPage = { Lazy: lazy(settle), preload: settle };
  return route;
}

/**
 * A lazily loaded page: at once when its code is already here, else through Suspense.
 * main.tsx preloads the first page's code, so that page paints whole, without a spinner
 * that the page would then push the footer away from (a layout shift).
 */
function Page({ route }: { route: LazyPage }) {
  // Chosen once per mount (each route's element has its own key, so each page is a mount of its
  // own): changing from Lazy to the loaded component would mount the page again.
  const [Component] = useState(() => route.loaded ?? route.Lazy);
  return <Component />;
}

// Every public page but home (in the first load) and not-found: each its own chunk. Named
// from routes/ ('./notice.tsx'): every name is written in the first load.
const modules = import.meta.glob<PageModule>(
  ['./*.tsx', '!./home.tsx', '!./not-found.tsx', '!./*.test.tsx'],
  { base: '../routes' },
);
const NotFoundRoute = page(() => import('../routes/not-found.tsx'));
const DashboardRoutes = page(() => import('./dashboard-routes.tsx'));

export const lazyRoutes: [path: string, route: LazyPage][] = Object.entries(lazyPages).map(
  ([path, file]) => [path, page(modules[`./${file}.tsx`]!)],
);

type Found = { home: true } | { home: false; route: LazyPage; params: Params };

/**
 * The page at this address: home, a lazily loaded page (with its address's `:id` and the
 * like, for a page of one item), or null (not found, or the dashboard).
 */
function pageAt(pathname: string): Found | null {
  const clean = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  if (clean === paths.root || clean === paths.home.toLowerCase()) return { home: true };
  for (const [path, route] of lazyRoutes) {
    // As <Routes> matches (and decodes) it: the page's data is asked for by the same id.
    const match = matchRoutes([{ path }], pathname)?.[0];
    if (match) return { home: false, route, params: match.params as Params };
  }
  return null;
}

/** True for the dashboard's addresses, which only the browser draws (they need a session). */
export function isDashboardPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return (
    lower === paths.dashboard.toLowerCase() || lower.startsWith(`${paths.dashboard.toLowerCase()}/`)
  );
}

/** True for an address no page has (the not-found page answers it). */
export function isNotFound(pathname: string): boolean {
  return !isDashboardPath(pathname) && !pageAt(pathname);
}

/**
 * True when the address is a page of one item (a notice) that does not exist: its data
 * came back as null (the server knows no such item, or the address names none), so the
 * page shows the not-found page, and the server answers with that status. After
 * preloadPage.
 */
export async function isMissingItem(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<boolean> {
  const found = pageAt(pathname);
  if (!found || found.home || Object.keys(found.params).length === 0) return false;
  const { pageQueries } = await found.route.preload();
  return queriesOf(pageQueries, search, found.params).some(
    (query) => client.getQueryData(query.queryKey) === null,
  );
}

function queriesOf(
  queries: PageQueries | undefined,
  search: string,
  params: Params,
): readonly PageQuery[] {
  return (
    (typeof queries === 'function' ? queries(new URLSearchParams(search), params) : queries) ?? []
  );
}

/**
 * Downloads the code of the page at this address (when it loads lazily; the not-found
 * page's too), then, unless `data` is false, the data it shows first into the query
 * cache: main.tsx waits for both before the first render, and the server's renderer
 * (entry-server.tsx) before it draws the page. With `parts`, the code of the page's later
 * parts too (`pageParts`): the server draws them whole; the browser takes them over as
 * their code comes.
 */
export async function preloadPage(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
  { data = true, parts = false } = {},
): Promise<void> {
  if (isDashboardPath(pathname)) return;
  const found = pageAt(pathname);
  if (!found) {
    await NotFoundRoute.preload();
    return;
  }
  const module = found.home ? null : await found.route.preload();
  const queries = module ? module.pageQueries : homeQueries;
  await Promise.all([
    ...(parts ? (module?.pageParts ?? []).map((part) => part.preload()) : []),
    ...(data
      ? queriesOf(queries, search, found.home ? {} : found.params).map((query) =>
          client.prefetchQuery(query as FetchQueryOptions),
        )
      : []),
  ]);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Frame />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.home} element={<HomeRoute />} />
        {lazyRoutes.map(([path, route]) => (
          <Route key={path} path={path} element={<Page key={path} route={route} />} />
        ))}
        <Route
          path={`${paths.dashboard}/*`}
          element={<Page key={paths.dashboard} route={DashboardRoutes} />}
        />
        <Route path="*" element={<Page key="*" route={NotFoundRoute} />} />
      </Route>
    </Routes>
  );
}
