import { readFile } from 'node:fs/promises';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { applyForAdmission, openMenu, png, signIn } from './helpers.ts';

// Other spec files share the server: every text here is unique to this run.
const stamp = Date.now();
const DEMO_PASSWORD = 'school-demo-2026';
const student = { id: 'student04', password: DEMO_PASSWORD };
const teacher = { id: 'teacher05', password: DEMO_PASSWORD };
const admin = { id: 'admin', password: 'e2e-admin-password' };
const texts = {
  blog: `Blog ${stamp}`,
  attack: '<img src=x onerror=alert(1)>',
  problem: `Problem ${stamp}`,
  solution: `Take two from both sides ${stamp}`,
  notice: `Notice ${stamp}`,
  suggestion: `Suggestion ${stamp}`,
  event: `Event ${stamp}`,
  generalNotice: `General notice ${stamp}`,
};
// Newer than every demo notice and event, so they show first on the public pages.
const PUBLISH_DATE = '2027-01-15';
let teacherName = '';

test.describe.configure({ mode: 'serial' });

test('a student adds a blog and a problem with an image; HTML in a subject stays text', async ({
  page,
  consoleErrors,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, '/studentLogin', 'Student ID', student.id, student.password);

  await openMenu(page, 'Add Blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Blogs' })).toBeVisible();
  await expect(page).toHaveTitle('Add Blogs');
  // Empty: refused at the fields.
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  const author = await page.getByLabel('Author').inputValue();
  expect(author.length).toBeGreaterThan(0);
  await page.getByLabel('Subject').fill(texts.blog);
  await page.getByLabel('Description').fill('First line\nSecond line');
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByText('Blog Added')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/blogs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible();
  const blog = page.getByRole('article').filter({ hasText: texts.blog });
  await expect(blog).toContainText(author);
  await expect(blog.getByRole('button', { name: `Edit: ${texts.blog}` })).toBeVisible();

  // A subject that is HTML is shown as the characters typed; no image, no script.
  await openMenu(page, 'Add Blogs');
  await page.getByLabel('Subject').fill(texts.attack);
  await page.getByLabel('Description').fill(`Attack ${stamp}`);
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page).toHaveURL(/\/dashboard\/blogs$/);
  await expect(
    page.getByRole('heading', { level: 2, name: texts.attack, exact: true }).first(),
  ).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await openMenu(page, 'Add Problems');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Problems' })).toBeVisible();
  await page.getByLabel('Class').selectOption('ix');
  await page.getByLabel('Roll').fill('21');
  await page.getByLabel('Subject').fill(texts.problem);
  await page.getByLabel('Details').fill('Solve x + 2 = 5');
  // Without an image the problem is refused.
  await page.getByRole('button', { name: 'Add Problem' }).click();
  await expect(page.getByText('Choose an image')).toBeVisible();
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'sum.png',
    mimeType: 'image/png',
    buffer: await png({ r: 200, g: 40, b: 40 }),
  });
  await page.getByRole('button', { name: 'Add Problem' }).click();
  await expect(page.getByText('Problem Added')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/problems$/);
  const problem = page.getByRole('article').filter({ hasText: texts.problem });
  await expect(problem).toContainText('Nine (ix)');
  await expect(problem).toContainText('No solution yet.');
  const image = problem.getByRole('img', { name: `Image for: ${texts.problem}` });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(problem.getByRole('button', { name: /Give Solution/ })).toHaveCount(0);

  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a teacher answers the problem and adds a notice and a suggestion', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, '/teacherLogin', 'Teacher ID', teacher.id, teacher.password);

  await openMenu(page, 'Student Problems');
  const problem = page.getByRole('article').filter({ hasText: texts.problem });
  const give = problem.getByRole('button', { name: `Give Solution: ${texts.problem}` });
  await give.click();
  const dialog = page.getByRole('dialog', { name: `Give Solution: ${texts.problem}` });
  await expect(dialog.getByLabel('Details')).toBeFocused();
  await dialog.getByLabel('Details').fill(texts.solution);
  await dialog.getByRole('button', { name: 'Send Solution' }).click();
  await expect(page.getByText('Solution Added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(give).toBeFocused();
  await expect(problem).toContainText(texts.solution);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await openMenu(page, 'Add Notice for Students');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Notice' })).toBeVisible();
  teacherName = await page.getByLabel('Author').inputValue();
  expect(teacherName.length).toBeGreaterThan(0);
  // For classes seven and nine: student04, of class seven, reads it; a notice for another class they would not.
  const classes = page.getByRole('group', { name: 'Classes' });
  await classes.getByRole('checkbox', { name: 'Seven (vii)' }).check();
  await classes.getByRole('checkbox', { name: 'Nine (ix)' }).check();
  await page.getByLabel('Subject').fill(texts.notice);
  await page.getByLabel('Details').fill('Bring your geometry box on Sunday.');
  await page.getByRole('button', { name: 'Add Notice' }).click();
  await expect(page.getByText('Notice Added')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/studentNotice$/);
  await expect(page.getByRole('article').filter({ hasText: texts.notice })).toBeVisible();

  await openMenu(page, 'Add Suggestion');
  await page.getByLabel('Class').selectOption('ix');
  await page.getByLabel('Roll').fill('21');
  await page.getByLabel('Subject').fill(texts.suggestion);
  await page.getByLabel('Details').fill('Read chapter five twice.');
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'chapter.png',
    mimeType: 'image/png',
    buffer: await png({ r: 30, g: 140, b: 60 }),
  });
  await page.getByRole('button', { name: 'Add Suggestion' }).click();
  await expect(page.getByText('Suggestion Added')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/studentSuggestion$/);
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: texts.suggestion })
      .getByRole('img', { name: `Image for: ${texts.suggestion}` }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the student sees the answer with the teacher’s name, the notice and the suggestion', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, '/studentLogin', 'Student ID', student.id, student.password);
  await openMenu(page, 'Student Problems');
  const solutions = page.getByRole('region', { name: `Solutions: ${texts.problem}` });
  await expect(solutions).toContainText(texts.solution);
  await expect(solutions).toContainText(`Answered by ${teacherName}`);

  await openMenu(page, 'Notices for Students');
  const notice = page.getByRole('article').filter({ hasText: texts.notice });
  await expect(notice).toContainText(teacherName);
  await expect(notice).toContainText('Seven (vii) and Nine (ix)');
  await expect(notice.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  await openMenu(page, 'Suggestions');
  await expect(page.getByRole('article').filter({ hasText: texts.suggestion })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the admin publishes an event and a notice, reviews an admission and exports the CSV', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const reference = await applyForAdmission(request, baseURL, `Applicant ${stamp}`);

  await signIn(page, '/admin', 'Admin ID', admin.id, admin.password);

  // An event: on the home page's events list.
  await openMenu(page, 'Events on the Website');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Events' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(texts.event);
  await page.getByLabel('Date', { exact: true }).fill(PUBLISH_DATE);
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'event.png',
    mimeType: 'image/png',
    buffer: await png({ r: 20, g: 60, b: 200 }),
  });
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Event Added')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByText(texts.event)).toBeVisible();

  // A general notice: on /notice.
  await openMenu(page, 'Notices on the Website');
  await page.getByLabel('Date', { exact: true }).fill(PUBLISH_DATE);
  await page.getByLabel('Title (optional)').fill(texts.generalNotice);
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'notice.png',
    mimeType: 'image/png',
    buffer: await png({ r: 240, g: 200, b: 40 }),
  });
  await page.getByRole('button', { name: 'Add Notice' }).click();
  await expect(page.getByText('Notice Added')).toBeVisible();
  await page.getByRole('link', { name: 'Open the Notices page' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.locator('main li article').first()).toContainText(texts.generalNotice);

  await page.goto('/');
  const homeEvents = page.getByRole('region', { name: /events/i });
  await expect(homeEvents.getByRole('heading', { level: 3 }).first()).toHaveText(
    `${texts.event} 2027`,
  );

  // The application: its status set, then exported with the same filter.
  await openMenu(page, 'Admission Applications');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admission Applications' }),
  ).toBeVisible();
  const application = page.getByRole('article').filter({ hasText: reference });
  await expect(application).toContainText(`Applicant ${stamp}`);
  await expect(application.getByRole('link', { name: '01812345678' })).toHaveAttribute(
    'href',
    'tel:01812345678',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await application.getByLabel(`Status of ${reference}`).selectOption('contacted');
  await expect(page.getByText('Status updated')).toBeVisible();
  await page
    .getByRole('region', { name: 'Filter the applications' })
    .getByLabel('Status')
    .selectOption('contacted');
  await expect(page).toHaveURL(/[?&]status=contacted/);
  await expect(page.getByRole('article').filter({ hasText: reference })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(reference);
  expect(csv).toContain(',Contacted,');

  // Tidy up for the other spec files: the event and the notice go again, asked first.
  for (const [menu, name] of [
    ['Events on the Website', texts.event],
    ['Notices on the Website', texts.generalNotice],
  ] as const) {
    await openMenu(page, menu);
    await page.getByRole('button', { name: `Delete: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted').first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  }

  await openMenu(page, 'Audit Log');
  const log = page.getByRole('list', { name: 'Audit Log' });
  await expect(
    log
      .getByRole('listitem')
      .filter({ hasText: `Changed the status of admission: ${reference}: Contacted` }),
  ).toBeVisible();
  // Filtered to admissions, and the filter kept in the address through a reload.
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Admissions' });
  await expect(page).toHaveURL(/kind=admissions/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Kind' })).toHaveValue('admissions');
  await expect(log.getByRole('listitem').filter({ hasText: reference })).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'Deleted' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
