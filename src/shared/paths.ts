/** Every route of the web app (SPEC.md section 2). The server uses the list to answer 404 for unknown paths. */
export const paths = {
  root: '/',
  home: '/home',
  chairmanMessage: '/chairmanMessage',
  principalMessage: '/principleMessage',
  vicePrincipalMessage: '/vicePrincipleMessage',
  teacherMessage: '/teacherMessage',
  academicHour: '/academicHour',
  academicCalendar: '/academicCalender',
  classRoutine: '/classRoutine',
  syllabus: '/syllabus',
  extraCurricular: '/extraCurricular',
  teachers: '/teachers',
  staff: '/staff',
  library: '/library',
  canteen: '/canteen',
  guardian: '/guardian',
  sport: '/sport',
  prayer: '/prayer',
  notice: '/notice',
  images: '/images',
  sportGallery: '/sportGallery',
  video: '/video',
  admissionInstruction: '/admissionInstruction',
  onlineAdmission: '/onlineAdmission',
  history: '/history',
  institution: '/institution',
  contact: '/contact',
  studentLogin: '/studentLogin',
  teacherLogin: '/teacherLogin',
  admin: '/admin',
  dashboard: '/dashboard',
} as const;

export const publicPaths: readonly string[] = Object.values(paths).filter(
  (p) => p !== paths.dashboard,
);

/** True when the web app has a screen for this path (used by the server for the HTTP status). */
export function isAppPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    publicPaths.includes(clean) ||
    clean === paths.dashboard ||
    clean.startsWith(`${paths.dashboard}/`)
  );
}
