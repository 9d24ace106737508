import { beforeAll, expect, it } from 'vitest';
import { makeImage } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('staff (admin)', (ctx) => {
  let headers: Record<string, string>;
  let imageId: string;
  beforeAll(async () => {
    const { database, app } = ctx();
    await makeAccount(database.db, 'admin', { loginId: 'staff-admin' });
    headers = { cookie: (await signIn(app, 'admin', 'staff-admin')).cookie };
    imageId = (await makeImage(database.db, ctx().app.files)).id;
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers, payload });
  const names = async () =>
    (await ctx().app.inject({ url: '/api/staff' }))
      .json()
      .items.map((s: { name: string }) => s.name);
  const member = (name: string) => ({
    name,
    designation: 'Office Assistant',
    department: 'Office',
    joinDate: '',
    mobile: '01712345678',
    imageId: null,
  });

  it('adds members at the end, edits, reorders and removes them', async () => {
    const a = (await send('POST', '/api/staff', member('Alam'))).json();
    const b = await send('POST', '/api/staff', { ...member('Bokul'), imageId });
    expect(b.statusCode).toBe(201);
    expect(b.json().image.url).toMatch(/\.webp$/);
    expect(await names()).toEqual(['Alam', 'Bokul']);

    const edited = await send('PUT', `/api/staff/${a.id}`, {
      ...member('Alam Mia'),
      joinDate: '2019-02-01',
    });
    expect(edited.json()).toMatchObject({ name: 'Alam Mia', joinDate: '2019-02-01' });

    expect((await send('PUT', '/api/staff/order', { ids: [b.json().id, a.id] })).statusCode).toBe(
      204,
    );
    expect(await names()).toEqual(['Bokul', 'Alam Mia']);

    expect((await send('DELETE', `/api/staff/${a.id}`)).statusCode).toBe(204);
    expect(await names()).toEqual(['Bokul']);
    expect((await send('DELETE', `/api/staff/${a.id}`)).statusCode).toBe(404);
  });

  it('keeps a name and designation in Bangla beside the English ones; an older page leaves them empty', async () => {
    const created = await send('POST', '/api/staff', {
      ...member('Rahima Khatun'),
      nameBn: ' রহিমা খাতুন ',
      designationBn: 'আয়া',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Rahima Khatun',
      nameBn: 'রহিমা খাতুন',
      designation: 'Office Assistant',
      designationBn: 'আয়া',
    });
    const listed = (await ctx().app.inject({ url: '/api/staff' }))
      .json()
      .items.find((s: { name: string }) => s.name === 'Rahima Khatun');
    expect(listed).toMatchObject({ nameBn: 'রহিমা খাতুন', designationBn: 'আয়া' });
    const older = await send('POST', '/api/staff', member('Dulal'));
    expect(older.json()).toMatchObject({ nameBn: '', designationBn: '' });
    await send('DELETE', `/api/staff/${created.json().id}`);
    await send('DELETE', `/api/staff/${older.json().id}`);
  });

  it("keeps each member's ID No. (SPEC.md's staff identity): shown on the Staff page, edited, kept when left out", async () => {
    const list = async () =>
      (await ctx().app.inject({ url: '/api/staff' }))
        .json()
        .items.find((s: { name: string }) => s.name === 'Chameli');
    const created = await send('POST', '/api/staff', {
      ...member('Chameli'),
      identity: ' STF-042 ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Chameli', identity: 'STF-042' });
    expect(await list()).toMatchObject({ identity: 'STF-042' });

    const { id } = created.json();
    const edited = await send('PUT', `/api/staff/${id}`, {
      ...member('Chameli'),
      identity: 'STF-043',
    });
    expect(edited.json().identity).toBe('STF-043');
    // An older page that knows no identity changes the rest and leaves it as it is.
    const without = await send('PUT', `/api/staff/${id}`, { ...member('Chameli'), mobile: '' });
    expect(without.json()).toMatchObject({ mobile: '', identity: 'STF-043' });
    expect(
      (await send('PUT', `/api/staff/${id}`, { ...member('Chameli'), identity: '' })).json()
        .identity,
    ).toBe('');
    expect(await list()).toMatchObject({ identity: '' });

    // Added without one: none.
    const plain = await send('POST', '/api/staff', member('Dolon'));
    expect(plain.json().identity).toBe('');

    const tooLong = await send('POST', '/api/staff', { ...member('X'), identity: 'S'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields[0].field).toBe('identity');
    await send('DELETE', `/api/staff/${id}`);
    await send('DELETE', `/api/staff/${plain.json().id}`);
  });

  it('refuses an order that does not name every member once, and changes nothing', async () => {
    const before = await names();
    const res = await send('PUT', '/api/staff/order', { ids: [crypto.randomUUID()] });
    expect(res.statusCode).toBe(409);
    expect(await names()).toEqual(before);
  });

  it('refuses a missing name and an unknown photo with the field named', async () => {
    const empty = await send('POST', '/api/staff', member(' '));
    expect(empty.json().error.details.fields[0].field).toBe('name');
    const photo = await send('POST', '/api/staff', {
      ...member('X'),
      imageId: crypto.randomUUID(),
    });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().error.details.fields[0].field).toBe('imageId');
  });
});
