import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClassTeacherInput, ClassTeachers } from '../../../shared/schemas/class-teachers.ts';
import type { Profile } from '../../../shared/schemas/users.ts';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { setLanguage } from '../../lib/language.ts';
import { uuid } from '../../test/ids.ts';
import { emptyProfile } from '../../test/profiles.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '../../test/render.tsx';
import ClassTeachersRoute from './class-teachers.tsx';

const teacher = (n: number, name: string, over: Partial<Profile> = {}): Profile =>
  emptyProfile({ id: uuid(n), role: 'teacher', loginId: `teacher0${n}`, name, ...over });

const TEACHERS = [
  teacher(1, 'Nasrin Akter', { nameBn: 'নাসরিন আক্তার' }),
  teacher(2, 'Kamal Uddin'),
  // Turned off: offered to no class, shown where still named.
  teacher(3, 'Jahanara Begum', { active: false, deactivatedAt: '2026-03-05T04:00:00.000Z' }),
];

const NO_SECTIONS = { vi: [], vii: [], viii: [], ix: [], x: [] };

/** Six has sections A and B, Nine sections 1 and 2; Ten a section no student is in still named. */
const LIST: ClassTeachers = {
  items: [
    { grade: 'vi', section: '', teacherId: uuid(1), teacherName: 'Nasrin Akter' },
    { grade: 'vi', section: 'A', teacherId: uuid(2), teacherName: 'Kamal Uddin' },
    { grade: 'vii', section: '', teacherId: uuid(3), teacherName: 'Jahanara Begum' },
    { grade: 'x', section: 'C', teacherId: uuid(2), teacherName: 'Kamal Uddin' },
  ],
  sections: { ...NO_SECTIONS, vi: ['A', 'B'], ix: ['1', '2'] },
  unsectioned: [],
};

type Answer = Response | undefined;

/**
 * A fake server: the teacher accounts and the class teachers; a PUT names (or un-names)
 * one and answers the new list. A test's `answer` first (it may wait). Returns the writes.
 */
