import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Grade } from '../../../shared/constants.ts';
import type { BelowList, MonthRegister } from '../../../shared/schemas/attendance.ts';
import type { ClassTeachers } from '../../../shared/schemas/class-teachers.ts';
import { AppRoutes } from '../../app/router.tsx';
import { setLanguage } from '../../lib/language.ts';
import { ARIF_IN_MAY, MAY_2026, mayCells, monthRegisterOf } from '../../test/attendance.ts';
import { clockAt } from '../../test/clock.ts';
import { catchDownloads } from '../../test/downloads.ts';
import { noRoute } from '../../test/fake-api.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render.tsx';

const TEACHER_ID = '00000000-0000-4000-8000-000000000007';

/** Classes six and seven split in sections A and B; the teacher is class teacher of six A and all of seven. */
const CLASS_TEACHERS: ClassTeachers = {
  items: [
    { grade: 'vi', section: 'A', teacherId: TEACHER_ID, teacherName: 'Karim' },
    { grade: 'vi', section: 'B', teacherId: 'someone-else', teacherName: 'Rahima' },
    { grade: 'vii', section: '', teacherId: TEACHER_ID, teacherName: 'Karim' },
    { grade: 'viii', section: '', teacherId: 'someone-else', teacherName: 'Rahima' },
  ],
  sections: { vi: ['A', 'B'], vii: ['A', 'B'], viii: [], ix: [], x: [] },
  unsectioned: [],
};

const BELOW: BelowList = {
  from: '2026-01-01',
  to: '2026-05-01',
  threshold: 75,
  items: [
    {
      id: 's9',
      name: 'Nusrat Jahan',
      nameBn: 'নুসরাত জাহান',
      grade: 'vii',
      section: 'B',
      roll: '14',
      present: 50,
      absent: 30,
      late: 5,
      leave: 15,
      share: 55,
    },
  ],
};

/** The fake server: who is signed in, the class teachers, and the registers asked for (their queries kept). */
function serve(
  role: 'admin' | 'teacher',
  { register = MAY_2026, classTeachers = CLASS_TEACHERS } = {},
) {
  const asked: { path: string; query: Record<string, string> }[] = [];
  mockFetch((url) => {
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname.startsWith('/api/attendance/')) asked.push({ path: url.pathname, query });
    switch (url.pathname) {
      case '/api/session':
        return jsonResponse({
          user: { id: role === 'admin' ? 'a1' : TEACHER_ID, role, loginId: 'k', name: 'Karim' },
        });
      case '/api/class-teachers':
        return jsonResponse(classTeachers);
      case '/api/attendance/month':
        return jsonResponse({
          ...register,
          grade: query.grade as Grade,
          section: query.section ?? '',
          month: query.month ?? '',
        } satisfies MonthRegister);
      case '/api/attendance/below':
        return jsonResponse({
          ...BELOW,
          from: query.from,
          to: query.to,
          threshold: Number(query.threshold),
        });
      default:
        return noRoute();
    }
  });
  return {
    months: () => asked.filter((a) => a.path === '/api/attendance/month').map((a) => a.query),
    below: () => asked.filter((a) => a.path === '/api/attendance/below').map((a) => a.query),
  };
}

const open = () => renderWithProviders(<AppRoutes />, { route: '/dashboard/attendanceRegister' });

/** The register's class select (the list of students under 75% has one too, after it). */
const registerSelect = () => screen.getAllByLabelText('Class')[0]!;
/** The registers the class select offers, by name. */
const registerNames = () =>
  within(registerSelect())
    .getAllByRole('option')
    .map((o) => o.textContent);

