import type { z } from 'zod';
import type { Access, Permission } from './permissions.ts';
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
 * may read, write and change it, the schemas of what is written and what is shown, its
 * name in the audit log, and its form's fields in SPEC.md's order (section 2). A public
 * kind's list is cached for visitors; the others are read signed in. The API's endpoints (src/shared/api/posts.ts), the server's
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
    fields: ['date', 'author', 'subject', 'description'],
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
    fields: ['date', 'author', 'grade', 'roll', 'subject', 'details', 'imageId'],
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
    fields: ['date', 'author', 'grades', 'subject', 'details'],
    byReader: true,
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
    fields: ['date', 'author', 'grade', 'roll', 'subject', 'details', 'imageId'],
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
    fields: ['date', 'author', 'title', 'body', 'imageId', 'pinnedUntil'],
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
    fields: ['name', 'date', 'author', 'imageId'],
  },
} as const satisfies Record<string, PostKindEntry>;

/** A field of a post's form: a key of its input schema (imageId: the uploaded image's id). */
export type PostField =
  | 'name'
  | 'date'
  | 'author'
  | 'title'
  | 'grade'
  | 'grades'
  | 'roll'
  | 'subject'
  | 'details'
  | 'description'
  | 'body'
  | 'imageId'
  | 'pinnedUntil';

/** What one kind of post declares. */
type PostKindEntry = {
  /** Its list's address; one post's is `${path}/:id`. */
  path: `/api/${string}`;
  /** Its name in the audit log. */
  entity: string;
  /** What it is, in the API's documentation. */
  label: string;
  read: Access;
  create: Permission;
  /** Who may edit and delete: 'edit:own-post' lets the author and an admin. */
  change: Permission;
  query: z.ZodType;
  input: z.ZodType;
  item: z.ZodType;
  fields: readonly PostField[];
  /** Each reader reads their own part (a student, their class's notices): never cached by address. */
  byReader?: true;
};

export type PostKinds = typeof postKinds;
export type PostKind = keyof PostKinds;
export const POST_KINDS = Object.keys(postKinds) as PostKind[];
/** The kinds only signed-in users read (the dashboard lists them); the others are public. */
export type SignedInPostKind = {
  [K in PostKind]: PostKinds[K]['read'] extends 'public' ? never : K;
}[PostKind];

/** What is written for a kind of post (after validation), and what is shown of one. */
export type PostInput<K extends PostKind> = z.output<PostKinds[K]['input']>;
export type PostItem<K extends PostKind> = z.output<PostKinds[K]['item']>;
