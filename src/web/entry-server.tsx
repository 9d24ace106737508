/**
 * The server's side of the web app (built into dist/ssr by `npm run build`): draws a
 * public page's HTML with the data it shows, so a phone paints and reads it before (and
 * without) the app's script; main.tsx then hydrates that HTML from the same data, with no
 * second fetch. The dashboard is drawn by the browser alone.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { CreatePageRenderer, RenderedPage, RenderRequest } from '../shared/ssr.ts';
import { AppProvider } from './app/provider.tsx';
import { Ready } from './app/ready.tsx';
import {
  AppRoutes,
  isDashboardPath,
  isMissingItem,
  isNotFound,
  preloadPage,
} from './app/router.tsx';
import { PageHead } from './components/ui/page-head.tsx';
import { setTransport } from './lib/api.ts';
import { i18n } from './lib/i18n.ts';
import { loadLanguage } from './lib/language.ts';
import { pageFormKey } from './lib/lazy-part.ts';
import { sessionKey } from './lib/session.ts';
import { siteQuery } from './lib/site.ts';
import './locales/pages.ts';

/** JSON that cannot close the <script> element it stands in, nor start a comment. */
function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * What React writes for the document's head, taken out of the page's markup: the page's
 * own <title> (where the page renders it), the preloads React writes first (the pictures
 * the page shows at once, fetchPriority high) and the page's <meta> tags (a notice's Open
 * Graph tags), which belong in the head too. A link shared on Facebook or a messaging app
 * is shown from these, and their addresses must be whole: the page writes `og:url` and
 * `og:image` from the site's root, and they are made absolute here with the site's origin.
 */
function takeHead(
  markup: string,
  origin: string,
): { title: string; first: string; head: string; body: string } {
  const leading = markup.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
  const preloads = leading.match(/<link [^>]*\/>/g) ?? [];
  const main = (link: string) => link.includes('fetchPriority="high"');
  let body = markup.slice(leading.length);
  const match = body.match(/<title>([\s\S]*?)<\/title>/);
  if (match) body = body.replace(match[0], '');
  const metas: string[] = [];
  body = body.replace(/<meta [^>]*\/>/g, (meta) => {
    metas.push(
      meta.replace(
        /^(<meta (?:property|name)="(?:og:url|og:image|twitter:image)" content=")\//,
        (_, start: string) => `${start}${attributeSafe(origin)}/`,
      ),
    );
    return '';
  });
  return {
    title: match?.[1] ?? '',
    first: preloads.filter(main).join(''),
    head: preloads.filter((link) => !main(link)).join('') + metas.join(''),
    body,
  };
}

/** Text safe inside a double-quoted attribute. */
function attributeSafe(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export const createPageRenderer: CreatePageRenderer = ({ fetch }) => {
  setTransport(fetch);
  return {
    async render({
      url,
      language,
      user,
      origin,
      form,
    }: RenderRequest): Promise<RenderedPage | null> {
      const address = new URL(url, 'http://school.invalid');
      if (isDashboardPath(address.pathname)) return null;
      // No retries and no refetching: one drawing, with what the server has now.
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
      });
      client.setQueryData(sessionKey, { user });
      // A form sent to the page without the app's code: drawn with its answer, which the
      // form's code takes over with the page (lib/page-form.ts).
      if (form) client.setQueryData(pageFormKey, form);
      await Promise.all([
        loadLanguage(language),
        client.prefetchQuery(siteQuery),
        preloadPage(
          client,
          { pathname: address.pathname, search: address.search },
          { parts: true },
        ),
      ]);
      // Synchronous from here: no other page's drawing can change the language meanwhile.
      const before = i18n.language;
      i18n.changeLanguage(language);
      let markup: string;
      try {
        markup = renderToString(
          <StrictMode>
            <AppProvider client={client}>
              <StaticRouter location={`${address.pathname}${address.search}`}>
                <AppRoutes />
                <Ready />
              </StaticRouter>
            </AppProvider>
          </StrictMode>,
        );
        // The home page's share tags (page-head.tsx), drawn here only: the home page is in
        // every visitor's first load, and a browser has no use for them.
        if (address.pathname === '/')
          markup += renderToString(
            <AppProvider client={client}>
              <StaticRouter location="/">
                <PageHead />
              </StaticRouter>
            </AppProvider>,
          ).replace(/<title>[\s\S]*?<\/title>/, '');
      } finally {
        i18n.changeLanguage(before);
      }
      const { title, first, head, body } = takeHead(markup, origin);
      const missing = isNotFound(address.pathname) || (await isMissingItem(client, address));
      // Only what was fetched whole: a failed query is fetched again by the browser.
      const state = dehydrate(client, {
        shouldDehydrateQuery: (query) => query.state.status === 'success',
      });
      client.clear();
      return {
        status: missing ? 404 : 200,
        title,
        first,
        head,
        body,
        data: scriptSafe(JSON.stringify({ language, state })),
      };
    },
  };
};
