import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const sessionKey = ['session'] as const;
/** Every query of a signed-in user's data starts with this key, so sign-in and sign-out can drop them all. */
export const signedInKey = ['signed-in'] as const;

export function getSession(signal?: AbortSignal) {
  return api('session.get', {}, { signal });
}

/** Who is signed in; main.tsx fetches it before the first render (index.html preloads it). */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 60_000,
});

/** Who is signed in, as the server says: the only source of the role (PRODUCT.md). */
export function useSession() {
  return useQuery(sessionQuery);
}
