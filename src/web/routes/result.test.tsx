import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/language.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../test/render.tsx';
import { PUBLISHED, SITE } from '../test/results.ts';
import ResultRoute from './result.tsx';

function serve(exams: unknown) {
  return mockFetch((url) => {
    if (url.pathname === '/api/site') return jsonResponse(SITE);
    if (url.pathname === '/api/results') return jsonResponse(exams);
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
}

describe('the Exam Results page (/result)', () => {
  it('lists the published exams and their classes, then offers the lookup', async () => {
    serve(PUBLISHED);
    renderWithProviders(<ResultRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Exam Results' })).toBeInTheDocument();
    const published = await screen.findByRole('region', { name: 'Published results' });
    expect(
      within(published)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Half-Yearly Examination 2026: Six (vi), Nine (ix)',
      'Annual Examination 2025: Seven (vii)',
    ]);
    const form = await screen.findByRole('region', { name: 'Find a result' });
    expect(within(form).getByRole('button', { name: 'Show result' })).toBeInTheDocument();
  });

  it('says the school has published no results yet, with no form', async () => {
    serve([]);
    renderWithProviders(<ResultRoute />);
    expect(
      await screen.findByText('The school has not published any results yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Published results' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show result' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is in Bangla for a Bangla reader', async () => {
    await setLanguage('bn');
    serve(PUBLISHED);
    renderWithProviders(<ResultRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'পরীক্ষার ফলাফল' })).toBeInTheDocument();
    const published = await screen.findByRole('region', { name: 'প্রকাশিত ফলাফল' });
    // A title given in English only stands for itself.
    expect(
      within(published)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['অর্ধবার্ষিক পরীক্ষা ২০২৬: ষষ্ঠ, নবম শ্রেণি', 'Annual Examination 2025: সপ্তম শ্রেণি']);
    expect(await screen.findByRole('button', { name: 'ফলাফল দেখুন' })).toBeInTheDocument();
  });
});
