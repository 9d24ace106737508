import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Blog, Suggestion } from '../../../../shared/schemas/posts.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import BlogsRoute from '../../../routes/dashboard/blogs.tsx';
import SuggestionsRoute from '../../../routes/dashboard/suggestions.tsx';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';

const users = {
  student: { id: 'u-student', role: 'student', loginId: 'student01', name: 'Nusrat Jahan' },
  other: { id: 'u-other', role: 'student', loginId: 'student02', name: 'Rahim Uddin' },
  teacher: { id: 'u-teacher', role: 'teacher', loginId: 'teacher01', name: 'Abdul Karim' },
  admin: { id: 'u-admin', role: 'admin', loginId: 'admin', name: 'Head Office' },
} as const;

const blog = (n: number, over: Partial<Blog> = {}): Blog => ({
  id: `b${n}`,
  date: `2026-03-0${n}`,
  author: `Author ${n}`,
  subject: `Subject ${n}`,
  description: `Line one of ${n}\nLine two of ${n}`,
  createdById: 'u-student',
  createdAt: `2026-03-0${n}T10:00:00Z`,
  ...over,
});
// The server sends newest first; the list keeps that order.
const blogs = [blog(3), blog(2, { createdById: 'u-other' }), blog(1, { createdById: null })];

function serve(user: (typeof users)[keyof typeof users], items: unknown[] = blogs) {
  const calls: string[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse({ items, total: items.length, page: 0, size: 20 });
  });
  return { calls, fetchMock };
}

function renderBlogs() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <BlogsRoute />
      <ToastHost />
    </>,
  );
  return user;
}

const cards = () => screen.getAllByRole('article');

describe('Our Blogs', () => {
  it('lists the blogs in the order the server sends, with day month year and line breaks', async () => {
    serve(users.teacher);
    renderBlogs();
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible();
    await screen.findByText('Subject 3');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Subject 3',
      'Subject 2',
      'Subject 1',
    ]);
    const first = cards()[0]!;
    expect(first).toHaveTextContent('3 March 2026');
    expect(first).toHaveTextContent('Author 3');
    const body = within(first).getByText(/Line one of 3/);
    expect(body.textContent).toBe('Line one of 3\nLine two of 3');
    expect(body).toHaveClass('whitespace-pre-line');
    expect(document.title).toBe('Student Blogs');
  });

  it.each([
    ['the author', users.student, [true, false, false]],
    ['another student', users.other, [false, true, false]],
    ['a teacher', users.teacher, [false, false, false]],
    ['an admin', users.admin, [true, true, true]],
  ] as const)(
    'offers Edit and Delete to %s only on the posts they may change',
    async (_who, user, expected) => {
      serve(user);
      renderBlogs();
      await screen.findByText('Subject 3');
      expect(
        cards().map((c) => within(c).queryByRole('button', { name: /^Edit/ }) !== null),
      ).toEqual(expected);
      expect(
        cards().map((c) => within(c).queryByRole('button', { name: /^Delete/ }) !== null),
      ).toEqual(expected);
    },
  );

  it('renders a subject that looks like HTML literally, as text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    serve(users.teacher, [blog(1, { subject: attack, description: '<b>bold?</b>' })]);
    renderBlogs();
    expect(await screen.findByRole('heading', { level: 2, name: attack })).toBeInTheDocument();
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(document.querySelector('article img')).toBeNull();
    expect(document.querySelector('article b')).toBeNull();
  });

  it('asks before deleting: Cancel sends nothing, Delete sends one DELETE', async () => {
    const { calls } = serve(users.student);
    const user = renderBlogs();
    await screen.findByText('Subject 3');
    const deleteButton = within(cards()[0]!).getByRole('button', { name: /^Delete/ });

    await user.click(deleteButton);
    let dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

    await user.click(deleteButton);
    dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /api/blogs/b3']);
    // The list is fetched again.
    await waitFor(() =>
      expect(calls.filter((c) => c === 'GET /api/blogs').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('edits a blog in a dialog pre-filled with it, and PUTs the change', async () => {
    const { fetchMock } = serve(users.student);
    const user = renderBlogs();
    await screen.findByText('Subject 3');
    await user.click(within(cards()[0]!).getByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit: Subject 3' });
    expect(within(dialog).getByLabelText('Date')).toHaveFocus();
    expect(within(dialog).getByLabelText('Date')).toHaveValue('03/03/2026');
    const subject = within(dialog).getByLabelText('Subject');
    expect(subject).toHaveValue('Subject 3');
    await user.clear(subject);
    await user.type(subject, 'A better subject');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/blogs/b3');
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      date: '2026-03-03',
      author: 'Author 3',
      subject: 'A better subject',
      description: 'Line one of 3\nLine two of 3',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the empty state and an error with Retry', async () => {
    serve(users.student, []);
    const { unmount } = renderWithProviders(<BlogsRoute />);
    expect(await screen.findByText('No blogs yet')).toBeInTheDocument();
    unmount();

    let fail = true;
    mockFetch((url) => {
      if (url.pathname === '/api/session') return jsonResponse({ user: users.student });
      if (fail) return jsonResponse({ error: { code: 'boom', message: 'x' } }, 500);
      return jsonResponse({ items: blogs, total: 3, page: 0, size: 20 });
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogsRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Subject 3')).toBeInTheDocument();
  });
});

describe('Suggestions', () => {
  const suggestion: Suggestion = {
    id: 's1',
    date: '2026-04-12',
    author: 'Abdul Karim',
    grade: 'viii',
    roll: '7',
    subject: 'Read chapter five',
    details: 'Before Sunday.',
    image: { id: 'img', url: '/uploads/img.webp', thumbUrl: '/t.webp', width: 800, height: 600 },
    createdById: 'u-teacher',
    createdAt: '2026-04-12T08:00:00Z',
  };

  it('shows each suggestion with its class, roll and image', async () => {
    serve(users.student, [suggestion]);
    renderWithProviders(<SuggestionsRoute />);
    const card = (await screen.findByText('Read chapter five')).closest('article')!;
    expect(card).toHaveTextContent('12 April 2026');
    expect(card).toHaveTextContent('Class: Eight (viii)');
    expect(card).toHaveTextContent('Roll: 7');
    expect(within(card).getByRole('img', { name: 'Image for: Read chapter five' })).toHaveAttribute(
      'src',
      '/uploads/img.webp',
    );
    expect(within(card).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('shows a Bangla reader the roll and the date in Bangla digits (issue 18)', async () => {
    await setLanguage('bn');
    serve(users.student, [{ ...suggestion, roll: '17' }]);
    renderWithProviders(<SuggestionsRoute />);
    const card = (await screen.findByText('Read chapter five')).closest('article')!;
    expect(card).toHaveTextContent('রোল: ১৭');
    expect(card).toHaveTextContent('১২ এপ্রিল ২০২৬');
    expect(card.textContent).not.toMatch(/[0-9]/);
  });
});
