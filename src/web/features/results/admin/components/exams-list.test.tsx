import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Exam } from '../../../../../shared/schemas/results.ts';
import { setLanguage } from '../../../../lib/language.ts';
import ResultsRoute from '../../../../routes/dashboard/results.tsx';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../../test/render.tsx';

const EXAM: Exam = {
  id: 'e1',
  title: 'Half-yearly Examination 2026',
  titleBn: 'অর্ধবার্ষিক পরীক্ষা ২০২৬',
  heldOn: '2026-06-15',
  classes: [
    {
      grade: 'vi',
      status: 'draft',
      students: 40,
      publishedAt: null,
      updatedAt: '2026-07-01T04:00:00.000Z',
    },
    {
      grade: 'vii',
      status: 'published',
      students: 38,
      publishedAt: '2026-07-02T04:00:00.000Z',
      updatedAt: '2026-07-01T04:00:00.000Z',
    },
    {
      grade: 'viii',
      status: 'withdrawn',
      students: 1,
      publishedAt: null,
      updatedAt: '2026-07-03T04:00:00.000Z',
    },
  ],
};
const OLDER: Exam = {
  id: 'e0',
  title: 'Annual Examination 2025',
  titleBn: '',
  heldOn: '2025-11-20',
  classes: [],
};

afterEach(() => setLanguage('en'));

function setup(answer: (req: ApiRequest) => Response | undefined = () => undefined) {
  let exams = [EXAM, OLDER];
  const writes = mockApi((req) => {
    if (req.path === '/api/session')
      return jsonResponse({ user: { id: 'a1', role: 'admin', loginId: 'admin', name: 'Admin' } });
    if (req.path === '/api/exams' && req.method === 'GET') return jsonResponse(exams);
    if (req.path === '/api/exams/e0' && req.method === 'PUT')
      return jsonResponse({ ...OLDER, ...(req.body as object) });
    if (req.path === '/api/exams' && req.method === 'POST')
      return jsonResponse({ id: 'e2', classes: [], ...(req.body as object) }, 201);
    const action = /^\/api\/exams\/e1\/results\/(\w+)\/(publish|withdraw)$/.exec(req.path);
    if (action) {
      const status = action[2] === 'publish' ? 'published' : 'withdrawn';
      exams = [
        {
          ...EXAM,
          classes: EXAM.classes.map((c) =>
            c.grade === action[1]
              ? {
                  ...c,
                  status,
                  publishedAt: status === 'published' ? '2026-07-05T04:00:00.000Z' : null,
                }
              : c,
          ),
        },
        OLDER,
      ];
      return jsonResponse(exams[0]);
    }
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  }, answer);
  const user = userEvent.setup();
  renderWithProviders(<ResultsRoute />);
  return { user, writes };
}

const classItem = (exam: string, grade: string) =>
  within(screen.getByRole('list', { name: `Classes of ${exam}` }))
    .getByRole('heading', { name: `Class ${grade}` })
    .closest('li')!;

