import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  attendanceRegisters,
  auditLog,
  documents,
  examMarks,
  images,
  notices,
  users,
} from '../../db/schema.ts';
import { DEMO_STUDENTS, DEMO_TEACHERS } from '../../db/seed/demo-content.ts';
import { DEMO_PASSWORD, seedDemoSchool } from '../../db/seed/seed.ts';
import { makeImage } from '../../test/factories.ts';
import { confirmPassword, makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { documentsDir } from '../documents/documents.repository.ts';

/** The demo accounts: the teachers, the one who has left, and the students. */
const DEMO_ACCOUNTS = DEMO_TEACHERS.length + 1 + DEMO_STUDENTS.length;

/** The demo school on a site that a school has started to make its own. */
let t: TestContext & { close: () => Promise<void> };
let cookie = '';

beforeAll(async () => {
  t = await createTestApp('pglite', { rateLimits: false, siteHosts: ['school.example.edu.bd'] });
  await seedDemoSchool(t.database.db, { files: t.app.files });
  await makeAccount(t.database.db, 'admin', { loginId: 'school-admin' });
  cookie = (await signIn(t.app, 'admin', 'school-admin')).cookie;
}, 180_000);
afterAll(async () => {
  await t.close();
});

const status = async () => (await t.app.inject({ url: '/api/demo', headers: { cookie } })).json();

it('tells an admin what is left of the demo school', async () => {
  const s = await status();
  // Ten routines and syllabi, the calendar, and the PDF a notice carries.
  expect(s).toMatchObject({ present: true, accounts: DEMO_ACCOUNTS, files: 12 });
  expect(s.posts).toBeGreaterThan(30);
  expect(s.pictures).toBeGreaterThan(50);
  expect(s.pages).toBeGreaterThan(15);
});

it('lets demo accounts sign in only on the computer that runs the site', async () => {
  const login = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers,
      payload: { role: 'teacher', loginId: 'teacher01', password: DEMO_PASSWORD },
    });
  expect((await login('127.0.0.1')).statusCode).toBe(200);
  // A program on this computer, by any of its own names.
  for (const host of ['localhost:3000', '127.0.0.1:3100', '[::1]:3000'])
    expect((await login('127.0.0.1', { host })).statusCode, host).toBe(200);
  for (const [address, headers] of [
    ['203.0.113.5', {}],
    ['192.168.1.20', {}],
    // A proxy on the same computer passes on a visitor from the network.
    ['127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }],
    ['127.0.0.1', { forwarded: 'for=203.0.113.5' }],
    // Proxies that name no visitor still say they are there.
    ['127.0.0.1', { via: '1.1 proxy.school.lan' }],
    ['127.0.0.1', { 'x-real-ip': '203.0.113.5' }],
    ['127.0.0.1', { 'x-forwarded-host': 'localhost:3000' }],
    ['127.0.0.1', { 'x-forwarded-proto': 'https' }],
    ['127.0.0.1', { 'cf-connecting-ip': '203.0.113.5' }],
    ['127.0.0.1', { 'true-client-ip': '203.0.113.5' }],
    // A proxy that adds nothing (an ssh tunnel, nginx's plain proxy_pass with its Host set)
    // passes on the name the visitor typed: the site's, or its address on the network.
    ['127.0.0.1', { host: 'school.example.edu.bd' }],
    ['127.0.0.1', { host: '192.168.1.20:3000' }],
  ] as const) {
    const res = await login(address, headers);
    expect(res.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(401);
    expect(res.json().error.message).toBe('Login failed');
    expect(res.headers['set-cookie']).toBeUndefined();
  }
  // The school's own accounts sign in from anywhere.
  const own = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '203.0.113.5',
    payload: { role: 'admin', loginId: 'school-admin', password: TEST_PASSWORD },
  });
  expect(own.statusCode).toBe(200);
});

