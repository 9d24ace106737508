import type { PostInput, PostItem, PostKind } from '../../../../shared/post-kinds.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

/** What the dashboard writes: four kinds of post for signed-in readers, two public ones. */
export type { PostKind };
/** The kinds listed in the dashboard (notices and events are listed by the public pages' calls). */
export type DashboardKind = Exclude<PostKind, 'notices' | 'events'>;

export type PostOf = { [K in PostKind]: PostItem<K> };
export type InputOf = { [K in PostKind]: PostInput<K> };

/**
 * The cached queries a change to a kind of post makes stale: its lists (the public ones
 * share the keys of the home page and /notice), and for blogs the footer's newest titles.
 */
export function keysOf(kind: PostKind): (readonly unknown[])[] {
  if (kind === 'notices') return [['notices']];
  if (kind === 'events') return [['events']];
  const list = [...signedInKey, 'posts', kind] as const;
  return kind === 'blogs' ? [list, ['site']] : [list];
}

export function postsKey(kind: DashboardKind) {
  return [...signedInKey, 'posts', kind] as const;
}
