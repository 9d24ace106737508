import { expect, expectFrame, seriousA11yViolations, test } from './fixtures.ts';

/** Every public route of SPEC.md section 2, with a heading it must show and its title. */
const routes: { path: string; heading: RegExp; title: RegExp }[] = [
  { path: '/', heading: /.+/, title: /^Home$/ },
  { path: '/home', heading: /.+/, title: /^Home$/ },
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
  { path: '/images', heading: /Images|Gallery/i, title: /Images|Gallery/i },
  { path: '/sportGallery', heading: /Sport/i, title: /Sport/i },
  { path: '/video', heading: /Video/i, title: /Video/i },
  { path: '/admissionInstruction', heading: /Admission Instruction/i, title: /Admission/i },
  { path: '/onlineAdmission', heading: /Admission/i, title: /Admission/i },
  { path: '/history', heading: /History/i, title: /History/i },
  { path: '/contact', heading: /Contact/i, title: /Contact/i },
  { path: '/studentLogin', heading: /Student/i, title: /Student/i },
  { path: '/teacherLogin', heading: /Teacher/i, title: /Teacher/i },
  { path: '/admin', heading: /Login As A Admin/, title: /Admin/i },
];

for (const r of routes) {
  test(`${r.path} renders its heading and the frame, with no console errors or serious a11y findings`, async ({
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
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test('the placeholder pages say what is missing', async ({ page }) => {
  await page.goto('/video');
  await expect(page.getByText('Please! Add Video Content!')).toBeVisible();
  await page.goto('/admissionInstruction');
  await expect(page.getByText('Please! Add admission instruction')).toBeVisible();
});

test('teachers come from the database with the total count', async ({ page }) => {
  await page.goto('/teachers');
  await expect(page.getByText('Nurun Nahar Begum')).toBeVisible();
  await expect(page.getByText(/Total Teachers:?\s*12/)).toBeVisible();
});

test('notices are newest first with date, author and image', async ({ page }) => {
  await page.goto('/notice');
  const first = page.locator('main li article').first();
  await expect(first).toContainText('Nurun Nahar Begum');
  await expect(first).toContainText('2026');
  await expect(first).toContainText(/15/);
  await expect(first.getByRole('img')).toHaveAttribute('src', /\.webp$/);
  await expect(first.getByRole('img')).toBeVisible();
});

test('images shows six album cards that lead to the sport gallery', async ({ page }) => {
  await page.goto('/images');
  const cards = page.locator('main a[href="/sportGallery"]');
  await expect(cards).toHaveCount(6);
  await cards.first().click();
  await expect(page).toHaveURL(/\/sportGallery$/);
  await expect(page.locator('main img')).toHaveCount(12);
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
