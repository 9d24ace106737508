import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/language.ts';
import { clockAt } from '../../../test/clock.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { marksheetOf, SITE } from '../../../test/results.ts';
import { Marksheet } from './marksheet.tsx';

function renderMarksheet(roll: string) {
  mockFetch((url) => (url.pathname === '/api/site' ? jsonResponse(SITE) : jsonResponse({}, 404)));
  const sheet = marksheetOf(roll);
  renderWithProviders(<Marksheet {...sheet} />);
  return sheet;
}

/** A subject's row of the table, by its name. */
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Marksheet', () => {
  it('shows the school, the student, each subject by part and paper, and the totals, in English', async () => {
    const { result } = renderMarksheet('1');
    const sheet = screen.getByRole('region', { name: 'Marksheet' });
    expect(await within(sheet).findByText('Char Fasson Model High School')).toBeInTheDocument();
    expect(within(sheet).getByText('EIIN: 101234 · Char Fasson, Bhola')).toBeInTheDocument();
    expect(within(sheet).getByText('Half-Yearly Examination 2026')).toBeInTheDocument();
    expect(within(sheet).getByText('Ayesha Siddiqua')).toBeInTheDocument();
    expect(within(sheet).getByText('Six (vi)')).toBeInTheDocument();

    const headers = within(sheet)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Subject',
      'Full marks',
      'Written',
      'CQ',
      'MCQ',
      'Marks obtained',
      'Highest in class',
      'Letter grade',
      'Grade point',
    ]);
    // Bangla: the subject's total, highest, grade and point; its papers beneath, by part.
    const bangla = result.subjects.find((s) => s.code === 'ban')!;
    expect(cellsOf(rowOf('Bangla'))).toEqual([
      '150',
      '',
      '',
      '',
      String(bangla.total),
      String(bangla.total),
      bangla.letter,
      bangla.point.toFixed(2),
    ]);
    expect(cellsOf(rowOf('Bangla 1st paper'))).toEqual([
      '100',
      '–',
      '61.5',
      '23',
      '84.5',
      '',
      '',
      '',
    ]);
    expect(cellsOf(rowOf('Bangla 2nd paper'))).toEqual(['50', '38', '–', '–', '38', '', '', '']);
    // The 4th subject is marked as such.
    expect(rowOf('Agriculture Studies (4th subject)')).toBeInTheDocument();

    const summary = (label: string) =>
      within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(summary('Total marks')).toHaveTextContent(`${result.totalMarks} of ${result.totalMax}`);
    expect(summary('GPA')).toHaveTextContent(result.gpa.toFixed(2));
    expect(summary('GPA without the 4th subject')).toHaveTextContent(
      result.gpaWithoutOptional.toFixed(2),
    );
    expect(result.gpa).toBeGreaterThan(result.gpaWithoutOptional);
    expect(summary('Result')).toHaveTextContent('Passed');
    expect(summary('Merit position')).toHaveTextContent('1 of 3 students');
  });

  it('prints from its button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderMarksheet('1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows an absence and a failed result: F, GPA 0.00, no 4th subject', () => {
    const { result } = renderMarksheet('2');
    const math = rowOf('Mathematics');
    expect(cellsOf(math).slice(1, 4)).toEqual(['–', '43', 'Absent']);
    expect(cellsOf(math).at(-2)).toBe('F');
    expect(cellsOf(math).at(-1)).toBe('0.00');
    const sheet = screen.getByRole('region', { name: 'Marksheet' });
    const summary = (label: string) =>
      within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(summary('Result')).toHaveTextContent('Failed');
    expect(summary('GPA')).toHaveTextContent('0.00');
    expect(summary('Letter grade')).toHaveTextContent('F');
    expect(within(sheet).queryByText('GPA without the 4th subject')).toBeNull();
    expect(within(sheet).queryByText(/4th subject/)).toBeNull();
    expect(summary('Merit position')).toHaveTextContent(`${result.position} of 3 students`);
  });

  it('is in Bangla with Bangla digits for a Bangla reader', async () => {
    await setLanguage('bn');
    const { result } = renderMarksheet('1');
    const sheet = screen.getByRole('region', { name: 'নম্বরপত্র' });
    expect(await within(sheet).findByText('চর ফ্যাশন মডেল উচ্চ বিদ্যালয়')).toBeInTheDocument();
    expect(within(sheet).getByText('ইআইআইএন (EIIN): ১০১২৩৪ · চরফ্যাশন, ভোলা')).toBeInTheDocument();
    expect(within(sheet).getByText('অর্ধবার্ষিক পরীক্ষা ২০২৬')).toBeInTheDocument();
    expect(within(sheet).getByText('আয়েশা সিদ্দিকা')).toBeInTheDocument();
    expect(within(sheet).getByText('ষষ্ঠ')).toBeInTheDocument();
    const headers = within(sheet)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'বিষয়',
      'পূর্ণমান',
      'লিখিত',
      'সৃজনশীল',
      'বহুনির্বাচনি',
      'প্রাপ্ত নম্বর',
      'সর্বোচ্চ নম্বর',
      'লেটার গ্রেড',
      'গ্রেড পয়েন্ট',
    ]);
    expect(cellsOf(rowOf('বাংলা প্রথম পত্র'))).toEqual(['১০০', '–', '৬১.৫', '২৩', '৮৪.৫', '', '', '']);
    expect(rowOf('কৃষিশিক্ষা (চতুর্থ বিষয়)')).toBeInTheDocument();
    // No Latin digit anywhere in the table.
    expect(within(sheet).getByRole('table').textContent).not.toMatch(/[0-9]/);
    const summary = (label: string) =>
      within(sheet).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(summary('জিপিএ')).toHaveTextContent(
      result.gpa.toFixed(2).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!),
    );
    expect(summary('ফলাফল')).toHaveTextContent('উত্তীর্ণ');
    expect(summary('মেধাক্রম')).toHaveTextContent('৩ জনের মধ্যে ১');
    expect(within(sheet).getByRole('button', { name: 'প্রিন্ট করুন' })).toBeInTheDocument();
  });

  it('shows a Bangla reader the English name and absence in Bangla when no Bangla name is given', async () => {
    await setLanguage('bn');
    renderMarksheet('2');
    const sheet = screen.getByRole('region', { name: 'নম্বরপত্র' });
    expect(within(sheet).getByText('Rafiqul Islam')).toBeInTheDocument();
    expect(cellsOf(rowOf('গণিত')).slice(1, 4)).toEqual(['–', '৪৩', 'অনুপস্থিত']);
    expect(within(sheet).getByText('অনুত্তীর্ণ')).toBeInTheDocument();
  });

  describe('the date of issue and the signatures', () => {
    // 19:00 UTC on 31 December: already 1 January in Bangladesh.
    clockAt('2026-12-31T19:00:00Z');
    const signatures = (sheet: HTMLElement, name: string) =>
      within(within(sheet).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((line) => line.textContent);

    it('dates the sheet today in Bangladesh and leaves lines for the class teacher and the head teacher', () => {
      renderMarksheet('1');
      const sheet = screen.getByRole('region', { name: 'Marksheet' });
      expect(within(sheet).getByText('Date of issue:').parentElement).toHaveTextContent(
        'Date of issue: 1 January 2027',
      );
      expect(within(sheet).getByText('1 January 2027')).toHaveAttribute('datetime', '2027-01-01');
      expect(signatures(sheet, 'Signatures')).toEqual(['Class Teacher', 'Head Teacher']);
      // On the printed sheet too: nothing of them is left to the screen only.
      for (const part of [
        within(sheet).getByText('Date of issue:').parentElement!,
        within(sheet).getByRole('list', { name: 'Signatures' }),
      ])
        expect(part.closest('[class*="print:hidden"], .hidden')).toBeNull();
    });

    it('says them in Bangla with Bangla digits to a Bangla reader', async () => {
      await setLanguage('bn');
      renderMarksheet('1');
      const sheet = screen.getByRole('region', { name: 'নম্বরপত্র' });
      expect(within(sheet).getByText('প্রদানের তারিখ:').parentElement).toHaveTextContent(
        'প্রদানের তারিখ: ১ জানুয়ারি ২০২৭',
      );
      expect(signatures(sheet, 'স্বাক্ষর')).toEqual(['শ্রেণি শিক্ষক', 'প্রধান শিক্ষক']);
    });
  });
});
