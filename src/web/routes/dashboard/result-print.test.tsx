import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import { AppRoutes } from '../../app/router.tsx';
import { setLanguage } from '../../lib/language.ts';
import { emptyProfile } from '../../test/profiles.ts';
import { jsonResponse, mockFetch } from '../../test/render.tsx';
import { EXAM, SHEET, SITE } from '../../test/results.ts';

const PATH = `/dashboard/results/${EXAM.id}/vi/print`;

function serve(role: 'admin' | 'teacher', sheet: unknown = SHEET) {
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    switch (url.pathname) {
      case '/api/session':
        return jsonResponse({ user: { id: 'u1', role, loginId: 'someone', name: 'Someone' } });
      case '/api/profile':
        return jsonResponse({ ...emptyProfile({ loginId: 'someone', name: 'Someone' }), role });
      case '/api/site':
        return jsonResponse(SITE);
      case `/api/exams/${EXAM.id}/results/vi`:
        return sheet
          ? jsonResponse(sheet)
          : jsonResponse({ error: { code: 'not_found', message: 'No such results' } }, 404);
      default:
        return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
    }
  });
  return asked;
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

describe('printing a class’s results (/dashboard/results/:exam/:class/print)', () => {
  it('shows the tabulation sheet: a row per student in roll order, each subject’s total and grade', async () => {
    serve('admin');
    renderAt(PATH);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Print results: Half-Yearly Examination 2026, class Six (vi)',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Tabulation sheet/ });
    const body = table.querySelector('tbody')!;
    expect(
      within(body)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Ayesha Siddiqua', 'Rafiqul Islam', 'Sumaiya Akter']);
    const first = SHEET.results[0]!;
    const row = within(table).getByRole('rowheader', { name: first.name }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Roll, then two cells per subject (8 subjects), total, GPA, letter and position.
    expect(cells).toHaveLength(1 + 16 + 4);
    expect(cells[0]).toBe('1');
    expect(cells.slice(-4)).toEqual([
      String(first.totalMarks),
      first.gpa.toFixed(2),
      first.letter,
      String(first.position),
    ]);
    // The head repeats on each printed page: the school and the exam are in it.
    const head = table.querySelector('thead')!;
    expect(head).toHaveTextContent('Char Fasson Model High School');
    expect(head).toHaveTextContent('Tabulation sheet: Half-Yearly Examination 2026');
  });

  it('prints the tabulation sheet, or every marksheet without their own Print buttons', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    serve('admin');
    renderAt(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Print all marksheets' }));
    expect(print).toHaveBeenCalledOnce();
    const sheets = screen.getAllByRole('region', { name: 'Marksheet' });
    expect(sheets).toHaveLength(3);
    expect(within(sheets[1]!).getByText('Rafiqul Islam')).toBeInTheDocument();
    for (const sheet of sheets) expect(within(sheet).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('table', { name: /Tabulation sheet/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Print the tabulation sheet' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('table', { name: /Tabulation sheet/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Marksheet' })).toBeNull();
  });

  it('is in Bangla with Bangla digits for a Bangla reader', async () => {
    await setLanguage('bn');
    serve('admin');
    renderAt(PATH);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ফলাফল প্রিন্ট: অর্ধবার্ষিক পরীক্ষা ২০২৬, ষষ্ঠ শ্রেণি',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /টেবুলেশন শিট/ });
    expect(within(table).getByRole('rowheader', { name: 'আয়েশা সিদ্দিকা' })).toBeInTheDocument();
    expect(table.querySelector('tbody')?.textContent).not.toMatch(/[0-9]/);
    expect(screen.getByRole('button', { name: 'সব নম্বরপত্র প্রিন্ট করুন' })).toBeInTheDocument();
  });

  it('says when the class has no results of the exam', async () => {
    serve('admin', null);
    renderAt(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No results of this exam for this class.',
    );
  });

  it('is not for a teacher, and asks the server nothing', async () => {
    const asked = serve('teacher');
    renderAt(PATH);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(asked).not.toContain(`/api/exams/${EXAM.id}/results/vi`);
  });
});
