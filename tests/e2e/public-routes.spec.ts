import { publicPaths } from '../../src/shared/paths.ts';
import { a11yViolations, expect, expectFrame, test } from './fixtures.ts';

/** Every public route of SPEC.md section 2, with a heading it must show and its title. */
const routes: { path: string; heading: RegExp; title: RegExp }[] = [
  { path: '/', heading: /.+/, title: /^Char Nilkamal Secondary School · Bhola$/ },
  { path: '/home', heading: /.+/, title: /^Char Nilkamal Secondary School · Bhola$/ },
  { path: '/chairmanMessage', heading: /Chairman/i, title: /Chairman/i },
  { path: '/principleMessage', heading: /Principal/i, title: /Principal/i },
  { path: '/vicePrincipleMessage', heading: /Vice.?Principal/i, title: /Vice.?Principal/i },
  { path: '/teacherMessage', heading: /Teacher/i, title: /Teacher/i },
  { path: '/academicHour', heading: /Academic Hour/i, title: /Academic Hour/i },
  { path: '/academicCalender', heading: /Academic Calendar/i, title: /Calendar/i },
  { path: '/classRoutine', heading: /Class Routine/i, title: /Class Routine/i },
  { path: '/syllabus', heading: /Syllabus/i, title: /Syllabus/i },
  { path: '/extraCurricular', heading: /Extra.?Curricular/i, title: /Extra.?Curricular/i },
  { path: '/teachers', heading: /Teachers/i, title: /Teachers/i },
  { path: '/staff', heading: /Staff/i, title: /Staff/i },
  { path: '/library', heading: /Library/i, title: /Library/i },
  { path: '/canteen', heading: /Canteen/i, title: /Canteen/i },
  { path: '/guardian', heading: /Guardian/i, title: /Guardian/i },
  { path: '/sport', heading: /Sport/i, title: /Sport/i },
  { path: '/prayer', heading: /Prayer/i, title: /Prayer/i },
  { path: '/notice', heading: /Notice/i, title: /Notice/i },
  { path: '/result', heading: /^Exam Results$/, title: /^Exam Results · / },
  { path: '/images', heading: /Images|Gallery/i, title: /Images|Gallery/i },
  { path: '/sportGallery', heading: /Sport/i, title: /Sport/i },
  { path: '/video', heading: /Video/i, title: /Video/i },
  { path: '/admissionInstruction', heading: /Admission Instruction/i, title: /Admission/i },
  { path: '/onlineAdmission', heading: /Admission/i, title: /Admission/i },
  { path: '/history', heading: /History/i, title: /History/i },
  { path: '/institution', heading: /Institution Information/, title: /Institution/ },
  { path: '/contact', heading: /Contact/i, title: /Contact/i },
  { path: '/studentLogin', heading: /Student/i, title: /Student/i },
  { path: '/teacherLogin', heading: /Teacher/i, title: /Teacher/i },
  { path: '/admin', heading: /Login As An Admin/, title: /Admin/i },
];

/**
 * Every public path of the app (shared/paths.ts, the list the server answers 200 for): a
 * new screen is checked at once, with any heading until it has its entry above.
 */
const checked = publicPaths.map(
  (path) => routes.find((r) => r.path === path) ?? { path, heading: /.+/, title: /.+/ },
);

test('the list above names every public path of the app', () => {
  expect(routes.map((r) => r.path).filter((p) => !publicPaths.includes(p))).toEqual([]);
});

