import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../../shared/schemas/notices.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { NoticesList } from './notices-list.tsx';

const notice = (n: number): Notice => ({
  id: `n${n}`,
  title: `Notice ${n}`,
  date: '2026-03-05',
  author: 'Head Teacher',
  body: n === 1 ? 'The school is closed on Thursday.\n\nClasses resume on Sunday.' : '',
  pinnedUntil: null,
  image: null,
  // The second carries a PDF and a photographed page.
  attachments:
    n === 2
      ? [
          {
            kind: 'pdf',
            pdf: { id: 'd', name: 'Routine', bytes: 9, pages: 2, url: '/v', downloadUrl: '/d' },
          },
          {
            kind: 'image',
            image: { id: 'i', url: '/i.webp', thumbUrl: '/i-t.webp', width: 3, height: 4 },
          },
        ]
      : [],
});

/** Serves pages of `total` notices; gives the pages asked for. */
function serveNotices(total: number) {
  const asked: number[] = [];
  mockFetch((url) => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    asked.push(page);
    const first = page * size + 1;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) =>
      notice(first + i),
    );
    return jsonResponse({ items, total, page, size });
  });
  return asked;
}

const pager = () => screen.getByRole('navigation', { name: 'Notice pages' });

describe('NoticesList', () => {
  it('shows the page its address names, with links to the others that work without the app', async () => {
    const asked = serveNotices(25);
    renderWithProviders(<NoticesList />, { route: '/notice?page=2' });
    expect(await screen.findByText('Notice 11')).toBeInTheDocument();
    expect(asked).toEqual([1]);
    const links = within(pager()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1', '/notice'],
      ['2', '/notice?page=2'],
      ['3', '/notice?page=3'],
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it('links each notice to its own page, and shows the start of its words', async () => {
    serveNotices(3);
    renderWithProviders(<NoticesList />, { route: '/notice' });
    const title = await screen.findByRole('link', { name: 'Notice 1' });
    expect(title).toHaveAttribute('href', '/notice/n1');
    expect(screen.getByRole('link', { name: 'Read the notice: Notice 2' })).toHaveAttribute(
      'href',
      '/notice/n2',
    );
    expect(screen.getByText(/The school is closed on Thursday/)).toBeInTheDocument();
    // Only the notice with attachments says how many.
    expect(screen.getAllByText(/attachments?$/).map((p) => p.textContent)).toEqual([
      '2 attachments',
    ]);
  });

  it('goes to a page when its link is pressed', async () => {
    const asked = serveNotices(25);
    renderWithProviders(<NoticesList />, { route: '/notice' });
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('link', { name: '3' }));
    expect(await screen.findByText('Notice 21')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(pager()).getByRole('link', { name: '3' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(asked).toEqual([0, 2]);
  });

  it('shows the first page for an address with no page, or one that is not a page', async () => {
    for (const route of [
      '/notice?page=0',
      '/notice?page=-3',
      '/notice?page=two',
      '/notice?page=1.5',
    ]) {
      const asked = serveNotices(25);
      const { unmount } = renderWithProviders(<NoticesList />, { route });
      expect(await screen.findByText('Notice 1'), route).toBeInTheDocument();
      expect(asked, route).toEqual([0]);
      unmount();
    }
  });
});
