import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countMarks, datesOfMonth, presentShare } from '../../../shared/attendance.ts';
import type { MyAttendance } from '../../../shared/schemas/attendance.ts';
import { AppRoutes } from '../../app/router.tsx';
import { setLanguage } from '../../lib/language.ts';
import { MAY_2026 } from '../../test/attendance.ts';
import { clockAt } from '../../test/clock.ts';
import { noRoute } from '../../test/fake-api.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render.tsx';

/** Arif's own attendance for a month: May's from the class's register (s1), April's all present. */
function mine(month: string): MyAttendance {
  const may = month === '2026-05';
  const days = datesOfMonth(month).map((date, i) => ({
    date,
    closed: may ? MAY_2026.days[i]!.closed : null,
    mark: may ? MAY_2026.students[0]!.marks[i]! : ('present' as const),
  }));
  const counts = countMarks(days.flatMap((d) => (d.mark ? [d.mark] : [])));
  return {
    month,
    days,
    monthCounts: { ...counts, share: presentShare(counts) },
    year: { present: 70, absent: 6, late: 3, leave: 1, share: 92 },
  };
}

function serve() {
  const asked: string[] = [];
  mockFetch((url) => {
    switch (url.pathname) {
      case '/api/session':
        return jsonResponse({
          user: { id: 's1', role: 'student', loginId: 'arif', name: 'Arif Hossain' },
        });
      case '/api/attendance/mine': {
        const month = url.searchParams.get('month') ?? '';
        asked.push(month);
        return jsonResponse(mine(month));
      }
      default:
        return noRoute();
    }
  });
  return asked;
}

const open = () => renderWithProviders(<AppRoutes />, { route: '/dashboard/myAttendance' });

/** A counts card's share and each mark's count, as the reader meets them. */
function card(name: string) {
  const region = screen.getByRole('region', { name });
  const terms = within(region)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
  return { text: region.querySelector('p')?.textContent, counts: terms };
}

describe('a student’s own attendance', () => {
  // 20:00 UTC on 10 May: already 11 May in Bangladesh.
  clockAt('2026-05-10T20:00:00Z');

  it('shows this month’s days with their marks, closed days named, and the month’s and the year’s counts', async () => {
    const asked = serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My attendance' })).toBeVisible();
    expect(document.title).toBe('My attendance');
    await screen.findByRole('region', { name: 'In May 2026' });
    expect(asked).toEqual(['2026-05']);
    expect(card('In May 2026')).toEqual({
      text: 'Present on 75% of the days marked',
      counts: [
        ['Present', '5'],
        ['Absent', '1'],
        ['Late', '1'],
        ['Leave', '1'],
      ],
    });
    expect(card('This year so far')).toEqual({
      text: 'Present on 92% of the days marked',
      counts: [
        ['Present', '70'],
        ['Absent', '6'],
        ['Late', '3'],
        ['Leave', '1'],
      ],
    });
    const days = within(screen.getByRole('region', { name: 'The days of May 2026' }))
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-hidden') !== 'true');
    expect(days).toHaveLength(31);
    const said = days.map((li) => li.querySelector('.sr-only')?.textContent);
    expect(said[0]).toBe('1 May 2026: School closed: weekly day off');
    expect(said[3]).toBe('4 May 2026: Absent');
    expect(said[4]).toBe('5 May 2026: Late');
    expect(said[5]).toBe('6 May 2026: Leave');
    expect(said[9]).toBe('10 May 2026: Present');
    expect(said[10]).toBe('11 May 2026: Not marked');
    expect(said[26]).toBe('27 May 2026: School closed: Eid ul-Adha');
    // The week starts on Saturday: 1 May 2026, a Friday, is the seventh place of the first row.
    const places = within(
      screen.getByRole('region', { name: 'The days of May 2026' }),
    ).getAllByRole('listitem', { hidden: true });
    expect(places.indexOf(days[0]!)).toBe(6);
    expect(days[3]).toHaveTextContent(/^4A/);
  });

  it('switches to the month before, and back; not past this month', async () => {
    const asked = serve();
    const user = userEvent.setup();
    open();
    await screen.findByRole('region', { name: 'In May 2026' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('region', { name: 'In April 2026' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'April 2026' })).toBeVisible();
    expect(card('In April 2026').text).toBe('Present on 100% of the days marked');
    expect(asked).toEqual(['2026-05', '2026-04']);
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByRole('region', { name: 'In May 2026' })).toBeVisible();
    expect(next).toBeDisabled();
  });

  it('reads in Bangla, with Bangla digits', async () => {
    await setLanguage('bn');
    serve();
    open();
    await screen.findByRole('region', { name: 'মে ২০২৬-এ' });
    expect(card('মে ২০২৬-এ')).toEqual({
      text: 'হাজিরা নেওয়া দিনগুলোর ৭৫% উপস্থিত',
      counts: [
        ['উপস্থিত', '৫'],
        ['অনুপস্থিত', '১'],
        ['দেরিতে', '১'],
        ['ছুটি', '১'],
      ],
    });
    const days = within(screen.getByRole('region', { name: 'মে ২০২৬-এর দিনগুলো' }))
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-hidden') !== 'true');
    expect(days[3]).toHaveTextContent(/^৪অ/);
    expect(days[26]?.querySelector('.sr-only')).toHaveTextContent(
      '২৭ মে ২০২৬: বিদ্যালয় বন্ধ: ঈদুল আজহা',
    );
  });
});
