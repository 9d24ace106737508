import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackupsList } from '../../../../shared/schemas/backups.ts';
import { setLanguage } from '../../../lib/language.ts';
import BackupRoute from '../../../routes/dashboard/backup.tsx';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const A = '0b5c7e1a-2f3d-4c5b-8a9e-1d2c3b4a5f60';
const B = '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b';

const LIST: BackupsList = {
  items: [
    {
      id: A,
      kind: 'scheduled',
      status: 'ok',
      startedAt: '2026-11-28T12:00:00Z',
      sizeBytes: 3_460_000,
    },
    {
      id: B,
      kind: 'scheduled',
      status: 'ok',
      startedAt: '2026-11-27T12:00:00Z',
      sizeBytes: 20_000,
    },
  ],
  lastGoodAt: '2026-11-28T12:00:00Z',
  lastFailure: null,
  schedule: { time: '02:30', keep: 14 },
};

/** The server: the list as given; the password confirmed when it is 'my own password'. */
function serve(list: BackupsList | (() => Response)) {
  return mockApi((req: ApiRequest) => {
    if (req.path === '/api/backups')
      return typeof list === 'function' ? list() : jsonResponse(list);
    if (req.path === '/api/auth/confirm')
      return (req.body as { password: string }).password === 'my own password'
        ? new Response(null, { status: 204 })
        : jsonResponse({ error: { code: 'wrong_password', message: 'No.' } }, 400);
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
}

/** The addresses of the links the screen clicks to start a download. */
function downloads(): string[] {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.getAttribute('href') ?? '');
  });
  return clicked;
}

describe('the Backup screen', () => {
  it('lists the kept backups, newest first, each downloaded after the password is typed again', async () => {
    serve(LIST);
    const clicked = downloads();
    const user = userEvent.setup();
    renderWithProviders(<BackupRoute />);

    expect(
      await screen.findByText(
        'The site makes a backup by itself every day at 02:30 (Bangladesh time) and keeps the last 14.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/28 November 2026/);
    expect(rows[0]).toHaveTextContent('3.3 MB');
    expect(rows[1]).toHaveTextContent(/27 November 2026/);
    // A small backup still shows a size.
    expect(rows[1]).toHaveTextContent('0.1 MB');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(
      within(rows[1]!).getByRole('button', { name: /^Download the backup of 27 November 2026/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: /password/i });
    expect(clicked).toEqual([]);
    await user.type(within(dialog).getByLabelText('Your password'), 'my own password');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(clicked).toEqual([`/api/backups/${B}/download`]));

    // Cancelling the password asks downloads nothing.
    await user.click(within(rows[0]!).getByRole('button', { name: /^Download the backup of 28/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /password/i })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(clicked).toEqual([`/api/backups/${B}/download`]);

    // The fresh backup is still there.
    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    const again = await screen.findByRole('dialog', { name: /password/i });
    await user.type(within(again).getByLabelText('Your password'), 'my own password');
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(clicked).toEqual([`/api/backups/${B}/download`, '/api/backup']));
  });

  it('shows a failure since the last good backup clearly, with its cause in words an admin can act on', async () => {
    serve({
      ...LIST,
      lastFailure: {
        kind: 'scheduled',
        startedAt: '2026-11-29T12:00:00Z',
        error: 'The site could not write to its backups folder.',
      },
    });
    renderWithProviders(<BackupRoute />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The last backup failed');
    expect(alert).toHaveTextContent(
      /On 29 November 2026, \d\d:\d\d the daily backup could not be made: The site could not write to its backups folder\./,
    );
    expect(alert).toHaveTextContent('Tell the person who looks after the server.');
  });

  it('in Bangla: the schedule in Bangla digits and the failure translated; a cause it does not know as the server wrote it', async () => {
    serve({
      ...LIST,
      items: [],
      lastGoodAt: null,
      lastFailure: {
        kind: 'download',
        startedAt: '2026-11-29T12:00:00Z',
        error: 'The backup could not be made: something new',
      },
    });
    await setLanguage('bn');
    renderWithProviders(<BackupRoute />);
    expect(
      await screen.findByText(
        'ওয়েবসাইট প্রতিদিন ০২:৩০-এ (বাংলাদেশ সময়) নিজে থেকে একটি ব্যাকআপ তৈরি করে এবং শেষ ১৪টি রেখে দেয়।',
      ),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('শেষ ব্যাকআপটি ব্যর্থ হয়েছে');
    expect(alert).toHaveTextContent(
      /২৯ নভেম্বর ২০২৬, .* তারিখে ডাউনলোডের ব্যাকআপ তৈরি করা যায়নি: The backup could not be made: something new/,
    );
    expect(screen.getByText('সার্ভারে এখনো কোনো ব্যাকআপ রাখা হয়নি।')).toBeInTheDocument();
  });

  it('an older failure, followed by a good backup, is a quiet line; with the schedule off it says so', async () => {
    serve({
      ...LIST,
      lastFailure: {
        kind: 'scheduled',
        startedAt: '2026-11-20T12:00:00Z',
        error: 'There is not enough free disk space for another backup.',
      },
      schedule: { time: null, keep: 14 },
    });
    renderWithProviders(<BackupRoute />);
    expect(
      await screen.findByText(
        /^The last failure, on 20 November 2026, .* was followed by a good backup\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/The site makes no backup by itself/)).toBeInTheDocument();
  });

  it('when the list cannot be loaded, says so with Retry, and the fresh backup still works', async () => {
    let calls = 0;
    serve(() => {
      calls++;
      return calls === 1
        ? jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500)
        : jsonResponse(LIST);
    });
    const user = userEvent.setup();
    renderWithProviders(<BackupRoute />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeEnabled();
  });
});
