import type { z } from 'zod';
import { eventSchema, eventsQuerySchema } from './schemas/events.ts';
import { noticeSchema, noticesQuerySchema } from './schemas/notices.ts';
import {
  blogInputSchema,
  blogSchema,
  eventInputSchema,
  generalNoticeInputSchema,
  postsQuerySchema,
  problemInputSchema,
  problemSchema,
  studentNoticeInputSchema,
  studentNoticeSchema,
  suggestionInputSchema,
  suggestionSchema,
} from './schemas/posts.ts';

/**
 * The kinds of post, listed once (docs/architecture.md, "Posts"): each kind's address, who
 * may read, write and change it, the schemas of what is written and what is shown, and
 * its name in the audit log. The API's endpoints (src/shared/api/posts.ts), the server's
 * routes (modules/posts) and the web app's lists and forms all come from here.
 */
export const postKinds = {
  blogs: {
    path: '/api/blogs',
    entity: 'blog',
    label: "Students' blogs",
    read: 'read:posts',
    create: 'create:blog',
    change: 'edit:own-post',
    query: postsQuerySchema,
    input: blogInputSchema,
    item: blogSchema,
  },
  problems: {
    path: '/api/problems',
    entity: 'problem',
    label: "Students' problems, each with its solutions",
    read: 'read:posts',
    create: 'create:problem',
    change: 'edit:own-post',
    query: postsQuerySchema,
    input: problemInputSchema,
    item: problemSchema,
  },
  studentNotices: {
    path: '/api/student-notices',
    entity: 'student-notice',
    label: 'Notices for students',
    read: 'read:posts',
    create: 'create:student-notice',
    change: 'edit:own-post',
    query: postsQuerySchema,
    input: studentNoticeInputSchema,
    item: studentNoticeSchema,
  },
  suggestions: {
    path: '/api/suggestions',
    entity: 'suggestion',
    label: 'Suggestions for students',
    read: 'read:posts',
    create: 'create:suggestion',
    change: 'edit:own-post',
    query: postsQuerySchema,
    input: suggestionInputSchema,
    item: suggestionSchema,
  },
  notices: {
    path: '/api/notices',
    entity: 'notice',
    label: 'General notices',
    read: 'public',
    create: 'create:notice',
    change: 'edit:any-post',
    query: noticesQuerySchema,
    input: generalNoticeInputSchema,
    item: noticeSchema,
  },
  events: {
    path: '/api/events',
    entity: 'event',
    label: 'School events',
    read: 'public',
    create: 'create:event',
    change: 'edit:any-post',
    query: eventsQuerySchema,
    input: eventInputSchema,
    item: eventSchema,
  },
} as const;

export type PostKinds = typeof postKinds;
export type PostKind = keyof PostKinds;
export const POST_KINDS = Object.keys(postKinds) as PostKind[];

/** What is written for a kind of post (after validation), and what is shown of one. */
export type PostInput<K extends PostKind> = z.output<PostKinds[K]['input']>;
export type PostItem<K extends PostKind> = z.output<PostKinds[K]['item']>;
