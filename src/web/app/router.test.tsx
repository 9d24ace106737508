import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/language.ts';
import { BLANK, NEW_SCHOOL } from '../test/new-school.ts';
import { jsonResponse, mockFetch } from '../test/render.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

const site = {
  school: {
    name: { en: 'Char Kukri Mukri High School', bn: 'চর কুকরি মুকরি উচ্চ বিদ্যালয়' },
    shortName: { en: 'CKMHS', bn: '' },
    eiin: '123456',
    schoolCode: '7890',
    phone: '+880 1711-000000',
    email: 'office@example.edu.bd',
    address: { en: 'Char Kukri Mukri, Bhola', bn: 'চর কুকরি মুকরি, ভোলা' },
    mapUrl: 'https://maps.example/ckmhs',
    established: '1972',
    logoImageId: null,
    social: { facebook: 'https://facebook.example/ckmhs', youtube: '', twitter: '' },
  },
  headline: {
    title: { en: 'Good education for every child', bn: 'প্রতিটি শিশুর জন্য ভালো শিক্ষা' },
    body: { en: 'Classes six to ten.', bn: '' },
  },
  logo: null,
  exploreLinks: [{ label: { en: 'IT Club', bn: 'আইটি ক্লাব' }, url: 'https://ictd.example.gov.bd' }],
  usefulLinks: [
    { label: { en: 'Education Board', bn: 'শিক্ষা বোর্ড' }, url: 'https://board.example.gov.bd' },
  ],
  recentActivities: [{ text: { en: 'Guardian meeting', bn: 'অভিভাবক সভা' }, date: '2026-08-10' }],
  recentBlogTitles: [{ id: 'b1', subject: 'Our science fair' }],
  pinnedNotice: null,
};

function serveApi() {
  return mockFetch((url) => {
    switch (url.pathname) {
      case '/api/site':
        return jsonResponse(site);
      case '/api/messages':
        return jsonResponse({ items: [] });
      case '/api/albums/home':
        return jsonResponse({
          album: { id: 'a', slug: 'home', title: 'Home', cover: null, imageCount: 0 },
          items: [],
        });
      case '/api/events':
      case '/api/notices':
        return jsonResponse({ items: [], total: 0, page: 0, size: 5 });
      default:
        return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
    }
  });
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('routes', () => {
  it('answers an unknown path with the 404 page and its exact texts', async () => {
    serveApi();
    renderAt('/no/such/page');

    expect(await screen.findByText('Opps!')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: '404 - PAGE NOT FOUND' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The page you are looking for might have been removed, had its name changed or is temporarily unavailable',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO HOME PAGE' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found · Char Kukri Mukri High School');
  });

  it("titles the home page by the school's name and place, with one h1 and the school's identity in the frame", async () => {
    serveApi();
    renderAt('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Good education for every child' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Char Kukri Mukri High School · Bhola');
    // In the bar from md up, and folded for a phone (site-header.tsx).
    expect(screen.getAllByText('EIIN: 123456')[0]).toBeInTheDocument();
    expect(screen.getAllByText('School Code: 7890')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /\+880 1711-000000/ })[0]).toHaveAttribute(
      'href',
      'tel:+8801711000000',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Our science fair')).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Facebook (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://facebook.example/ckmhs');
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: /^IT Club/ })).toHaveAttribute(
      'href',
      'https://ictd.example.gov.bd',
    );
    const headings = within(sidebar)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(
      headings.filter((h) => ['Explore', 'Useful Link', 'Recent Activities'].includes(h!)),
    ).toEqual(['Explore', 'Useful Link', 'Recent Activities']);
    expect(within(sidebar).getByRole('link', { name: /^Education Board/ })).toHaveAttribute(
      'href',
      'https://board.example.gov.bd',
    );
    expect(within(sidebar).getByText('Guardian meeting')).toBeInTheDocument();
    expect(within(sidebar).getByText('10 August 2026')).toBeInTheDocument();
  });
});

const emptyAlbum = (slug: string) => ({
  album: { id: `album-${slug}`, slug, title: slug, cover: null, imageCount: 0 },
  items: [],
});

function serveNewSite(school: typeof NEW_SCHOOL = NEW_SCHOOL) {
  return mockFetch((url) => {
    const { pathname } = url;
    if (pathname === '/api/site')
      return jsonResponse({
        school,
        headline: { title: BLANK, body: BLANK },
        logo: null,
        exploreLinks: [],
        usefulLinks: [],
        recentActivities: [],
        recentBlogTitles: [],
        pinnedNotice: null,
      });
    if (pathname === '/api/session') return jsonResponse({ user: null });
    if (pathname === '/api/albums/home' || pathname === '/api/albums/sport')
      return jsonResponse(emptyAlbum(pathname.split('/').at(-1)!));
    if (pathname === '/api/albums') return jsonResponse({ items: [emptyAlbum('sport').album] });
    if (pathname === '/api/messages') return jsonResponse({ items: [] });
    if (pathname === '/api/events' || pathname === '/api/notices')
      return jsonResponse({ items: [], total: 0, page: 0, size: 5 });
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
}

/** The page is whole: its heading is there and nothing is loading. */
async function settled(heading: string) {
  await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: /Loading|লোড হচ্ছে/ })).not.toBeInTheDocument(),
  );
}

