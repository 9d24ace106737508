import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DemoStatus } from '../../../../shared/schemas/demo.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { setLanguage } from '../../../lib/language.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';
import { DemoBanner } from './demo-banner.tsx';

const demo: DemoStatus = {
  present: true,
  accounts: 17,
  posts: 52,
  pictures: 97,
  files: 11,
  pages: 19,
};
const gone: DemoStatus = { present: false, accounts: 0, posts: 0, pictures: 0, files: 0, pages: 0 };

function serve(answer: (req: ApiRequest) => Response | undefined = () => undefined) {
  let status = demo;
  return mockApi((req) => {
    if (req.method === 'DELETE') status = gone;
    return jsonResponse(status);
  }, answer);
}

const NAME = /demo school|নমুনা বিদ্যালয়/;

/** The banner as an admin sees it, with the toasts it shows. */
async function renderForAdmin() {
  renderWithProviders(
    <>
      <DemoBanner userRole="admin" />
      <ToastHost />
    </>,
  );
  return screen.findByRole('region', { name: NAME });
}

describe('the demo school banner', () => {
  it('shows an admin what is left and removes it only after asking', async () => {
    const writes = serve();
    const user = userEvent.setup();
    const banner = await renderForAdmin();
    expect(banner).toHaveTextContent(/sign in only on the computer that runs the site/);
    await user.click(within(banner).getByRole('button', { name: 'Remove the demo school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the demo school?' });
    // The dialog says what will go, and what stays.
    expect(dialog).toHaveTextContent('17 accounts');
    expect(dialog).toHaveTextContent('11 files');
    expect(dialog).toHaveTextContent(/What you added or edited yourself stays/);
    expect(writes).toEqual([]);
    // Cancel comes first and removes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);
    await user.click(within(banner).getByRole('button', { name: 'Remove the demo school' }));
    const again = await screen.findByRole('dialog', { name: 'Remove the demo school?' });
    await user.click(within(again).getByRole('button', { name: 'Remove the demo school' }));
    await waitFor(() =>
      expect(writes).toEqual([{ method: 'DELETE', path: '/api/demo', body: undefined }]),
    );
    expect(await screen.findByText('The demo school was removed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: NAME })).not.toBeInTheDocument(),
    );
  });

  it('asks for the admin’s password again when the server wants it, then removes the demo', async () => {
    let confirmed = false;
    const writes = serve((req) => {
      if (req.path === '/api/auth/confirm') {
        confirmed = (req.body as { password: string }).password === 'my own password';
        return new Response(null, { status: confirmed ? 204 : 400 });
      }
      if (req.method === 'DELETE' && !confirmed)
        return jsonResponse(
          {
            error: {
              code: 'reauth_required',
              message: 'Please enter your password again to do this.',
            },
          },
          403,
        );
      return undefined;
    });
    const user = userEvent.setup();
    const banner = await renderForAdmin();
    await user.click(within(banner).getByRole('button', { name: 'Remove the demo school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the demo school?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the demo school' }));
    const again = await screen.findByRole('dialog', { name: 'Enter your password again' });
    // The server's refusal is the question, not a failure to show.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(within(again).getByLabelText('Your password'), 'my own password');
    await user.click(within(again).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The demo school was removed.')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
      'DELETE /api/demo',
      'POST /api/auth/confirm',
      'DELETE /api/demo',
    ]);
  });

  it('keeps the dialog open with the reason when removing fails', async () => {
    serve((req) =>
      req.method === 'DELETE'
        ? jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500)
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<DemoBanner userRole="admin" />);
    const banner = await screen.findByRole('region', { name: NAME });
    await user.click(within(banner).getByRole('button', { name: 'Remove the demo school' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the demo school' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('was not removed');
    expect(screen.getByRole('region', { name: NAME })).toBeInTheDocument();
  });

  it('asks nothing for teachers, and shows nothing once the demo is gone', async () => {
    const fetches = mockApi(() => jsonResponse(gone));
    const { container, unmount } = renderWithProviders(<DemoBanner userRole="teacher" />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderWithProviders(<DemoBanner userRole="admin" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: NAME })).not.toBeInTheDocument();
    expect(fetches).toEqual([]);
  });

  it('reads in Bangla with Bangla digits', async () => {
    serve();
    await setLanguage('bn');
    try {
      renderWithProviders(<DemoBanner userRole="admin" />);
      const user = userEvent.setup();
      const banner = await screen.findByRole('region', { name: NAME });
      const button = within(banner).getByRole('button');
      expect(button).toHaveTextContent('নমুনা বিদ্যালয় মুছে ফেলুন');
      await user.click(button);
      expect(await screen.findByRole('dialog')).toHaveTextContent('১৭টি অ্যাকাউন্ট');
    } finally {
      await setLanguage('en');
    }
    expect(i18n.language).toBe('en');
  });
});
