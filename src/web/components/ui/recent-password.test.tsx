import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewAccountForm } from '../../features/accounts/components/new-account-form.tsx';
import { ResetPasswordButton } from '../../features/accounts/components/reset-password-button.tsx';
import BackupRoute from '../../routes/dashboard/backup.tsx';
import { type ApiRequest, jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import { ToastHost } from './toast-host.tsx';

const reauth = () =>
  jsonResponse(
    {
      error: { code: 'reauth_required', message: 'Please enter your password again to do this.' },
    },
    403,
  );
const wrongPassword = () =>
  jsonResponse(
    {
      error: {
        code: 'wrong_password',
        message: 'The current password is not right.',
        details: {
          fields: [{ field: 'password', message: 'The current password is not right.' }],
        },
      },
    },
    400,
  );

/**
 * A fake server that wants the password typed again: the guarded call answers 403
 * reauth_required until POST /api/auth/confirm gets 'my own password'.
 */
function serverWanting(guarded: string, answer: () => Response) {
  let confirmed = false;
  return mockApi((req: ApiRequest) => {
    if (req.path === '/api/auth/confirm') {
      if ((req.body as { password: string }).password !== 'my own password') return wrongPassword();
      confirmed = true;
      return new Response(null, { status: 204 });
    }
    if (req.path === guarded) return confirmed ? answer() : reauth();
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
}

/** Fills in Make Admin (deputy, a long first password) and sends it. */
async function makeAdmin() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <NewAccountForm accountRole="admin" />
      <ToastHost />
    </>,
  );
  await user.type(screen.getByLabelText('Admin Id'), 'deputy');
  await user.type(screen.getByLabelText('Admin Password'), 'a long first password');
  await user.click(screen.getByRole('button', { name: 'Make Admin' }));
  return user;
}

const passwordDialog = () => screen.findByRole('dialog', { name: 'Enter your password again' });

describe('the password asked again', () => {
  it('Make Admin: asks for the password when the server wants it, then adds the admin', async () => {
    const writes = serverWanting('/api/admins', () => jsonResponse({ id: 'a2' }, 201));
    const user = await makeAdmin();

    const dialog = await passwordDialog();
    const field = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The current password is not right.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'my own password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Admin Added')).toBeInTheDocument();
    expect(writes.map((w) => w.path)).toEqual([
      '/api/admins',
      '/api/auth/confirm',
      '/api/auth/confirm',
      '/api/admins',
    ]);
    expect(writes[3]!.body).toEqual({ loginId: 'deputy', password: 'a long first password' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Make Admin: cancelling keeps what was typed and says nothing more', async () => {
    const writes = serverWanting('/api/admins', () => jsonResponse({ id: 'a2' }, 201));
    const user = await makeAdmin();
    const dialog = await passwordDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Admin Id')).toHaveValue('deputy');
    expect(screen.queryByText(/could not be added/)).not.toBeInTheDocument();
    expect(writes.map((w) => w.path)).toEqual(['/api/admins']);
  });

  it('Reset password: the password again, then the temporary password shown once', async () => {
    serverWanting('/api/users/u7/password-reset', () =>
      jsonResponse({ temporaryPassword: 'Tmp-Pass-1234' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordButton userId="u7" loginId="rahim" />);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const reset = screen.getByRole('dialog', { name: 'Reset password' });
    await user.click(within(reset).getByRole('button', { name: 'Reset password' }));
    const dialog = await passwordDialog();
    await user.type(within(dialog).getByLabelText('Your password'), 'my own password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(reset).findByText('Tmp-Pass-1234')).toBeVisible();
    expect(within(reset).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Backup: asks for the password before the download starts', async () => {
    const writes = serverWanting('/api/nothing', () => jsonResponse({}));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const user = userEvent.setup();
    renderWithProviders(<BackupRoute />);
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    const dialog = await passwordDialog();
    expect(clicked).toEqual([]);
    await user.type(within(dialog).getByLabelText('Your password'), 'my own password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(clicked).toEqual(['/api/backup']));
    expect(writes).toEqual([
      { method: 'POST', path: '/api/auth/confirm', body: { password: 'my own password' } },
    ]);
  });
});
