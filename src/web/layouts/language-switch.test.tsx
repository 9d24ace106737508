import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pager } from '../components/ui/pager.tsx';
import { dateParts, formatDate } from '../lib/format.ts';
import { formatNumber } from '../lib/format-number.ts';
import { i18n } from '../lib/i18n.ts';
import { initialLanguage, setLanguage } from '../lib/language.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/render.tsx';
import { SiteHeader } from './site-header.tsx';

function serveVisitor() {
  return mockFetch((url) =>
    url.pathname === '/api/session'
      ? jsonResponse({ user: null })
      : jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404),
  );
}

describe('the language switch', () => {
  it('re-renders the menu in Bangla, sets <html lang> and remembers the choice', async () => {
    serveVisitor();
    renderWithProviders(<SiteHeader />);
    const group = screen.getByRole('group', { name: 'Language' });
    const bangla = within(group).getByRole('button', { name: 'বাংলা' });
    const english = within(group).getByRole('button', { name: 'English' });
    expect(bangla).toHaveAttribute('lang', 'bn');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(bangla).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByText('Academic').length).toBeGreaterThan(0);

    await userEvent.click(bangla);

    expect((await screen.findAllByText('একাডেমিক')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('হোম').length).toBeGreaterThan(0);
    expect(screen.queryByText('Academic')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ভাষা' })).toBeInTheDocument();
    expect(bangla).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toBe('lang=bn');

    await userEvent.click(english);
    expect((await screen.findAllByText('Academic')).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toBe('lang=en');
  });

  it('has the forms texts in Bangla too', async () => {
    await setLanguage('bn');
    expect(i18n.t('validation.required')).toBe('এই ঘরটি পূরণ করা আবশ্যক');
    expect(i18n.t('login.success')).toBe('সফলভাবে লগইন হয়েছে');
  });
});

describe('the first language', () => {
  it('is the stored choice, else Bangla when the browser lists it, else English', () => {
    expect(initialLanguage(['en-US', 'bn-BD'])).toBe('bn');
    expect(initialLanguage(['bn'])).toBe('bn');
    expect(initialLanguage(['en-GB', 'de'])).toBe('en');
    // What earlier versions kept in localStorage…
    localStorage.setItem('lang', 'en');
    expect(initialLanguage(['bn-BD'])).toBe('en');
    localStorage.setItem('lang', 'bn');
    expect(initialLanguage(['en-US'])).toBe('bn');
    // …and the cookie before it: the server sets it when the switch is pressed before the
    // app has the page.
    // biome-ignore lint/suspicious/noDocumentCookie: the language's cookie, as the server sets it
    document.cookie = 'lang=en; path=/';
    expect(initialLanguage(['bn-BD'])).toBe('en');
  });

  it('is not stored when the browser chose it', async () => {
    await setLanguage('bn', { remember: false });
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toBe('');
  });
});

describe('Bangla digits and dates', () => {
  it('numbers the Pager ১ ২ ৩ with the current page announced', async () => {
    await setLanguage('bn');
    render(<Pager page={1} pageCount={12} onChange={() => {}} label="পাতা" />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.slice(0, 3).map((b) => b.textContent)).toEqual(['১', '২', '৩']);
    expect(buttons[11]).toHaveTextContent('১২');
    expect(screen.getByRole('button', { name: '২' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('১২ পাতার ২ নম্বর পাতা')).toBeInTheDocument();
  });

  it('formats dates with Bangla month names and counts with Bangla digits', async () => {
    expect(formatDate('2026-11-15', 'bn')).toBe('১৫ নভেম্বর ২০২৬');
    expect(formatDate('2026-01-05', 'bn')).toBe('৫ জানুয়ারি ২০২৬');
    expect(formatDate('2026-11-15', 'en')).toBe('15 November 2026');
    expect(dateParts('2026-08-10', 'bn')).toEqual({ day: '১০', month: 'আগস্ট', year: '২০২৬' });
    expect(formatNumber(1234, 'bn')).toBe('১,২৩৪');
    await setLanguage('bn');
    expect(i18n.t('teachers.total', { total: formatNumber(12, 'bn') })).toBe('মোট শিক্ষক: ১২');
  });
});