describe('Exam results: the exams and their classes (issue 21)', () => {
  it('lists the exams, newest first, each class with its status, students and what can be done', async () => {
    setup();
    const exams = await screen.findByRole('list', { name: 'Exams' });
    expect(
      within(exams)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Half-yearly Examination 2026', 'Annual Examination 2025']);
    expect(screen.getByText('Held on 15 June 2026')).toBeVisible();

    const six = classItem('Half-yearly Examination 2026', 'Six (vi)');
    expect(six).toHaveTextContent('Draft40 students · last changed 1 July 2026');
    expect(within(six).getByRole('link', { name: /^Correct marks: Class Six/ })).toHaveAttribute(
      'href',
      '/dashboard/results/e1/vi',
    );
    expect(within(six).getByRole('link', { name: /^Print: Class Six/ })).toHaveAttribute(
      'href',
      '/dashboard/results/e1/vi/print',
    );
    expect(within(six).getByRole('button', { name: /^Publish: Class Six/ })).toBeVisible();
    expect(
      within(six).getByRole('button', { name: /^Delete: Results of class Six/ }),
    ).toBeVisible();

    const seven = classItem('Half-yearly Examination 2026', 'Seven (vii)');
    expect(seven).toHaveTextContent('Published38 students · published 2 July 2026');
    expect(within(seven).getByRole('button', { name: /^Withdraw: Class Seven/ })).toBeVisible();
    // Published results are withdrawn before they are removed.
    expect(within(seven).queryByRole('button', { name: /^Delete/ })).toBeNull();

    const eight = classItem('Half-yearly Examination 2026', 'Eight (viii)');
    expect(eight).toHaveTextContent('Withdrawn1 student · last changed 3 July 2026');
    expect(
      within(eight).getByRole('button', { name: /^Publish again: Class Eight/ }),
    ).toBeVisible();

    const nine = classItem('Half-yearly Examination 2026', 'Nine (ix)');
    expect(nine).toHaveTextContent('Not read in');
    expect(within(nine).getByRole('link', { name: /^Read in marks: Class Nine/ })).toHaveAttribute(
      'href',
      '/dashboard/results/e1/ix',
    );
    expect(within(nine).queryByRole('link', { name: /^Print/ })).toBeNull();
    expect(within(nine).queryByRole('button', { name: /^Publish/ })).toBeNull();

    // An exam with published results is not deleted; the other one is.
    expect(
      screen.getByText('To delete this exam, withdraw its published results first.'),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Delete: Half-yearly Examination 2026' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete: Annual Examination 2025' })).toBeVisible();
  });

  it('publishes a draft after asking, and withdraws published results after asking', async () => {
    const { user, writes } = setup();
    await screen.findByRole('list', { name: 'Exams' });
    await user.click(
      within(classItem('Half-yearly Examination 2026', 'Six (vi)')).getByRole('button', {
        name: /^Publish: Class Six/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Publish these results?' });
    expect(dialog).toHaveTextContent(
      'Students and guardians can look up the results of class Six (vi), Half-yearly Examination 2026',
    );
    // Cancel first: nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);
    await user.click(
      within(classItem('Half-yearly Examination 2026', 'Six (vi)')).getByRole('button', {
        name: /^Publish: Class Six/,
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish these results?' })).getByRole(
        'button',
        { name: 'Publish' },
      ),
    );
    await waitFor(() =>
      expect(classItem('Half-yearly Examination 2026', 'Six (vi)')).toHaveTextContent(
        'Published40 students · published 5 July 2026',
      ),
    );
    expect(writes).toEqual([
      { method: 'POST', path: '/api/exams/e1/results/vi/publish', body: undefined },
    ]);

    await user.click(
      within(classItem('Half-yearly Examination 2026', 'Seven (vii)')).getByRole('button', {
        name: /^Withdraw: Class Seven/,
      }),
    );
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw these results?' });
    expect(withdraw).toHaveTextContent('The marks are kept.');
    await user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(classItem('Half-yearly Examination 2026', 'Seven (vii)')).toHaveTextContent(
        'Withdrawn',
      ),
    );
    expect(writes[1]).toMatchObject({ path: '/api/exams/e1/results/vii/withdraw' });
  });

  it('says why publishing failed, in the dialog', async () => {
    const { user } = setup((req) =>
      req.path.endsWith('/publish')
        ? jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404)
        : undefined,
    );
    await screen.findByRole('list', { name: 'Exams' });
    await user.click(
      within(classItem('Half-yearly Examination 2026', 'Six (vi)')).getByRole('button', {
        name: /^Publish: Class Six/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Publish these results?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The results could not be published.',
    );
  });

  it('adds an exam with its titles and date, checked before it is sent', async () => {
    const { user, writes } = setup();
    await screen.findByRole('list', { name: 'Exams' });
    await user.click(screen.getByRole('button', { name: 'Add exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exam' });
    await user.click(within(dialog).getByRole('button', { name: 'Add exam' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    expect(writes).toEqual([]);
    await user.type(within(dialog).getByLabelText('Exam title in English'), 'Test Examination');
    await user.type(within(dialog).getByLabelText('Exam title in Bangla (optional)'), 'পরীক্ষা');
    await user.type(within(dialog).getByLabelText('Exam date (its first day)'), '১৫/০৬/২০২৬');
    await user.click(within(dialog).getByRole('button', { name: 'Add exam' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'POST',
          path: '/api/exams',
          body: { title: 'Test Examination', titleBn: 'পরীক্ষা', heldOn: '2026-06-15' },
        },
      ]),
    );
  });

  it('edits an exam’s title and date, the form starting from what is saved', async () => {
    const { user, writes } = setup();
    await screen.findByRole('list', { name: 'Exams' });
    await user.click(screen.getByRole('button', { name: 'Edit: Annual Examination 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit exam' });
    const title = within(dialog).getByLabelText('Exam title in English');
    expect(title).toHaveValue('Annual Examination 2025');
    expect(within(dialog).getByLabelText('Exam date (its first day)')).toHaveValue('20/11/2025');
    await user.clear(title);
    await user.type(title, 'Annual Examination 2025 (revised)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'PUT',
          path: '/api/exams/e0',
          body: { title: 'Annual Examination 2025 (revised)', titleBn: '', heldOn: '2025-11-20' },
        },
      ]),
    );
  });

  it('speaks Bangla: titles, statuses, counts and dates in Bangla digits', async () => {
    setLanguage('bn');
    setup();
    const exams = await screen.findByRole('list', { name: 'পরীক্ষাসমূহ' });
    expect(
      within(exams)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['অর্ধবার্ষিক পরীক্ষা ২০২৬', 'Annual Examination 2025']);
    const six = within(screen.getByRole('list', { name: 'অর্ধবার্ষিক পরীক্ষা ২০২৬-এর শ্রেণিসমূহ' }))
      .getByRole('heading', { name: 'ষষ্ঠ শ্রেণি' })
      .closest('li')!;
    expect(six).toHaveTextContent('খসড়া৪০ জন শিক্ষার্থী');
    expect(within(six).getByRole('button', { name: /^প্রকাশ করুন: ষষ্ঠ শ্রেণি/ })).toBeVisible();
    const seven = within(screen.getByRole('list', { name: 'অর্ধবার্ষিক পরীক্ষা ২০২৬-এর শ্রেণিসমূহ' }))
      .getByRole('heading', { name: 'সপ্তম শ্রেণি' })
      .closest('li')!;
    expect(seven).toHaveTextContent('প্রকাশিত৩৮ জন শিক্ষার্থী');
    expect(within(seven).getByRole('button', { name: /^প্রত্যাহার করুন: সপ্তম শ্রেণি/ })).toBeVisible();
  });
});
