import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import AdminsRoute from '../../../routes/dashboard/admins.tsx';
import StudentsRoute from '../../../routes/dashboard/students.tsx';
import TeachersRoute from '../../../routes/dashboard/teachers.tsx';
import { emptyProfile } from '../../../test/profiles.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const ME = uuid(9);

const teacher = (n: number, over: Partial<Profile> = {}): Profile =>
  emptyProfile({
    id: uuid(n),
    role: 'teacher',
    loginId: `teacher0${n}`,
    name: `Teacher ${n}`,
    designation: 'Assistant Teacher',
    designationBn: 'সহকারী শিক্ষক',
    ...over,
  });

const refusal = (code: string, status = 409) =>
  jsonResponse({ error: { code, message: 'Refused (server English)' } }, status);

/**
 * A fake server for the three lists: the session (`role`, id ME), the list, one account
 * (with `posts`), the order, and turning off, on and deleting. A test's `answer` first.
 */
function serve(
  role: 'teacher' | 'admin',
  list: { path: string; items: Profile[] },
  answer: (req: ApiRequest) => Response | undefined = () => undefined,
  posts = 3,
) {
  let items = list.items;
  return mockApi((req) => {
    if (req.path === '/api/session')
      return jsonResponse({ user: { id: ME, role, loginId: 'me', name: 'Me' } });
    if (req.path === list.path) return jsonResponse({ items, total: items.length });
    if (req.path === '/api/teacher-accounts/order') {
      const ids = (req.body as { ids: string[] }).ids;
      items = ids.map((id) => items.find((p) => p.id === id)!);
      return new Response(null, { status: 204 });
    }
    const account = items.find((p) => req.path.startsWith(`/api/users/${p.id}`));
    if (account && req.path.endsWith('/active')) {
      const active = (req.body as { active: boolean }).active;
      items = items.map((p) =>
        p === account
          ? { ...p, active, deactivatedAt: active ? null : '2026-03-05T04:00:00.000Z' }
          : p,
      );
      return jsonResponse(items.find((p) => p.id === account.id));
    }
    if (account && req.method === 'DELETE') {
      items = items.filter((p) => p !== account);
      return new Response(null, { status: 204 });
    }
    if (account) return jsonResponse({ ...account, posts });
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  }, answer);
}

function setup(Screen: () => React.JSX.Element) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Screen />
      <ToastHost />
    </>,
  );
  return user;
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
const names = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((h) => h.closest('li'))
    .map((h) => h.textContent);

