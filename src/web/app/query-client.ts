import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/**
 * One client for the app. Data of a school site changes rarely, so it stays fresh for a
 * few minutes and is not refetched on every tab focus (data costs money on mobile).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network and server errors might.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
