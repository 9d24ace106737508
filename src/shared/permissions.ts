import { CONTENT_KEYS, type Role } from './constants.ts';

/**
 * Who may do what (PRODUCT.md, "Who may do what"): the one table. The server enforces
 * it on every API route; the web app uses it only to show menus and buttons.
 */
export const permissions = {
  'read:own-profile': ['student', 'teacher', 'admin'],
  'update:own-profile': ['student', 'teacher', 'admin'],
  'change:own-password': ['student', 'teacher', 'admin'],
  'upload:image': ['student', 'teacher', 'admin'],
  'read:posts': ['student', 'teacher', 'admin'],
  'create:blog': ['student'],
  'create:problem': ['student'],
  'create:solution': ['teacher', 'admin'],
  'create:student-notice': ['teacher', 'admin'],
  'create:suggestion': ['teacher', 'admin'],
  'read:students': ['teacher', 'admin'],
  'create:student': ['teacher', 'admin'],
  'reset:student-password': ['teacher', 'admin'],
  'read:admins': ['admin'],
  'create:teacher': ['admin'],
  'create:admin': ['admin'],
  'reset:any-password': ['admin'],
  'create:notice': ['admin'],
  'create:event': ['admin'],
  'review:admissions': ['admin'],
  'read:audit-log': ['admin'],
  'manage:backup': ['admin'],
  'edit:site-content': ['admin'],
  'edit:own-post': ['student', 'teacher', 'admin'],
  'edit:any-post': ['admin'],
  'delete:account': ['admin'],
  'manage:demo': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  // No role (signed out) is in no list.
  return (permissions[permission] as readonly (Role | null | undefined)[]).includes(role);
}

/** What an API operation needs: anyone, any signed-in user, or a permission. */
export type Access = 'public' | 'signed-in' | Permission;

/**
 * Every API operation and what it needs, keyed by "METHOD /path" as the server registers
 * it. A route missing from this table cannot be registered (the server refuses to start).
 */
export const apiAccess: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/site': 'public',
  'GET /api/messages': 'public',
  'GET /api/events': 'public',
  'GET /api/notices': 'public',
  'GET /api/teachers': 'public',
  'GET /api/staff': 'public',
  'GET /api/albums': 'public',
  'GET /api/albums/:slug': 'public',
  'GET /api/documents': 'public',
  'GET /api/documents/:id/:mode': 'public',
  'POST /api/admissions': 'public',
  'GET /api/admissions/status': 'public',
  'GET /api/session': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/account/password': 'change:own-password',
  'POST /api/auth/confirm': 'signed-in',
  'GET /api/account/sessions': 'signed-in',
  'DELETE /api/account/sessions/:id': 'signed-in',
  'GET /api/profile': 'read:own-profile',
  'PUT /api/profile': 'update:own-profile',
  'POST /api/uploads': 'upload:image',
  'GET /api/students': 'read:students',
  'POST /api/students': 'create:student',
  'POST /api/teachers': 'create:teacher',
  'GET /api/admins': 'read:admins',
  'POST /api/admins': 'create:admin',
  'POST /api/users/:id/password-reset': 'reset:student-password',
  'GET /api/blogs': 'read:posts',
  'POST /api/blogs': 'create:blog',
  'PUT /api/blogs/:id': 'edit:own-post',
  'DELETE /api/blogs/:id': 'edit:own-post',
  'GET /api/problems': 'read:posts',
  'POST /api/problems': 'create:problem',
  'PUT /api/problems/:id': 'edit:own-post',
  'DELETE /api/problems/:id': 'edit:own-post',
  'POST /api/problems/:id/solutions': 'create:solution',
  'DELETE /api/problems/:id/solutions/:solutionId': 'edit:own-post',
  'GET /api/student-notices': 'read:posts',
  'POST /api/student-notices': 'create:student-notice',
  'PUT /api/student-notices/:id': 'edit:own-post',
  'DELETE /api/student-notices/:id': 'edit:own-post',
  'GET /api/suggestions': 'read:posts',
  'POST /api/suggestions': 'create:suggestion',
  'PUT /api/suggestions/:id': 'edit:own-post',
  'DELETE /api/suggestions/:id': 'edit:own-post',
  'POST /api/notices': 'create:notice',
  'PUT /api/notices/:id': 'edit:any-post',
  'DELETE /api/notices/:id': 'edit:any-post',
  'POST /api/events': 'create:event',
  'PUT /api/events/:id': 'edit:any-post',
  'DELETE /api/events/:id': 'edit:any-post',
  'GET /api/admissions': 'review:admissions',
  'PATCH /api/admissions/:id': 'review:admissions',
  'GET /api/admissions/export': 'review:admissions',
  'GET /api/audit-log': 'read:audit-log',
  'GET /api/backup': 'manage:backup',
  'GET /api/backups': 'manage:backup',
  'GET /api/backups/:id/download': 'manage:backup',
  'GET /api/demo': 'manage:demo',
  'DELETE /api/demo': 'manage:demo',
  'GET /api/dashboard': 'signed-in',
  'PUT /api/dashboard/checklist': 'edit:site-content',
  'POST /api/documents': 'edit:site-content',
  'DELETE /api/documents/:id': 'edit:site-content',
  'POST /api/staff': 'edit:site-content',
  'PUT /api/staff/order': 'edit:site-content',
  'PUT /api/staff/:id': 'edit:site-content',
  'DELETE /api/staff/:id': 'edit:site-content',
  'POST /api/albums': 'edit:site-content',
  'PUT /api/albums/order': 'edit:site-content',
  'PUT /api/albums/:id': 'edit:site-content',
  'DELETE /api/albums/:id': 'edit:site-content',
  'POST /api/albums/:id/images': 'edit:site-content',
  'PUT /api/albums/:id/order': 'edit:site-content',
  'DELETE /api/albums/:id/images/:imageId': 'edit:site-content',
  ...Object.fromEntries(
    CONTENT_KEYS.flatMap((key) => [
      [`GET /api/content/${key}`, 'public'],
      [`PUT /api/content/${key}`, 'edit:site-content'],
    ]),
  ),
};

/**
 * What a user signed in with a temporary password may still call, besides public routes
 * (which include the session, sign-in and sign-out): changing it. Everything else answers
 * 403 `password_change_required`.
 */
export const allowedBeforePasswordChange: ReadonlySet<string> = new Set([
  'POST /api/account/password',
]);

/**
 * Operations that need the password typed again in the last few minutes (POST
 * /api/auth/confirm), so a session left open on a shared computer cannot do them: 403
 * `reauth_required` otherwise.
 */
export const needsRecentPassword: ReadonlySet<string> = new Set([
  'POST /api/admins',
  'POST /api/users/:id/password-reset',
  'GET /api/backup',
  'GET /api/backups/:id/download',
]);
