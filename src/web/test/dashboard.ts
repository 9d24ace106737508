const none = { total: 0, items: [] };

/**
 * A role's dashboard home as the server answers it (GET /api/dashboard) with nothing waiting:
 * a teacher's and a student's lists empty; an admin's (and a signed-out reader's) nothing to
 * attend to, with the counts and setup checklist given (by default a site with nothing in it
 * yet: one admin, the checklist not done and shown).
 */
export function dashboardHomeOf(
  role: 'student' | 'teacher' | 'admin' | null,
  {
    counts = { students: 0, teachers: 0, admins: 1 },
    checklist = { steps: [], complete: false, hidden: false },
  }: {
    counts?: { students: number; teachers: number; admins: number };
    checklist?: { steps: unknown[]; complete: boolean; hidden: boolean };
  } = {},
) {
  if (role === 'teacher') return { role, unanswered: none, myNotices: none, mySuggestions: none };
  if (role === 'student')
    return { role, grade: 'vi', myProblems: none, myBlogs: none, notices: none, suggestions: none };
  return {
    role,
    attention: {
      newApplications: 0,
      unansweredProblems: 0,
      backup: { lastGoodAt: null, daysSinceGood: null, failedAt: null },
      demoContent: false,
      smsStopped: null,
    },
    counts,
    checklist,
  };
}
