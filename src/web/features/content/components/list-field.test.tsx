import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentKey } from '../../../../shared/schemas/content.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ContentEditor } from './content-editor.tsx';

const published = (key: ContentKey) => ({
  key,
  value: {
    items: [
      { label: { en: 'Education Board', bn: 'শিক্ষা বোর্ড' }, url: 'https://board.example' },
      { label: { en: 'Ministry', bn: 'মন্ত্রণালয়' }, url: 'https://ministry.example' },
    ],
  },
  images: {},
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function serve(key: ContentKey, onPut: (body: unknown) => Response) {
  const puts: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname !== `/api/content/${key}`)
      return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      return onPut(body);
    }
    return jsonResponse(published(key));
  });
  return puts;
}

function setup(key: ContentKey) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ContentEditor contentKey={key} />
      <ToastHost />
    </>,
  );
  return user;
}

const item = (n: number) => screen.getByRole('group', { name: `Link ${n}` });

// The sidebar's two lists of links, Explore and Useful Link, have the same editor.
describe.each(['useful-links', 'explore-links'] as const)('the %s editor', (key) => {
  it('adds, moves and removes links, and publishes them in the new order', async () => {
    const puts = serve(key, (body) =>
      jsonResponse({ ...published(key), value: body, updatedAt: '2026-02-02T00:00:00.000Z' }),
    );
    const user = setup(key);
    expect(
      await within(await screen.findByRole('group', { name: 'Link 1' })).findByLabelText(
        'Link text (English)',
      ),
    ).toHaveValue('Education Board');
    expect(within(item(2)).getByLabelText('Web address')).toHaveValue('https://ministry.example');

    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const third = item(3);
    expect(within(third).getByLabelText('Link text (English)')).toHaveFocus();
    await user.type(within(third).getByLabelText('Link text (English)'), 'Math Olympiad');
    await user.type(within(third).getByLabelText('Link text (বাংলা)'), 'গণিত অলিম্পিয়াড');
    await user.type(within(third).getByLabelText('Web address'), 'https://math.example');

    // The new link one place up: it is now Link 2, and the button keeps the focus.
    await user.click(within(third).getByRole('button', { name: 'Move up: Link 3' }));
    expect(within(item(2)).getByLabelText('Link text (English)')).toHaveValue('Math Olympiad');
    expect(within(item(2)).getByRole('button', { name: 'Move up: Link 2' })).toHaveFocus();
    // The first cannot move up: the button says so and does nothing.
    const up = within(item(1)).getByRole('button', { name: 'Move up: Link 1' });
    expect(up).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(item(1)).getByRole('button', { name: 'Remove: Link 1' }));
    expect(screen.queryByRole('group', { name: 'Link 3' })).not.toBeInTheDocument();
    expect(screen.getByText('Changes not published yet')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: visitors see the new version now.')).toBeVisible();
    expect(puts).toEqual([
      {
        items: [
          { label: { en: 'Math Olympiad', bn: 'গণিত অলিম্পিয়াড' }, url: 'https://math.example' },
          { label: { en: 'Ministry', bn: 'মন্ত্রণালয়' }, url: 'https://ministry.example' },
        ],
      },
    ]);
    expect(await screen.findByText('Visitors see this version')).toBeInTheDocument();
  });

  it('refuses an address that is not a web address, at its field, and sends nothing', async () => {
    const puts = serve(key, () => jsonResponse({}, 500));
    const user = setup(key);
    const address = within(await screen.findByRole('group', { name: 'Link 2' })).getByLabelText(
      'Web address',
    );
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    expect(within(item(2)).getByText('Enter a web address starting with https://')).toBeVisible();
    expect(puts).toEqual([]);
  });

  it("previews the links under the sidebar block's own heading", async () => {
    serve(key, () => jsonResponse({}, 500));
    const user = setup(key);
    await screen.findByRole('group', { name: 'Link 2' });
    await user.click(screen.getByRole('tab', { name: 'Preview: English' }));
    const preview = await screen.findByRole('tabpanel', { name: 'Preview: English' });
    const heading = { 'useful-links': 'Useful Link', 'explore-links': 'Explore' }[key];
    expect(
      within(preview)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([heading]);
    expect(within(preview).getByRole('link', { name: /^Ministry/ })).toHaveAttribute(
      'href',
      'https://ministry.example',
    );
  });

  it("puts the server's field messages next to the fields they are about", async () => {
    const puts = serve(key, () =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'items.1.label.bn: Too big: expected string to have <=200 characters',
            details: {
              in: 'body',
              fields: [
                {
                  field: 'items.1.label.bn',
                  message: 'Too big: expected string to have <=200 characters',
                  rule: { name: 'tooLong', n: 200 },
                },
              ],
            },
          },
        },
        400,
      ),
    );
    const user = setup(key);
    await screen.findByRole('group', { name: 'Link 2' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    const field = within(item(2)).getByLabelText('Link text (বাংলা)');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    // The server's rule in the reader's words, not its English.
    expect(within(item(2)).getByText('Use at most 200 characters')).toBeVisible();
    expect(field).toHaveFocus();
  });
});
