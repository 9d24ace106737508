import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  RecentItem,
  StudentDashboard,
  TeacherDashboard,
} from '../../../../shared/schemas/dashboard.ts';
import { AppRoutes } from '../../../app/router.tsx';
import { setLanguage } from '../../../lib/language.ts';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/render.tsx';

const item = (over: Partial<RecentItem>): RecentItem => ({
  id: crypto.randomUUID(),
  subject: 'Fractions',
  date: '2026-05-02',
  grade: 'vii',
  answers: null,
  ...over,
});
const none = { total: 0, items: [] };

function serve(
  role: 'teacher' | 'student',
  data: TeacherDashboard | StudentDashboard,
  names = { name: '', nameBn: '' },
) {
  return mockApi((req) => {
    if (req.path === '/api/session')
      return jsonResponse({ user: { id: 'u1', role, loginId: 'karim', ...names } });
    if (req.path === '/api/dashboard') return jsonResponse(data);
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
}

/** A section's texts and its links, as a reader meets them. */
function section(name: string) {
  const region = screen.getByRole('region', { name });
  return {
    text: region.textContent,
    links: within(region)
      .queryAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  };
}

describe('a teacher’s and a student’s dashboard home', () => {
  it('shows a teacher the problems waiting and their own notices and suggestions', async () => {
    serve('teacher', {
      role: 'teacher',
      unanswered: {
        total: 7,
        items: [item({ subject: 'How do plants drink?', grade: 'vi', answers: 0 })],
      },
      myNotices: { total: 1, items: [item({ subject: 'Bring your atlas', grade: 'ix' })] },
      mySuggestions: none,
    });
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // No name in the profile yet: greeted by the login id.
    expect(screen.getByText('Welcome, karim.')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Problems waiting for a solution' });

    const waiting = section('Problems waiting for a solution');
    expect(waiting.text).toContain('7 in all');
    expect(waiting.text).toContain('How do plants drink?');
    expect(waiting.text).toContain('Six (vi) · 2 May 2026');
    expect(waiting.links).toEqual([['Open Student Problems', '/dashboard/problems']]);

    const notices = section('Your notices for students');
    expect(notices.text).toContain('Bring your atlas');
    expect(notices.text).toContain('Nine (ix) · 2 May 2026');
    expect(notices.links).toEqual([
      ['Open Notices for Students', '/dashboard/studentNotice'],
      ['Add Notice for Students', '/dashboard/addStudentNotice'],
    ]);

    const suggestions = section('Your suggestions');
    expect(suggestions.text).toContain('You have not posted a suggestion yet.');
    expect(suggestions.links).toEqual([
      ['Open Suggestions', '/dashboard/studentSuggestion'],
      ['Add Suggestion', '/dashboard/addSuggestion'],
    ]);
    // Nothing of the admin's screen.
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
  });

  it('shows a student their problems with their solutions, their blogs and what is for their class', async () => {
    serve('student', {
      role: 'student',
      grade: 'viii',
      myProblems: {
        total: 2,
        items: [
          item({ subject: 'Algebra', grade: 'viii', answers: 2 }),
          item({ subject: 'Rivers', grade: 'viii', answers: 0, date: '2026-04-30' }),
        ],
      },
      myBlogs: { total: 1, items: [item({ subject: 'My village', grade: null })] },
      notices: { total: 1, items: [item({ subject: 'Exam on Sunday', grade: 'viii' })] },
      suggestions: none,
    });
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await screen.findByRole('region', { name: 'Your problems' });

    const problems = section('Your problems');
    expect(problems.text).toContain('Eight (viii) · 2 May 2026 · 2 solutions');
    expect(problems.text).toContain('Eight (viii) · 30 April 2026 · No solution yet');
    expect(problems.links).toEqual([
      ['Open Student Problems', '/dashboard/problems'],
      ['Add Problems', '/dashboard/addProblems'],
    ]);
    const blogs = section('Your blogs');
    expect(blogs.text).toContain('My village2 May 2026');
    expect(blogs.links).toEqual([
      ['Open Student Blogs', '/dashboard/blogs'],
      ['Add Blogs', '/dashboard/addBlogs'],
    ]);
    expect(section('Notices for your class').text).toContain('Exam on Sunday');
    expect(section('Suggestions for your class').text).toContain(
      'No suggestion for your class yet.',
    );
    expect(screen.queryByText(/Your class is not recorded yet/)).not.toBeInTheDocument();
  });

  it('tells a student without a class to ask a teacher to set it (issue 19)', async () => {
    serve('student', {
      role: 'student',
      grade: null,
      myProblems: none,
      myBlogs: none,
      notices: { total: 3, items: [item({ subject: 'Sports day', grade: 'x' })] },
      suggestions: none,
    });
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(
      await screen.findByText(
        'Your class is not recorded yet: ask a teacher to set it, then you see the notices and suggestions for your class only.',
      ),
    ).toBeInTheDocument();
    expect(section('Notices for students').text).toContain('Sports day');
    expect(section('Suggestions for students').text).toContain('No suggestion');
    expect(section('Your problems').text).toContain('You have not posted a problem yet.');
  });

  it('greets a student by the Bangla name on a Bangla page, by the English one on an English page', async () => {
    const student: StudentDashboard = {
      role: 'student',
      grade: 'viii',
      myProblems: none,
      myBlogs: none,
      notices: none,
      suggestions: none,
    };
    serve('student', student, { name: 'Mim Akter', nameBn: 'মীম আক্তার' });
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByText('Welcome, Mim Akter.')).toBeInTheDocument();
    unmount();
    await setLanguage('bn', { remember: false });
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByText('স্বাগতম, মীম আক্তার।')).toBeInTheDocument();
    expect(screen.queryByText(/Mim Akter/)).toBeNull();
  });

  it('greets the first admin in Bangla on a Bangla page, not as “School Admin”', async () => {
    serve(
      'teacher',
      { role: 'teacher', unanswered: none, myNotices: none, mySuggestions: none },
      {
        name: 'School Admin',
        nameBn: 'বিদ্যালয়ের অ্যাডমিন',
      },
    );
    await setLanguage('bn', { remember: false });
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(await screen.findByText('স্বাগতম, বিদ্যালয়ের অ্যাডমিন।')).toBeInTheDocument();
  });
});
