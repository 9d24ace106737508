import {
  type PostInput,
  type PostItem,
  type PostKind,
  postKinds,
  type SignedInPostKind,
} from '../../../../shared/post-kinds.ts';
import { signedInKey } from '../../../lib/session.ts';

/** What the dashboard writes: the kinds of src/shared/post-kinds.ts. */
export type { PostKind };
/** The kinds listed in the dashboard (the public ones are listed by the public pages' calls). */
export type DashboardKind = SignedInPostKind;

export type PostOf = { [K in PostKind]: PostItem<K> };
export type InputOf = { [K in PostKind]: PostInput<K> };

/**
 * The cached queries a change to a kind of post makes stale: its lists (a public kind's
 * share the keys of the home page and its own page, e.g. /notice), and for blogs the
 * footer's newest titles, which come with the site.
 */
export function keysOf(kind: PostKind): (readonly unknown[])[] {
  if (postKinds[kind].read === 'public') return [[kind]];
  const list = postsKey(kind as DashboardKind);
  return kind === 'blogs' ? [list, ['site']] : [list];
}

export function postsKey(kind: DashboardKind) {
  return [...signedInKey, 'posts', kind] as const;
}
