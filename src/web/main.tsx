import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { initialLanguage, setLanguage } from './lib/language.ts';
import { sessionQuery } from './lib/session.ts';
import { siteQuery } from './lib/site.ts';

// index.html carries a <title> for crawlers without JavaScript; each page renders its own.
document.head.querySelector('title')?.remove();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

const client = createQueryClient();

function render(element: HTMLElement) {
  const reactRoot = createRoot(element);
  // In a transition React renders the first screen in slices of a few milliseconds and
  // lets the browser work in between, rather than in one long task (Lighthouse's total
  // blocking time); the screen still appears at once, when the whole of it is ready.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProvider client={client}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
}

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
  language === 'en' ? undefined : setLanguage(language, { remember: false }).catch(() => undefined), // English, rather than nothing
]);
Promise.race([ready, new Promise((done) => setTimeout(done, 3000))]).finally(() => render(root));

// Offline reading (public/sw.js): registered after the page has loaded, so it costs the first
// load nothing. On the first visit the worker is told what the page fetches before (and while)
// it takes control, so this very page can be read offline too.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  addEventListener('load', () => {
    const { serviceWorker } = navigator;
    const first = !serviceWorker.controller;
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
