import './styles.css';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PAGE_DATA_ID } from '../shared/ssr.ts';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { Ready } from './app/ready.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import {
  cookieLanguage,
  initialLanguage,
  type Language,
  legacyLanguage,
  rememberLanguage,
  setLanguage,
} from './lib/language.ts';
import { sessionQuery } from './lib/session.ts';
import { siteQuery } from './lib/site.ts';

// The buttons only code works show (styles.css, .needs-script): boot.js says so on a page the server drew.
document.documentElement.classList.add('js');
const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

const client = createQueryClient();

/** What to do once the app has the page (its first commit). */
let whenReady: (() => void) | undefined;

const app = (
  <StrictMode>
    <AppProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
        <Ready onReady={() => whenReady?.()} />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// In a transition React renders (or takes over) the first screen in slices of a few
// milliseconds and lets the browser work in between, rather than in one long task
// (Lighthouse's total blocking time).
const pageData = document.getElementById(PAGE_DATA_ID);
if (pageData) {
  // A public page the server drew (src/web/entry-server.tsx): it is on the screen already.
  // The app takes it over with the data it was drawn from, once this page's code and, for a
  // Bangla reader, the Bangla texts are here (the page's HTML preloads both). The data is as
  // fresh as the server's cache of it, which every write drops: nothing is fetched again.
  const { language, state } = JSON.parse(pageData.textContent ?? '{}') as {
    language: Language;
    state: DehydratedState;
  };
  // (setQueryData rather than TanStack's hydrate(), which would add a kilobyte to the first load.)
  for (const { queryKey, state: query } of state.queries) client.setQueryData(queryKey, query.data);
  // The server drew the page in the cookie's language; a cookie it did not get (a page the
  // service worker kept from before a switch) is followed, and the page drawn again in it.
  const wanted = cookieLanguage() ?? language;
  Promise.all([
    preloadPage(client, location, { data: false }),
    wanted === 'en' ? undefined : setLanguage(wanted, { remember: false }),
  ])
    .catch(() => undefined)
    .finally(() => {
      // The reader's choice kept for another year; or one only earlier versions kept
      // (localStorage), read in a task of its own once the app has the page, then remembered
      // for the server (the cookie). A page drawn in another language is asked for again,
      // once in that browser's life: switched in place, parts React had not taken over yet
      // would no longer match the page's text (React's error 418).
      whenReady = () =>
        setTimeout(() => {
          const choice = cookieLanguage() ?? legacyLanguage();
          if (choice) rememberLanguage(choice);
          if (choice && choice !== wanted) location.reload();
        });
      startTransition(() => {
        if (wanted === language) hydrateRoot(root, app);
        else createRoot(root).render(app);
      });
    });
} else {
  // A page the browser draws alone (the dashboard, or the plain shell the service worker
  // keeps). index.html carries a <title> for crawlers without JavaScript; each page renders its own.
  document.head.querySelector('title')?.remove();
  // The first paint is the whole frame and page, so nothing moves when something arrives
  // (Lighthouse's layout shift) and the page renders once rather than several times: awaited
  // are the school's identity for the header and footer and who is signed in (index.html
  // preloads both while the code downloads), this page's own code when it loads lazily and
  // the data it shows first (preloaded by the page's HTML, src/shared/page-data.ts), and a
  // Bangla reader's texts. At most 3 s: then the frame shows with what has come. (then,
  // not a top-level await, which would make the bundler split the first load apart.)
  const language = initialLanguage();
  const ready = Promise.all([
    client.prefetchQuery(siteQuery),
    client.prefetchQuery(sessionQuery),
    preloadPage(client, location).catch(() => undefined), // the page's spinner will try again
    language === 'en'
      ? undefined
      : setLanguage(language, { remember: false }).catch(() => undefined), // English, rather than nothing
  ]);
  Promise.race([ready, new Promise((done) => setTimeout(done, 3000))]).finally(() =>
    startTransition(() => createRoot(root).render(app)),
  );
}

// Offline reading (public/sw.js): registered after the page has loaded, so it costs the first
// load nothing (on a page the server drew, this script itself may come after the load).
// A page the worker did not see fetched (the first visit, or a page asked for while the worker
// was still installing) tells it what the page fetched before (and while) it took control, so
// this very page can be read offline too. Asked of the page's own navigation, not of
// `controller`: a worker that activates while the page loads controls it from then on
// (clients.claim), though it never saw the page itself.
const afterLoad = (run: () => void) =>
  document.readyState === 'complete' ? setTimeout(run) : addEventListener('load', run);
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  afterLoad(() => {
    const { serviceWorker } = navigator;
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const first = !navigation?.workerStart;
    serviceWorker
      .register('/sw.js')
      .then(() => serviceWorker.ready)
      .then(({ active }) => {
        if (!first || !active) return;
        const observer = new PerformanceObserver((list) =>
          active.postMessage({ cache: list.getEntries().map((entry) => entry.name) }),
        );
        observer.observe({ type: 'resource', buffered: true });
        setTimeout(() => observer.disconnect(), 60_000);
      })
      .catch(() => undefined);
  });
