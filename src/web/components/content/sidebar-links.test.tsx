import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../../shared/schemas/site.ts';
import { setLanguage } from '../../lib/language.ts';
import { BLANK, NEW_SCHOOL } from '../../test/new-school.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render.tsx';
import { SidebarLinks } from './sidebar-links.tsx';

const explore = [
  { label: { en: 'IT Club', bn: 'আইটি ক্লাব' }, url: 'https://ictd.example.gov.bd/' },
  { label: { en: 'Current Affairs', bn: '' }, url: 'https://news.example.com/' },
];
const useful = [
  { label: { en: 'Education Board', bn: 'শিক্ষা বোর্ড' }, url: 'https://board.example.gov.bd/' },
];
const activities = [{ text: { en: 'Guardian meeting', bn: 'অভিভাবক সভা' }, date: '' }];

function serveSite(lists: Pick<Site, 'exploreLinks' | 'usefulLinks' | 'recentActivities'>) {
  return mockFetch((url) =>
    url.pathname === '/api/site'
      ? jsonResponse({
          school: NEW_SCHOOL,
          logo: null,
          headline: { title: BLANK, body: BLANK },
          recentBlogTitles: [],
          pinnedNotice: null,
          ...lists,
        } satisfies Site)
      : jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404),
  );
}

const headings = () => screen.queryAllByRole('heading').map((h) => h.textContent);

describe('the sidebar links', () => {
  it("shows Explore with the school's links first, then Useful Link and Recent Activities", async () => {
    serveSite({ exploreLinks: explore, usefulLinks: useful, recentActivities: activities });
    renderWithProviders(<SidebarLinks />);

    const block = (await screen.findByRole('heading', { name: 'Explore' })).closest('section')!;
    expect(headings()).toEqual(['Explore', 'Useful Link', 'Recent Activities']);
    const links = within(block).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['IT Club (opens in a new tab)', 'https://ictd.example.gov.bd/'],
      ['Current Affairs (opens in a new tab)', 'https://news.example.com/'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The useful links are in their own block, not in Explore.
    expect(within(block).queryByRole('link', { name: /Education Board/ })).toBeNull();
  });

  it('in Bangla: the Bangla heading and labels, English where a label has no Bangla', async () => {
    await setLanguage('bn');
    serveSite({ exploreLinks: explore, usefulLinks: [], recentActivities: [] });
    renderWithProviders(<SidebarLinks />);

    const block = (await screen.findByRole('heading', { name: 'ঘুরে দেখুন' })).closest('section')!;
    expect(headings()).toEqual(['ঘুরে দেখুন']);
    expect(within(block).getByRole('link', { name: /আইটি ক্লাব/ })).toHaveAttribute(
      'href',
      'https://ictd.example.gov.bd/',
    );
    expect(within(block).getByRole('link', { name: /Current Affairs/ })).toHaveAttribute(
      'href',
      'https://news.example.com/',
    );
  });

  it('leaves out Explore while the school has no links in it', async () => {
    serveSite({ exploreLinks: [], usefulLinks: useful, recentActivities: [] });
    renderWithProviders(<SidebarLinks />);

    await screen.findByRole('heading', { name: 'Useful Link' });
    expect(headings()).toEqual(['Useful Link']);
    expect(screen.queryByText('Explore')).toBeNull();
  });

  it('shows nothing at all on an empty school', async () => {
    const fetches = serveSite({ exploreLinks: [], usefulLinks: [], recentActivities: [] });
    const { client, container } = renderWithProviders(<SidebarLinks />);

    // The site's answer has come (an empty sidebar, not one still loading).
    await expect.poll(() => client.getQueryState(['site'])?.status).toBe('success');
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });
});
