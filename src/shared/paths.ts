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
  result: '/result',
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

/**
 * The public pages of one item each, by their address's pattern (`:id` stands for the
 * item's id). Not among publicPaths: they have no one address to visit or preload.
 */
export const itemPaths = {
  notice: '/notice/:id',
} as const;

/** A notice's own page, the address a parent shares. */
export const noticePath = (id: string) => `/notice/${encodeURIComponent(id)}`;

/**
 * The item page an address is, as its pattern and the values of its `:name` parts (the
 * address's own letters), or null.
 */
export function itemPageOf(
  pathname: string,
): { pattern: string; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = clean.split('/');
  for (const pattern of Object.values(itemPaths)) {
    const wanted = pattern.split('/');
    if (wanted.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = wanted.every((w, i) => {
      const part = parts[i] ?? '';
      if (!w.startsWith(':')) return w.toLowerCase() === part.toLowerCase();
      if (!part) return false;
      try {
        params[w.slice(1)] = decodeURIComponent(part);
      } catch {
        return false;
      }
      return true;
    });
    if (fits) return { pattern, params };
  }
  return null;
}

export const publicPaths: readonly string[] = Object.values(paths).filter(
  (p) => p !== paths.dashboard,
);

/** True when the web app has a screen for this path (used by the server for the HTTP status). */
export function isAppPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    publicPaths.includes(clean) ||
    itemPageOf(clean) !== null ||
    clean === paths.dashboard ||
    clean.startsWith(`${paths.dashboard}/`)
  );
}
