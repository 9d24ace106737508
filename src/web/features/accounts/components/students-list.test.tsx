import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { setLanguage } from '../../../lib/language.ts';
import AccountRoute from '../../../routes/dashboard/account.tsx';
import StudentsRoute from '../../../routes/dashboard/students.tsx';
import { emptyProfile } from '../../../test/profiles.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

const student = (n: number, over: Partial<Profile> = {}): Profile =>
  emptyProfile({
    id: uuid(n),
    loginId: `student${n}`,
    name: `Student ${n}`,
    grade: 'vii',
    roll: String(n),
    ...over,
  });

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

/**
 * The Students screen for `role` at `route`, against a fake server that answers the list
 * with `answer(query)`; every list request's query is kept.
 */
function setup(
  role: 'teacher' | 'admin',
  answer: (query: URLSearchParams) => {
    items: Profile[];
    total: number;
    sections?: string[];
  } = () => ({
    items: [student(1), student(2)],
    total: 2,
  }),
  route = '/dashboard/students',
) {
  const asked: Record<string, string>[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/session')
      return jsonResponse({ user: { id: uuid(99), role, loginId: 'me', name: 'Me' } });
    if (url.pathname === '/api/students') {
      asked.push(Object.fromEntries(url.searchParams));
      const { items, total, sections = [] } = answer(url.searchParams);
      return jsonResponse({
        items,
        total,
        sections,
        page: Number(url.searchParams.get('page')),
        size: 20,
      });
    }
    const id = url.pathname.match(/^\/api\/users\/([\w-]+)$/)?.[1];
    if (id) return jsonResponse({ ...student(Number(id.slice(-2))), posts: 0 });
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/students"
        element={
          <>
            <StudentsRoute />
            <Where />
          </>
        }
      />
      <Route path="/dashboard/accounts/:id" element={<AccountRoute />} />
    </Routes>,
    { route },
  );
  return { user, asked };
}

const rowOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
const address = () => screen.getByTestId('search').textContent;