describe('the Teachers list (issue 19)', () => {
  it('lists every teacher with the total; a turned-off one is greyed with the date it was turned off', async () => {
    serve('admin', {
      path: '/api/teacher-accounts',
      items: [
        teacher(1, { subject: 'Mathematics' }),
        teacher(2, { active: false, deactivatedAt: '2026-03-05T04:00:00.000Z' }),
      ],
    });
    setup(TeachersRoute);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All of Our Teachers' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Total Teachers: 2')).toBeInTheDocument();
    const on = await cardOf('Teacher 1');
    expect(on).toHaveTextContent('Subject: Mathematics');
    expect(on).not.toHaveTextContent('Turned off');
    const off = await cardOf('Teacher 2');
    expect(within(off).getByText('Turned off on 5 March 2026')).toBeInTheDocument();
    expect(off.className).toContain('bg-base-200');
    // What an admin may do on each card.
    expect(within(on).getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(within(on).getByRole('link', { name: 'Edit: Teacher 1' })).toHaveAttribute(
      'href',
      `/dashboard/accounts/${uuid(1)}`,
    );
    expect(within(on).getByRole('button', { name: 'Turn off: Teacher 1' })).toBeInTheDocument();
    expect(within(on).getByRole('button', { name: 'Delete: Teacher 1' })).toBeInTheDocument();
    expect(within(off).getByRole('button', { name: 'Turn on: Teacher 2' })).toBeInTheDocument();
  });

  it('saves the order of /teachers with every id when a teacher moves', async () => {
    const writes = serve('admin', {
      path: '/api/teacher-accounts',
      items: [teacher(1), teacher(2), teacher(3)],
    });
    const user = setup(TeachersRoute);
    await cardOf('Teacher 1');
    expect(screen.getByRole('button', { name: 'Move earlier: Teacher 1' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Move later: Teacher 1' }));
    await waitFor(() => expect(names()).toEqual(['Teacher 2', 'Teacher 1', 'Teacher 3']));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          method: 'PUT',
          path: '/api/teacher-accounts/order',
          body: { ids: [uuid(2), uuid(1), uuid(3)] },
        },
      ]),
    );
  });

  it('turns a teacher off and on again', async () => {
    const writes = serve('admin', { path: '/api/teacher-accounts', items: [teacher(1)] });
    const user = setup(TeachersRoute);
    await user.click(await screen.findByRole('button', { name: 'Turn off: Teacher 1' }));
    expect(await screen.findByText('Account turned off')).toBeInTheDocument();
    expect(await screen.findByText('Turned off on 5 March 2026')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Turn on: Teacher 1' }));
    expect(await screen.findByText('Account turned on')).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PUT', path: `/api/users/${uuid(1)}/active`, body: { active: false } },
      { method: 'PUT', path: `/api/users/${uuid(1)}/active`, body: { active: true } },
    ]);
  });

  it('asks for the password again when the server wants it before turning off', async () => {
    let confirmed = false;
    const writes = serve('admin', { path: '/api/teacher-accounts', items: [teacher(1)] }, (req) => {
      if (req.path === '/api/auth/confirm') {
        confirmed = true;
        return new Response(null, { status: 204 });
      }
      if (req.path.endsWith('/active') && !confirmed)
        return jsonResponse(
          { error: { code: 'reauth_required', message: 'Please enter your password again.' } },
          403,
        );
      return undefined;
    });
    const user = setup(TeachersRoute);
    await user.click(await screen.findByRole('button', { name: 'Turn off: Teacher 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your password again' });
    await user.type(within(dialog).getByLabelText('Your password'), 'my own password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Account turned off')).toBeInTheDocument();
    expect(writes.map((w) => w.path)).toEqual([
      `/api/users/${uuid(1)}/active`,
      '/api/auth/confirm',
      `/api/users/${uuid(1)}/active`,
    ]);
  });

  it('asks before deleting, says the posts stay, and deletes for good', async () => {
    const writes = serve('admin', { path: '/api/teacher-accounts', items: [teacher(1)] });
    const user = setup(TeachersRoute);
    await user.click(await screen.findByRole('button', { name: 'Delete: Teacher 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account for good?' });
    expect(dialog).toHaveTextContent(
      'The account teacher01 is deleted for good: it can no longer log in, and it cannot be brought back.',
    );
    expect(
      await within(dialog).findByText('Its 3 posts stay on the website under its name.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Turn off instead' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: `/api/users/${uuid(1)}`, body: undefined }]);
    expect(await screen.findByText('No teachers yet')).toBeInTheDocument();
  });

  it('offers Turn off instead in the delete dialog', async () => {
    const writes = serve(
      'admin',
      { path: '/api/teacher-accounts', items: [teacher(1)] },
      undefined,
      1,
    );
    const user = setup(TeachersRoute);
    await user.click(await screen.findByRole('button', { name: 'Delete: Teacher 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account for good?' });
    expect(
      await within(dialog).findByText('Its 1 post stays on the website under its name.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off instead' }));
    expect(await screen.findByText('Account turned off')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      { method: 'PUT', path: `/api/users/${uuid(1)}/active`, body: { active: false } },
    ]);
  });

  it('shows a Bangla reader the Bangla name and designation, the English where there is none', async () => {
    await setLanguage('bn');
    serve('admin', {
      path: '/api/teacher-accounts',
      items: [teacher(1, { nameBn: 'শিক্ষক এক' }), teacher(2, { designationBn: '' })],
    });
    setup(TeachersRoute);
    const first = await cardOf('শিক্ষক এক');
    expect(first).toHaveTextContent('পদবি: সহকারী শিক্ষক');
    const second = await cardOf('Teacher 2');
    expect(second).toHaveTextContent('পদবি: Assistant Teacher');
    expect(screen.getByText('মোট শিক্ষক: ২')).toBeInTheDocument();
  });
});

describe('the Admins list (issue 19)', () => {
  const admin = (n: number, over: Partial<Profile> = {}) =>
    emptyProfile({ id: uuid(n), role: 'admin', loginId: `admin${n}`, name: `Admin ${n}`, ...over });

  it('never offers Turn off or Delete on the admin’s own card', async () => {
    serve('admin', { path: '/api/admins', items: [admin(9), admin(2)] });
    setup(AdminsRoute);
    const mine = await cardOf('Admin 9');
    expect(within(mine).queryByRole('button', { name: /Turn off|Delete/ })).toBeNull();
    expect(within(mine).getByRole('link', { name: 'Edit: Admin 9' })).toBeInTheDocument();
    const other = await cardOf('Admin 2');
    expect(within(other).getByRole('button', { name: 'Turn off: Admin 2' })).toBeInTheDocument();
  });

  it.each([
    ['last_admin', 'This is the last active admin: make another admin first.'],
    ['own_account', 'You cannot turn off or delete your own account.'],
  ])('tells a %s refusal in a toast, in the reader’s words', async (code, words) => {
    serve('admin', { path: '/api/admins', items: [admin(2)] }, (req) =>
      req.path.endsWith('/active') || req.method === 'DELETE' ? refusal(code) : undefined,
    );
    const user = setup(AdminsRoute);
    await user.click(await screen.findByRole('button', { name: 'Turn off: Admin 2' }));
    expect(
      await screen.findByText(`The account could not be turned off. ${words}`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete: Admin 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByText(`The account could not be deleted. ${words}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Admin 2' })).toBeInTheDocument();
  });
});

describe('the Students list for a teacher (issue 19)', () => {
  it('offers Edit and Reset password, not Turn off or Delete', async () => {
    serve('teacher', {
      path: '/api/students',
      items: [
        emptyProfile({
          id: uuid(1),
          name: 'Nusrat Jahan',
          grade: 'vii',
          roll: '4',
          guardianName: 'Karim Uddin',
        }),
      ],
    });
    setup(StudentsRoute);
    const row = await cardOf('Nusrat Jahan');
    expect(row).toHaveTextContent('Class: Seven (vii)');
    expect(within(row).getByRole('link', { name: 'Edit: Nusrat Jahan' })).toHaveAttribute(
      'href',
      `/dashboard/accounts/${uuid(1)}`,
    );
    expect(within(row).getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Turn off|Delete/ })).toBeNull();
  });
});
