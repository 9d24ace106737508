import { itemPaths, paths } from '../../shared/paths.ts';

/**
 * Each public page whose code downloads only when visited: its address (or, for a page of
 * one item, its address's pattern, src/shared/paths.ts) and its module in
 * src/web/routes. The router loads them from here (app/router.tsx), and the build lists
 * each one's files for the server to preload in that page's HTML (vite.config.ts).
 */
export const lazyPages = {
  [paths.chairmanMessage]: 'chairman-message',
  [paths.principalMessage]: 'principal-message',
  [paths.vicePrincipalMessage]: 'vice-principal-message',
  [paths.teacherMessage]: 'teacher-message',
  [paths.academicHour]: 'academic-hour',
  [paths.academicCalendar]: 'academic-calendar',
  [paths.classRoutine]: 'class-routine',
  [paths.syllabus]: 'syllabus',
  [paths.extraCurricular]: 'extra-curricular',
  [paths.teachers]: 'teachers',
  [paths.staff]: 'staff',
  [paths.library]: 'library',
  [paths.canteen]: 'canteen',
  [paths.guardian]: 'guardian',
  [paths.sport]: 'sport',
  [paths.prayer]: 'prayer',
  [paths.notice]: 'notice',
  [itemPaths.notice]: 'notice-item',
  [paths.result]: 'result',
  [paths.images]: 'images',
  [paths.sportGallery]: 'sport-gallery',
  [paths.video]: 'video',
  [paths.admissionInstruction]: 'admission-instruction',
  [paths.onlineAdmission]: 'online-admission',
  [paths.history]: 'history',
  [paths.institution]: 'institution',
  [paths.contact]: 'contact',
  [paths.studentLogin]: 'student-login',
  [paths.teacherLogin]: 'teacher-login',
  [paths.admin]: 'admin-login',
} as const satisfies Record<string, string>;