for (const r of checked) {
  test(`${r.path} renders its heading and the frame, with no console errors or a11y findings`, async ({
    page,
    consoleErrors,
  }) => {
    const res = await page.goto(r.path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.heading);
    await expect(page).toHaveTitle(r.title);
    await expectFrame(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    expect(await a11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("the pages once kept as placeholders show the school's content", async ({ page }) => {
  await page.goto('/video');
  const video = page.getByRole('main').getByRole('link', { name: /Victory Day celebration 2025/ });
  await expect(video).toHaveAttribute('href', /^https:\/\//);
  await expect(video).toHaveAttribute('target', '_blank');
  await expect(page.locator('main iframe')).toHaveCount(0);
  await page.goto('/admissionInstruction');
  await expect(page.getByText(/Admission to classes six to nine is open/)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Online Admission' }),
  ).toBeVisible();
});

test('teachers come from the database with the total count', async ({ page }) => {
  await page.goto('/teachers');
  // Names and designations in the reader's language: English here, Bangla in bangla.spec.
  await expect(page.getByText('Nurun Nahar Begum')).toBeVisible();
  await expect(page.getByText('Head Teacher', { exact: true })).toBeVisible();
  await expect(page.getByText('নুরুন নাহার বেগম')).toHaveCount(0);
  // The demo's twelve and any another spec file added; the teacher who has left (turned
  // off) is neither shown nor counted.
  const total = page.getByText(/Total Teachers:?\s*\d+/);
  await expect(total).toBeVisible();
  expect(Number(/\d+/.exec((await total.textContent()) ?? '')?.[0])).toBeGreaterThanOrEqual(12);
  await expect(page.getByText('Md. Jahangir Alam')).toHaveCount(0);
});

test('notices are newest first with date, author and image', async ({ page }) => {
  await page.goto('/notice');
  const first = page.locator('main li article').first();
  // The demo school's newest notice: the admission notice of 22 November 2026.
  await expect(first).toContainText('ভর্তির বিজ্ঞপ্তি');
  await expect(first).toContainText('নুরুন নাহার বেগম');
  await expect(first).toContainText('2026');
  await expect(first).toContainText(/22/);
  await expect(first.getByRole('img')).toHaveAttribute('src', /\.webp$/);
  await expect(first.getByRole('img')).toBeVisible();
});

test("images shows six album cards; each opens its album's photos", async ({ page }) => {
  await page.goto('/images');
  await expect(page.locator('main a[href^="/sportGallery"]')).toHaveCount(6);
  await page.locator('main a[href="/sportGallery"]').click();
  await expect(page).toHaveURL(/\/sportGallery$/);
  await expect(page.locator('main img')).toHaveCount(12);
  await page.goBack();
  const other = page.locator('main a[href^="/sportGallery?album="]').first();
  const title = (await other.getByRole('heading').textContent()) ?? '';
  await other.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(3);
});

test('class routines have a View and a Download for each class, and the file opens', async ({
  page,
  request,
}) => {
  await page.goto('/classRoutine');
  await expect(page.getByRole('row')).toHaveCount(6); // header + classes six to ten
  const view = page.getByRole('link', { name: /View/ }).first();
  const href = await view.getAttribute('href');
  expect(href).toMatch(/^\/api\/documents\/[\w-]+\/view$/);
  const file = await request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const download = page.getByRole('link', { name: /Download/ }).first();
  expect(await download.getAttribute('href')).toMatch(/\/download$/);
});

test('the home page has the chairman card, the sidebar blocks in order and the gallery', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Read Message ...' })).toHaveAttribute(
    'href',
    '/chairmanMessage',
  );
  for (const [name, href] of [
    ['Message from Principal', '/principleMessage'],
    ['Message from Vice-Principal', '/vicePrincipleMessage'],
    ['Message from Teachers', '/teacherMessage'],
  ] as const) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.locator(`aside a[href="${href}"]`).first()).toBeVisible();
  }
  const sidebarHeadings = await page.locator('aside h2').allTextContents();
  const order = [
    'Message from Principal',
    'Message from Vice-Principal',
    'Message from Teachers',
    'Explore',
    'Useful Link',
    'Recent Activities',
  ];
  expect(sidebarHeadings.filter((h) => order.includes(h.trim())).map((h) => h.trim())).toEqual(
    order,
  );
  await expect(page.locator('.image-gallery')).toBeVisible();
});
