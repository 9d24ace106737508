import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/language.ts';
import { dashboardHomeOf } from '../test/dashboard.ts';
import { noRoute } from '../test/fake-api.ts';
import { emptyProfile } from '../test/profiles.ts';
import { jsonResponse, mockFetch } from '../test/render.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

const profile = emptyProfile({ loginId: 'someone', name: 'Someone' });

function serve(role: 'student' | 'teacher' | 'admin' | null) {
  return mockFetch((url) => {
    switch (url.pathname) {
      case '/api/session':
        return jsonResponse({
          user: role ? { id: 'u1', role, loginId: 'someone', name: 'Someone' } : null,
        });
      case '/api/profile':
        return jsonResponse({ ...profile, role });
      case '/api/account/sessions':
        return jsonResponse({ items: [] });
      case '/api/dashboard':
        return jsonResponse(dashboardHomeOf(role));
      case '/api/students':
      case '/api/teacher-accounts':
      case '/api/admins':
        return jsonResponse({ items: [], total: 0 });
      case '/api/exams':
        return jsonResponse([]);
      case '/api/class-teachers':
        return jsonResponse({
          items: [],
          sections: { vi: [], vii: [], viii: [], ix: [], x: [] },
          unsectioned: [],
        });
      case '/api/attendance/today':
        return jsonResponse({ date: '2026-05-04', closed: null, classes: [] });
      case '/api/attendance/mine':
        return jsonResponse({
          month: '2026-05',
          days: [],
          monthCounts: { present: 0, absent: 0, late: 0, leave: 0, share: null },
          year: { present: 0, absent: 0, late: 0, leave: 0, share: null },
        });
      case '/api/content/history':
        return jsonResponse({ key: 'history', value: null, images: {}, updatedAt: null });
      case '/api/blogs':
      case '/api/events':
      case '/api/audit-log':
        return jsonResponse({ items: [], total: 0, page: 0, size: 20 });
      default:
        return noRoute();
    }
  });
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

/**
 * The menu as a reader meets it: each list with the heading that names it (none for the
 * list on top), and its links' names and addresses. A group is a list named by an h2.
 */
async function menuSections() {
  const menu = await screen.findByRole('navigation', { name: 'Dashboard menu' });
  const headings = within(menu)
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
  const links = (list: HTMLElement) =>
    within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
  const named = headings.map((name) => within(menu).getByRole('list', { name: name ?? '' }));
  const top = within(menu)
    .getAllByRole('list')
    .filter((list) => !named.includes(list));
  expect(top).toHaveLength(1);
  return [[null, links(top[0]!)], ...headings.map((name, i) => [name, links(named[i]!)])];
}

const top = [
  null,
  [
    ['Dashboard', '/dashboard'],
    ['My Profile', '/dashboard/profile'],
  ],
] as const;
const everyonesPosts = [
  ['Student Blogs', '/dashboard/blogs'],
  ['Student Problems', '/dashboard/problems'],
  ['Notices for Students', '/dashboard/studentNotice'],
  ['Suggestions', '/dashboard/studentSuggestion'],
] as const;

describe('dashboard', () => {
  it.each([
    [
      'student',
      [
        [null, [...top[1], ['My attendance', '/dashboard/myAttendance']]],
        [
          'Posts',
          [
            ...everyonesPosts,
            ['Add Blogs', '/dashboard/addBlogs'],
            ['Add Problems', '/dashboard/addProblems'],
          ],
        ],
      ],
    ],
    [
      'teacher',
      [
        top,
        [
          'Posts',
          [
            ...everyonesPosts,
            ['Add Notice for Students', '/dashboard/addStudentNotice'],
            ['Add Suggestion', '/dashboard/addSuggestion'],
          ],
        ],
        [
          'People',
          [
            ['Students', '/dashboard/students'],
            ['Attendance', '/dashboard/attendance'],
            ['Attendance register', '/dashboard/attendanceRegister'],
            ['Add Student', '/dashboard/addStudent'],
            ['Add Students from CSV', '/dashboard/importStudents'],
            ['SMS', '/dashboard/sms'],
          ],
        ],
      ],
    ],
    [
      'admin',
      [
        top,
        [
          'Posts',
          [
            ...everyonesPosts,
            ['Add Notice for Students', '/dashboard/addStudentNotice'],
            ['Add Suggestion', '/dashboard/addSuggestion'],
            ['Notices on the Website', '/dashboard/addGeneralNotice'],
            ['Events on the Website', '/dashboard/addEvent'],
          ],
        ],
        [
          'People',
          [
            ['Students', '/dashboard/students'],
            ['Teachers', '/dashboard/teachers'],
            ['Class teachers', '/dashboard/classTeachers'],
            ['Attendance', '/dashboard/attendance'],
            ['Attendance register', '/dashboard/attendanceRegister'],
            ['Admins', '/dashboard/admins'],
            ['Staff List', '/dashboard/staff'],
            ['Add Student', '/dashboard/addStudent'],
            ['Add Students from CSV', '/dashboard/importStudents'],
            ['Add Teacher', '/dashboard/addTeacher'],
            ['Make Admin', '/dashboard/addAdmin'],
            ['Year-end Promotion', '/dashboard/promotion'],
            ['SMS', '/dashboard/sms'],
          ],
        ],
        ['Exams', [['Exam Results', '/dashboard/results']]],
        [
          'The Website',
          [
            ['Site Content', '/dashboard/content'],
            ['Photo Albums', '/dashboard/albums'],
            ['Academic Files', '/dashboard/academicFiles'],
          ],
        ],
        [
          'Admissions',
          [
            ['Admission Applications', '/dashboard/admissions'],
            ['Admission Periods', '/dashboard/admissionPeriods'],
          ],
        ],
        [
          'System',
          [
            ['Audit Log', '/dashboard/auditLog'],
            ['Backup', '/dashboard/backup'],
          ],
        ],
      ],
    ],
  ] as const)(
    'shows a %s exactly their menu, the dashboard’s home first, then their groups under headings',
    async (role, expected) => {
      serve(role);
      renderAt('/dashboard');
      expect(await menuSections()).toEqual(expected);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' }),
      ).toBeInTheDocument();
      const menu = screen.getByRole('navigation', { name: 'Dashboard menu' });
      expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // No two links of the menu share a name (the admin once had two 'Add Notice').
      const names = within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  it('shows the admin’s menu in Bangla, its groups under Bangla headings, no two names alike', async () => {
    await setLanguage('bn');
    serve('admin');
    renderAt('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'ড্যাশবোর্ড মেনু' });
    expect(
      within(menu)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['পোস্ট', 'ব্যক্তিবর্গ', 'পরীক্ষা', 'ওয়েবসাইট', 'ভর্তি', 'সিস্টেম']);
    const posts = within(menu).getByRole('list', { name: 'পোস্ট' });
    expect(within(posts).getByRole('link', { name: 'শিক্ষার্থীদের নোটিশ যোগ করুন' })).toHaveAttribute(
      'href',
      '/dashboard/addStudentNotice',
    );
    expect(within(posts).getByRole('link', { name: 'ওয়েবসাইটের নোটিশ' })).toHaveAttribute(
      'href',
      '/dashboard/addGeneralNotice',
    );
    const names = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent ?? '');
    expect(names).toHaveLength(31);
    expect(within(menu).getByRole('link', { name: 'শ্রেণি শিক্ষক' })).toHaveAttribute(
      'href',
      '/dashboard/classTeachers',
    );
    expect(within(menu).getByRole('link', { name: 'হাজিরা' })).toHaveAttribute(
      'href',
      '/dashboard/attendance',
    );
    expect(within(menu).getByRole('link', { name: 'হাজিরা খাতা' })).toHaveAttribute(
      'href',
      '/dashboard/attendanceRegister',
    );
    expect(new Set(names).size).toBe(names.length);
    // Bangla to the last word: no menu name or heading left in English letters.
    for (const name of [
      ...names,
      ...within(menu)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ])
      expect(name).not.toMatch(/[A-Za-z]/);
  });

  it.each([
    ['student', 'Your problems'],
    ['teacher', 'Problems waiting for a solution'],
    ['admin', 'Needs attention'],
  ] as const)('opens a %s’s own home at /dashboard', async (role, section) => {
    serve(role);
    renderAt('/dashboard');
    expect(await screen.findByRole('region', { name: section })).toBeInTheDocument();
  });

  it('keeps My Profile at /dashboard/profile', async () => {
    serve('teacher');
    renderAt('/dashboard/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('someone')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard menu' });
    expect(within(menu).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it.each([
    ['student', '/dashboard/addBlogs', 'Add Blogs'],
    ['student', '/dashboard/blogs', 'Our Blogs'],
    ['teacher', '/dashboard/addStudentNotice', 'Add Notice'],
    ['admin', '/dashboard/addEvent', 'Add Events'],
    ['admin', '/dashboard/auditLog', 'Audit Log'],
    ['admin', '/dashboard/academicFiles', 'Academic Files'],
    ['admin', '/dashboard/staff', 'Staff'],
    ['admin', '/dashboard/teachers', 'All of Our Teachers'],
    ['admin', '/dashboard/classTeachers', 'Class teachers'],
    ['admin', '/dashboard/sms', 'SMS to guardians and teachers'],
    ['teacher', '/dashboard/sms', 'SMS to your classes’ guardians'],
    ['teacher', '/dashboard/attendance', 'Daily attendance'],
    ['admin', '/dashboard/attendance', 'Daily attendance'],
    ['admin', '/dashboard/attendanceRegister', 'Monthly attendance register'],
    ['teacher', '/dashboard/attendanceRegister', 'Monthly attendance register'],
    ['student', '/dashboard/myAttendance', 'My attendance'],
    ['teacher', '/dashboard/accounts/00000000-0000-4000-8000-000000000001', 'Edit account'],
    ['admin', '/dashboard/albums/sport', 'Albums'],
    ['admin', '/dashboard/content', 'Site Content'],
    ['admin', '/dashboard/content/history', 'History'],
    ['admin', '/dashboard/results', 'Exam Results'],
    ['admin', '/dashboard/results/exam-1/vi', 'Read in marks'],
  ] as const)('lets a %s open %s', async (role, path, heading) => {
    serve(role);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['teacher', '/dashboard/addBlogs'],
    ['student', '/dashboard/addSuggestion'],
    ['teacher', '/dashboard/admissions'],
    ['teacher', '/dashboard/auditLog'],
    ['teacher', '/dashboard/staff'],
    ['teacher', '/dashboard/teachers'],
    ['teacher', '/dashboard/classTeachers'],
    ['student', '/dashboard/sms'],
    ['student', '/dashboard/attendance'],
    ['student', '/dashboard/attendanceRegister'],
    ['teacher', '/dashboard/myAttendance'],
    ['admin', '/dashboard/myAttendance'],
    ['student', '/dashboard/accounts/00000000-0000-4000-8000-000000000001'],
    ['teacher', '/dashboard/albums/sport'],
    ['teacher', '/dashboard/content/history'],
    ['teacher', '/dashboard/results'],
    ['teacher', '/dashboard/results/exam-1/vi'],
  ] as const)('tells a %s who types %s it is not allowed', async (role, path) => {
    serve(role);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  });

  it.each(['/dashboard', '/dashboard/profile'])(
    'sends a signed-out visitor to the student sign-in from %s',
    async (path) => {
      serve(null);
      renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Login As A Student' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();
    },
  );

  it('sends a signed-out visitor to the admin sign-in from an admin screen', async () => {
    serve(null);
    renderAt('/dashboard/addTeacher');
    expect(await screen.findByRole('heading', { name: 'Login As An Admin' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the teacher sign-in from a teacher screen', async () => {
    serve(null);
    renderAt('/dashboard/students');
    expect(await screen.findByRole('heading', { name: 'Login As A Teacher' })).toBeInTheDocument();
  });

  it('tells a student who types /dashboard/addTeacher it is not allowed', async () => {
    serve('student');
    renderAt('/dashboard/addTeacher');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(screen.getByText('Your account cannot open this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByLabelText('Teacher Id')).not.toBeInTheDocument();
  });

  it('opens only the Attendance screen with no network, and only from what this phone kept', async () => {
    const fetched = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    localStorage.setItem(
      'offline:u1:attendance',
      JSON.stringify({
        user: { id: 'u1', role: 'teacher', name: 'Someone', nameBn: '' },
        value: {
          list: {
            items: [],
            sections: { vi: [], vii: [], viii: [], ix: [], x: [] },
            unsectioned: [],
          },
          daysOff: null,
          rosters: {},
        },
      }),
    );
    try {
      const { unmount } = renderAt('/dashboard/attendance');
      expect(await screen.findByText(/^No network: the registers this phone keeps/)).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: 'Daily attendance' })).toBeVisible();
      // Asked once, not again and again as the screen is drawn without it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const asked = fetched.mock.calls.filter(([url]) => String(url).endsWith('/api/session'));
      expect(asked).toHaveLength(1);
      unmount();
      renderAt('/dashboard/students');
      expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach/i);
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    } finally {
      localStorage.clear();
    }
  });

  it('lets a teacher open Add Student but not Make Admin', async () => {
    serve('teacher');
    const { unmount } = renderAt('/dashboard/addStudent');
    expect(await screen.findByLabelText('Student Id')).toBeInTheDocument();
    expect(document.title).toBe('Add Student');
    unmount();
    serve('teacher');
    renderAt('/dashboard/addAdmin');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});
