import type { Role } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { can, type Permission, permissions } from '../../shared/permissions.ts';
import type { enForms } from '../locales/en-forms.ts';

/**
 * The menu's headed groups, in menu order (issue 18). The dashboard's home and My Profile
 * (and a student's My attendance, issue 48) come first, under no heading.
 */
export const DASHBOARD_GROUPS = [
  'posts',
  'people',
  'exams',
  'site',
  'admissions',
  'system',
] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

export type DashboardItem = {
  /** Relative to /dashboard; '' is the index (the dashboard's home). */
  path: string;
  /** The screen's name: in the menu, in its page title and wherever a link names it. No two alike. */
  label: keyof typeof enForms.dashboard.items;
  /**
   * The heading the item is under in the menu; none for the items of the reader's own, on
   * top: the home, My Profile and a student's My attendance.
   */
  group?: DashboardGroup;
  /** Who sees the item and may open its screen. */
  permission: Permission;
  /**
   * The screen opens with no network from what it kept on this phone (lib/kept-offline.ts),
   * without the session: the server checks its calls once the network is back.
   */
  offline?: true;
};

/**
 * The dashboard's screens (SPEC.md section 6; PRODUCT.md: an admin also sees the teacher's
 * items, and reviews admissions and the audit log), each under its group's heading
 * (issue 18), in the order a group lists them. The dashboard's home comes first (issue 15:
 * every role lands there after sign-in), then My Profile, then a student's own attendance
 * (issue 48: the reader's own, like the profile). Only screens that exist are
 * listed; a new screen is a new row here and its component in app/dashboard-routes.tsx.
 */
export const DASHBOARD_MENU = [
  { path: '', label: 'home', permission: 'read:own-profile' },
  { path: 'profile', label: 'myProfile', permission: 'read:own-profile' },
  { path: 'myAttendance', label: 'myAttendance', permission: 'read:own-attendance' },
  { path: 'blogs', label: 'blogs', group: 'posts', permission: 'read:posts' },
  { path: 'problems', label: 'problems', group: 'posts', permission: 'read:posts' },
  { path: 'studentNotice', label: 'studentNotice', group: 'posts', permission: 'read:posts' },
  {
    path: 'studentSuggestion',
    label: 'studentSuggestion',
    group: 'posts',
    permission: 'read:posts',
  },
  { path: 'addBlogs', label: 'addBlogs', group: 'posts', permission: 'create:blog' },
  { path: 'addProblems', label: 'addProblems', group: 'posts', permission: 'create:problem' },
  {
    path: 'addStudentNotice',
    label: 'addStudentNotice',
    group: 'posts',
    permission: 'create:student-notice',
  },
  {
    path: 'addSuggestion',
    label: 'addSuggestion',
    group: 'posts',
    permission: 'create:suggestion',
  },
  {
    path: 'addGeneralNotice',
    label: 'addGeneralNotice',
    group: 'posts',
    permission: 'create:notice',
  },
  { path: 'addEvent', label: 'addEvent', group: 'posts', permission: 'create:event' },
  { path: 'students', label: 'students', group: 'people', permission: 'read:students' },
  { path: 'teachers', label: 'teachers', group: 'people', permission: 'manage:accounts' },
  {
    path: 'classTeachers',
    label: 'classTeachers',
    group: 'people',
    permission: 'manage:accounts',
  },
  {
    path: 'attendance',
    label: 'attendance',
    group: 'people',
    permission: 'take:attendance',
    offline: true,
  },
  {
    path: 'attendanceRegister',
    label: 'attendanceRegister',
    group: 'people',
    permission: 'take:attendance',
  },
  { path: 'admins', label: 'admins', group: 'people', permission: 'read:admins' },
  { path: 'staff', label: 'staff', group: 'people', permission: 'edit:site-content' },
  { path: 'addStudent', label: 'addStudent', group: 'people', permission: 'create:student' },
  {
    path: 'importStudents',
    label: 'importStudents',
    group: 'people',
    permission: 'create:student',
  },
  { path: 'addTeacher', label: 'addTeacher', group: 'people', permission: 'create:teacher' },
  { path: 'addAdmin', label: 'addAdmin', group: 'people', permission: 'create:admin' },
  {
    path: 'promotion',
    label: 'promotion',
    group: 'people',
    permission: 'promote:students',
  },
  { path: 'sms', label: 'sms', group: 'people', permission: 'send:sms' },
  { path: 'results', label: 'results', group: 'exams', permission: 'publish:results' },
  { path: 'content', label: 'siteContent', group: 'site', permission: 'edit:site-content' },
  { path: 'albums', label: 'albums', group: 'site', permission: 'edit:site-content' },
  {
    path: 'academicFiles',
    label: 'academicFiles',
    group: 'site',
    permission: 'edit:site-content',
  },
  {
    path: 'admissions',
    label: 'admissions',
    group: 'admissions',
    permission: 'review:admissions',
  },
  {
    path: 'admissionPeriods',
    label: 'admissionPeriods',
    group: 'admissions',
    permission: 'review:admissions',
  },
  { path: 'auditLog', label: 'auditLog', group: 'system', permission: 'read:audit-log' },
  { path: 'backup', label: 'backup', group: 'system', permission: 'manage:backup' },
] as const satisfies readonly DashboardItem[];

export type DashboardPath = (typeof DASHBOARD_MENU)[number]['path'];

/** One part of a role's menu: the items on top (group null), or one group's, under its heading. */
export type MenuSection = { group: DashboardGroup | null; items: DashboardItem[] };

/**
 * A role's menu: the ungrouped items, then each group that has an item for the role, in
 * DASHBOARD_GROUPS' order; a group with none is left out, heading and all.
 */
export function menuSectionsFor(role: Role): MenuSection[] {
  const mine: readonly DashboardItem[] = DASHBOARD_MENU.filter((item) =>
    can(role, item.permission),
  );
  const top: MenuSection = { group: null, items: mine.filter((item) => !item.group) };
  const groups = DASHBOARD_GROUPS.map((group) => ({
    group,
    items: mine.filter((item) => item.group === group),
  }));
  return [top, ...groups].filter((section) => section.items.length > 0);
}

/** A role's menu items in the order the menu shows them. */
export function menuFor(role: Role): DashboardItem[] {
  return menuSectionsFor(role).flatMap((section) => section.items);
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