/**
 * A label without its value: text ending in ':' with nothing after it in its parent, or
 * only another such label ('EIIN:' then 'School Code:').
 */
function bareLabels(): string[] {
  const text = (node: Node | null) => node?.textContent?.trim() ?? '';
  return [...document.body.querySelectorAll('*')]
    .filter((el) => {
      if (!text(el).endsWith(':')) return false;
      let next = el.nextSibling;
      while (next && !text(next)) next = next.nextSibling;
      return !next || text(next).endsWith(':');
    })
    .map((el) => `${el.tagName.toLowerCase()} "${text(el)}"`);
}

/** What shows a new site as broken: an error, a Retry, a label without its value. */
function expectNothingBroken() {
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Retry|আবার চেষ্টা করুন/ })).not.toBeInTheDocument();
  expect(bareLabels()).toEqual([]);
  expect(document.body.textContent).not.toMatch(/\b(undefined|null|NaN)\b/);
  for (const link of document.querySelectorAll('a[href^="tel:"], a[href^="mailto:"]'))
    expect(link.getAttribute('href')).toMatch(/^(tel|mailto):\S/);
}

describe("a new school's site, before anything is filled in", () => {
  it.each([
    ['en', 'Welcome', 'Events', 'Notice Board', '© 2026 Our School. All rights reserved.'],
    ['bn', 'স্বাগতম', 'অনুষ্ঠানসমূহ', 'নোটিশ বোর্ড', '© ২০২৬ আমাদের বিদ্যালয়। সর্বস্বত্ব সংরক্ষিত।'],
  ])(
    'home in %s: a welcome, empty lists, no gallery, no bare labels or links nobody chose',
    async (lang, welcome, events, board, copyright) => {
      serveNewSite();
      if (lang === 'bn') await setLanguage('bn');
      renderAt('/');
      await settled(welcome);
      expectNothingBroken();
      // No photos yet: no gallery at all, rather than an empty frame or an error.
      expect(screen.queryByRole('region', { name: /gallery|গ্যালারি/ })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: events })).toBeInTheDocument();
      // The sidebar: the notice board alone, with no link to an empty list.
      const sidebar = screen.getByRole('complementary');
      expect(
        within(sidebar)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual([board]);
      expect(within(sidebar).queryByRole('link')).not.toBeInTheDocument();
      // The top bar: the language switch only; the footer: no location, the school's name.
      const header = screen.getByRole('banner');
      expect(header).not.toHaveTextContent(/EIIN|বিদ্যালয় কোড|Phone|ফোন/);
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByRole('heading', { name: /Location|অবস্থান/ })).toBeNull();
      expect(
        within(footer).getByText(
          copyright.replace(/2026|২০২৬/, (y) =>
            y === '2026' ? String(new Date().getFullYear()) : y,
          ),
        ),
      ).toBeInTheDocument();
    },
  );

  it('contact says the details are still to come, and shows each one the school has given', async () => {
    serveNewSite();
    const { unmount } = renderAt('/contact');
    await settled('Contact');
    expectNothingBroken();
    expect(
      screen.getByText('The school’s address, phone number and email are not published yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Address')).not.toBeInTheDocument();
    // No "visit the school office … or reach us by phone or email" before it says where.
    expect(screen.queryByText(/reach us by phone or email/)).not.toBeInTheDocument();
    unmount();

    serveNewSite({ ...NEW_SCHOOL, phone: '01711-000000' });
    renderAt('/contact');
    await settled('Contact');
    expectNothingBroken();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '01711-000000' })).toHaveAttribute(
      'href',
      'tel:01711000000',
    );
    expect(within(main).queryByText('Address')).not.toBeInTheDocument();
    expect(within(main).queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByText(/not published yet/)).not.toBeInTheDocument();
    expect(screen.getByText(/reach us by phone or email/)).toBeInTheDocument();
    // The top bar has the phone and nothing of what is missing.
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link', { name: /01711-000000/ })[0]).toBeInTheDocument();
    expect(header).not.toHaveTextContent(/EIIN|School Code|Email/);
  });

  it('the galleries have no photos yet, and an album without any has no card', async () => {
    serveNewSite();
    const { unmount } = renderAt('/images');
    await settled('Images');
    expectNothingBroken();
    expect(screen.getByText('No albums yet')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link')).not.toBeInTheDocument();
    unmount();

    serveNewSite();
    renderAt('/sportGallery');
    await settled('Sport Gallery');
    expectNothingBroken();
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
  });
});
