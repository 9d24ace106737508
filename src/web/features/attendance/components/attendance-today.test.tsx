import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttendanceToday } from '../../../../shared/schemas/attendance.ts';
import { AppRoutes } from '../../../app/router.tsx';
import { setLanguage } from '../../../lib/language.ts';
import { dashboardHomeOf } from '../../../test/dashboard.ts';
import { noRoute } from '../../../test/fake-api.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';

/** A home with students and teachers, its setup checklist done. */
const HOME = {
  counts: { students: 120, teachers: 6, admins: 1 },
  checklist: { steps: [], complete: true, hidden: true },
};

const counts = { present: 0, absent: 0, late: 0, leave: 0 };

/** Monday 4 May 2026: six A taken (one late), six B not yet, seven taken with one on leave. */
const TODAY: AttendanceToday = {
  date: '2026-05-04',
  closed: null,
  classes: [
    {
      grade: 'vi',
      section: 'A',
      students: 41,
      taken: true,
      present: 37,
      absent: 3,
      late: 1,
      leave: 0,
    },
    { grade: 'vi', section: 'B', students: 40, taken: false, ...counts },
    {
      grade: 'vii',
      section: '',
      students: 52,
      taken: true,
      present: 49,
      absent: 2,
      late: 0,
      leave: 1,
    },
  ],
};

function serve(role: 'teacher' | 'admin', today: AttendanceToday) {
  const asked: string[] = [];
  mockFetch((url) => {
    switch (url.pathname) {
      case '/api/session':
        return jsonResponse({ user: { id: 'u1', role, loginId: 'karim', name: 'Karim' } });
      case '/api/dashboard':
        return jsonResponse(dashboardHomeOf(role, HOME));
      case '/api/attendance/today':
        asked.push(url.pathname);
        return jsonResponse(today);
      default:
        return noRoute();
    }
  });
  return asked;
}

const renderHome = () => renderWithProviders(<AppRoutes />, { route: '/dashboard' });

/** The card's links: what each says and where it leads. */
async function todayLinks(name = 'Today’s attendance') {
  const region = await screen.findByRole('region', { name });
  await within(region).findAllByRole('link');
  return {
    region,
    links: within(region)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  };
}

describe('today’s attendance on the dashboard’s home', () => {
  it('shows an admin each class: taken with its counts and share, or not yet, each leading to its register', async () => {
    const asked = serve('admin', TODAY);
    renderHome();
    const { region, links } = await todayLinks();
    expect(asked).toEqual(['/api/attendance/today']);
    expect(region).toHaveTextContent('4 May 2026 · 2 of 3 registers taken');
    expect(links).toEqual([
      [
        'Class Six (vi), section A 37 present · 3 absent · 1 late · 93% present',
        '/dashboard/attendance?grade=vi&section=A',
      ],
      ['Class Six (vi), section B Not taken yet', '/dashboard/attendance?grade=vi&section=B'],
      [
        'Class Seven (vii) 49 present · 2 absent · 1 on leave · 94% present',
        '/dashboard/attendance?grade=vii&section=',
      ],
    ]);
    // Not yet taken: marked to be seen to.
    expect(within(region).getAllByRole('link')[1]!.className).toContain('border-warning');
    expect(within(region).getAllByRole('link')[0]!.className).not.toContain('border-warning');
    // With the rest of the admin's home.
    expect(screen.getByRole('region', { name: 'Needs attention' })).toBeVisible();
  });

  it('shows a teacher their classes, among their problems and posts', async () => {
    serve('teacher', { ...TODAY, classes: TODAY.classes.slice(1, 2) });
    renderHome();
    const { region, links } = await todayLinks();
    expect(links).toEqual([
      ['Class Six (vi), section B Not taken yet', '/dashboard/attendance?grade=vi&section=B'],
    ]);
    expect(region).toHaveTextContent('0 of 1 registers taken');
    expect(
      await screen.findByRole('region', { name: 'Problems waiting for a solution' }),
    ).toBeVisible();
  });

  it('tells a teacher who is no class’s class teacher', async () => {
    serve('teacher', { ...TODAY, classes: [] });
    renderHome();
    const region = await screen.findByRole('region', { name: 'Today’s attendance' });
    expect(
      await within(region).findByText(
        'You are not the class teacher of any class yet: an admin names class teachers.',
      ),
    ).toBeVisible();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    [
      { kind: 'weekly' } as const,
      'The school is closed today (weekly day off): no register is taken.',
    ],
    [
      { kind: 'holiday', name: 'Eid ul-Adha', nameBn: 'ঈদুল আজহা' } as const,
      'The school is closed today (Eid ul-Adha): no register is taken.',
    ],
  ])('says the school is closed today, and why (%o)', async (closed, text) => {
    serve('admin', { ...TODAY, closed });
    renderHome();
    const region = await screen.findByRole('region', { name: 'Today’s attendance' });
    expect(await within(region).findByText(text)).toBeVisible();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(region).not.toHaveTextContent('registers taken');
  });

  it('reads in Bangla, with Bangla digits', async () => {
    await setLanguage('bn');
    serve('admin', TODAY);
    renderHome();
    const { region, links } = await todayLinks('আজকের হাজিরা');
    expect(region).toHaveTextContent('৪ মে ২০২৬ · ৩টি খাতার ২টিতে হাজিরা নেওয়া হয়েছে');
    expect(links[0]).toEqual([
      'ষষ্ঠ শ্রেণি, শাখা A ৩৭ জন উপস্থিত · ৩ জন অনুপস্থিত · ১ জন দেরিতে · ৯৩% উপস্থিত',
      '/dashboard/attendance?grade=vi&section=A',
    ]);
    expect(links[1]![0]).toBe('ষষ্ঠ শ্রেণি, শাখা B এখনো নেওয়া হয়নি');
  });
});
