import type { SchoolEvent } from '../../../../shared/schemas/events.ts';
import type { Notice } from '../../../../shared/schemas/notices.ts';
import type {
  Blog,
  BlogInput,
  EventInput,
  GeneralNoticeInput,
  Problem,
  ProblemInput,
  StudentNotice,
  StudentNoticeInput,
  Suggestion,
  SuggestionInput,
} from '../../../../shared/schemas/posts.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

/** What the dashboard writes: four kinds of post for signed-in readers, two public ones. */
export type PostKind =
  | 'blogs'
  | 'problems'
  | 'studentNotices'
  | 'suggestions'
  | 'notices'
  | 'events';
/** The kinds listed in the dashboard (notices and events are listed by the public pages' calls). */
export type DashboardKind = Exclude<PostKind, 'notices' | 'events'>;

export type PostOf = {
  blogs: Blog;
  problems: Problem;
  studentNotices: StudentNotice;
  suggestions: Suggestion;
  notices: Notice;
  events: SchoolEvent;
};
export type InputOf = {
  blogs: BlogInput;
  problems: ProblemInput;
  studentNotices: StudentNoticeInput;
  suggestions: SuggestionInput;
  notices: GeneralNoticeInput;
  events: EventInput;
};

export const POST_URLS: Record<PostKind, string> = {
  blogs: '/api/blogs',
  problems: '/api/problems',
  studentNotices: '/api/student-notices',
  suggestions: '/api/suggestions',
  notices: '/api/notices',
  events: '/api/events',
};

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
