import { type ApiRequest, apiRequestOf, jsonResponse, mockFetch } from './render.tsx';

/** A fake API's answer for a path it does not serve. */
export function noRoute(): Response {
  return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
}

/** The session's answer with `user` signed in, a password they need not change. */
export function signedIn(user: {
  id: string;
  role: string;
  loginId: string;
  name: string;
  nameBn?: string;
}) {
  return jsonResponse({ user: { ...user, mustChangePassword: false } });
}

/** A request as a fake API server sees it, with its whole URL (for the query). */
export type ApiCall = ApiRequest & { url: URL };

/** A fake API's answer to a request, or none to leave it to what comes next. */
export type Answer = Response | undefined;

/**
 * A fake API: each request, read as an ApiCall, is shown to `seen` first (to log it; it may
 * throw, as fetch does with no network), then answered by the test's own `answer` (an error,
 * another outcome; it may wait), else by `server` under its route ('GET /api/session'), else
 * with 404 'No route'.
 */
export function mockApiRoutes(
  server: (route: string, req: ApiCall) => Answer,
  {
    answer = () => undefined,
    seen = () => undefined,
  }: {
    answer?: (req: ApiCall) => Answer | Promise<Answer>;
    seen?: (req: ApiCall) => void;
  } = {},
) {
  return mockFetch(async (url, init) => {
    const req: ApiCall = { ...apiRequestOf(url, init), url };
    seen(req);
    return (await answer(req)) ?? server(`${req.method} ${req.path}`, req) ?? noRoute();
  });
}
