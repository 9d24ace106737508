import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SchoolEvent } from '../../../../shared/schemas/events.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EventsList } from './events-list.tsx';

const image = {
  id: 'img1',
  url: '/uploads/img1.webp',
  thumbUrl: '/uploads/img1-240.webp',
  width: 1600,
  height: 900,
};

function event(n: number): SchoolEvent {
  return {
    id: `e${n}`,
    name: `Event ${n}`,
    date: '2025-03-05',
    author: 'Head Teacher',
    postedAt: '2025-03-01T08:00:00.000Z',
    image: n === 1 ? image : null,
  };
}

/** Serves pages of `total` events, five per page. */
function serveEvents(total: number) {
  return mockFetch((url) => {
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const first = page * size + 1;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) =>
      event(first + i),
    );
    return jsonResponse({ items, total, page, size });
  });
}

const pager = () => screen.getByRole('navigation', { name: 'Event pages' });

describe('EventsList', () => {
  it('shows one page link per five events, numbered from 1, the first current', async () => {
    const fetchMock = serveEvents(12);
    renderWithProviders(<EventsList />);

    expect(await screen.findByRole('heading', { name: 'Event 1 2025' })).toBeInTheDocument();
    const links = within(pager()).getAllByRole('link');
    // Links to the home page's addresses, back to the events: they work before the app has the page.
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['1', '/#events'],
      ['2', '/?events=2#events'],
      ['3', '/?events=3#events'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveClass('btn-active');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/events');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.get('size')).toBe('5');
  });

  it('shows the page its address names, and the first for one that is not a page', async () => {
    for (const [route, first] of [
      ['/?events=3', 'Event 11 2025'],
      ['/?events=0', 'Event 1 2025'],
      ['/?events=-2', 'Event 1 2025'],
      ['/?events=two', 'Event 1 2025'],
      ['/?page=2', 'Event 1 2025'],
    ] as const) {
      serveEvents(12);
      const { unmount } = renderWithProviders(<EventsList />, { route });
      expect(await screen.findByRole('heading', { name: first }), route).toBeInTheDocument();
      unmount();
    }
  });

  it('renders each event with its date, author and an image whose alt is its name', async () => {
    serveEvents(3);
    renderWithProviders(<EventsList />);

    const img = await screen.findByRole('img', { name: 'Event 1' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toContain('/uploads/img1-800.webp 800w');
    expect(screen.getAllByText('5 March 2025')).toHaveLength(3);
    expect(screen.getAllByText('Posted by Head Teacher')).toHaveLength(3);
  });

  it('fetches page=1&size=5 when 2 is pressed, marks it current and keeps the events in view', async () => {
    const fetchMock = serveEvents(12);
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    renderWithProviders(<EventsList />);
    await screen.findByRole('heading', { name: 'Event 1 2025' });

    await user.click(within(pager()).getByRole('link', { name: '2' }));

    expect(await screen.findByRole('heading', { name: 'Event 6 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Event 1 2025' })).not.toBeInTheDocument();
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(last.searchParams.get('page')).toBe('1');
    expect(last.searchParams.get('size')).toBe('5');
    const two = within(pager()).getByRole('link', { name: '2' });
    expect(two).toHaveAttribute('aria-current', 'page');
    expect(two).toHaveClass('btn-active');
    expect(within(pager()).getByRole('link', { name: '1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    // The reader stays at the events (the section the links' #events names), not the page's top.
    expect(scrolled.map((el) => el.id)).toEqual(['events']);
  });

  it('shows the loading spinner until the events arrive', async () => {
    let release: (r: Response) => void = () => {};
    mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    renderWithProviders(<EventsList />);

    const spinner = screen.getByRole('status', { name: 'Loading' });
    expect(spinner).toBeInTheDocument();
    release(jsonResponse({ items: [event(1)], total: 1, page: 0, size: 5 }));
    expect(await screen.findByRole('heading', { name: 'Event 1 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry fetches again and shows the events', async () => {
    let calls = 0;
    const fetchMock = mockFetch(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ error: { code: 'internal_error', message: 'boom' } }, 500)
        : jsonResponse({ items: [event(1)], total: 1, page: 0, size: 5 });
    });
    const user = userEvent.setup();
    renderWithProviders(<EventsList />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on the server. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Event 1 2025' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the network is down', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<EventsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the school server');
  });

  it('shows the empty state and no pager when there are no events', async () => {
    serveEvents(0);
    renderWithProviders(<EventsList />);

    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
  });
});
