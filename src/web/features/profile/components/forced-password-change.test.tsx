import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { AppRoutes } from '../../../app/router.tsx';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { emptyProfile } from '../../../test/profiles.ts';
import { type ApiRequest, jsonResponse, mockApi } from '../../../test/render.tsx';

const profile = emptyProfile({ name: 'Rahim' });

/**
 * A server where the student 'rahim' has a temporary password: every call but the session,
 * signing in and changing it answers 403 password_change_required until it is changed.
 */
function serveTemporary(signedIn: boolean) {
  let mustChange = true;
  let session = signedIn;
  const user = () => ({
    id: 'u1',
    role: 'student',
    loginId: 'rahim',
    name: 'Rahim',
    mustChangePassword: mustChange,
  });
  const writes = mockApi((req: ApiRequest) => {
    if (req.path === '/api/session') return jsonResponse({ user: session ? user() : null });
    if (req.path === '/api/auth/login') {
      session = true;
      return jsonResponse({ user: user() });
    }
    if (req.path === '/api/account/password') {
      const { currentPassword } = req.body as { currentPassword: string };
      if (currentPassword !== 'Tmp-Pass-1234')
        return jsonResponse(
          {
            error: {
              code: 'wrong_password',
              message: 'The current password is not right.',
              details: {
                fields: [
                  { field: 'currentPassword', message: 'The current password is not right.' },
                ],
              },
            },
          },
          400,
        );
      mustChange = false;
      return new Response(null, { status: 204 });
    }
    if (mustChange)
      return jsonResponse(
        {
          error: {
            code: 'password_change_required',
            message: 'Please change your temporary password first.',
          },
        },
        403,
      );
    if (req.path === '/api/profile') return jsonResponse(profile);
    if (req.path === '/api/account/sessions') return jsonResponse({ items: [] });
    if (req.path === '/api/dashboard')
      return jsonResponse({
        role: 'student',
        grade: null,
        myProblems: { total: 0, items: [] },
        myBlogs: { total: 0, items: [] },
        notices: { total: 0, items: [] },
        suggestions: { total: 0, items: [] },
      });
    return jsonResponse({ items: [], total: 0, page: 0, size: 20 });
  });
  return writes;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <ToastHost />
      </MemoryRouter>
    </AppProvider>,
  );
}

async function changeTemporary(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Current Password'), 'Tmp-Pass-1234');
  await user.type(screen.getByLabelText('New Password'), 'my own long password');
  await user.type(screen.getByLabelText('Confirm New Password'), 'my own long password');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('a temporary password', () => {
  it('sends the user from sign-in to choose a new password, then to the dashboard’s home', async () => {
    const writes = serveTemporary(false);
    const user = userEvent.setup();
    renderAt('/studentLogin');
    await user.type(await screen.findByLabelText('Student ID'), 'rahim');
    await user.type(screen.getByLabelText('Password'), 'Tmp-Pass-1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    // Nothing else of the dashboard until it is changed.
    expect(screen.queryByRole('navigation', { name: 'Dashboard menu' })).not.toBeInTheDocument();

    await changeTemporary(user);
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your problems' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Dashboard menu' })).toBeInTheDocument();
    expect(writes.map((w) => w.path)).toEqual(['/api/auth/login', '/api/account/password']);
    expect(writes[1]!.body).toEqual({
      currentPassword: 'Tmp-Pass-1234',
      newPassword: 'my own long password',
    });
  });

  it('shows the change on every dashboard screen, and the server’s word at the field', async () => {
    serveTemporary(true);
    const user = userEvent.setup();
    renderAt('/dashboard/addBlogs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add Blogs' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Current Password'), 'a wrong guess');
    await user.type(screen.getByLabelText('New Password'), 'my own long password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'my own long password');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Current Password'));
    await changeTemporary(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Blogs' })).toBeInTheDocument();
  });

  it('refuses a short new password before sending it', async () => {
    const writes = serveTemporary(true);
    const user = userEvent.setup();
    renderAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await user.type(screen.getByLabelText('Current Password'), 'Tmp-Pass-1234');
    await user.type(screen.getByLabelText('New Password'), 'short pass');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short pass');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Use at least 12 characters')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });
});
