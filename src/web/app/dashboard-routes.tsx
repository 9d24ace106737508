import '../dashboard.css';
import '../locales/forms.ts';
import { type ComponentType, lazy, use } from 'react';
import { Route, Routes } from 'react-router';
import type { Permission } from '../../shared/permissions.ts';
import { DashboardLayout } from '../layouts/dashboard-layout.tsx';
import { DASHBOARD_MENU, type DashboardPath } from '../lib/dashboard-menu.ts';
import { i18n } from '../lib/i18n.ts';
import { type Language, loadLanguage } from '../lib/language.ts';
import { RequireAccess } from './require-access.tsx';

/**
 * The /dashboard route tree, downloaded only when a dashboard path is visited. Each
 * screen is a chunk of its own (the forms bring zod and react-hook-form) and sits behind
 * its menu item's permission.
 */
const screens: Record<DashboardPath, ComponentType> = {
  '': lazy(() => import('../routes/dashboard/home.tsx')),
  profile: lazy(() => import('../routes/dashboard/profile.tsx')),
  myAttendance: lazy(() => import('../routes/dashboard/my-attendance.tsx')),
  admins: lazy(() => import('../routes/dashboard/admins.tsx')),
  students: lazy(() => import('../routes/dashboard/students.tsx')),
  teachers: lazy(() => import('../routes/dashboard/teachers.tsx')),
  classTeachers: lazy(() => import('../routes/dashboard/class-teachers.tsx')),
  attendance: lazy(() => import('../routes/dashboard/attendance.tsx')),
  attendanceRegister: lazy(() => import('../routes/dashboard/attendance-register.tsx')),
  addStudent: lazy(() => import('../routes/dashboard/add-student.tsx')),
  importStudents: lazy(() => import('../routes/dashboard/import-students.tsx')),
  addTeacher: lazy(() => import('../routes/dashboard/add-teacher.tsx')),
  addAdmin: lazy(() => import('../routes/dashboard/add-admin.tsx')),
  promotion: lazy(() => import('../routes/dashboard/promotion.tsx')),
  results: lazy(() => import('../routes/dashboard/results.tsx')),
  sms: lazy(() => import('../routes/dashboard/sms.tsx')),
  blogs: lazy(() => import('../routes/dashboard/blogs.tsx')),
  problems: lazy(() => import('../routes/dashboard/problems.tsx')),
  studentNotice: lazy(() => import('../routes/dashboard/student-notices.tsx')),
  studentSuggestion: lazy(() => import('../routes/dashboard/suggestions.tsx')),
  addBlogs: lazy(() => import('../routes/dashboard/add-blogs.tsx')),
  addProblems: lazy(() => import('../routes/dashboard/add-problems.tsx')),
  addStudentNotice: lazy(() => import('../routes/dashboard/add-student-notice.tsx')),
  addSuggestion: lazy(() => import('../routes/dashboard/add-suggestion.tsx')),
  addGeneralNotice: lazy(() => import('../routes/dashboard/add-general-notice.tsx')),
  addEvent: lazy(() => import('../routes/dashboard/add-event.tsx')),
  admissions: lazy(() => import('../routes/dashboard/admissions.tsx')),
  admissionPeriods: lazy(() => import('../routes/dashboard/admission-periods.tsx')),
  auditLog: lazy(() => import('../routes/dashboard/audit-log.tsx')),
  backup: lazy(() => import('../routes/dashboard/backup.tsx')),
  academicFiles: lazy(() => import('../routes/dashboard/academic-files.tsx')),
  staff: lazy(() => import('../routes/dashboard/staff.tsx')),
  albums: lazy(() => import('../routes/dashboard/albums.tsx')),
  content: lazy(() => import('../routes/dashboard/site-content.tsx')),
};
/** One album's photos, opened from the Albums screen. */
const AlbumScreen = lazy(() => import('../routes/dashboard/album.tsx'));
/** One account's details, opened from the Students, Teachers and Admins lists. */
const AccountScreen = lazy(() => import('../routes/dashboard/account.tsx'));
/** A closed admission period's lottery, opened from Admission Periods. */
const AdmissionLotteryScreen = lazy(() => import('../routes/dashboard/admission-lottery.tsx'));
/** A class's marks of an exam, read in from a CSV file; opened from Exam results. */
const ClassResultsScreen = lazy(() => import('../routes/dashboard/class-results.tsx'));
/** A class's tabulation sheet and marksheets to print, opened from the exam results screens. */
const ResultPrintScreen = lazy(() => import('../routes/dashboard/result-print.tsx'));
/** One page's content editor, opened from Site content. */
const ContentEditorScreen = lazy(() => import('../routes/dashboard/content-editor.tsx'));
const guarded = (path: DashboardPath, permission: Permission, offline = false) => {
  const Screen = screens[path];
  return (
    <RequireAccess permission={permission} offline={offline}>
      <Screen />
    </RequireAccess>
  );
};
const NotFoundRoute = lazy(() => import('../routes/not-found.tsx'));

// The dashboard's texts in the reader's language, when not English: locales/forms.ts has
// just added them to lib/language.ts (a later switch downloads them before it switches).
// Drawn in English should they fail to come.
const texts = loadLanguage(i18n.language as Language).catch(() => undefined);

export default function DashboardRoutes() {
  use(texts);
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        {DASHBOARD_MENU.map(({ path, permission, ...item }) =>
          path ? (
            <Route
              key={path}
              path={path}
              element={guarded(path, permission, 'offline' in item && item.offline)}
            />
          ) : (
            <Route key="" index element={guarded(path, permission)} />
          ),
        )}
        <Route
          path="albums/:slug"
          element={
            <RequireAccess permission="edit:site-content">
              <AlbumScreen />
            </RequireAccess>
          }
        />
        <Route
          path="accounts/:id"
          element={
            <RequireAccess permission="edit:student-account">
              <AccountScreen />
            </RequireAccess>
          }
        />
        <Route
          path="content/:key"
          element={
            <RequireAccess permission="edit:site-content">
              <ContentEditorScreen />
            </RequireAccess>
          }
        />
        <Route
          path="admissionLottery/:id"
          element={
            <RequireAccess permission="review:admissions">
              <AdmissionLotteryScreen />
            </RequireAccess>
          }
        />
        <Route
          path="results/:examId/:grade"
          element={
            <RequireAccess permission="publish:results">
              <ClassResultsScreen />
            </RequireAccess>
          }
        />
        <Route
          path="results/:examId/:grade/print"
          element={
            <RequireAccess permission="publish:results">
              <ResultPrintScreen />
            </RequireAccess>
          }
        />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
