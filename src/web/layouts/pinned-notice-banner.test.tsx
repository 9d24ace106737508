import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../shared/schemas/site.ts';
import { setLanguage } from '../lib/language.ts';
import { BLANK, NEW_SCHOOL } from '../test/new-school.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/render.tsx';
import { PinnedNoticeBanner } from './pinned-notice-banner.tsx';

const ID = '4f1c2a9e-2222-4000-8000-000000000002';
const site = (pinnedNotice: Site['pinnedNotice']): Site => ({
  school: NEW_SCHOOL,
  logo: null,
  headline: { title: BLANK, body: BLANK },
  exploreLinks: [],
  usefulLinks: [],
  recentActivities: [],
  recentBlogTitles: [],
  pinnedNotice,
});

function renderBanner(pinned: Site['pinnedNotice']) {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    return jsonResponse(site(pinned));
  });
  const view = renderWithProviders(
    <>
      <PinnedNoticeBanner />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/notice/:id" element={<h1>The notice</h1>} />
      </Routes>
    </>,
  );
  return { ...view, asked };
}

describe('the urgent notice’s banner', () => {
  it('shows the pinned notice from the site’s data and opens its page', async () => {
    const { asked } = renderBanner({
      id: ID,
      title: 'Cyclone: the school is closed tomorrow',
      date: '2026-10-24',
    });
    const region = await screen.findByRole('complementary', { name: 'Urgent notice' });
    const link = screen.getByRole('link', { name: 'Cyclone: the school is closed tomorrow' });
    expect(region).toContainElement(link);
    expect(link).toHaveAttribute('href', `/notice/${ID}`);
    // No request of its own: the site's data, which every page has.
    expect(asked).toEqual(['/api/site']);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'The notice' })).toBeInTheDocument();
  });

  it('names an untitled notice by its date, in Bangla for a Bangla reader', async () => {
    await setLanguage('bn');
    renderBanner({ id: ID, title: '', date: '2026-10-24' });
    expect(await screen.findByRole('complementary', { name: 'জরুরি নোটিশ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '২৪ অক্টোবর ২০২৬ তারিখের নোটিশ' })).toBeInTheDocument();
  });

  it('is not there when no notice is pinned (or its day has passed)', async () => {
    const { asked } = renderBanner(null);
    await waitFor(() => expect(asked).toEqual(['/api/site']));
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
