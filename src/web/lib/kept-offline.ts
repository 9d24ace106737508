import type { SessionUser } from '../../shared/schemas/auth.ts';
import { ApiError } from './api.ts';
import { OFFLINE_PREFIX } from './session.ts';

/**
 * What a signed-in screen keeps on this phone so that it opens with no signal at all (the
 * Attendance screen, issue 48: a class teacher's register in a classroom without a
 * network). In localStorage under `offline:<person>:<screen>`, each with the person it was
 * kept for: their own screen's data, never a password, a token or the session (the server
 * checks every call once the network is back). lib/session.ts forgets it all at sign-out
 * and whenever the server names nobody, or someone else, as signed in.
 */
/** Who the copy was kept for: enough to draw their screen, not to sign in. */
export type KeptUser = Pick<SessionUser, 'id' | 'role' | 'name' | 'nameBn'>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps a screen's copy for `user` (in place of their earlier one). False when the phone could not. */
export function keepOffline(screen: string, user: KeptUser, value: unknown): boolean {
  const { id, role, name, nameBn } = user;
  try {
    storage()?.setItem(
      `${OFFLINE_PREFIX}${id}:${screen}`,
      JSON.stringify({ user: { id, role, name, nameBn }, value }),
    );
    return true;
  } catch {
    // Full, or refused: the screen still works online.
    return false;
  }
}

/**
 * A screen's copy, as kept (checked by the screen, which knows its shape): for `userId`,
 * or, with no session to say who (no network), the one this phone has.
 */
export function keptOffline(screen: string, userId?: string): unknown {
  const store = storage();
  if (!store) return null;
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(OFFLINE_PREFIX) || !key.endsWith(`:${screen}`)) continue;
    if (userId !== undefined && key !== `${OFFLINE_PREFIX}${userId}:${screen}`) continue;
    try {
      return JSON.parse(store.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether a call failed for want of a network (not an answer of the server's). */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;