function serve(answer: (req: ApiRequest) => Answer | Promise<Answer> = () => undefined) {
  let list = LIST;
  const writes: ApiRequest[] = [];
  mockFetch(async (url, init) => {
    const req: ApiRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    if (req.method !== 'GET') writes.push(req);
    const answered = await answer(req);
    if (answered) return answered;
    if (req.path === '/api/teacher-accounts')
      return jsonResponse({ items: TEACHERS, total: TEACHERS.length });
    if (req.path === '/api/class-teachers' && req.method === 'GET') return jsonResponse(list);
    if (req.path === '/api/class-teachers' && req.method === 'PUT') {
      const { grade, section = '', teacherId } = req.body as ClassTeacherInput;
      const others = list.items.filter((i) => !(i.grade === grade && i.section === section));
      const named = TEACHERS.find((t) => t.id === teacherId);
      list = {
        ...list,
        items: named
          ? [...others, { grade, section, teacherId: named.id, teacherName: named.name }]
          : others,
      };
      return jsonResponse(list);
    }
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ClassTeachersRoute />
      <ToastHost />
    </>,
    { route: '/dashboard/classTeachers' },
  );
  return { user, writes };
}

const region = (name: string) => screen.findByRole('region', { name });
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
/** A select's name: its class's heading and its row's name (aria-labelledby). */
const nameOf = (select: HTMLElement) =>
  (select.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const chosen = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('the Class teachers screen (issues 47 and 48)', () => {
  it('lists each class, whole and by section, with its class teacher and the active teachers', async () => {
    serve();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Class teachers' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Class teachers');
    expect(
      screen.getByText(
        /The class teacher sends SMS to the guardians of the class and takes its attendance/,
      ),
    ).toBeInTheDocument();
    const six = await region('Class Six (vi)');
    expect(
      within(six)
        .getAllByRole('combobox')
        .map((s) => [nameOf(s), chosen(s)]),
    ).toEqual([
      ['Class Six (vi) Whole class', 'Nasrin Akter'],
      ['Class Six (vi) Section A', 'Kamal Uddin'],
      ['Class Six (vi) Section B', 'No class teacher'],
    ]);
    // The active teachers, in the Teachers list's order; the turned-off one is not offered.
    expect(
      optionNames(within(six).getByRole('combobox', { name: 'Class Six (vi) Section B' })),
    ).toEqual(['No class teacher', 'Nasrin Akter', 'Kamal Uddin']);

    // A class without sections: its whole-class row only, its turned-off teacher still shown.
    const seven = await region('Class Seven (vii)');
    const sevenWhole = within(seven).getByRole('combobox');
    expect(sevenWhole).toHaveAccessibleName('Class Seven (vii) Whole class');
    expect(chosen(sevenWhole)).toBe('Jahanara Begum (account turned off)');
    expect(
      within(await region('Class Nine (ix)'))
        .getAllByRole('combobox')
        .map((s) => nameOf(s)),
    ).toEqual([
      'Class Nine (ix) Whole class',
      'Class Nine (ix) Section 1',
      'Class Nine (ix) Section 2',
    ]);
    // A section no student is in any more, still named: shown, to be cleared.
    expect(
      within(await region('Class Ten (x)'))
        .getAllByRole('combobox')
        .map((s) => [nameOf(s), chosen(s)]),
    ).toEqual([
      ['Class Ten (x) Whole class', 'No class teacher'],
      ['Class Ten (x) Section C', 'Kamal Uddin'],
    ]);
    expect(within(await region('Class Eight (viii)')).getAllByRole('combobox')).toHaveLength(1);
  });

  it('saves a change at once, showing it is saving, then says so', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, writes } = serve((req) =>
      req.method === 'PUT' ? held.then(() => undefined) : undefined,
    );
    const six = await region('Class Six (vi)');
    const sectionB = within(six).getByRole('combobox', { name: 'Class Six (vi) Section B' });
    await user.selectOptions(sectionB, uuid(1));
    expect(sectionB).toBeDisabled();
    expect(chosen(sectionB)).toBe('Nasrin Akter');
    expect(within(six).getByText('Saving…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Class teacher saved')).toBeInTheDocument();
    await waitFor(() => expect(sectionB).toBeEnabled());
    expect(chosen(sectionB)).toBe('Nasrin Akter');
    expect(within(six).queryByText('Saving…')).toBeNull();

    // No class teacher: un-names the whole class's.
    const whole = within(six).getByRole('combobox', { name: 'Class Six (vi) Whole class' });
    await user.selectOptions(whole, '');
    await waitFor(() => expect(writes).toHaveLength(2));
    await waitFor(() => expect(chosen(whole)).toBe('No class teacher'));
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/class-teachers',
        body: { grade: 'vi', section: 'B', teacherId: uuid(1) },
      },
      {
        method: 'PUT',
        path: '/api/class-teachers',
        body: { grade: 'vi', section: '', teacherId: null },
      },
    ]);
  });

  it('says why a change was not saved, in a toast, and shows the teacher as it was', async () => {
    const { user, writes } = serve((req) =>
      req.method === 'PUT'
        ? jsonResponse({ error: { code: 'not_found', message: 'Unknown teacher' } }, 404)
        : undefined,
    );
    const six = await region('Class Six (vi)');
    const sectionA = within(six).getByRole('combobox', { name: 'Class Six (vi) Section A' });
    await user.selectOptions(sectionA, uuid(1));
    expect(
      await screen.findByText(
        'The class teacher was not saved. This was not found. It may have been removed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Class teacher saved')).toBeNull();
    await waitFor(() => expect(chosen(sectionA)).toBe('Kamal Uddin'));
    expect(sectionA).toBeEnabled();
    expect(writes).toHaveLength(1);
  });

  it('is in Bangla for a Bangla reader: the classes’ names, sections in Bangla digits, names in Bangla', async () => {
    await setLanguage('bn');
    serve();
    expect(await screen.findByRole('heading', { level: 1, name: 'শ্রেণি শিক্ষক' })).toBeVisible();
    const nine = await region('নবম শ্রেণি');
    expect(
      within(nine)
        .getAllByRole('combobox')
        .map((s) => nameOf(s)),
    ).toEqual(['নবম শ্রেণি পুরো শ্রেণি', 'নবম শ্রেণি শাখা ১', 'নবম শ্রেণি শাখা ২']);
    const six = await region('ষষ্ঠ শ্রেণি');
    const whole = within(six).getByRole('combobox', { name: 'ষষ্ঠ শ্রেণি পুরো শ্রেণি' });
    expect(chosen(whole)).toBe('নাসরিন আক্তার');
    expect(optionNames(whole)).toEqual(['শ্রেণি শিক্ষক নেই', 'নাসরিন আক্তার', 'Kamal Uddin']);
  });
});
