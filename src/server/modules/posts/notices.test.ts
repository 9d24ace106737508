import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_BODY_MAX } from '../../../shared/constants.ts';
import { makeImage, makeNotice } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { today, untilTomorrow } from './today.ts';

describeEachDatabase('GET /api/notices', (ctx) => {
  beforeAll(async () => {
    const { database } = ctx();
    const img = await makeImage(database.db, ctx().app.files);
    await makeNotice(database.db, { title: 'Old', noticeDate: '2025-12-01', imageId: img.id });
    await makeNotice(database.db, {
      title: 'Newest',
      noticeDate: '2026-03-01',
      author: 'Nurun Nahar Begum',
      body: 'The school is closed tomorrow.',
    });
    await makeNotice(database.db, { title: 'Middle', noticeDate: '2026-01-10' });
  });

  it('lists notices newest first with date, author, words and image', async () => {
    const res = await ctx().app.inject({ url: '/api/notices' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(['Newest', 'Middle', 'Old']);
    expect(body.items[0]).toMatchObject({
      date: '2026-03-01',
      author: 'Nurun Nahar Begum',
      body: 'The school is closed tomorrow.',
      image: null,
    });
    expect(body.items[2].image.url).toMatch(/\.webp$/);
    expect(body.items[2].body).toBe('');
  });

  it('pages with the size asked for', async () => {
    const body = (await ctx().app.inject({ url: '/api/notices?page=1&size=2' })).json();
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(['Old']);
  });

  it('refuses a negative page', async () => {
    const res = await ctx().app.inject({ url: '/api/notices?page=-2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields[0].field).toBe('page');
  });
});

describeEachDatabase('a notice of its own: GET /api/notices/:id, and writing its words', (ctx) => {
  let admin = '';
  let teacher = '';
  let imageId = '';
  beforeAll(async () => {
    const { db } = ctx().database;
    await makeAccount(db, 'admin', { loginId: 'na', name: 'School Admin' });
    await makeAccount(db, 'teacher', { loginId: 'nt', name: 'Tahmina Akter' });
    admin = (await signIn(ctx().app, 'admin', 'na')).cookie;
    teacher = (await signIn(ctx().app, 'teacher', 'nt')).cookie;
    imageId = (await makeImage(db, ctx().app.files)).id;
  });
  const post = (cookie: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url: '/api/notices', payload, headers: { cookie } });
  const written = {
    date: '2026-11-20',
    author: 'Nurun Nahar Begum',
    title: 'Parents’ meeting',
    body: 'Dear guardians,\n\nThe meeting is on Saturday at 10 am.\nPlease come on time.',
  };

  it('keeps a notice written as text, with no picture, and shows it at its own address', async () => {
    const res = await post(admin, written);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...written, image: null });
    const one = await ctx().app.inject({ url: `/api/notices/${created.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(created);
  });

  it('keeps the words and the picture together', async () => {
    const res = await post(admin, { ...written, imageId });
    expect(res.statusCode).toBe(201);
    expect(res.json().image.id).toBe(imageId);
    expect(res.json().body).toBe(written.body);
  });

  it('shows an edit at once (its cached answer is dropped)', async () => {
    const { id } = (await post(admin, written)).json();
    expect((await ctx().app.inject({ url: `/api/notices/${id}` })).json().body).toBe(written.body);
    const put = await ctx().app.inject({
      method: 'PUT',
      url: `/api/notices/${id}`,
      payload: { ...written, body: 'Moved to Sunday.' },
      headers: { cookie: admin },
    });
    expect(put.statusCode).toBe(200);
    expect((await ctx().app.inject({ url: `/api/notices/${id}` })).json().body).toBe(
      'Moved to Sunday.',
    );
  });

  it('keeps its words as plain text: pasted markup is removed, what was typed kept', async () => {
    const res = await post(admin, {
      ...written,
      body: '<p>Bring the <b>admit card</b>.</p><script>alert(1)</script>\n\n5 < 6 & 7 > 3',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().body).toBe('Bring the admit card.\n\n5 < 6 & 7 > 3');
  });

  it('refuses a notice with neither words nor a picture, naming the body field', async () => {
    const res = await post(admin, { ...written, body: '   ', imageId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual([
      expect.objectContaining({ field: 'body', rule: { name: 'noticeContent' } }),
    ]);
  });

  it('refuses words too long for a notice', async () => {
    const res = await post(admin, { ...written, body: 'অ'.repeat(NOTICE_BODY_MAX + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields[0]).toMatchObject({
      field: 'body',
      rule: { name: 'tooLong', n: NOTICE_BODY_MAX },
    });
  });

  it('lets only an admin write one', async () => {
    expect((await post(teacher, written)).statusCode).toBe(403);
    const visitor = await ctx().app.inject({
      method: 'POST',
      url: '/api/notices',
      payload: written,
    });
    expect(visitor.statusCode).toBe(401);
  });

  describe('an address that is no notice', () => {
    it('answers 404 for an id no notice has', async () => {
      const res = await ctx().app.inject({
        url: '/api/notices/4f1c2a9e-0000-4000-8000-000000000000',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    });

    it('answers 400, not a server error, for an id that is no id', async () => {
      for (const id of ['abc', '1', "1'%20or%201=1", '%E0%A6%85'.repeat(3)]) {
        const res = await ctx().app.inject({ url: `/api/notices/${id}` });
        expect(res.statusCode, id).toBe(400);
        expect(res.json().error.details.fields[0].field).toBe('id');
      }
    });

    it('answers 404 once the notice is deleted', async () => {
      const { id } = (await post(admin, written)).json();
      const del = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/notices/${id}`,
        headers: { cookie: admin },
      });
      expect(del.statusCode).toBe(204);
      expect((await ctx().app.inject({ url: `/api/notices/${id}` })).statusCode).toBe(404);
    });
  });
});

