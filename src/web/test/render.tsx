import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { ToastHost } from '../components/ui/toast-host.tsx';

/** A fresh query cache per test, without retries so failures show at once. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    data = [],
  }: {
    route?: string;
    /** What the cache holds before the first render (a page the server drew with it). */
    data?: readonly (readonly [QueryKey, unknown])[];
  } = {},
) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  return {
    client,
    ...render(
      <AppProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProvider>,
    ),
  };
}

/** renderWithProviders, with the toast host beside `ui` for a test that reads the toasts. */
export function renderWithToasts(ui: ReactElement, options: { route?: string } = {}) {
  return renderWithProviders(
    <>
      {ui}
      <ToastHost />
    </>,
    options,
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces fetch; the handler sees the parsed URL (relative to the test origin) and the request. */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new URL(String(input), 'http://localhost'), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A request as a fake API server sees it: the method, the path and the JSON body. */
export type ApiRequest = { method: string; path: string; body: unknown };

/** How a fake API server reads the request fetch was called with. */
export function apiRequestOf(url: URL, init: RequestInit | undefined): ApiRequest {
  return {
    method: init?.method ?? 'GET',
    path: url.pathname,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
}

/**
 * A fake API: a test's own `answer` first (an error, say), else `server`'s. Returns the
 * log of every request that writes (all but GET), in order.
 */
export function mockApi(
  server: (req: ApiRequest) => Response,
  answer: (req: ApiRequest) => Response | undefined = () => undefined,
): ApiRequest[] {
  const writes: ApiRequest[] = [];
  mockFetch((url, init) => {
    const req = apiRequestOf(url, init);
    if (req.method !== 'GET') writes.push(req);
    return answer(req) ?? server(req);
  });
  return writes;
}
