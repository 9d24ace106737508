import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type {
  AttendanceSettings,
  AttendanceToday,
  BelowList,
  MonthRegister,
  MyAttendance,
  Register,
  SaveRegisterResult,
} from '../../../shared/schemas/attendance.ts';
import { auditLog, classTeachers, smsMessages, users } from '../../db/schema.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase, withFakeSms } from '../../test/test-app.ts';
import { until } from '../../test/wait.ts';
import { today } from '../posts/today.ts';
import type { FakeGateway } from '../sms/providers/fake-gateway.ts';

/** A date some days before or after today (Bangladesh), as YYYY-MM-DD. */
const dayFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase(
  'daily attendance',
  (ctx) => {
    const ids = { admin: '', teacher: '', other: '', kids: [] as string[], seven: '' };
    const cookies = { admin: '', teacher: '', other: '', student: '' };
    let fake: FakeGateway;
    const day = today();
    const call = (
      who: keyof typeof cookies,
      method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD',
      url: string,
      payload?: object,
    ) =>
      ctx().app.inject({
        method,
        url,
        headers: { cookie: cookies[who] },
        ...(payload ? { payload } : {}),
      });
    const register = async (who: keyof typeof cookies, date = day, section = 'A') =>
      call(who, 'GET', `/api/attendance/register?grade=vi&section=${section}&date=${date}`);
    const save = (
      who: keyof typeof cookies,
      marks: Record<number, string>,
      extra: Partial<{
        date: string;
        saveId: string;
        savedAt: string;
        baseVersion: number | null;
      }> = {},
    ) =>
      call(who, 'PUT', '/api/attendance/register', {
        grade: 'vi',
        section: 'A',
        date: day,
        marks: ids.kids.map((id, i) => ({
          studentId: id,
          mark: marks[i] ?? 'present',
          reason: marks[i] === 'leave' ? 'Sick' : '',
        })),
        saveId: randomUUID(),
        savedAt: new Date().toISOString(),
        baseVersion: null,
        ...extra,
      });

    beforeAll(async () => {
      const db = ctx().app.database.db;
      fake = ctx().app.sms.fake!;
      ids.admin = (
        await makeAccount(db, 'admin', { loginId: 'att-admin', name: 'Office Admin' })
      ).id;
      ids.teacher = (
        await makeAccount(db, 'teacher', { loginId: 'att-rina', name: 'Rina Das' })
      ).id;
      ids.other = (await makeAccount(db, 'teacher', { loginId: 'att-kamal' })).id;
      const phones = ['01711000101', '01711000102', '', '01711000104', '01711000101'];
      for (const [i, phone] of phones.entries())
        ids.kids.push(
          (
            await makeAccount(db, 'student', {
              loginId: `att-six-${i + 1}`,
              name: `Pupil ${i + 1}`,
              nameBn: i === 0 ? 'রাহিম' : '',
              grade: 'vi',
              section: 'A',
              // Rolls out of text order: 10 comes after 2.
              roll: String([1, 2, 10, 3, 4][i]),
              guardianPhone: phone,
              guardianLanguage: i === 1 ? 'en' : 'bn',
            })
          ).id,
        );
      ids.seven = (
        await makeAccount(db, 'student', { loginId: 'att-seven', grade: 'vii', roll: '1' })
      ).id;
      await db.insert(classTeachers).values({ grade: 'vi', section: 'A', teacherId: ids.teacher });
      cookies.admin = (await signIn(ctx().app, 'admin', 'att-admin')).cookie;
      cookies.teacher = (await signIn(ctx().app, 'teacher', 'att-rina')).cookie;
      cookies.other = (await signIn(ctx().app, 'teacher', 'att-kamal')).cookie;
      cookies.student = (await signIn(ctx().app, 'student', 'att-seven')).cookie;
      // Open every day of the week, whatever day the tests run on; sent at once.
      const set = await call('admin', 'PUT', '/api/attendance/settings', {
        weeklyOff: [],
        absenceSms: true,
        absenceSmsAfter: '00:00',
      });
      expect(set.statusCode).toBe(200);
    });

    it('lists the class by roll, everyone present until marked, for its class teacher', async () => {
      const res = await register('teacher');
      expect(res.statusCode).toBe(200);
      const reg = res.json<Register>();
      expect(reg.students.map((s) => s.roll)).toEqual(['1', '2', '3', '4', '10']);
      expect(reg.students.every((s) => s.mark === 'present')).toBe(true);
      expect(reg).toMatchObject({ closed: null, editable: true, saved: null });
      expect(JSON.stringify(reg)).not.toMatch(/01711|guardian/i);
    });

    it('lets only the class teacher and admins take it, and students not at all', async () => {
      expect((await register('other')).statusCode).toBe(403);
      expect((await save('other', {})).statusCode).toBe(403);
      expect((await register('student')).statusCode).toBe(403);
      expect((await save('student', {})).statusCode).toBe(403);
      expect((await register('admin')).statusCode).toBe(200);
      const anon = await ctx().app.inject({
        method: 'GET',
        url: `/api/attendance/register?grade=vi&section=A&date=${day}`,
      });
      expect(anon.statusCode).toBe(401);
    });

    it('saves the marks, sends each absent child’s guardian one SMS, once across three saves', async () => {
      const first = await save('teacher', { 0: 'absent', 1: 'absent', 3: 'leave' });
      expect(first.statusCode).toBe(200);
      const done = first.json<SaveRegisterResult>();
      expect(done.outcome).toBe('saved');
      expect(done.other).toBeNull();
      expect(done.register.saved).toMatchObject({ byName: 'Rina Das', version: 1 });
      expect(done.register.students.find((s) => s.id === ids.kids[3])).toMatchObject({
        mark: 'leave',
        reason: 'Sick',
      });
      // Saved twice more, the same marks and then a late one added: no second SMS.
      const saves: Record<number, string>[] = [
        { 0: 'absent', 1: 'absent', 3: 'leave' },
        { 0: 'absent', 1: 'absent', 2: 'late', 3: 'leave' },
      ];
      for (const marks of saves) {
        const again = await save('teacher', marks, { baseVersion: null });
        expect(again.statusCode).toBe(200);
      }
      const rows = await ctx()
        .app.database.db.select()
        .from(smsMessages)
        .where(eq(smsMessages.dedupeKey, `absence:${ids.kids[0]}:${day}`));
      expect(rows).toHaveLength(1);
      await until(
        'two absence SMS',
        () => fake.received().filter((m) => /absent|অনুপস্থিত/.test(m.text)).length >= 2,
      );
      // A little longer: nothing more comes.
      await new Promise((r) => setTimeout(r, 300));
      const got = fake.received().filter((m) => /absent|অনুপস্থিত/.test(m.text));
      expect(got.map((m) => m.number).sort()).toEqual(['8801711000101', '8801711000102']);
      expect(got.find((m) => m.number === '8801711000101')?.text).toContain('রাহিম');
      expect(got.find((m) => m.number === '8801711000102')?.text).toContain(
        'Pupil 2 was absent from school today',
      );
    });

    it('tells the phone of a save in between, keeps the latest save of the day, and answers a repeat as before', async () => {
      const now = (await register('teacher')).json<Register>();
      const version = now.saved!.version;
      const earlier = new Date(Date.now() - 60_000).toISOString();
      // An admin saves from the office; the teacher's phone, opened before, saves after.
      const office = await save('admin', { 0: 'absent', 1: 'absent' }, { baseVersion: version });
      expect(office.json<SaveRegisterResult>().other).toBeNull();
      const saveId = randomUUID();
      const phone = await save('teacher', { 0: 'absent' }, { baseVersion: version, saveId });
      const told = phone.json<SaveRegisterResult>();
      expect(told.outcome).toBe('saved');
      expect(told.other?.byName).toBe('Office Admin');
      // The same save sent again when the network came back: answered, nothing changed.
      const repeat = await save('teacher', { 0: 'absent' }, { baseVersion: version, saveId });
      expect(repeat.json<SaveRegisterResult>().outcome).toBe('repeated');
      expect(repeat.json<SaveRegisterResult>().register.saved!.version).toBe(
        told.register.saved!.version,
      );
      // A second phone's save made a minute ago, arriving now: the later one stays.
      const late = await save(
        'teacher',
        { 4: 'absent' },
        { savedAt: earlier, baseVersion: version },
      );
      const lost = late.json<SaveRegisterResult>();
      expect(lost.outcome).toBe('older');
      expect(lost.other?.byName).toBe('Rina Das');
      expect(lost.register.students.find((s) => s.id === ids.kids[4])?.mark).toBe('present');
      // Student 2 is present now: a message not yet sent would have been cancelled; this
      // one went, and is never sent again.
      const rows = await ctx()
        .app.database.db.select({ status: smsMessages.status })
        .from(smsMessages)
        .where(eq(smsMessages.dedupeKey, `absence:${ids.kids[1]}:${day}`));
      expect(rows.map((r) => r.status)).not.toContain('cancelled');
    });

    it('keeps a waiting absence SMS from going when the child is marked present before the sending time', async () => {
      await call('admin', 'PUT', '/api/attendance/settings', {
        weeklyOff: [],
        absenceSms: true,
        absenceSmsAfter: '23:59',
      });
      try {
        await save('teacher', { 0: 'absent', 3: 'absent' });
        const key = `absence:${ids.kids[3]}:${day}`;
        const status = async () =>
          (
            await ctx()
              .app.database.db.select({ status: smsMessages.status })
              .from(smsMessages)
              .where(eq(smsMessages.dedupeKey, key))
          ).map((r) => r.status);
        expect(await status()).toEqual(['queued']);
        await save('teacher', { 0: 'absent' });
        expect(await status()).toEqual(['cancelled']);
        await save('teacher', { 0: 'absent', 3: 'absent' });
        expect(await status()).toEqual(['queued']);
        await save('teacher', { 0: 'absent' });
        expect(await status()).toEqual(['cancelled']);
      } finally {
        await call('admin', 'PUT', '/api/attendance/settings', {
          weeklyOff: [],
          absenceSms: true,
          absenceSmsAfter: '00:00',
        });
      }
    });

    it('refuses a closed day, a day to come, and a teacher’s past day; an admin’s past day is logged', async () => {
      const holiday = await call('admin', 'POST', '/api/attendance/holidays', {
        from: dayFrom(day, -3),
        to: dayFrom(day, -2),
        name: 'Victory Day',
        nameBn: 'বিজয় দিবস',
      });
      expect(holiday.statusCode).toBe(201);
      const closed = (await register('admin', dayFrom(day, -2))).json<Register>();
      expect(closed.closed).toEqual({ kind: 'holiday', name: 'Victory Day', nameBn: 'বিজয় দিবস' });
      expect(closed.editable).toBe(false);
      const onHoliday = await save('admin', {}, { date: dayFrom(day, -3) });
      expect(onHoliday.statusCode).toBe(409);
      expect(onHoliday.json().error.code).toBe('attendance_closed');
      expect((await save('admin', {}, { date: dayFrom(day, 1) })).json().error.code).toBe(
        'attendance_future',
      );
      const yesterday = dayFrom(day, -1);
      expect((await register('teacher', yesterday)).json<Register>().editable).toBe(false);
      const past = await save('teacher', {}, { date: yesterday });
      expect(past.statusCode).toBe(403);
      expect(past.json().error.code).toBe('attendance_past_day');
      const byAdmin = await save('admin', { 1: 'absent' }, { date: yesterday });
      expect(byAdmin.statusCode).toBe(200);
      const log = await ctx()
        .app.database.db.select()
        .from(auditLog)
        .where(eq(auditLog.entity, 'attendance-register'));
      expect(log.map((l) => l.summary)).toEqual([`vi A ${yesterday}`]);
      // A past day's change is the school's record: no SMS says "absent today" for it.
      const pastSms = await ctx()
        .app.database.db.select()
        .from(smsMessages)
        .where(eq(smsMessages.dedupeKey, `absence:${ids.kids[1]}:${yesterday}`));
      expect(pastSms).toEqual([]);
      const weekly = await call('admin', 'PUT', '/api/attendance/settings', {
        weeklyOff: [new Date(`${day}T00:00:00Z`).getUTCDay()],
        absenceSms: true,
        absenceSmsAfter: '00:00',
      });
      expect(weekly.json<AttendanceSettings>().holidays).toHaveLength(1);
      expect((await register('teacher')).json<Register>().closed).toEqual({ kind: 'weekly' });
      expect((await save('teacher', {})).statusCode).toBe(409);
      await call('admin', 'PUT', '/api/attendance/settings', {
        weeklyOff: [],
        absenceSms: true,
        absenceSmsAfter: '00:00',
      });
    });

    it('keeps a student who moved or left in the day they were marked, and not in later registers', async () => {
      const db = ctx().app.database.db;
      const moved = ids.kids[4]!;
      await db.update(users).set({ section: 'B' }).where(eq(users.id, moved));
      try {
        const a = (await register('teacher')).json<Register>();
        expect(a.students.map((s) => s.id)).toContain(moved);
        const b = (await register('admin', day, 'B')).json<Register>();
        expect(b.students.map((s) => s.id)).toEqual([moved]);
        const tomorrowish = (await register('admin', dayFrom(day, -4))).json<Register>();
        expect(tomorrowish.students.map((s) => s.id)).not.toContain(moved);
        await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, ids.kids[3]!));
        const withLeft = (await register('teacher')).json<Register>();
        // Marked today before leaving: kept in today's register.
        expect(withLeft.students.map((s) => s.id)).toContain(ids.kids[3]);
        expect(
          (await register('admin', dayFrom(day, -4))).json<Register>().students.map((s) => s.id),
        ).not.toContain(ids.kids[3]);
      } finally {
        await db
          .update(users)
          .set({ section: 'A', deactivatedAt: null })
          .where(and(eq(users.role, 'student'), eq(users.grade, 'vi')));
      }
    });

    it('shows today by class: taken or not, with the counts; a teacher sees their own classes', async () => {
      const all = (await call('admin', 'GET', '/api/attendance/today')).json<AttendanceToday>();
      expect(all.date).toBe(day);
      const six = all.classes.find((c) => c.grade === 'vi' && c.section === 'A');
      expect(six).toMatchObject({ taken: true, students: 5 });
      expect(six!.present + six!.absent + six!.late + six!.leave).toBe(5);
      expect(all.classes.find((c) => c.grade === 'vii')).toMatchObject({ taken: false });
      const mine = (await call('teacher', 'GET', '/api/attendance/today')).json<AttendanceToday>();
      expect(mine.classes.map((c) => `${c.grade}${c.section}`)).toEqual(['viA']);
    });

    it('gives a split class’s students with no section yet a register of their own, taken by the whole class’s teacher', async () => {
      const db = ctx().app.database.db;
      const newcomer = await makeAccount(db, 'student', {
        loginId: 'att-six-new',
        grade: 'vi',
        roll: '20',
      });
      try {
        const res = await register('admin', day, '');
        expect(res.statusCode).toBe(200);
        expect(res.json<Register>().students.map((s) => s.id)).toEqual([newcomer.id]);
        // Section A's students are not in it, nor the newcomer in section A's.
        expect((await register('admin')).json<Register>().students.map((s) => s.id)).not.toContain(
          newcomer.id,
        );
        // Section A's teacher does not take it; the whole class's teacher does.
        expect((await register('teacher', day, '')).statusCode).toBe(403);
        await db.insert(classTeachers).values({ grade: 'vi', section: '', teacherId: ids.other });
        expect((await register('other', day, '')).statusCode).toBe(200);
        const saved = await call('other', 'PUT', '/api/attendance/register', {
          grade: 'vi',
          section: '',
          date: day,
          marks: [{ studentId: newcomer.id, mark: 'late', reason: '' }],
          saveId: randomUUID(),
          savedAt: new Date().toISOString(),
          baseVersion: null,
        });
        expect(saved.statusCode).toBe(200);
        expect(saved.json<SaveRegisterResult>().register.students).toMatchObject([
          { id: newcomer.id, mark: 'late' },
        ]);
        const all = (await call('admin', 'GET', '/api/attendance/today')).json<AttendanceToday>();
        expect(all.classes.find((c) => c.grade === 'vi' && c.section === '')).toMatchObject({
          taken: true,
          students: 1,
          late: 1,
        });
      } finally {
        await db
          .delete(classTeachers)
          .where(and(eq(classTeachers.grade, 'vi'), eq(classTeachers.section, '')));
        await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, newcomer.id));
      }
    });

    it('refuses bad input with a clear 400, and keeps what was saved', async () => {
      const before = (await register('teacher')).json<Register>();
      for (const body of [
        {
          grade: 'xi',
          section: 'A',
          date: day,
          marks: [],
          saveId: randomUUID(),
          savedAt: new Date().toISOString(),
          baseVersion: null,
        },
        {
          grade: 'vi',
          section: 'A',
          date: 'yesterday',
          marks: [],
          saveId: randomUUID(),
          savedAt: new Date().toISOString(),
          baseVersion: null,
        },
        {
          grade: 'vi',
          section: 'A',
          date: day,
          marks: [{ studentId: ids.kids[0], mark: 'gone' }],
          saveId: randomUUID(),
          savedAt: new Date().toISOString(),
          baseVersion: null,
        },
        {
          grade: 'vi',
          section: 'A',
          date: day,
          marks: [],
          saveId: 'x',
          savedAt: new Date().toISOString(),
          baseVersion: null,
        },
      ]) {
        const res = await call('teacher', 'PUT', '/api/attendance/register', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBeTruthy();
      }
      const bad = await call('admin', 'PUT', '/api/attendance/settings', {
        absenceSmsAfter: '25:00',
      });
      expect(bad.statusCode).toBe(400);
      expect((await register('teacher')).json<Register>().saved).toEqual(before.saved);
      const head = await call(
        'teacher',
        'HEAD',
        `/api/attendance/register?grade=vi&section=A&date=${day}`,
      );
      expect(head.statusCode).toBe(200);
    });

    it('keeps holidays: added, listed, removed; only an admin changes them', async () => {
      const added = await call('admin', 'POST', '/api/attendance/holidays', {
        from: '2026-12-16',
        to: '2026-12-16',
        name: 'Victory Day',
      });
      const id = added.json<{ id: string }>().id;
      expect(
        (
          await call('teacher', 'POST', '/api/attendance/holidays', {
            from: '2026-12-16',
            to: '2026-12-16',
            name: 'x',
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('teacher', 'GET', '/api/attendance/settings')).statusCode).toBe(200);
      const wrong = await call('admin', 'POST', '/api/attendance/holidays', {
        from: '2026-12-17',
        to: '2026-12-16',
        name: 'Backwards',
      });
      expect(wrong.statusCode).toBe(400);
      expect((await call('admin', 'DELETE', `/api/attendance/holidays/${id}`)).statusCode).toBe(
        204,
      );
      expect((await call('admin', 'DELETE', `/api/attendance/holidays/${id}`)).statusCode).toBe(
        404,
      );
    });
  },
  withFakeSms,
);

describeEachDatabase(
  'the attendance register of a month, the students under a share, a student’s own',
  (ctx) => {
    const ids = { a: '', b: '', mover: '', left: '' };
    let admin = '';
    let student = '';
    const get = (url: string, cookie = admin) =>
      ctx().app.inject({ method: 'GET', url, headers: { cookie } });
    const put = (grade: string, date: string, marks: Record<string, string>) =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/attendance/register',
        headers: { cookie: admin },
        payload: {
          grade,
          date,
          marks: Object.entries(marks).map(([studentId, mark]) => ({ studentId, mark })),
          saveId: randomUUID(),
          savedAt: new Date().toISOString(),
          baseVersion: null,
        },
      });

    beforeAll(async () => {
      const db = ctx().app.database.db;
      await makeAccount(db, 'admin', { loginId: 'month-admin' });
      const s = async (loginId: string, roll: string) =>
        (await makeAccount(db, 'student', { loginId, name: loginId, grade: 'vii', roll })).id;
      ids.a = await s('m-a', '1');
      ids.b = await s('m-b', '2');
      ids.mover = await s('m-mover', '3');
      ids.left = await s('m-left', '4');
      admin = (await signIn(ctx().app, 'admin', 'month-admin')).cookie;
      student = (await signIn(ctx().app, 'student', 'm-a')).cookie;
      // October 2026: the 1st a Thursday, the 2nd a Friday (the weekly day off).
      expect(
        (
          await ctx().app.inject({
            method: 'POST',
            url: '/api/attendance/holidays',
            headers: { cookie: admin },
            payload: { from: '2026-10-20', to: '2026-10-21', name: 'Durga Puja', nameBn: 'দুর্গাপূজা' },
          })
        ).statusCode,
      ).toBe(201);
      const { a, b, mover, left } = ids;
      for (const [date, marks] of [
        ['2026-10-01', { [a]: 'present', [b]: 'absent', [mover]: 'late', [left]: 'absent' }],
        ['2026-10-04', { [a]: 'present', [b]: 'absent', [mover]: 'present', [left]: 'absent' }],
      ] as const)
        expect((await put('vii', date, marks)).statusCode).toBe(200);
      // The mover goes to class eight, the other leaves the school.
      await db.update(users).set({ grade: 'viii' }).where(eq(users.id, mover));
      await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, left));
      expect((await put('vii', '2026-10-05', { [a]: 'leave', [b]: 'present' })).statusCode).toBe(
        200,
      );
      expect((await put('viii', '2026-10-05', { [mover]: 'absent' })).statusCode).toBe(200);
    });

    it('draws the month as the paper register: students down, days across, totals both ways', async () => {
      const res = await get('/api/attendance/month?grade=vii&month=2026-10');
      expect(res.statusCode).toBe(200);
      const month = res.json<MonthRegister>();
      expect(month.days).toHaveLength(31);
      expect(month.days[1]).toEqual({
        date: '2026-10-02',
        closed: { kind: 'weekly' },
        taken: false,
      });
      expect(month.days[19]?.closed).toEqual({
        kind: 'holiday',
        name: 'Durga Puja',
        nameBn: 'দুর্গাপূজা',
      });
      expect(month.days.filter((d) => d.taken).map((d) => d.date)).toEqual([
        '2026-10-01',
        '2026-10-04',
        '2026-10-05',
      ]);
      const row = (id: string) => month.students.find((s) => s.id === id)!;
      expect(month.students.map((s) => s.roll)).toEqual(['1', '2', '3', '4']);
      expect(row(ids.a)).toMatchObject({ present: 2, leave: 1, share: 67, current: true });
      expect(row(ids.b)).toMatchObject({ present: 1, absent: 2, share: 33 });
      // Moved to class eight on the 5th: two days here, the 5th not marked in this class.
      expect(row(ids.mover)).toMatchObject({ late: 1, present: 1, share: 100, current: false });
      expect(row(ids.mover).marks.slice(0, 5)).toEqual(['late', null, null, 'present', null]);
      expect(row(ids.left)).toMatchObject({ absent: 2, current: false });
      expect(month.totals[0]).toEqual({ present: 1, absent: 2, late: 1, leave: 0 });
      expect(month.totals[4]).toEqual({ present: 1, absent: 0, late: 0, leave: 1 });
      const eight = (await get('/api/attendance/month?grade=viii&month=2026-10')).json<{
        students: { id: string; absent: number }[];
      }>();
      expect(eight.students).toEqual([expect.objectContaining({ id: ids.mover, absent: 1 })]);
    });

    it('lists the students under a share, the left ones not', async () => {
      const res = await get('/api/attendance/below?from=2026-10-01&to=2026-10-31&threshold=75');
      expect(res.statusCode).toBe(200);
      const list = res.json<BelowList>();
      expect(list.items.map((i) => [i.id, i.share])).toEqual([
        [ids.a, 67],
        [ids.b, 33],
        [ids.mover, 67],
      ]);
      expect(list.items.find((i) => i.id === ids.mover)?.grade).toBe('viii');
      expect((await get('/api/attendance/below?from=2026-10-31&to=2026-10-01')).statusCode).toBe(
        400,
      );
    });

    it('shows a student their own month and year, and nobody else’s', async () => {
      const res = await get('/api/attendance/mine?month=2026-10', student);
      expect(res.statusCode).toBe(200);
      const mine = res.json<MyAttendance>();
      expect(mine.days.filter((d) => d.mark).map((d) => [d.date, d.mark])).toEqual([
        ['2026-10-01', 'present'],
        ['2026-10-04', 'present'],
        ['2026-10-05', 'leave'],
      ]);
      expect(mine.monthCounts).toMatchObject({ present: 2, leave: 1, share: 67 });
      expect((await get('/api/attendance/mine', admin)).statusCode).toBe(403);
      expect((await get('/api/attendance/month?grade=vii&month=2026-10', student)).statusCode).toBe(
        403,
      );
      expect((await get('/api/attendance/month?grade=vii&month=2026-13')).statusCode).toBe(400);
    });
  },
);
