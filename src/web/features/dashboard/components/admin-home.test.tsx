import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard, Checklist } from '../../../../shared/schemas/dashboard.ts';
import { SETUP_STEPS } from '../../../../shared/schemas/dashboard.ts';
import { AppRoutes } from '../../../app/router.tsx';
import { setLanguage } from '../../../lib/language.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const STEP_PATHS = {
  identity: '/dashboard/content/school',
  headline: '/dashboard/content/headline',
  messages: '/dashboard/content/message-principal',
  teachers: '/dashboard/addTeacher',
  staff: '/dashboard/staff',
  notice: '/dashboard/addGeneralNotice',
  event: '/dashboard/addEvent',
  routines: '/dashboard/academicFiles',
  syllabi: '/dashboard/academicFiles',
  homeGallery: '/dashboard/albums/home',
  secondAdmin: '/dashboard/addAdmin',
  backup: '/dashboard/backup',
} as const;

/** A site part-way set up: identity lacks its EIIN and logo, messages the principal's, no backup yet. */
function checklist(done: readonly string[]): Checklist {
  const steps = SETUP_STEPS.map((key) => ({
    key,
    done: done.includes(key),
    path: STEP_PATHS[key],
    missing:
      done.includes(key) || !['identity', 'messages', 'routines'].includes(key)
        ? []
        : key === 'identity'
          ? (['eiin', 'logo'] as const)
          : key === 'messages'
            ? (['principal'] as const)
            : (['x'] as const),
  })) as Checklist['steps'];
  const complete = steps.every((s) => s.done);
  return { steps, complete, hidden: false };
}

function adminDashboard(over: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    role: 'admin',
    attention: {
      newApplications: 2,
      unansweredProblems: 1,
      backup: { lastGoodAt: '2026-05-01T02:00:00.000Z', daysSinceGood: 3, failedAt: null },
      demoContent: true,
      smsStopped: null,
    },
    counts: { students: 40, teachers: 1, admins: 1 },
    checklist: checklist(['headline', 'teachers', 'notice']),
    ...over,
  };
}

/** The admin's API: who is signed in, the dashboard, the demo banner's status, the checklist's switch. */
function serve(
  data: AdminDashboard,
  answer: (req: ApiRequest) => Response | undefined = () => undefined,
) {
  let current = data;
  return mockApi((req) => {
    switch (req.path) {
      case '/api/session':
        return jsonResponse({
          user: { id: 'a1', role: 'admin', loginId: 'head', name: 'Rokeya Begum' },
        });
      case '/api/dashboard':
        return jsonResponse(current);
      case '/api/dashboard/checklist': {
        const { hidden } = req.body as { hidden: boolean };
        current = { ...current, checklist: { ...current.checklist, hidden } };
        return jsonResponse(current.checklist);
      }
      case '/api/demo':
        return jsonResponse({
          present: true,
          accounts: 17,
          posts: 5,
          pictures: 9,
          files: 1,
          pages: 3,
        });
      default:
        return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
    }
  }, answer);
}

const renderHome = () => renderWithProviders(<AppRoutes />, { route: '/dashboard' });

