import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMISSION_INPUT } from '../../src/server/test/factories.ts';
import { expect, handedOverWhenReady } from './fixtures.ts';

/**
 * Signs in through a sign-in screen (by default the admin's, as the e2e admin) and waits
 * for the welcome toast and the dashboard's home, where everyone lands.
 */
export async function signIn(
  page: Page,
  path = '/admin',
  idLabel = 'Admin ID',
  id = 'admin',
  password = 'e2e-admin-password',
) {
  await page.goto(path);
  const main = page.getByRole('main');
  await main.getByLabel(idLabel).fill(id);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Opens a dashboard screen from the side menu (the drawer is open at 1280 px). */
export async function openMenu(page: Page, name: string) {
  if (!page.url().includes('/dashboard')) {
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** A visitor: a browser context of their own, signed out, nothing cached. */
export async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: handedOverWhenReady(await context.newPage()) };
}

/** A plain PNG of one colour, `width` by `height` pixels. */
export async function png(color: { r: number; g: number; b: number }, width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** What a journey's setup call through the API carries besides its Origin (playwright.config.ts). */
export const SETUP_HEADERS = { 'x-bench-token': 'e2e-setup-token-not-a-secret' };

/**
 * A parent's application through the API, as the site's own form sends it (with this
 * site's Origin: a request that proves no origin is refused); its reference.
 */
export async function applyForAdmission(
  request: APIRequestContext,
  baseURL: string | undefined,
  studentName: string,
) {
  const applied = await request.post('/api/admissions', {
    headers: { Origin: new URL(baseURL!).origin, ...SETUP_HEADERS },
    // Class six: the demo school's admission open now.
    data: { ...ADMISSION_INPUT, studentNameBn: studentName },
  });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { reference: string }).reference;
}

/** The admission form's labels in each language, for what a parent types. */
const ADMISSION_LABELS = {
  en: {
    studentNameBn: 'Student’s name in Bangla',
    studentName: 'Student’s name in English',
    dateOfBirth: 'Date of birth',
    birthRegistration: 'Birth registration number',
    fatherName: 'Father’s name',
    motherName: 'Mother’s name',
    guardianRelation: 'Guardian',
    guardianMobile: 'Guardian’s mobile',
    village: 'Village',
    unionName: 'Union',
    upazila: 'Upazila',
    district: 'District',
    previousSchool: 'Previous school',
    previousClass: 'Class studied last',
    photo: 'Student’s photo',
  },
  bn: {
    studentNameBn: 'শিক্ষার্থীর নাম (বাংলায়)',
    studentName: 'শিক্ষার্থীর নাম (ইংরেজিতে)',
    dateOfBirth: 'জন্ম তারিখ',
    birthRegistration: 'জন্ম নিবন্ধন নম্বর',
    fatherName: 'পিতার নাম',
    motherName: 'মাতার নাম',
    guardianRelation: 'অভিভাবক',
    guardianMobile: 'অভিভাবকের মোবাইল',
    village: 'গ্রাম',
    unionName: 'ইউনিয়ন',
    upazila: 'উপজেলা',
    district: 'জেলা',
    previousSchool: 'পূর্ববর্তী বিদ্যালয়',
    previousClass: 'সর্বশেষ যে শ্রেণিতে পড়েছে',
    photo: 'শিক্ষার্থীর ছবি',
  },
} as const;

/**
 * Fills the admission form as a parent does (class six is chosen for them: the only class
 * open), numbers in Bangla digits on a Bangla page, and a camera photo of `photoSize` pixels.
 */
export async function fillAdmissionForm(
  page: Page,
  lang: 'en' | 'bn',
  over: Partial<Record<keyof (typeof ADMISSION_LABELS)['en'], string>> = {},
  photoSize = { width: 1200, height: 1600 },
  /** False for a page without the form's code: the photo is not shown before it is sent. */
  { script = true } = {},
) {
  const label = ADMISSION_LABELS[lang];
  const field = (name: keyof typeof label) => page.getByLabel(label[name], { exact: true });
  // Class six: the demo school's class open now (chosen already when it is the only one).
  await page
    .getByLabel(lang === 'bn' ? 'যে শ্রেণিতে ভর্তি হতে চায়' : 'Class applying for')
    .selectOption('vi');
  const v = {
    studentNameBn: 'সুমাইয়া আক্তার',
    studentName: 'Sumaiya Akter',
    dateOfBirth: lang === 'bn' ? '০৫/০৮/২০১৪' : '05/08/2014',
    birthRegistration: lang === 'bn' ? '২০১৪ ৭৮১২ ৩৪৫৬ ৭৮৯০১' : '20147812345678901',
    fatherName: 'রফিকুল ইসলাম',
    motherName: 'শাহনাজ বেগম',
    guardianMobile: lang === 'bn' ? '০১৮১২ ৩৪৫৬৭০' : '01812345670',
    village: 'চর নীলকমল',
    unionName: 'নীলকমল',
    upazila: 'চরফ্যাশন',
    district: 'ভোলা',
    previousSchool: 'চর নীলকমল সরকারি প্রাথমিক বিদ্যালয়',
    ...over,
  };
  for (const name of [
    'studentNameBn',
    'studentName',
    'dateOfBirth',
    'birthRegistration',
    'fatherName',
    'motherName',
    'guardianMobile',
    'village',
    'unionName',
    'upazila',
    'district',
    'previousSchool',
  ] as const)
    await field(name).fill(v[name]);
  await field('guardianRelation').selectOption(over.guardianRelation ?? 'father');
  await field('previousClass').selectOption(over.previousClass ?? 'v');
  const photo = await sharp({
    create: { ...photoSize, channels: 3, background: { r: 71, g: 181, b: 255 } },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  await field('photo').setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo });
  if (!script) return;
  await expect(
    page.getByRole('img', { name: lang === 'bn' ? 'শিক্ষার্থীর ছবি' : 'The student’s photo' }),
  ).toBeVisible();
}

type PeriodRow = {
  id: string;
  grade: string;
  opensOn: string;
  closesOn: string;
  applications: number;
};

/**
 * A class free for an admission period over these days, among `grades` in the order given:
 * one with no period on them, or else one whose periods on them have no applications
 * (removed). The admission journeys take classes ten to eight: the demo school's season is
 * classes six and seven, which other journeys read.
 */
export async function freeGrade<G extends string>(
  request: APIRequestContext,
  origin: string,
  from: string,
  to: string,
  grades: readonly G[],
): Promise<G> {
  const listed = await request.get('/api/admission-periods');
  expect(listed.status()).toBe(200);
  const { items } = (await listed.json()) as { items: PeriodRow[] };
  const overlapping = (grade: G) =>
    items.filter((p) => p.grade === grade && p.opensOn <= to && p.closesOn >= from);
  const grade =
    grades.find((g) => overlapping(g).length === 0) ??
    grades.find((g) => overlapping(g).every((p) => p.applications === 0));
  if (!grade) throw new Error('Every class has applications in a period over these days');
  for (const p of overlapping(grade)) {
    const removed = await request.delete(`/api/admission-periods/${p.id}`, {
      headers: { Origin: origin },
    });
    expect(removed.status()).toBe(204);
  }
  return grade;
}

/** A date `days` from today in Bangladesh (the server's admission days are Dhaka's), YYYY-MM-DD. */
export function dhakaDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** As the dashboard writes it in English: '5 March 2027'. */
export const written = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/**
 * Holds back every request whose address matches until the returned function is called, to
 * make an order certain that a fast machine would otherwise decide (a page's code coming
 * after the reader has scrolled, a service worker still installing).
 */
export async function holdBack(on: Page | BrowserContext, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await on.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