describe('the Students list by class (issue 19)', () => {
  it('shows a row per student with class, roll, id and a teacher’s actions; no status choice', async () => {
    const { asked } = setup('teacher', () => ({
      items: [
        student(1, {
          image: {
            id: 'img',
            url: '/uploads/img.webp',
            thumbUrl: '/uploads/img-thumb.webp',
            width: 800,
            height: 800,
          },
        }),
        student(2),
      ],
      total: 2,
    }));
    const row = await rowOf('Student 1');
    expect(screen.getByText('Total Students: 2')).toBeInTheDocument();
    expect(row).toHaveTextContent('Class: Seven (vii)');
    expect(row).toHaveTextContent('Roll: 1');
    expect(row).toHaveTextContent('ID: student1');
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/img-thumb.webp');
    expect(within(row).getByRole('link', { name: 'Edit: Student 1' })).toHaveAttribute(
      'href',
      `/dashboard/accounts/${uuid(1)}`,
    );
    expect(within(row).getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Turn off|Delete/ })).toBeNull();
    expect(screen.queryByLabelText('Accounts')).toBeNull();
    expect(asked).toEqual([{ page: '0', size: '20' }]);
  });

  it('puts the class and the search in the address and the request, the search once typing stops', async () => {
    const { user, asked } = setup('teacher');
    await rowOf('Student 1');
    await user.selectOptions(screen.getByLabelText('Class'), 'ix');
    await waitFor(() => expect(address()).toBe('?grade=ix'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Nus');
    await waitFor(() => expect(address()).toBe('?grade=ix&q=Nus'));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ grade: 'ix', q: 'Nus', page: '0', size: '20' }),
    );
    // Not a request per letter.
    expect(asked.map((q) => q.q ?? '')).toEqual(['', '', 'Nus']);
  });

  it('searches at once on Enter', async () => {
    const { user, asked } = setup('teacher');
    await rowOf('Student 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' 12 {Enter}');
    expect(address()).toBe('?q=12');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: '12' }));
  });

  it('reads the filters and the page from the address', async () => {
    const { asked } = setup(
      'admin',
      () => ({ items: [student(21)], total: 21 }),
      '/dashboard/students?grade=vi&q=rahim&status=off&page=1',
    );
    await rowOf('Student 21');
    expect(asked[0]).toEqual({ grade: 'vi', q: 'rahim', status: 'off', page: '1', size: '20' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rahim');
    expect(screen.getByLabelText('Class')).toHaveValue('vi');
    expect(screen.getByLabelText('Accounts')).toHaveValue('off');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of students' })).getByRole('button', {
        name: '2',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('lets an admin show turned-off students, greyed, with Turn on', async () => {
    const { user, asked } = setup('admin', (query) =>
      query.get('status') === 'off'
        ? {
            items: [student(3, { active: false, deactivatedAt: '2026-03-05T04:00:00.000Z' })],
            total: 1,
          }
        : { items: [student(1)], total: 1 },
    );
    await rowOf('Student 1');
    await user.selectOptions(screen.getByLabelText('Accounts'), 'off');
    const row = await rowOf('Student 3');
    expect(address()).toBe('?status=off');
    expect(asked.at(-1)).toEqual({ status: 'off', page: '0', size: '20' });
    expect(row).toHaveTextContent('Turned off on 5 March 2026');
    expect(within(row).getByRole('button', { name: 'Turn on: Student 3' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete: Student 3' })).toBeInTheDocument();
  });

  it('pages with the pager and keeps the filters', async () => {
    const { user, asked } = setup(
      'teacher',
      (query) => ({ items: [student(Number(query.get('page')) * 20 + 1)], total: 45 }),
      '/dashboard/students?grade=vii',
    );
    await rowOf('Student 1');
    const pager = screen.getByRole('navigation', { name: 'Pages of students' });
    expect(within(pager).getAllByRole('button')).toHaveLength(3);
    await user.click(within(pager).getByRole('button', { name: '3' }));
    await rowOf('Student 41');
    expect(address()).toBe('?grade=vii&page=2');
    expect(asked.at(-1)).toEqual({ grade: 'vii', page: '2', size: '20' });
    // A new filter starts again from the first page.
    await user.selectOptions(screen.getByLabelText('Class'), 'viii');
    await waitFor(() => expect(address()).toBe('?grade=viii'));
  });

  it('offers the first and last pages and two either side of the current one at 2,000 students', async () => {
    const { user } = setup(
      'admin',
      (query) => ({ items: [student((Number(query.get('page')) % 90) + 1)], total: 1914 }),
      '/dashboard/students?page=47',
    );
    await rowOf('Student 48');
    const pager = screen.getByRole('navigation', { name: 'Pages of students' });
    const offered = () =>
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent);
    // 96 pages; the 48th is shown.
    expect(offered()).toEqual(['1', '46', '47', '48', '49', '50', '96']);
    expect(pager).toHaveTextContent('1…4647484950…96');
    await user.click(within(pager).getByRole('button', { name: '96' }));
    await waitFor(() => expect(address()).toBe('?page=95'));
    expect(offered()).toEqual(['1', '94', '95', '96']);
    await user.click(within(pager).getByRole('button', { name: '1' }));
    await waitFor(() => expect(address()).toBe(''));
    expect(offered()).toEqual(['1', '2', '3', '96']);
    // No page is left out alone: '…' would take its room.
    await user.click(within(pager).getByRole('button', { name: '3' }));
    await user.click(within(pager).getByRole('button', { name: '5' }));
    await waitFor(() => expect(address()).toBe('?page=4'));
    expect(offered()).toEqual(['1', '2', '3', '4', '5', '6', '7', '96']);
  });

  it('offers a class’s sections where the school has them, and a student’s section in the row', async () => {
    const { user, asked } = setup(
      'teacher',
      (query) => ({
        items: [student(1, { grade: 'vi', section: 'খ' })],
        total: 1,
        ...(query.get('grade') === 'vi' ? { sections: ['ক', 'খ'] } : { sections: [] }),
      }),
      '/dashboard/students?grade=vii',
    );
    await rowOf('Student 1');
    // Class seven has none: no section filter.
    expect(screen.queryByLabelText('Section')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Class'), 'vi');
    const section = await screen.findByLabelText('Section');
    expect(
      within(section)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All sections', 'Section ক', 'Section খ', 'No section']);
    await user.selectOptions(section, 'খ');
    await waitFor(() => expect(address()).toBe(`?grade=vi&section=${encodeURIComponent('খ')}`));
    expect(asked.at(-1)).toEqual({ grade: 'vi', section: 'খ', page: '0', size: '20' });
    expect(await rowOf('Student 1')).toHaveTextContent('Section খ');
    await user.selectOptions(section, 'No section');
    await waitFor(() => expect(address()).toBe('?grade=vi&section=-'));
    expect(asked.at(-1)).toEqual({ grade: 'vi', section: '', page: '0', size: '20' });
    // Another class starts with all its sections.
    await user.selectOptions(screen.getByLabelText('Class'), 'vii');
    await waitFor(() => expect(address()).toBe('?grade=vii'));
  });

  it('goes back from Edit to the list as it was left', async () => {
    const { user } = setup(
      'teacher',
      () => ({ items: [student(21)], total: 21 }),
      '/dashboard/students?grade=vii&q=st&page=1',
    );
    await user.click(await screen.findByRole('link', { name: 'Edit: Student 21' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Student 21' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await rowOf('Student 21');
    expect(address()).toBe('?grade=vii&q=st&page=1');
  });

  it('says when no student matches, and clears the filters', async () => {
    const { user } = setup(
      'teacher',
      (query) => (query.get('q') ? { items: [], total: 0 } : { items: [student(1)], total: 1 }),
      '/dashboard/students?grade=x&q=zzz',
    );
    expect(await screen.findByText('No student matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await rowOf('Student 1');
    expect(address()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByLabelText('Class')).toHaveValue('');
  });

  it('says there are no students yet when there are none at all', async () => {
    setup('teacher', () => ({ items: [], total: 0 }));
    expect(await screen.findByText('No students yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear the filters' })).toBeNull();
  });

  it('shows a Bangla reader the Bangla name, class and digits', async () => {
    await setLanguage('bn');
    setup('teacher', () => ({
      items: [student(12, { nameBn: 'নুসরাত জাহান' }), student(13)],
      total: 2,
    }));
    const row = await rowOf('নুসরাত জাহান');
    expect(row).toHaveTextContent('রোল: ১২');
    expect(await rowOf('Student 13')).toHaveTextContent('রোল: ১৩');
    expect(screen.getByText('মোট শিক্ষার্থী: ২')).toBeInTheDocument();
  });
});
