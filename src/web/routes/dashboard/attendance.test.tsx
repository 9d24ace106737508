import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClosedDay } from '../../../shared/attendance.ts';
import type {
  AttendanceHoliday,
  AttendanceSettings,
  Register,
  SaveRegisterInput,
  SaveRegisterResult,
} from '../../../shared/schemas/attendance.ts';
import type { ClassTeachers } from '../../../shared/schemas/class-teachers.ts';
import type { PendingSave } from '../../features/attendance/lib/pending-saves.ts';
import { formatDate } from '../../lib/format.ts';
import { setLanguage } from '../../lib/language.ts';
import { formatDateTime, todayIso } from '../../lib/local-date.ts';
import { describedText } from '../../test/described.ts';
import { type Answer, type ApiCall, mockApiRoutes, signedIn } from '../../test/fake-api.ts';
import { UUID_V4, uuid } from '../../test/ids.ts';
import { jsonResponse, renderWithToasts } from '../../test/render.tsx';
import AttendanceRoute from './attendance.tsx';

const TODAY = todayIso();
const YESTERDAY = todayIso(new Date(Date.now() - 86_400_000));
/** A date as the date field takes it typed: day first. */
const typed = (date: string) => date.split('-').reverse().join('/');

/** The signed-in user's id, and another teacher's. */
const ME = uuid(80);
const KAMAL = uuid(81);
/** Who the session says is signed in, but for their role. */
const NASRIN = { id: ME, loginId: 'nasrin', name: 'Nasrin Akter', nameBn: 'নাসরিন আক্তার' };

type Student = Register['students'][number];
const student = (n: number, roll: string, name: string, nameBn: string, section = ''): Student => ({
  id: uuid(n),
  name,
  nameBn,
  roll,
  section,
  mark: 'present',
  reason: '',
});

/** Class Six, not split; Class Seven in sections A and B; a student of any other class. */
const STUDENTS: Record<string, Student[]> = {
  'vi:': [
    student(11, '1', 'Rahim Uddin', 'রহিম উদ্দিন'),
    student(12, '2', 'Karim Ali', ''),
    student(13, '3', 'Sadia Islam', 'সাদিয়া ইসলাম'),
  ],
  'vii:B': [
    student(21, '1', 'Tania Akter', 'তানিয়া আক্তার', 'B'),
    student(22, '2', 'Imran Hossain', '', 'B'),
  ],
};
const studentsOf = (grade: string, section: string) =>
  STUDENTS[`${grade}:${section}`] ?? [student(30, '1', 'Nadia Rahman', '', section)];
/** Class Six's students, the one at place `i` marked `mark` (the others present). */
const sixWith = (i: number, mark: Student['mark']) =>
  STUDENTS['vi:']!.map((s, j) => (j === i ? { ...s, mark } : s));
/** Today's register of Class Six as the server has it, saved as given. */
const sixToday = (saved: Register['saved'], over: Partial<Register> = {}): Register => ({
  grade: 'vi',
  section: '',
  date: TODAY,
  closed: null,
  editable: true,
  students: STUDENTS['vi:']!,
  saved,
  ...over,
});

/**
 * The signed-in teacher is class teacher of Six (whole), of Seven's section B, and of the
 * whole of Nine (split into 1 and 2); Kamal of Seven's section A and of Eight.
 */
const CLASS_TEACHERS: ClassTeachers = {
  items: [
    { grade: 'vi', section: '', teacherId: ME, teacherName: 'Nasrin Akter' },
    { grade: 'vii', section: 'A', teacherId: KAMAL, teacherName: 'Kamal Uddin' },
    { grade: 'vii', section: 'B', teacherId: ME, teacherName: 'Nasrin Akter' },
    { grade: 'viii', section: '', teacherId: KAMAL, teacherName: 'Kamal Uddin' },
    { grade: 'ix', section: '', teacherId: ME, teacherName: 'Nasrin Akter' },
  ],
  sections: { vi: [], vii: ['A', 'B'], viii: [], ix: ['1', '2'], x: [] },
  unsectioned: [],
};

/** The registers the signed-in teacher takes, as the class select names them. */
const MY_REGISTERS = [
  'Class Six (vi)',
  'Class Seven (vii), section B',
  'Class Nine (ix), section 1',
  'Class Nine (ix), section 2',
];

const VICTORY_DAY: AttendanceHoliday = {
  id: uuid(90),
  from: '2026-12-16',
  to: '2026-12-16',
  name: 'Victory Day',
  nameBn: 'বিজয় দিবস',
};

