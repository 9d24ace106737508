import type { Role } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { can, type Permission, permissions } from '../../shared/permissions.ts';
import type { enForms } from '../locales/en-forms.ts';

export type DashboardItem = {
  /** Relative to /dashboard; '' is the index (the dashboard's home). */
  path: string;
  label: keyof typeof enForms.dashboard.items;
  /** Words for screen readers after a label another item shares. */
  hint?: keyof typeof enForms.dashboard.itemHints;
  /** Who sees the item and may open its screen. */
  permission: Permission;
};

/**
 * The dashboard's screens in menu order (SPEC.md section 6; PRODUCT.md: an admin also
 * sees the teacher's items, and reviews admissions and the audit log). One order that
 * gives each role SPEC.md's order: everyone's items, the student's, then the teacher's
 * and the admin's interleaved as SPEC.md lists them. The dashboard's home comes first
 * (issue 15: every role lands there after sign-in), then My Profile. Only screens that
 * exist are listed; a new screen is a new row here and its component in
 * app/dashboard-routes.tsx.
 */
export const DASHBOARD_MENU = [
  { path: '', label: 'home', permission: 'read:own-profile' },
  { path: 'profile', label: 'myProfile', permission: 'read:own-profile' },
  { path: 'blogs', label: 'blogs', permission: 'read:posts' },
  { path: 'problems', label: 'problems', permission: 'read:posts' },
  { path: 'studentNotice', label: 'studentNotice', permission: 'read:posts' },
  { path: 'studentSuggestion', label: 'studentSuggestion', permission: 'read:posts' },
  { path: 'addBlogs', label: 'addBlogs', permission: 'create:blog' },
  { path: 'addProblems', label: 'addProblems', permission: 'create:problem' },
  { path: 'admins', label: 'admins', permission: 'read:admins' },
  { path: 'students', label: 'students', permission: 'read:students' },
  {
    path: 'addStudentNotice',
    label: 'addStudentNotice',
    hint: 'addStudentNotice',
    permission: 'create:student-notice',
  },
  { path: 'addSuggestion', label: 'addSuggestion', permission: 'create:suggestion' },
  { path: 'addStudent', label: 'addStudent', permission: 'create:student' },
  { path: 'addTeacher', label: 'addTeacher', permission: 'create:teacher' },
  { path: 'addAdmin', label: 'addAdmin', permission: 'create:admin' },
  {
    path: 'addGeneralNotice',
    label: 'addGeneralNotice',
    hint: 'addGeneralNotice',
    permission: 'create:notice',
  },
  { path: 'addEvent', label: 'addEvent', permission: 'create:event' },
  { path: 'academicFiles', label: 'academicFiles', permission: 'edit:site-content' },
  { path: 'staff', label: 'staff', permission: 'edit:site-content' },
  { path: 'albums', label: 'albums', permission: 'edit:site-content' },
  { path: 'content', label: 'siteContent', permission: 'edit:site-content' },
  { path: 'admissions', label: 'admissions', permission: 'review:admissions' },
  { path: 'auditLog', label: 'auditLog', permission: 'read:audit-log' },
  { path: 'backup', label: 'backup', permission: 'manage:backup' },
] as const satisfies readonly DashboardItem[];

export type DashboardPath = (typeof DASHBOARD_MENU)[number]['path'];

export function menuFor(role: Role): DashboardItem[] {
  return DASHBOARD_MENU.filter((item) => can(role, item.permission));
}

export function dashboardUrl(path: string): string {
  return path ? `${paths.dashboard}/${path}` : paths.dashboard;
}

/** Where a signed-out visitor signs in for a screen: the sign-in of the least role that may open it. */
export function signInPathFor(permission: Permission): string {
  const roles: readonly Role[] = permissions[permission];
  if (roles.includes('student')) return paths.studentLogin;
  if (roles.includes('teacher')) return paths.teacherLogin;
  return paths.admin;
}
