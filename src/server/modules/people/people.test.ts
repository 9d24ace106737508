import { beforeAll, expect, it } from 'vitest';
import { makeImage, makeStaff, makeUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('teachers and staff', (ctx) => {
  beforeAll(async () => {
    const { database } = ctx();
    const img = await makeImage(database.db, ctx().app.files);
    await makeUser(database.db, {
      role: 'teacher',
      name: 'Second',
      designation: 'Assistant Teacher',
      position: 2,
    });
    await makeUser(database.db, {
      role: 'teacher',
      name: 'First',
      nameBn: 'প্রথম',
      designation: 'Head Teacher',
      designationBn: 'প্রধান শিক্ষক',
      subject: 'Mathematics',
      position: 1,
      imageId: img.id,
      joinDate: '2004-03-01',
    });
    await makeUser(database.db, { role: 'student', name: 'A student' });
    await makeUser(database.db, { role: 'teacher', name: '' }); // added, profile not filled yet
    // A teacher who left: turned off, not on /teachers.
    await makeUser(database.db, {
      role: 'teacher',
      name: 'Gone',
      designation: 'Assistant Teacher',
      position: 0,
      deactivatedAt: new Date('2026-06-30T00:00:00Z'),
    });
    await makeUser(database.db, { role: 'admin', name: 'An admin' });
    await makeStaff(database.db, { name: 'Guard', position: 2 });
    await makeStaff(database.db, {
      name: 'Accountant',
      position: 1,
      mobile: '01700000202',
      identity: 'STF-007',
    });
  });

  it('lists every active teacher, in order, with the total and nothing private', async () => {
    const res = await ctx().app.inject({ url: '/api/teachers' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((t: { name: string }) => t.name)).toEqual(['First', 'Second']);
    expect(body.items[0]).toMatchObject({
      nameBn: 'প্রথম',
      designation: 'Head Teacher',
      designationBn: 'প্রধান শিক্ষক',
      subject: 'Mathematics',
      joinDate: '2004-03-01',
    });
    expect(body.items[1]).toMatchObject({ nameBn: '', designationBn: '', subject: '' });
    expect(body.items[0].image.url).toMatch(/\.webp$/);
    expect(Object.keys(body.items[0]).sort()).toEqual([
      'designation',
      'designationBn',
      'id',
      'image',
      'joinDate',
      'name',
      'nameBn',
      'subject',
      'subjectBn',
    ]);
    expect(res.body).not.toMatch(/password|hash|loginId|not-a-real-hash/i);
  });

  it('lists the staff in order', async () => {
    const res = await ctx().app.inject({ url: '/api/staff' });
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((s: { name: string }) => s.name)).toEqual(['Accountant', 'Guard']);
    expect(items[0]).toMatchObject({
      mobile: '01700000202',
      department: 'Office',
      identity: 'STF-007',
    });
    expect(items[1]).toMatchObject({ name: 'Guard', identity: '' });
  });
});
