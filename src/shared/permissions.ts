import type { Role } from './constants.ts';

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
  /** Correct a student's name, class, roll, guardian and photo. */
  'edit:student-account': ['teacher', 'admin'],
  /** Any account's details, the Teachers list and its order on /teachers. */
  'manage:accounts': ['admin'],
  /** Turn an account off and on again (the last active admin never). */
  'deactivate:account': ['admin'],
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
  /** Year-end promotion of the whole school (and undoing it the same day). */
  'promote:students': ['admin'],
  /** Exams' results: read in the marks, publish, withdraw, correct (issue 21). */
  'publish:results': ['admin'],
  /**
   * SMS (issue 47): an admin sends to anyone; a teacher to the guardians of the classes
   * they are class teacher of, and sees only their own batches (the server checks both).
   */
  'send:sms': ['teacher', 'admin'],
  /** The SMS gateway's state and resuming it, the no-SMS list, every batch, the demo phones. */
  'manage:sms': ['admin'],
  /**
   * Daily attendance (issue 48): a class teacher takes their classes' registers on the
   * day; an admin any class's, any day (the server checks both).
   */
  'take:attendance': ['teacher', 'admin'],
  /** The school's days off and holidays, the absence SMS settings. */
  'manage:attendance': ['admin'],
  /** A student's own attendance, in their dashboard. */
  'read:own-attendance': ['student'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  // No role (signed out) is in no list.
  return (permissions[permission] as readonly (Role | null | undefined)[]).includes(role);
}

/** What an API operation needs: anyone, any signed-in user, or a permission. */
export type Access = 'public' | 'signed-in' | Permission;