/** A day `days` after today in Bangladesh, as YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('an urgent notice pinned as a banner until a day', (ctx) => {
  let admin = '';
  beforeAll(async () => {
    const { db } = ctx().database;
    await makeAccount(db, 'admin', { loginId: 'pa', name: 'School Admin' });
    admin = (await signIn(ctx().app, 'admin', 'pa')).cookie;
  });
  const base = { date: today(), author: 'Md. Kamrul Islam', body: 'Signal 7 is up.' };
  const write = (payload: object, method: 'POST' | 'PUT' = 'POST', id = '') =>
    ctx().app.inject({
      method,
      url: `/api/notices${id ? `/${id}` : ''}`,
      payload: { ...base, ...payload },
      headers: { cookie: admin },
    });
  const banner = async () => (await ctx().app.inject({ url: '/api/site' })).json().pinnedNotice;

  it('is in the site’s data every page has, until its day, then no more', async () => {
    expect(await banner()).toBeNull();
    const res = await write({ title: 'Cyclone: school closed', pinnedUntil: dayFromToday(2) });
    expect(res.statusCode).toBe(201);
    const pinned = res.json();
    expect(pinned.pinnedUntil).toBe(dayFromToday(2));
    expect(await banner()).toEqual({
      id: pinned.id,
      title: 'Cyclone: school closed',
      date: today(),
    });
    // Its last day still shows it (Bangladesh's day).
    await write({ title: 'Cyclone: school closed', pinnedUntil: today() }, 'PUT', pinned.id);
    expect((await banner())?.id).toBe(pinned.id);
    // A day already past is taken, and shows nothing.
    const past = await write(
      { title: 'Cyclone: school closed', pinnedUntil: dayFromToday(-1) },
      'PUT',
      pinned.id,
    );
    expect(past.statusCode).toBe(200);
    expect(past.json().pinnedUntil).toBe(dayFromToday(-1));
    expect(await banner()).toBeNull();
  });

  it('shows the newest of two pinned notices; none once its pin is cleared', async () => {
    const older = (
      await write({ title: 'Exam moved', date: dayFromToday(-3), pinnedUntil: dayFromToday(5) })
    ).json();
    const newer = (await write({ title: 'Closed tomorrow', pinnedUntil: dayFromToday(1) })).json();
    expect((await banner())?.title).toBe('Closed tomorrow');
    const cleared = await write({ title: 'Closed tomorrow', pinnedUntil: '' }, 'PUT', newer.id);
    expect(cleared.json().pinnedUntil).toBeNull();
    expect((await banner())?.id).toBe(older.id);
    await ctx().app.inject({
      method: 'DELETE',
      url: `/api/notices/${older.id}`,
      headers: { cookie: admin },
    });
    expect(await banner()).toBeNull();
  });

  it('refuses a pin day that is no date', async () => {
    for (const pinnedUntil of ['tomorrow', '2026-13-01', '31/12/2026', 20261231]) {
      const res = await write({ pinnedUntil });
      expect(res.statusCode, String(pinnedUntil)).toBe(400);
      expect(res.json().error.details.fields[0].field).toBe('pinnedUntil');
    }
  });
});

describe('when the next day starts in Bangladesh', () => {
  it('is counted from UTC+6 midnight', () => {
    // 17:59:00 UTC is 23:59 in Dhaka: a minute to go.
    expect(untilTomorrow(new Date('2026-10-25T17:59:00Z'))).toBe(60_000);
    // 18:00 UTC is midnight in Dhaka: a whole day to the next.
    expect(untilTomorrow(new Date('2026-10-25T18:00:00Z'))).toBe(86_400_000);
    expect(untilTomorrow(new Date('2026-10-25T00:00:00Z'))).toBe(18 * 3_600_000);
  });
});
