import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/**
 * One client for the app. Data of a school site changes rarely, so it stays fresh for a
 * few minutes and is not refetched on every tab focus (data costs money on mobile).
 */
export function createQueryClient() {
  // A 401 means the session ended (expired, or signed out elsewhere): ask the server who
  // is signed in, and the dashboard's guard sends the visitor to sign in.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && error.code !== 'login_failed')
      void client.invalidateQueries({ queryKey: ['session'] });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Asked even when the browser says it is offline: the service worker may have a
        // copy (public/sw.js), and a query paused until the network returns shows nothing.
        networkMode: 'offlineFirst',
        // Client errors will not change on retry; network and server errors might, but not
        // while the device is offline (the screen says so rather than waiting).
        retry: (count, error) =>
          count < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          !(error instanceof ApiError && error.status === 0 && !navigator.onLine),
      },
    },
  });
  return client;
}
