import { paths } from '../../shared/paths.ts';
import type { en } from '../locales/en.ts';

export type NavKey = keyof typeof en.nav;
export type MenuLink = { to: string; label: NavKey };
export type MenuGroup = { label: NavKey; items: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/** The main menu of SPEC.md section 2. */
export const MAIN_MENU: MenuEntry[] = [
  { to: paths.home, label: 'home' },
  {
    label: 'academic',
    items: [
      { to: paths.academicHour, label: 'academicHour' },
      { to: paths.academicCalendar, label: 'academicCalendar' },
      { to: paths.classRoutine, label: 'classRoutine' },
      { to: paths.syllabus, label: 'syllabus' },
      { to: paths.extraCurricular, label: 'extraCurricular' },
    ],
  },
  {
    label: 'facilities',
    items: [
      { to: paths.library, label: 'library' },
      { to: paths.canteen, label: 'canteen' },
      { to: paths.guardian, label: 'guardianShed' },
      { to: paths.sport, label: 'sport' },
      { to: paths.prayer, label: 'prayerRoom' },
    ],
  },
  { to: paths.notice, label: 'notices' },
  { to: paths.result, label: 'results' },
  {
    label: 'gallery',
    items: [
      { to: paths.images, label: 'images' },
      { to: paths.video, label: 'video' },
    ],
  },
  {
    label: 'admission',
    items: [
      { to: paths.admissionInstruction, label: 'admissionInstruction' },
      { to: paths.onlineAdmission, label: 'onlineAdmission' },
    ],
  },
  {
    label: 'about',
    items: [
      { to: paths.history, label: 'history' },
      { to: paths.institution, label: 'institution' },
      { to: paths.teachers, label: 'teachers' },
      { to: paths.staff, label: 'staff' },
      { to: paths.chairmanMessage, label: 'chairmanMessage' },
      { to: paths.principalMessage, label: 'principalMessage' },
      { to: paths.vicePrincipalMessage, label: 'vicePrincipalMessage' },
      { to: paths.teacherMessage, label: 'teacherMessage' },
    ],
  },
  { to: paths.contact, label: 'contact' },
];

/** Shown to visitors who are not signed in. */
export const LOGIN_MENU: MenuGroup = {
  label: 'login',
  items: [
    { to: paths.teacherLogin, label: 'teachersPanel' },
    { to: paths.studentLogin, label: 'studentPanel' },
    { to: paths.admin, label: 'admin' },
  ],
};