it('removes the demo school in one action and keeps what the school added or edited', async () => {
  const { db } = t.database;
  const own = await makeImage(db, t.app.files);
  const mine = await t.app.inject({
    method: 'POST',
    url: '/api/notices',
    headers: { cookie },
    payload: {
      date: '2026-11-20',
      author: 'Head Teacher',
      title: 'Our own notice',
      imageId: own.id,
    },
  });
  expect(mine.statusCode).toBe(201);
  const edited = await t.app.inject({
    method: 'PUT',
    url: '/api/content/headline',
    headers: { cookie },
    payload: {
      title: { en: 'Welcome to our school', bn: 'আমাদের বিদ্যালয়ে স্বাগতম' },
      body: { en: 'Classes six to ten.', bn: 'ষষ্ঠ থেকে দশম শ্রেণি।' },
    },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const demoFiles = (await db.select().from(documents)).map((d) => d.fileName);
  const dir = documentsDir(t.config.dataDir);
  expect(demoFiles.every((f) => fs.existsSync(`${dir}/${f}`))).toBe(true);
  const uploadsBefore = fs.readdirSync(t.config.uploadsDir).length;
  const before = (await t.app.inject({ url: '/api/site' })).json();
  expect(before.exploreLinks.map((l: { label: { en: string } }) => l.label.en)).toEqual([
    'IT Club',
    'Current Affairs',
    'Science Club',
    'English News Paper',
  ]);
  expect(before.usefulLinks).toHaveLength(4);
  // The demo's published exam, and an exam the school added itself.
  expect((await t.app.inject({ url: '/api/results' })).json()).toHaveLength(1);
  const ownExam = await t.app.inject({
    method: 'POST',
    url: '/api/exams',
    headers: { cookie },
    payload: { title: 'Annual Examination', titleBn: '', heldOn: '2026-11-20' },
  });
  expect(ownExam.statusCode).toBe(201);

  // A session left open on a shared computer cannot remove it: the password is asked again.
  const unconfirmed = await t.app.inject({
    method: 'DELETE',
    url: '/api/demo',
    headers: { cookie },
  });
  expect(unconfirmed.statusCode).toBe(403);
  expect(unconfirmed.json().error.code).toBe('reauth_required');
  expect((await status()).present).toBe(true);
  await confirmPassword(t.app, cookie);
  const res = await t.app.inject({ method: 'DELETE', url: '/api/demo', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    present: false,
    accounts: 0,
    posts: 0,
    pictures: 0,
    files: 0,
    pages: 0,
  });

  // Demo accounts are gone; the school's admin is not.
  const left = await db.select({ loginId: users.loginId }).from(users);
  expect(left.map((u) => u.loginId)).toEqual(['school-admin']);
  // The school's own notice and its picture stay; no demo notice does.
  const list = (await t.app.inject({ url: '/api/notices' })).json();
  expect(list.items.map((n: { title: string }) => n.title)).toEqual(['Our own notice']);
  expect(fs.existsSync(`${t.config.uploadsDir}/${own.id}.webp`)).toBe(true);
  // The demo exam's results are gone with it; the school's own exam stays.
  expect((await t.app.inject({ url: '/api/results' })).json()).toEqual([]);
  const examsLeft = (await t.app.inject({ url: '/api/exams', headers: { cookie } })).json();
  expect(examsLeft.map((e: { title: string }) => e.title)).toEqual(['Annual Examination']);
  expect((await db.select({ n: count() }).from(examMarks))[0]!.n).toBe(0);
  // The demo's month of attendance goes with its students, registers and all.
  expect((await db.select({ n: count() }).from(attendanceRegisters))[0]!.n).toBe(0);
  // Demo pictures and files are gone from the disk too.
  expect((await db.select({ n: count() }).from(images))[0]!.n).toBe(1);
  expect(fs.readdirSync(t.config.uploadsDir).length).toBeLessThan(uploadsBefore / 10);
  expect(demoFiles.some((f) => fs.existsSync(`${dir}/${f}`))).toBe(false);
  // The edited headline stays; unedited demo pages are gone, and the site stays set up.
  expect((await t.app.inject({ url: '/api/content/headline' })).json().value.title.en).toBe(
    'Welcome to our school',
  );
  const site = (await t.app.inject({ url: '/api/site' })).json();
  expect(JSON.stringify(site)).not.toMatch(/Char Nilkamal/);
  // The sidebar's demo links and activities go with it: the sidebar shows none of them.
  expect(site.exploreLinks).toEqual([]);
  expect(site.usefulLinks).toEqual([]);
  expect(site.recentActivities).toEqual([]);
  // The galleries the site shows are there still, empty, for the school's own photos.
  for (const slug of ['home', 'sport']) {
    const album = await t.app.inject({ url: `/api/albums/${slug}` });
    expect(album.statusCode, slug).toBe(200);
    expect(album.json().items).toEqual([]);
  }
  // Logged, and a second start does not seed the demo school again.
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity, 'demo'));
  expect(entry?.details).toMatchObject({ accounts: DEMO_ACCOUNTS });
  await seedDemoSchool(db, { files: t.app.files });
  expect((await db.select({ n: count() }).from(notices))[0]!.n).toBe(1);
  expect((await status()).present).toBe(false);
});
