import type { Role } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { can, type Permission, permissions } from '../../../shared/permissions.ts';
import type { enForms } from '../../locales/en-forms.ts';

export type DashboardItem = {
  /** Relative to /dashboard; '' is the index (My Profile). */
  path: string;
  label: keyof typeof enForms.dashboard.items;
  /** Who sees the item and may open its screen. */
  permission: Permission;
};

/**
 * The dashboard's screens in menu order (SPEC.md section 6; PRODUCT.md: an admin also
 * sees the teacher's items). Only screens that exist are listed; a new screen is a new
 * row here and its component in app/dashboard-routes.tsx.
 */
export const DASHBOARD_MENU = [
  { path: '', label: 'myProfile', permission: 'read:own-profile' },
  { path: 'admins', label: 'admins', permission: 'read:admins' },
  { path: 'students', label: 'students', permission: 'read:students' },
  { path: 'addStudent', label: 'addStudent', permission: 'create:student' },
  { path: 'addTeacher', label: 'addTeacher', permission: 'create:teacher' },
  { path: 'addAdmin', label: 'addAdmin', permission: 'create:admin' },
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
