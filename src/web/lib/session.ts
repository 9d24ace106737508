import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const sessionKey = ['session'] as const;
/** Every query of a signed-in user's data starts with this key, so sign-in and sign-out can drop them all. */
export const signedInKey = ['signed-in'] as const;

export function getSession(signal?: AbortSignal) {
  return api('session.get', {}, { signal }).then((session) => {
    forgetKeptOffline(session.user?.id ?? null);
    return session;
  });
}

/** The start of every key a signed-in screen keeps on this phone under (lib/kept-offline.ts). */
export const OFFLINE_PREFIX = 'offline:';

/**
 * Forgets what signed-in screens kept on this phone to open offline (lib/kept-offline.ts)
 * for anyone but `userId`: at sign-in, at sign-out (null: everyone's), and whenever the
 * server says who is signed in. Here, not there: the public pages' first load has it.
 */
export function forgetKeptOffline(userId: string | null) {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(OFFLINE_PREFIX) && !key.startsWith(`${OFFLINE_PREFIX}${userId}:`))
        localStorage.removeItem(key);
  } catch {
    // No storage on this browser: nothing was kept.
  }
}

/** Who is signed in; main.tsx fetches it before the first render (index.html preloads it). */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 60_000,
  // Not asked again because another part of the page that reads it is drawn: asked again
  // with no network, it would go back to loading, and a screen that opens without it (the
  // Attendance screen) would give way to the spinner and come back, over and over. The
  // network's return asks again (refetchOnReconnect), and so does Retry.
  retryOnMount: false,
});

/** Who is signed in, as the server says: the only source of the role (PRODUCT.md). */
export function useSession() {
  return useQuery(sessionQuery);
}