type State = {
  role: 'teacher' | 'admin';
  classTeachers: ClassTeachers;
  /** The registers saved, by grade:section:date. */
  registers: Record<string, Register>;
  /** Why the school is closed on a day (none: open). */
  closed: (date: string) => ClosedDay | null;
  settings: AttendanceSettings;
  /** The attendance API cannot be reached (no signal): its requests fail as fetch does. */
  offline: boolean;
  /** Nothing can be reached, not even the session (the screen opened with no signal). */
  noNetwork?: boolean;
  /** The address the screen opens at (a link from the home page names a register). */
  route?: string;
};

const keyOf = (r: { grade: string; section: string; date: string }) =>
  `${r.grade}:${r.section}:${r.date}`;

/**
 * A fake server: the session, the class teachers, and the attendance API (a register is
 * every student of its class present until saved; a save records the marks and answers
 * 'saved'; the settings and holidays). `answer` goes first (an error, another outcome).
 */
function serve(
  over: Partial<State> = {},
  answer: (req: ApiCall, state: State) => Answer | Promise<Answer> = () => undefined,
) {
  const state: State = {
    role: 'teacher',
    classTeachers: CLASS_TEACHERS,
    registers: {},
    closed: () => null,
    settings: {
      weeklyOff: [5],
      absenceSms: true,
      absenceSmsAfter: '11:00',
      holidays: [VICTORY_DAY],
    },
    offline: false,
    ...over,
  };
  /** Every request that writes, answered or not (a save the network lost too). */
  const tried: ApiCall[] = [];
  /** The saves the server recorded, in order. */
  const saved: SaveRegisterInput[] = [];
  const registerOf = (grade: string, section: string, date: string): Register => {
    const closed = state.closed(date);
    const kept = state.registers[keyOf({ grade, section, date })];
    const editable = (state.role === 'admin' ? date <= TODAY : date === TODAY) && closed === null;
    return {
      grade: grade as Register['grade'],
      section,
      date,
      closed,
      students: studentsOf(grade, section),
      saved: null,
      ...kept,
      editable,
    };
  };
  /** Every request that writes is tried; with no signal, it fails as fetch does. */
  const seen = (req: ApiCall) => {
    if (req.method !== 'GET') tried.push(req);
    if ((state.offline && req.path.startsWith('/api/attendance')) || state.noNetwork)
      throw new TypeError('Failed to fetch');
  };
  const server = (route: string, req: ApiCall): Answer => {
    switch (route) {
      case 'GET /api/session':
        return signedIn({ ...NASRIN, role: state.role });
      case 'GET /api/class-teachers':
        return jsonResponse(state.classTeachers);
      case 'GET /api/attendance/register': {
        const q = req.url.searchParams;
        return jsonResponse(
          registerOf(q.get('grade') ?? '', q.get('section') ?? '', q.get('date') ?? ''),
        );
      }
      case 'PUT /api/attendance/register': {
        const body = req.body as SaveRegisterInput & { section: string };
        saved.push(body);
        const before = registerOf(body.grade, body.section, body.date);
        const marks = new Map(body.marks.map((m) => [m.studentId, m]));
        const register: Register = {
          ...before,
          students: before.students.map((s) => ({
            ...s,
            mark: marks.get(s.id)?.mark ?? 'present',
            reason: marks.get(s.id)?.reason ?? '',
          })),
          saved: {
            at: body.savedAt,
            byName: 'Nasrin Akter',
            version: (before.saved?.version ?? 0) + 1,
          },
        };
        state.registers[keyOf(body)] = register;
        return jsonResponse({ outcome: 'saved', other: null, register } as SaveRegisterResult);
      }
      case 'GET /api/attendance/settings':
        return jsonResponse(state.settings);
      case 'PUT /api/attendance/settings': {
        const body = req.body as Omit<AttendanceSettings, 'holidays'>;
        state.settings = { ...state.settings, ...body };
        return jsonResponse(state.settings);
      }
      case 'POST /api/attendance/holidays': {
        const made = { id: uuid(91), ...(req.body as Omit<AttendanceHoliday, 'id'>) };
        state.settings = { ...state.settings, holidays: [...state.settings.holidays, made] };
        return jsonResponse(made, 201);
      }
    }
    const holiday = /^\/api\/attendance\/holidays\/(.+)$/.exec(req.path);
    if (holiday && req.method === 'DELETE') {
      state.settings = {
        ...state.settings,
        holidays: state.settings.holidays.filter((h) => h.id !== holiday[1]),
      };
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
  mockApiRoutes(server, { seen, answer: (req) => answer(req, state) });
  const user = userEvent.setup();
  renderWithToasts(<AttendanceRoute />, { route: over.route ?? '/dashboard/attendance' });
  const puts = () =>
    tried.filter((r) => r.method === 'PUT' && r.path === '/api/attendance/register');
  return { user, state, tried, saved, puts };
}

/** The register on screen: its region, named by its heading. */
const sheet = (name = `Class Six (vi) on ${formatDate(TODAY, 'en')}`) =>
  screen.findByRole('region', { name });
/** A student's button, whatever their mark: 'Roll 1, Rahim Uddin: …'. */
const rowOf = (name: string) => screen.findByRole('button', { name: new RegExp(`, ${name}: `) });
/** The day's counts as they read: letter, word, number. */
const counts = () =>
  within(screen.getByRole('list', { name: 'The day’s counts' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const saveButton = () => screen.getByRole('button', { name: 'Save attendance' });
const registerSelect = () => screen.getByRole('combobox', { name: 'Class' });
const optionNames = () =>
  within(registerSelect())
    .getAllByRole('option')
    .map((o) => o.textContent);
const PENDING = 'Saved on this phone; it will be sent when the network is back.';
const SIX_TODAY = `attendance-save:vi::${TODAY}`;

/** A save of today's Class Six register, as the screen keeps it, with Rahim absent. */
function keptSave(saveId: string, section = ''): PendingSave {
  const grade = section ? 'vii' : 'vi';
  const students = studentsOf(grade, section).map((s, i) =>
    i === 0 ? { ...s, mark: 'absent' as const } : s,
  );
  return {
    body: {
      grade,
      section,
      date: TODAY,
      marks: students.map((s) => ({ studentId: s.id, mark: s.mark, reason: '' })),
      saveId,
      savedAt: `${TODAY}T02:30:00.000Z`,
      baseVersion: null,
    },
    register: { grade, section, date: TODAY, closed: null, editable: true, students, saved: null },
  };
}
const keep = (save: PendingSave) =>
  localStorage.setItem(`attendance-save:${keyOf(save.body)}`, JSON.stringify(save));

// Each test starts with nothing kept on the phone, whatever the one before left.
afterEach(() => localStorage.clear());

describe('the Attendance screen (issue 48)', () => {
  it('offers a teacher only the registers of their classes, each section of a split class, today only', async () => {
    serve();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily attendance' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Attendance');
    await sheet();
    expect(optionNames()).toEqual(MY_REGISTERS);
    expect(screen.getByText(`Today, ${formatDate(TODAY, 'en')}`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Date' })).toBeNull();
    // Nothing of the school's settings for a teacher.
    expect(screen.queryByRole('region', { name: 'School days and absence SMS' })).toBeNull();

    await userEvent.selectOptions(registerSelect(), 'vii:B');
    const seven = await sheet(`Class Seven (vii), section B on ${formatDate(TODAY, 'en')}`);
    expect(
      within(seven)
        .getAllByRole('button', { name: /^Roll/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Roll 1, Tania Akter: Present', 'Roll 2, Imran Hossain: Present']);
  });

  it('gives the students of a split class with no section yet a register of their own', async () => {
    const { user } = serve({ classTeachers: { ...CLASS_TEACHERS, unsectioned: ['ix'] } });
    await sheet();
    expect(optionNames()).toEqual([...MY_REGISTERS, 'Class Nine (ix), no section yet']);
    await user.selectOptions(registerSelect(), 'ix:');
    expect(
      await sheet(`Class Nine (ix), no section yet on ${formatDate(TODAY, 'en')}`),
    ).toBeVisible();
  });

  it('opens the register the address names, as the home page links it', async () => {
    serve({ route: '/dashboard/attendance?grade=vii&section=B' });
    await sheet(`Class Seven (vii), section B on ${formatDate(TODAY, 'en')}`);
    expect(registerSelect()).toHaveValue('vii:B');
  });

  it('tells a teacher of no class that an admin names class teachers', async () => {
    serve({
      classTeachers: {
        items: CLASS_TEACHERS.items.filter((i) => i.teacherId !== ME),
        sections: CLASS_TEACHERS.sections,
        unsectioned: [],
      },
    });
    expect(
      await screen.findByText(
        'You are not the class teacher of any class yet. An admin names class teachers on the Class teachers screen.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save attendance' })).toBeNull();
  });

  it('moves a mark on by a tap, present → absent → late → leave → present, the counts with it', async () => {
    const { user } = serve();
    const rahim = await rowOf('Rahim Uddin');
    expect(rahim).toHaveAccessibleName('Roll 1, Rahim Uddin: Present');
    // A big target: the row's full width, at least 56 px tall.
    expect(rahim).toHaveClass('w-full', 'min-h-14');
    expect(rahim).toHaveTextContent('Present');
    expect(counts()).toEqual(['PPresent3', 'AAbsent0', 'LLate0', 'LVLeave0']);
    expect(screen.getByText('3 students')).toBeInTheDocument();

    await user.click(rahim);
    expect(rahim).toHaveAccessibleName('Roll 1, Rahim Uddin: Absent');
    // The word and the letter, not the colour alone.
    expect(rahim).toHaveTextContent('AAbsent');
    expect(counts()).toEqual(['PPresent2', 'AAbsent1', 'LLate0', 'LVLeave0']);
    await user.click(rahim);
    expect(rahim).toHaveAccessibleName('Roll 1, Rahim Uddin: Late');
    expect(counts()).toEqual(['PPresent2', 'AAbsent0', 'LLate1', 'LVLeave0']);
    expect(screen.queryByRole('textbox', { name: /Reason for leave/ })).toBeNull();
    await user.click(rahim);
    expect(rahim).toHaveAccessibleName('Roll 1, Rahim Uddin: Leave');
    expect(counts()).toEqual(['PPresent2', 'AAbsent0', 'LLate0', 'LVLeave1']);
    const reason = screen.getByRole('textbox', { name: 'Reason for leave: Rahim Uddin' });
    expect(reason).toHaveAttribute('maxLength', '200');
    await user.click(rahim);
    expect(rahim).toHaveAccessibleName('Roll 1, Rahim Uddin: Present');
    expect(counts()).toEqual(['PPresent3', 'AAbsent0', 'LLate0', 'LVLeave0']);
    expect(screen.queryByRole('textbox', { name: /Reason for leave/ })).toBeNull();
  });

  it('saves every student’s mark with a new saveId each time and the version it was opened at', async () => {
    const { user, saved, puts } = serve({
      registers: {
        [`vi::${TODAY}`]: sixToday(
          { at: `${TODAY}T02:00:00.000Z`, byName: 'Kamal Uddin', version: 4 },
          { students: sixWith(0, 'late') },
        ),
      },
    });
    const region = await sheet();
    expect(region).toHaveTextContent(
      `Last saved by Kamal Uddin, ${formatDateTime(`${TODAY}T02:00:00.000Z`, 'en')}`,
    );
    expect(await rowOf('Rahim Uddin')).toHaveAccessibleName('Roll 1, Rahim Uddin: Late');
    await user.click(await rowOf('Karim Ali'));
    const sadia = await rowOf('Sadia Islam');
    for (let i = 0; i < 3; i++) await user.click(sadia);
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for leave: Sadia Islam' }),
      ' Fever ',
    );
    const before = Date.now();
    await user.click(saveButton());

    expect(
      await screen.findByText(`Attendance saved: Class Six (vi) on ${formatDate(TODAY, 'en')}`),
    ).toBeVisible();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Saved: the school has this register.',
    );
    expect(saved).toHaveLength(1);
    const body = saved[0]!;
    expect(body).toEqual({
      grade: 'vi',
      section: '',
      date: TODAY,
      marks: [
        { studentId: uuid(11), mark: 'late', reason: '' },
        { studentId: uuid(12), mark: 'absent', reason: '' },
        { studentId: uuid(13), mark: 'leave', reason: 'Fever' },
      ],
      saveId: expect.stringMatching(UUID_V4),
      savedAt: expect.any(String),
      baseVersion: 4,
    });
    expect(Date.parse(body.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.savedAt).toBe(new Date(body.savedAt).toISOString());
    // Answered: nothing waits on the phone.
    expect(localStorage.getItem(SIX_TODAY)).toBeNull();
    expect(region).toHaveTextContent('Last saved by Nasrin Akter');

    // Saved again: another save, from the version the first made.
    await user.click(saveButton());
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.saveId).toMatch(UUID_V4);
    expect(saved[1]!.saveId).not.toBe(body.saveId);
    expect(saved[1]!.baseVersion).toBe(5);
    expect(puts()).toHaveLength(2);
  });

  it('says whose save this one replaced', async () => {
    const other = { at: `${TODAY}T03:05:00.000Z`, byName: 'Kamal Uddin' };
    const { user } = serve({}, (req, state) => {
      if (req.method !== 'PUT') return undefined;
      const body = req.body as SaveRegisterInput;
      const register = sixToday({ at: body.savedAt, byName: 'Nasrin Akter', version: 2 });
      state.registers[`vi::${TODAY}`] = register;
      return jsonResponse({ outcome: 'saved', other, register });
    });
    const region = await sheet();
    await user.click(saveButton());
    expect(
      await within(region).findByText(
        `Saved. This replaced the save by Kamal Uddin at ${formatDateTime(other.at, 'en')}.`,
      ),
    ).toBeVisible();
  });

  it('says a later save is kept and shows the register the server keeps', async () => {
    const other = { at: `${TODAY}T04:00:00.000Z`, byName: 'Kamal Uddin' };
    const kept = sixToday(
      { at: other.at, byName: 'Kamal Uddin', version: 3 },
      { students: sixWith(2, 'absent') },
    );
    const { user } = serve({}, (req) =>
      req.method === 'PUT'
        ? jsonResponse({ outcome: 'older', other, register: kept } as SaveRegisterResult)
        : undefined,
    );
    const region = await sheet();
    await user.click(await rowOf('Rahim Uddin'));
    await user.click(saveButton());
    const words = `A later save by Kamal Uddin at ${formatDateTime(other.at, 'en')} is kept; yours was not applied.`;
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      `${words} The register below is the one kept.`,
    );
    // The server's marks, not the phone's.
    expect(await rowOf('Rahim Uddin')).toHaveAccessibleName('Roll 1, Rahim Uddin: Present');
    expect(await rowOf('Sadia Islam')).toHaveAccessibleName('Roll 3, Sadia Islam: Absent');
    expect(counts()).toEqual(['PPresent2', 'AAbsent1', 'LLate0', 'LVLeave0']);
    expect(region).toHaveTextContent('Last saved by Kamal Uddin');
    expect(within(region).queryByText('Saved: the school has this register.')).toBeNull();
    expect(localStorage.getItem(SIX_TODAY)).toBeNull();
  });

  it('shows a closed day as closed, with no register to mark and no Save', async () => {
    serve({
      closed: (date) =>
        date === TODAY ? { kind: 'holiday', name: 'Victory Day', nameBn: 'বিজয় দিবস' } : null,
    });
    const region = await sheet();
    expect(region).toHaveTextContent(
      'The school is closed on this day (Victory Day): it has no register.',
    );
    expect(within(region).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save attendance' })).toBeNull();
  });

  it('shows a register that may not be changed as it is, and says why', async () => {
    serve({}, (req) =>
      req.path === '/api/attendance/register' && req.method === 'GET'
        ? jsonResponse(
            sixToday(
              { at: `${TODAY}T02:00:00.000Z`, byName: 'Kamal Uddin', version: 1 },
              { editable: false, students: sixWith(1, 'absent') },
            ),
          )
        : undefined,
    );
    const region = await sheet();
    expect(region).toHaveTextContent(
      'This register can no longer be changed here: a class teacher takes it on the day, and an admin corrects an earlier day.',
    );
    expect(within(region).getByText('Roll 2, Karim Ali: Absent')).toBeInTheDocument();
    expect(within(region).queryAllByRole('button')).toEqual([]);
    expect(counts()).toEqual(['PPresent2', 'AAbsent1', 'LLate0', 'LVLeave0']);
  });

  it('keeps a save made without a network on the phone, the newest of two, and sends it once when the network is back', async () => {
    const { user, state, saved, puts } = serve();
    const region = await sheet();
    await user.click(await rowOf('Rahim Uddin'));
    state.offline = true;
    await user.click(saveButton());
    expect(await within(region).findByText(PENDING)).toBeVisible();
    const first = JSON.parse(localStorage.getItem(SIX_TODAY) ?? 'null') as PendingSave;
    expect(first.body.marks[0]).toEqual({ studentId: uuid(11), mark: 'absent', reason: '' });
    expect(first.body.saveId).toMatch(UUID_V4);
    expect(puts()).toHaveLength(1);
    expect(saved).toEqual([]);
    // Still shown as the teacher left it, and listed as waiting.
    expect(await rowOf('Rahim Uddin')).toHaveAccessibleName('Roll 1, Rahim Uddin: Absent');
    expect(screen.getByText('Saved on this phone, waiting for the network:')).toBeVisible();

    // A second save without a network replaces the first.
    await user.click(await rowOf('Karim Ali'));
    await user.click(saveButton());
    await waitFor(() => expect(puts()).toHaveLength(2));
    await within(region).findByText(PENDING);
    const second = JSON.parse(localStorage.getItem(SIX_TODAY) ?? 'null') as PendingSave;
    expect(second.body.saveId).not.toBe(first.body.saveId);
    expect(second.body.marks.map((m) => m.mark)).toEqual(['absent', 'absent', 'present']);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('attendance-save:'))).toEqual([
      SIX_TODAY,
    ]);

    // The network is back (the browser says so twice): the newest save goes, once.
    state.offline = false;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem(SIX_TODAY)).toBeNull());
    expect(
      await screen.findByText(`Attendance saved: Class Six (vi) on ${formatDate(TODAY, 'en')}`),
    ).toBeVisible();
    expect(saved).toEqual([second.body]);
    expect(puts().map((r) => (r.body as SaveRegisterInput).saveId)).toEqual([
      first.body.saveId,
      second.body.saveId,
      second.body.saveId,
    ]);
    await waitFor(() => expect(within(region).queryByText(PENDING)).toBeNull());
    expect(screen.queryByText('Saved on this phone, waiting for the network:')).toBeNull();
    // Nothing more is sent on the next 'online'.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(3);
  });

  it('sends the saves left on the phone when the screen opens (after a reload), each once', async () => {
    const six = keptSave(uuid(100));
    const seven = keptSave(uuid(101), 'B');
    keep(six);
    keep(seven);
    const { saved } = serve();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual(expect.arrayContaining([six.body, seven.body]));
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((k) => k.startsWith('attendance-save:'))).toEqual([]),
    );
    // The register shown is the one the server now has, with the phone's marks.
    expect(await rowOf('Rahim Uddin')).toHaveAccessibleName('Roll 1, Rahim Uddin: Absent');
    expect(await sheet()).toHaveTextContent('Last saved by Nasrin Akter');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toHaveLength(2);
  });

  it('shows a waiting save while the register cannot be loaded, and sends it when the network is back', async () => {
    const six = keptSave(uuid(100));
    keep(six);
    const { state, saved, puts } = serve({ offline: true });
    const region = await sheet();
    expect(await rowOf('Rahim Uddin')).toHaveAccessibleName('Roll 1, Rahim Uddin: Absent');
    expect(region).toHaveTextContent(PENDING);
    await waitFor(() =>
      expect(region).toHaveTextContent(
        'The register could not be loaded: shown as saved on this phone.',
      ),
    );
    expect(saved).toEqual([]);
    const tried = puts().length;
    state.offline = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(saved).toEqual([six.body]));
    expect(puts()).toHaveLength(tried + 1);
    await waitFor(() => expect(localStorage.getItem(SIX_TODAY)).toBeNull());
  });

  it('opens with no network at all from what an earlier visit kept: today’s register, everyone present, saved on the phone and sent when the network is back', async () => {
    serve();
    expect(await rowOf('Rahim Uddin')).toHaveAccessibleName('Roll 1, Rahim Uddin: Present');
    const key = `offline:${ME}:attendance`;
    await waitFor(() => expect(localStorage.getItem(key) ?? '').toContain('Sadia Islam'));
    // The copy names the students and the days off, never a mark or a guardian's number.
    const copy = JSON.parse(localStorage.getItem(key) ?? '{}');
    expect(copy.user).toEqual({
      id: ME,
      role: 'teacher',
      name: 'Nasrin Akter',
      nameBn: 'নাসরিন আক্তার',
    });
    expect(copy.value.daysOff.weeklyOff).toEqual([5]);
    expect(JSON.stringify(copy)).not.toMatch(/"mark"|guardian|phone/i);
    cleanup();

    // The next morning's visit, with no signal in the classroom: not even the session answers.
    const { user, state, saved, puts } = serve({ offline: true, noNetwork: true });
    expect(await screen.findByText(/^No network: the registers this phone keeps/)).toBeVisible();
    expect(optionNames()).toEqual(MY_REGISTERS);
    const region = await sheet();
    expect(region).toHaveTextContent(/^.*No network: the class as this phone last loaded it/);
    expect(region).toHaveTextContent('Not saved yet');
    await user.click(await rowOf('Rahim Uddin'));
    await user.click(saveButton());
    expect(await within(region).findByText(PENDING)).toBeVisible();
    expect(saved).toEqual([]);
    const waiting = JSON.parse(localStorage.getItem(SIX_TODAY) ?? 'null') as PendingSave;
    expect(waiting.body).toMatchObject({
      grade: 'vi',
      section: '',
      date: TODAY,
      baseVersion: null,
    });
    expect(waiting.body.marks.map((m) => m.mark)).toEqual(['absent', 'present', 'present']);

    // The signal comes back: the save goes once, and the register is the school's.
    state.offline = false;
    state.noNetwork = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(saved).toEqual([waiting.body]));
    expect(puts()).toHaveLength(2);
    expect(await within(region).findByText(/^Last saved by Nasrin Akter/)).toBeVisible();
  });

  it('with no network and nothing kept on this phone, says the school could not be reached', async () => {
    serve({ offline: true, noNetwork: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach/i);
    expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();
  });

  it('draws no register from the phone for a day other than today', async () => {
    serve({ role: 'admin' });
    await rowOf('Rahim Uddin');
    await waitFor(() => expect(localStorage.getItem(`offline:${ME}:attendance`)).not.toBeNull());
    cleanup();
    const { user } = serve({ role: 'admin', offline: true, noNetwork: true });
    await sheet();
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), typed(YESTERDAY));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach/i);
    expect(screen.queryByRole('button', { name: /^Roll 1, Rahim Uddin/ })).toBeNull();
  });

  it('forgets a save the server refuses, and says why', async () => {
    keep(keptSave(uuid(100)));
    const { puts } = serve({}, (req) =>
      req.method === 'PUT'
        ? jsonResponse(
            {
              error: {
                code: 'attendance_past_day',
                message: "Only an admin changes a past day's register.",
              },
            },
            403,
          )
        : undefined,
    );
    await waitFor(() => expect(localStorage.getItem(SIX_TODAY)).toBeNull());
    const region = await sheet();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      "The attendance was not saved. Only an admin changes a past day's register.",
    );
    // The server's register again, not the refused one.
    expect(await rowOf('Rahim Uddin')).toHaveAccessibleName('Roll 1, Rahim Uddin: Present');
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(puts()).toHaveLength(1);
  });

  it('is in Bangla for a Bangla reader: the words, the letters, Bangla names and digits', async () => {
    await setLanguage('bn');
    const { user } = serve();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'দৈনিক হাজিরা' }),
    ).toBeInTheDocument();
    await sheet(`${formatDate(TODAY, 'bn')} তারিখে ষষ্ঠ শ্রেণি`);
    expect(
      within(screen.getByRole('combobox', { name: 'শ্রেণি' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ষষ্ঠ শ্রেণি', 'সপ্তম শ্রেণি, শাখা B', 'নবম শ্রেণি, শাখা ১', 'নবম শ্রেণি, শাখা ২']);
    const rahim = await screen.findByRole('button', { name: 'রোল ১, রহিম উদ্দিন: উপস্থিত' });
    // No Bangla name: the English one.
    expect(screen.getByRole('button', { name: 'রোল ২, Karim Ali: উপস্থিত' })).toBeVisible();
    await user.click(rahim);
    expect(rahim).toHaveAccessibleName('রোল ১, রহিম উদ্দিন: অনুপস্থিত');
    expect(rahim).toHaveTextContent('অঅনুপস্থিত');
    expect(
      within(screen.getByRole('list', { name: 'দিনের হিসাব' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['উউপস্থিত২', 'অঅনুপস্থিত১', 'দেদেরিতে০', 'ছুছুটি০']);
    expect(screen.getByText('৩ জন শিক্ষার্থী')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'হাজিরা সংরক্ষণ করুন' })).toBeVisible();
  });

  it('names a closed day’s holiday in Bangla for a Bangla reader, and a weekly day off', async () => {
    await setLanguage('bn');
    serve({ closed: () => ({ kind: 'weekly' }) });
    const region = await sheet(`${formatDate(TODAY, 'bn')} তারিখে ষষ্ঠ শ্রেণি`);
    expect(region).toHaveTextContent('এই দিন বিদ্যালয় বন্ধ (সাপ্তাহিক ছুটি): এদিনের কোনো হাজিরা নেই।');
    expect(within(region).queryAllByRole('button')).toEqual([]);
  });

  it('lets an admin take any class’s register on an earlier day', async () => {
    const { user, saved } = serve({ role: 'admin' });
    await sheet();
    expect(optionNames()).toEqual([
      'Class Six (vi)',
      'Class Seven (vii), section A',
      'Class Seven (vii), section B',
      'Class Eight (viii)',
      'Class Nine (ix), section 1',
      'Class Nine (ix), section 2',
      'Class Ten (x)',
    ]);
    await user.selectOptions(registerSelect(), 'vii:B');
    const date = screen.getByRole('textbox', { name: 'Date' });
    await user.clear(date);
    await user.type(date, typed(YESTERDAY));
    const region = await sheet(`Class Seven (vii), section B on ${formatDate(YESTERDAY, 'en')}`);
    await user.click(await within(region).findByRole('button', { name: /Tania Akter/ }));
    await user.click(saveButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      grade: 'vii',
      section: 'B',
      date: YESTERDAY,
      marks: [
        { studentId: uuid(21), mark: 'absent', reason: '' },
        { studentId: uuid(22), mark: 'present', reason: '' },
      ],
      baseVersion: null,
    });
  });

  it('lets an admin set the days off and the absence SMS, each field checked beside it', async () => {
    const { user, tried } = serve({ role: 'admin' });
    const settings = await screen.findByRole('region', { name: 'School days and absence SMS' });
    const day = (name: string) => within(settings).findByRole('checkbox', { name });
    expect(await day('Friday')).toBeChecked();
    expect(await day('Saturday')).not.toBeChecked();
    expect(
      within(within(settings).getByRole('group', { name: 'Weekly days off' }))
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['6', '0', '1', '2', '3', '4', '5']);
    const sms = within(settings).getByRole('checkbox', {
      name: 'Send an SMS to the guardian of each absent student',
    });
    expect(sms).toBeChecked();
    const after = within(settings).getByRole('textbox', { name: 'Absence SMS go from' });
    expect(after).toHaveValue('11:00');
    const save = within(settings).getByRole('button', { name: 'Save settings' });

    await user.clear(after);
    await user.type(after, '25:00');
    await user.click(save);
    await waitFor(() => expect(describedText(after)).toContain('Enter a time such as 11:00'));
    for (const name of ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])
      await user.click(await day(name));
    await user.click(save);
    const week = within(settings).getByRole('group', { name: 'Weekly days off' });
    await waitFor(() => expect(describedText(week)).toBe('At most 6 in this list'));
    expect(tried.filter((r) => r.path === '/api/attendance/settings')).toEqual([]);

    for (const name of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])
      await user.click(await day(name));
    await user.clear(after);
    // Typed in Bangla digits: sent in Latin ones.
    await user.type(after, '১০:৩০');
    await user.click(sms);
    await user.click(save);
    expect(await screen.findByText('Attendance settings saved')).toBeVisible();
    const sent = tried.filter((r) => r.path === '/api/attendance/settings');
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as { weeklyOff: number[] };
    expect({ ...body, weeklyOff: [...body.weeklyOff].sort() }).toEqual({
      weeklyOff: [5, 6],
      absenceSms: false,
      absenceSmsAfter: '10:30',
    });
    expect(describedText(after)).not.toContain('Enter a time');
  });

  it('lets an admin add a holiday, its dates checked first, and remove one after asking', async () => {
    const { user, tried } = serve({ role: 'admin' });
    const holidays = await screen.findByRole('region', { name: 'Holidays' });
    const list = await within(holidays).findByRole('list', { name: 'The holidays' });
    expect(list).toHaveTextContent(`Victory Day${formatDate('2026-12-16', 'en')}`);

    const form = within(holidays).getByRole('form', { name: 'Add a holiday' });
    const from = within(form).getByRole('textbox', { name: 'First day' });
    const to = within(form).getByRole('textbox', { name: 'Last day' });
    const add = within(form).getByRole('button', { name: 'Add the holiday' });
    await user.type(from, '26/03/2027');
    await user.type(to, '25/03/2027');
    await user.click(add);
    await waitFor(() =>
      expect(describedText(to)).toContain('The last day comes on or after the first'),
    );
    expect(describedText(within(form).getByRole('textbox', { name: 'Name' }))).toBe(
      'This field is required',
    );
    expect(tried).toEqual([]);

    await user.clear(to);
    await user.type(to, '26/03/2027');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Independence Day');
    await user.type(
      within(form).getByRole('textbox', { name: 'Name in Bangla (optional)' }),
      'স্বাধীনতা দিবস',
    );
    await user.click(add);
    expect(await screen.findByText('Holiday added')).toBeVisible();
    expect(tried.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/api/attendance/holidays',
        { from: '2027-03-26', to: '2027-03-26', name: 'Independence Day', nameBn: 'স্বাধীনতা দিবস' },
      ],
    ]);
    await waitFor(() => expect(list).toHaveTextContent('Independence Day'));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');

    await user.click(within(list).getByRole('button', { name: 'Remove: Victory Day' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this holiday?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Holiday removed')).toBeVisible();
    expect(tried.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/attendance/holidays/${VICTORY_DAY.id}`,
    });
    await waitFor(() => expect(list).not.toHaveTextContent('Victory Day'));
  });
});
