import type { SessionUser } from './schemas/auth.ts';

/** The languages a page is written in (the web app's LANGUAGES). */
export type PageLanguage = 'bn' | 'en';

/**
 * What the server asks of the web app's server entry (src/web/entry-server.tsx, built into
 * dist/ssr): a public page's HTML for an address, in a language, for a visitor or a
 * signed-in person, with the data it was drawn from.
 */
export type RenderRequest = {
  /** The address as asked, with its query (`/notice?page=2`). */
  url: string;
  language: PageLanguage;
  /** Who is signed in (the header shows Dashboard and Log Out), or null for a visitor. */
  user: SessionUser | null;
  /** The site's origin as the reader reached it (`https://school.example`), for whole addresses in the page's head. */
  origin: string;
  /** A public form sent to the page's own address, and the answer to draw with it. */
  form?: PageFormAnswer | undefined;
};

/** The public forms the server answers at their page's own address (src/server/plugins/page-forms.ts). */
export const PAGE_FORMS = ['result-lookup', 'admission-status', 'admission'] as const;
export type PageFormName = (typeof PAGE_FORMS)[number];

/**
 * A public form sent as a plain HTML form (before the app's code has come, or on a
 * browser without JavaScript), answered by the server with its page drawn again: the
 * values as the reader typed them (never a file), and the API's answer to them, a body
 * (2xx) or an error (`{ error }`), which the form draws as it draws its own call's.
 */
export type PageFormAnswer = {
  form: PageFormName;
  values: Record<string, string>;
  status: number;
  body: unknown;
};

export type RenderedPage = {
  /** 200, or 404 for an address no page has (or a notice that does not exist). */
  status: number;
  /** The page's <title> text. */
  title: string;
  /**
   * The preload of the page's main picture (fetchPriority high), if it has one: the first
   * thing in the head after the viewport, so it is the first request after the page's own.
   */
  first: string;
  /** Markup for the head beside the title: preloads of the other pictures the page shows first. */
  head: string;
  /** The markup inside #root. */
  body: string;
  /** The query cache the page was drawn from, as JSON safe inside a <script> element. */
  data: string;
};

export type PageRenderer = {
  /** Renders a public page; null for an address the server does not render (the dashboard). */
  render(request: RenderRequest): Promise<RenderedPage | null>;
};

/**
 * Makes the renderer. `fetch` answers the API calls the pages make (the server passes its
 * own routes, with their in-process cache, rather than the network).
 */
export type CreatePageRenderer = (options: { fetch: typeof fetch }) => PageRenderer;

/** The id of the <script type="application/json"> element that carries RenderedPage.data. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The id of the empty element right after the drawn page (#root), before its data: the
 * first paint waits for it (`<link rel="expect" blocking="render">`), not for the data,
 * which only the app's code reads.
 */
export const PAGE_END_ID = 'page-end';
