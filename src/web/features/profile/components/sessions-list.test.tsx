import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../../shared/schemas/auth.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';
import { SessionsList } from './sessions-list.tsx';

const here: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Firefox · Windows',
  createdAt: '2026-07-01T12:00:00Z',
  lastSeenAt: '2026-07-03T12:30:00Z',
  current: true,
};
const phone: AccountSession = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Chrome · Android',
  createdAt: '2026-06-20T08:00:00Z',
  lastSeenAt: '2026-06-21T09:15:00Z',
  current: false,
};
const unknown: AccountSession = {
  id: '33333333-3333-4333-8333-333333333333',
  device: '',
  createdAt: '2026-06-10T08:00:00Z',
  lastSeenAt: '2026-06-10T08:05:00Z',
  current: false,
};

function serve(failEnd = false) {
  let items = [here, phone, unknown];
  return mockApi((req: ApiRequest) => {
    if (req.method === 'GET' && req.path === '/api/account/sessions')
      return jsonResponse({ items });
    if (req.method === 'DELETE') {
      if (failEnd)
        return jsonResponse({ error: { code: 'not_found', message: 'No such session.' } }, 404);
      items = items.filter((s) => req.path !== `/api/account/sessions/${s.id}`);
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
}

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SessionsList />
      <ToastHost />
    </>,
  );
  return user;
}

describe('SessionsList', () => {
  it('lists each device with when it logged in and was last used, this one marked', async () => {
    serve();
    setup();
    const region = screen.getByRole('region', { name: 'Where you are logged in' });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Firefox · Windows');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Logged in 1 July 2026');
    expect(rows[0]).toHaveTextContent('last used 3 July 2026');
    // This one is left by Log Out in the header; only the others have a button.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Chrome · Android');
    expect(rows[1]).not.toHaveTextContent('This device');
    expect(rows[2]).toHaveTextContent('Unknown device');
    expect(
      within(rows[2]!).getByRole('button', { name: 'Log out Unknown device' }),
    ).toBeInTheDocument();
  });

  it('logs another device out and lists again', async () => {
    const writes = serve();
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Log out Chrome · Android' }));
    expect(await screen.findByText('That device was logged out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Chrome · Android')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(writes).toEqual([
      { method: 'DELETE', path: `/api/account/sessions/${phone.id}`, body: undefined },
    ]);
  });

  it('says so when a device could not be logged out', async () => {
    serve(true);
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Log out Chrome · Android' }));
    expect(
      await screen.findByText(
        'The device could not be logged out. This was not found. It may have been removed.',
      ),
    ).toBeInTheDocument();
  });
});