describe('the admin’s dashboard home', () => {
  it('greets the admin and shows what needs attention, each linking to its screen', async () => {
    serve(adminDashboard());
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(document.title).toBe('Dashboard');
    expect(screen.getByText('Welcome, Rokeya Begum.')).toBeInTheDocument();
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    const links = within(attention)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['2 new admission applications', '/dashboard/admissions?status=new'],
      ['1 problem without a solution', '/dashboard/problems'],
      ['Last backup: 3 days ago', '/dashboard/backup'],
      [
        'The demo school is still on the site: remove it before the site goes online',
        '#demo-school',
      ],
    ]);
    // The link leads to the banner above, which has that id.
    expect(document.getElementById('demo-school')).toHaveAccessibleName(
      'This site still shows the demo school',
    );
    const accounts = screen.getByRole('region', { name: 'Accounts' });
    expect(
      within(accounts)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['40 students', '/dashboard/students'],
      ['1 teacher', '/dashboard/teachers'],
      ['1 admin', '/dashboard/admins'],
    ]);
  });

  it.each([
    [{ lastGoodAt: null, daysSinceGood: null, failedAt: null }, 'No backup has been made yet'],
    [
      { lastGoodAt: '2026-05-04T02:00:00.000Z', daysSinceGood: 0, failedAt: null },
      'Last backup: today',
    ],
    [
      { lastGoodAt: '2026-05-03T02:00:00.000Z', daysSinceGood: 1, failedAt: null },
      'Last backup: 1 day ago',
    ],
    [
      {
        lastGoodAt: '2026-05-01T02:00:00.000Z',
        daysSinceGood: 3,
        failedAt: '2026-05-02T02:05:00.000Z',
      },
      'The last backup failed, on 2 May 2026',
    ],
  ])('tells the backup’s state: %o', async (backup, text) => {
    const data = adminDashboard();
    serve({ ...data, attention: { ...data.attention, backup, demoContent: false } });
    renderHome();
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: text })).toHaveAttribute(
      'href',
      '/dashboard/backup',
    );
    expect(within(attention).queryByRole('link', { name: /demo school/ })).not.toBeInTheDocument();
  });

  it('says first of all when SMS sending stopped, why and what to do, linking to the SMS screen', async () => {
    const data = adminDashboard();
    const stopped = (failure: 'balance_insufficient' | 'account_problem' | 'timeout') => ({
      ...data,
      attention: {
        ...data.attention,
        smsStopped: { at: '2026-05-04T03:00:00.000Z', failure, detail: '1007 low balance' },
      },
    });
    serve(stopped('balance_insufficient'));
    const { unmount } = renderHome();
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    const first = within(attention).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent(
      'SMS sending stopped: the gateway’s balance is used up. Top it up, then resume on the SMS screen.',
    );
    expect(first).toHaveAttribute('href', '/dashboard/sms');
    // The alert's colour: an error, not a count that waits.
    expect(first.className).toContain('border-error');
    unmount();

    serve(stopped('account_problem'));
    const again = renderHome();
    expect(
      await screen.findByRole('link', {
        name: 'SMS sending stopped: the gateway refused the school’s account. Fix it with the gateway, then resume on the SMS screen.',
      }),
    ).toHaveAttribute('href', '/dashboard/sms');
    again.unmount();

    await setLanguage('bn');
    serve(stopped('balance_insufficient'));
    renderHome();
    expect(
      await screen.findByRole('link', {
        name: 'এসএমএস পাঠানো বন্ধ হয়ে গেছে: গেটওয়ের ব্যালান্স শেষ। রিচার্জ করে এসএমএস পাতা থেকে আবার চালু করুন।',
      }),
    ).toHaveAttribute('href', '/dashboard/sms');
  });

  it('says nothing of SMS while it sends', async () => {
    serve(adminDashboard());
    renderHome();
    const attention = await screen.findByRole('region', { name: 'Needs attention' });
    expect(within(attention).queryByRole('link', { name: /SMS/ })).not.toBeInTheDocument();
  });

  it('shows the setup checklist: each step ticked or to do, linked to its screen, with what is missing', async () => {
    serve(adminDashboard());
    renderHome();
    const list = await screen.findByRole('region', { name: 'Set up the school’s site' });
    expect(within(list).getByText('3 of 12 steps done')).toBeInTheDocument();
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(12);
    const identity = steps[0]!;
    expect(
      within(identity).getByRole('link', {
        name: 'The school’s name, EIIN, school code, address, phone, email and logo',
      }),
    ).toHaveAttribute('href', '/dashboard/content/school');
    expect(identity).toHaveTextContent('Still missing: EIIN, Logo');
    expect(identity).toHaveTextContent('To do');
    expect(steps[1]).toHaveTextContent('Done');
    expect(steps[1]).not.toHaveTextContent('Still missing');
    expect(steps[2]).toHaveTextContent('Still missing: Message from Principal');
    expect(steps[7]).toHaveTextContent('Still missing: Ten (x)');
    expect(
      steps.map((s) => [
        within(s).getByRole('link').getAttribute('href'),
        s.textContent?.endsWith('Done') ? 'done' : 'to do',
      ]),
    ).toEqual(
      SETUP_STEPS.map((key) => [
        STEP_PATHS[key],
        ['headline', 'teachers', 'notice'].includes(key) ? 'done' : 'to do',
      ]),
    );
    // Not finished: it cannot be hidden yet.
    expect(
      within(list).queryByRole('button', { name: 'Hide the checklist' }),
    ).not.toBeInTheDocument();
  });

  it('hides the finished checklist for everyone and brings it back', async () => {
    const writes = serve(adminDashboard({ checklist: checklist(SETUP_STEPS) }));
    const user = userEvent.setup();
    renderHome();
    const list = await screen.findByRole('region', { name: 'Set up the school’s site' });
    expect(within(list).getByText('Every step is done: the site is ready.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Hide the checklist' }));
    expect(
      await screen.findByText('The setup checklist is hidden: every step is done.'),
    ).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'Set up the school’s site' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the checklist' }));
    expect(await screen.findByRole('region', { name: 'Set up the school’s site' })).toBeVisible();
    expect(writes.map((w) => [w.method, w.path, w.body])).toEqual([
      ['PUT', '/api/dashboard/checklist', { hidden: true }],
      ['PUT', '/api/dashboard/checklist', { hidden: false }],
    ]);
  });

  it('says so when hiding fails, and keeps the checklist', async () => {
    serve(adminDashboard({ checklist: checklist(SETUP_STEPS) }), (req) =>
      req.method === 'PUT'
        ? jsonResponse(
            {
              error: {
                code: 'checklist_incomplete',
                message: 'The setup checklist can be hidden once every step is done.',
              },
            },
            409,
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderHome();
    const list = await screen.findByRole('region', { name: 'Set up the school’s site' });
    await user.click(within(list).getByRole('button', { name: 'Hide the checklist' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'The change was not saved. The setup checklist can be hidden once every step is done.',
    );
    expect(screen.getByRole('region', { name: 'Set up the school’s site' })).toBeVisible();
  });

  it('reads in Bangla with Bangla digits', async () => {
    serve(adminDashboard());
    await setLanguage('bn');
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
    expect(await screen.findByRole('link', { name: '২টি নতুন ভর্তির আবেদন' })).toBeInTheDocument();
    expect(screen.getByText('১২টি ধাপের ৩টি সম্পন্ন')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'শেষ ব্যাকআপ: ৩ দিন আগে' })).toBeInTheDocument();
  });
});
