import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../../shared/schemas/posts.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import ProblemsRoute from '../../../routes/dashboard/problems.tsx';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';

const teacher = { id: 'u-teacher', role: 'teacher', loginId: 'teacher01', name: 'Abdul Karim' };
const student = { id: 'u-student', role: 'student', loginId: 'student01', name: 'Nusrat Jahan' };
const image = { id: 'img', url: '/uploads/img.webp', thumbUrl: '/t.webp', width: 800, height: 600 };

const problem: Problem = {
  id: 'p1',
  date: '2026-05-02',
  author: 'Nusrat Jahan',
  grade: 'ix',
  roll: '21',
  subject: 'Algebra',
  details: 'Solve x + 2 = 5',
  image,
  solutions: [
    {
      id: 's1',
      details: 'Take 2 from both sides.',
      image: null,
      authorName: 'Rokeya Begum',
      createdById: 'u-other-teacher',
      createdAt: '2026-05-03T04:30:00Z',
    },
  ],
  createdById: 'u-student',
  createdAt: '2026-05-02T09:00:00Z',
};
const answered: Problem = {
  ...problem,
  solutions: [
    ...problem.solutions,
    {
      id: 's2',
      details: 'So x = 3.',
      image: null,
      authorName: 'Abdul Karim',
      createdById: 'u-teacher',
      createdAt: '2026-05-04T05:00:00Z',
    },
  ],
};

function serve(user: typeof teacher | typeof student) {
  const calls: string[] = [];
  let current = problem;
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (method === 'POST' && url.pathname === '/api/problems/p1/solutions') {
      current = answered;
      return jsonResponse(answered.solutions[1], 201);
    }
    return jsonResponse({ items: [current], total: 1, page: 0, size: 20 });
  });
  return { calls, fetchMock };
}

function renderProblems() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ProblemsRoute />
      <ToastHost />
    </>,
  );
  return user;
}

describe('Our Problems', () => {
  it('shows the problem with its image and, under it, each solution with who answered', async () => {
    serve(student);
    renderProblems();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Algebra' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('2 May 2026');
    expect(card).toHaveTextContent('Class: Nine (ix)');
    expect(card).toHaveTextContent('Roll: 21');
    expect(within(card).getByRole('img', { name: 'Image for: Algebra' })).toBeInTheDocument();
    const solutions = within(card).getByRole('region', { name: 'Solutions: Algebra' });
    expect(solutions).toHaveTextContent('Answered by Rokeya Begum');
    expect(solutions).toHaveTextContent('Take 2 from both sides.');
    expect(solutions).toHaveTextContent('3 May 2026');
    // The author may edit and delete their problem; students do not answer.
    expect(await within(card).findByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Give Solution/ })).not.toBeInTheDocument();
  });

  it('lets a teacher give a solution in a dialog, then shows it', async () => {
    const { calls, fetchMock } = serve(teacher);
    const user = renderProblems();
    const open = await screen.findByRole('button', { name: 'Give Solution: Algebra' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Give Solution: Algebra' });
    const details = within(dialog).getByLabelText('Details');
    expect(details).toHaveFocus();
    expect(within(dialog).getByLabelText('Image')).toHaveAttribute('type', 'file');

    // Details are required.
    await user.click(within(dialog).getByRole('button', { name: 'Send Solution' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    await user.type(details, 'So x = 3.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Solution' }));
    expect(await screen.findByText('Solution Added')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/problems/p1/solutions');
    expect(JSON.parse(String(post[1]?.body))).toEqual({ details: 'So x = 3.' });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    const solutions = screen.getByRole('region', { name: 'Solutions: Algebra' });
    expect(await within(solutions).findByText('So x = 3.')).toBeInTheDocument();
    expect(solutions).toHaveTextContent('Answered by Abdul Karim');
    // The teacher may delete their own solution, not the other teacher's.
    expect(within(solutions).getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    // The teacher did not write the problem.
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
