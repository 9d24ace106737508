import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
  usefulLinks: [
    { label: { en: 'Education Board', bn: 'শিক্ষা বোর্ড' }, url: 'https://board.example.gov.bd' },
  ],
  recentActivities: [{ text: { en: 'Guardian meeting', bn: 'অভিভাবক সভা' }, date: '2026-08-10' }],
  recentBlogTitles: [{ id: 'b1', subject: 'Our science fair' }],
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
    expect(document.title).toBe('Page Not Found');
  });

  it("titles the home page 'Home', with one h1 and the school's identity in the frame", async () => {
    serveApi();
    renderAt('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Good education for every child' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Home');
    expect(screen.getByText('EIIN: 123456')).toBeInTheDocument();
    expect(screen.getByText('School Code: 7890')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+880 1711-000000/ })).toHaveAttribute(
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
    expect(within(sidebar).getByRole('link', { name: /^Education Board/ })).toHaveAttribute(
      'href',
      'https://board.example.gov.bd',
    );
    expect(within(sidebar).getByText('Guardian meeting')).toBeInTheDocument();
    expect(within(sidebar).getByText('10 August 2026')).toBeInTheDocument();
  });
});