/** Each row of the register's table as the texts of its cells. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

describe('the monthly attendance register', () => {
  // 19:00 UTC on 30 April: already 1 May in Bangladesh, so the month shown first is May.
  clockAt('2026-04-30T19:00:00Z');

  it('shows an admin this month’s register of the first class: marks, closed days, totals per student and per day', async () => {
    const server = serve('admin');
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monthly attendance register' }),
    ).toBeVisible();
    expect(document.title).toBe('Attendance register');
    const table = await screen.findByRole('table', {
      name: 'Attendance register: Class Six (vi), section A, May 2026',
    });
    expect(server.months()[0]).toEqual({ grade: 'vi', section: 'A', month: '2026-05' });
    // Every class's sections are offered to an admin.
    expect(registerNames()).toEqual([
      'Class Six (vi), section A',
      'Class Six (vi), section B',
      'Class Seven (vii), section A',
      'Class Seven (vii), section B',
      'Class Eight (viii)',
      'Class Nine (ix)',
      'Class Ten (x)',
    ]);
    expect(screen.getByLabelText('Month')).toHaveValue('2026-05');

    const rows = rowsOf(table);
    // The head: the day numbers, then each day's weekday (closed ones named for a screen reader).
    expect(rows[1]).toEqual([
      'Roll',
      'Name',
      ...mayCells({}).map((_, i) => String(i + 1)),
      'P',
      'A',
      'L',
      'LV',
      'Share',
    ]);
    expect(rows[2]![0]).toBe('Fri Closed: Weekly day off');
    expect(rows[2]![1]).toBe('Sat');
    expect(rows[2]![26]).toBe('Wed Closed: Eid ul-Adha');
    expect(within(table).getByRole('columnheader', { name: '27' })).toHaveAttribute(
      'title',
      'Closed: Eid ul-Adha',
    );
    expect(within(table).getByRole('columnheader', { name: '2' })).not.toHaveAttribute('title');
    // A student's row: roll, name, a mark a day, and the month's counts and share.
    expect(rows[3]).toEqual(ARIF_IN_MAY);
    // Closed days' cells are shaded; a school day's are not.
    const arif = within(table).getByRole('row', { name: /Arif Hossain/ });
    const cells = [...arif.children];
    expect(cells[2]!.className).toContain('bg-base-300');
    expect(cells[2 + 26]!.className).toContain('bg-base-300');
    expect(cells[3]!.className).not.toContain('bg-base-300');
    // A student who moved class: starred, named so, and a note under the table.
    const rafiq = within(table).getByRole('rowheader', {
      name: 'Rafiq Islam (no longer in this class)',
    });
    expect(rafiq).toHaveTextContent('Rafiq Islam *');
    expect(
      screen.getByText(/Moved to another class or section, or left the school/),
    ).toBeInTheDocument();
    // Each day's counts at the foot: a day not taken has a dash, a closed day nothing.
    const absent = rows.find((r) => r[1] === 'Absent')!;
    expect(absent.slice(2, 2 + 12)).toEqual([
      '',
      '0',
      '0',
      '1',
      '0',
      '0',
      '0',
      '',
      '0',
      '0',
      '–',
      '–',
    ]);
    expect(absent.slice(-5)).toEqual(['', '1', '', '', '']);
    const share = rows.find((r) => r[1] === 'Share')!;
    expect(share.slice(2, 2 + 7)).toEqual(['', '100%', '100%', '50%', '100%', '50%', '100%']);
    expect(share.at(-1)).toBe('89%');
    // The legend, and the month's holidays by name.
    expect(screen.getByText(/P Present · A Absent · L Late · LV Leave/)).toBeInTheDocument();
    expect(screen.getByText('27 May 2026 – 28 May 2026: Eid ul-Adha')).toBeInTheDocument();
  });

  it('reads in Bangla: Bangla letters and digits, Bangla weekdays and names', async () => {
    await setLanguage('bn');
    serve('admin');
    open();
    const table = await screen.findByRole('table', {
      name: 'হাজিরা খাতা: ষষ্ঠ শ্রেণি, শাখা A, মে ২০২৬',
    });
    const rows = rowsOf(table);
    expect(rows[1]!.slice(0, 4)).toEqual(['রোল', 'নাম', '১', '২']);
    expect(rows[1]!.slice(-5)).toEqual(['উ', 'অ', 'দে', 'ছু', 'উপস্থিতির হার']);
    expect(rows[2]![0]).toBe('শুক্র বন্ধ: সাপ্তাহিক ছুটি');
    expect(rows[2]![26]).toBe('বুধ বন্ধ: ঈদুল আজহা');
    expect(rows[3]).toEqual([
      '১',
      'আরিফ হোসেন',
      ...mayCells({ 2: 'উ', 3: 'উ', 4: 'অ', 5: 'দে', 6: 'ছু', 7: 'উ', 9: 'উ', 10: 'উ' }),
      '৫',
      '১',
      '১',
      '১',
      '৭৫%',
    ]);
    expect(rows.find((r) => r[1] === 'রফিক ইসলাম *(এখন আর এই শ্রেণিতে নেই)')?.[0]).toBe('১২');
    expect(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন (Excel)' })).toBeVisible();
  });

  it('shows a register taken on a day later made a holiday: shaded, its marks shown and counted', async () => {
    // Sumaiya's register of the 27th was saved before the Eid holiday was set.
    const register = monthRegisterOf({
      month: '2026-05',
      closed: { 27: { kind: 'holiday', name: 'Eid ul-Adha', nameBn: 'ঈদুল আজহা' } },
      taken: [26, 27],
      students: [
        {
          id: 's2',
          roll: '2',
          name: 'Sumaiya Akter',
          nameBn: '',
          marks: { 26: 'absent', 27: 'present' },
        },
      ],
    });
    serve('admin', { register });
    open();
    const table = await screen.findByRole('table', { name: /Attendance register: .*May 2026/ });
    const row = rowsOf(table)[3]!;
    expect(row.slice(2 + 25, 2 + 28)).toEqual(['A', 'P', '']);
    expect(row.slice(-5)).toEqual(['1', '1', '0', '0', '50%']);
    const cells = [...within(table).getByRole('row', { name: /Sumaiya/ }).children];
    expect(cells[2 + 26]!.className).toContain('bg-base-300');
    expect(
      rowsOf(table)
        .find((r) => r[1] === 'Present')!
        .slice(2 + 25, 2 + 28),
    ).toEqual(['0', '1', '–']);
  });

  it('asks for the class and month chosen', async () => {
    const server = serve('admin');
    const user = userEvent.setup();
    open();
    await screen.findByRole('table', { name: /Class Six \(vi\), section A, May 2026/ });
    await user.selectOptions(registerSelect(), 'Class Eight (viii)');
    await screen.findByRole('table', { name: /Class Eight \(viii\), May 2026/ });
    await user.selectOptions(screen.getByLabelText('Month'), 'December 2025');
    await screen.findByRole('table', { name: /Class Eight \(viii\), December 2025/ });
    expect(server.months()).toEqual([
      { grade: 'vi', section: 'A', month: '2026-05' },
      { grade: 'viii', section: '', month: '2026-05' },
      { grade: 'viii', section: '', month: '2025-12' },
    ]);
  });

  it('offers a teacher only the registers of their own classes', async () => {
    const server = serve('teacher');
    const user = userEvent.setup();
    open();
    await screen.findByRole('table', { name: /Class Six \(vi\), section A, May 2026/ });
    // Six A (theirs), each section of seven (the whole class is theirs); not six B, nor eight.
    expect(registerNames()).toEqual([
      'Class Six (vi), section A',
      'Class Seven (vii), section A',
      'Class Seven (vii), section B',
    ]);
    await user.selectOptions(registerSelect(), 'Class Seven (vii), section B');
    await screen.findByRole('table', { name: /Class Seven \(vii\), section B/ });
    expect(server.months().map((q) => `${q.grade}:${q.section}`)).toEqual(['vi:A', 'vii:B']);
  });

  it('tells a teacher who is no class’s class teacher, and asks for no register', async () => {
    const server = serve('teacher', {
      classTeachers: { ...CLASS_TEACHERS, items: CLASS_TEACHERS.items.slice(1, 2) },
    });
    open();
    expect(await screen.findByText(/You are not the class teacher of any class yet/)).toBeVisible();
    expect(screen.queryByRole('table', { name: /Attendance register/ })).not.toBeInTheDocument();
    expect(server.months()).toEqual([]);
  });

  it('downloads the register as a CSV file for Excel, and prints it', async () => {
    serve('admin');
    const saved = catchDownloads();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    open();
    await screen.findByRole('table', { name: /Class Six \(vi\), section A, May 2026/ });
    await user.click(screen.getByRole('button', { name: 'Download CSV (Excel)' }));
    expect(saved.map((s) => s.name)).toEqual(['attendance-vi-A-2026-05.csv']);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    // UTF-8's byte-order mark first, so Excel reads the Bangla.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[1]).toMatch(/^1,Arif Hossain,,P,P,A,L,LV,P,,P,P,/);
    await user.click(screen.getByRole('button', { name: 'Print (A4 landscape)' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('the students under 75%', () => {
  clockAt('2026-04-30T19:00:00Z');

  it('lists them from the first of January to today at 75%, then for the dates and share chosen', async () => {
    const server = serve('teacher');
    const user = userEvent.setup();
    open();
    const region = await screen.findByRole('region', { name: 'Students under 75%' });
    const table = await within(region).findByRole('table', {
      name: 'Students present on fewer than 75% of the days marked, 1 January 2026 to 1 May 2026',
    });
    expect(server.below()[0]).toEqual({ from: '2026-01-01', to: '2026-05-01', threshold: '75' });
    expect(rowsOf(table)).toEqual([
      ['Class', 'Section', 'Roll', 'Name', 'Days present', 'Share'],
      ['Seven (vii)', 'B', '14', 'Nusrat Jahan', '55 of 100', '55%'],
    ]);

    const from = within(region).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '01/03/2026');
    const threshold = within(region).getByLabelText('Under (%)');
    await user.clear(threshold);
    await user.type(threshold, '৮০');
    await user.selectOptions(within(region).getByLabelText('Class'), 'Seven (vii)');
    await user.click(within(region).getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('region', { name: 'Students under 80%' })).toBeVisible();
    await waitFor(() =>
      expect(server.below().at(-1)).toEqual({
        from: '2026-03-01',
        to: '2026-05-01',
        threshold: '80',
        grade: 'vii',
      }),
    );
  });

  it('asks for nothing while the dates are the wrong way round or the share is not a percentage', async () => {
    const server = serve('admin');
    const user = userEvent.setup();
    open();
    const region = await screen.findByRole('region', { name: 'Students under 75%' });
    await within(region).findByRole('table');
    const to = within(region).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '01/12/2025');
    const threshold = within(region).getByLabelText('Under (%)');
    await user.clear(threshold);
    await user.type(threshold, '150');
    await user.click(within(region).getByRole('button', { name: 'Show' }));
    expect(
      within(region).getByText('The last day comes on or after the first'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Enter a whole number from 1 to 100')).toBeInTheDocument();
    expect(server.below()).toHaveLength(1);
  });
});
