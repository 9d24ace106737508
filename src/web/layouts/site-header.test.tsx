import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../shared/schemas/site.ts';
import { ToastHost } from '../components/ui/toast-host.tsx';
import { setLanguage } from '../lib/language.ts';
import { BLANK, NEW_SCHOOL } from '../test/new-school.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/render.tsx';
import { SiteHeader } from './site-header.tsx';

const student = { id: 'u1', role: 'student', loginId: 'rahim', name: 'Rahim' };

/** A school that has filled in its numbers and phone. */
const site: Site = {
  school: { ...NEW_SCHOOL, eiin: '099901', schoolCode: '9901', phone: '+880 1700-000000' },
  logo: null,
  headline: { title: BLANK, body: BLANK },
  exploreLinks: [],
  usefulLinks: [],
  recentActivities: [],
  recentBlogTitles: [],
  pinnedNotice: null,
};

function serve(user: unknown) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user });
    if (url.pathname === '/api/site') return jsonResponse(site);
    if (url.pathname === '/api/auth/logout' && init?.method === 'POST')
      return new Response(null, { status: 204 });
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
}

function renderHeader(route = '/') {
  return renderWithProviders(
    <>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<p>page</p>} />
        <Route path="/home" element={<h1>Home page</h1>} />
      </Routes>
      <ToastHost />
    </>,
    { route },
  );
}

describe('SiteHeader', () => {
  it('shows the Login group and no Dashboard to a visitor', async () => {
    const fetchMock = serve(null);
    renderHeader();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/session')).toBe(true),
    );
    expect((await screen.findAllByText('Login')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('shows Dashboard and Log Out instead of Login when signed in', async () => {
    serve(student);
    renderHeader();
    const links = await screen.findAllByRole('link', { name: 'Dashboard' });
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByRole('button', { name: 'Log Out' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Login')).not.toBeInTheDocument();
    expect(screen.queryByText('Student Panel')).not.toBeInTheDocument();
  });

  it('logs out: calls the API, goes home, toasts, and shows Login again', async () => {
    const fetchMock = serve(student);
    const user = userEvent.setup();
    const { client } = renderHeader('/dashboard');
    client.setQueryData(['signed-in', 'profile'], { name: 'Rahim' });
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' }).at(-1)!;
    const logOut = await within(nav).findByRole('button', { name: 'Log Out' });
    // What a screen kept on the phone to open offline (lib/kept-offline.ts) goes with them.
    localStorage.setItem(`offline:${student.id}:attendance`, '{}');
    await user.click(logOut);

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(await screen.findByText('Log out successfully')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([u, init]) => String(u) === '/api/auth/logout' && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(client.getQueryData(['signed-in', 'profile'])).toBeUndefined();
    expect(localStorage.getItem(`offline:${student.id}:attendance`)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Login').length).toBeGreaterThan(0);
  });

  it('shows the EIIN, school code and phone in English digits to an English reader', async () => {
    serve(null);
    renderHeader();
    // Twice: folded for a phone, in the bar from md up (CSS shows one of them).
    expect(await screen.findAllByText('EIIN: 099901')).toHaveLength(2);
    expect(screen.getAllByText('School Code: 9901')).toHaveLength(2);
    const phones = screen.getAllByRole('link', { name: /^Phone: ?\+880 1700-000000$/ });
    expect(phones).toHaveLength(2);
    for (const phone of phones) expect(phone).toHaveAttribute('href', 'tel:+8801700000000');
  });

  it('folds the numbers, phone and email on a phone into a closed disclosure beside the language switch', async () => {
    serve(null);
    const user = userEvent.setup();
    renderHeader();
    const summary = await screen.findByText('School details');
    const fold = summary.closest('details')!;
    expect(fold).not.toBeNull();
    expect(fold).not.toHaveAttribute('open');
    expect(fold).toHaveClass('md:hidden');
    expect(within(fold).getByText('EIIN: 099901')).toBeInTheDocument();
    expect(within(fold).getByText('School Code: 9901')).toBeInTheDocument();
    // The copy in the bar is for wider screens only.
    const wide = screen.getAllByText('EIIN: 099901').find((el) => !fold.contains(el))!;
    expect(wide.closest('.md\\:contents')).toHaveClass('hidden');
    // The language switch stays out of the fold, in the same bar.
    const language = screen.getByRole('group', { name: 'Language' });
    expect(fold.contains(language)).toBe(false);
    expect(language.closest('form')).toBe(fold.closest('form'));
    // Opened by its summary, a native disclosure (no script needed).
    await user.click(summary);
    expect(fold).toHaveAttribute('open');
    expect(within(fold).getByRole('link', { name: /^Phone:/ })).toHaveAttribute(
      'href',
      'tel:+8801700000000',
    );
  });

  it('shows no fold for a school that has given no numbers, phone or email', async () => {
    site.school = { ...NEW_SCHOOL };
    try {
      serve(null);
      renderHeader();
      expect((await screen.findAllByText('Our School')).length).toBeGreaterThan(0);
      expect(screen.queryByText('School details')).not.toBeInTheDocument();
    } finally {
      site.school = {
        ...NEW_SCHOOL,
        eiin: '099901',
        schoolCode: '9901',
        phone: '+880 1700-000000',
      };
    }
  });

  it('shows the EIIN, school code and phone in Bangla digits to a Bangla reader, dialling ASCII', async () => {
    await setLanguage('bn');
    serve(null);
    renderHeader();
    // The leading zero stays: an EIIN is read digit by digit, not as a number.
    expect(await screen.findAllByText('ইআইআইএন (EIIN): ০৯৯৯০১')).toHaveLength(2);
    expect(screen.getAllByText('বিদ্যালয় কোড: ৯৯০১')).toHaveLength(2);
    expect(screen.getByText('বিদ্যালয়ের তথ্য')).toBeInTheDocument();
    for (const phone of screen.getAllByRole('link', { name: /\+৮৮০ ১৭০০-০০০০০০$/ }))
      expect(phone).toHaveAttribute('href', 'tel:+8801700000000');
    expect(screen.getByRole('banner').textContent).not.toMatch(/[0-9]/);
  });
});
