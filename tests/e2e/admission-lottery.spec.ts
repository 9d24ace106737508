import type { APIRequestContext, Locator } from '@playwright/test';
import { ADMISSION_INPUT } from '../../src/server/test/factories.ts';
import { commitmentOf, drawLottery, seedOf } from '../../src/shared/lottery.ts';
import { expect, test } from './fixtures.ts';
import { dhakaDate, freeGrade, openMenu, SETUP_HEADERS, signIn, written } from './helpers.ts';

/**
 * The admin's lottery of a closed class (issue 20, docs/decisions/0007): a class's period
 * commits to its secret when made (the seal public, the secret not) and gets six
 * applications while open, then closes; its lottery is drawn with a quota and the numbers
 * drawn in the hall, drawn again to the same lists (those src/shared/lottery.ts draws from
 * the seed), every draw public; published after asking, the secret shows with the lists,
 * a guardian checks it all on the phone, and each applicant's status lookup tells the outcome.
 */
test.use({ serviceWorkers: 'block' });

const GRADES = ['viii', 'ix', 'x'] as const;
type Grade = (typeof GRADES)[number];
const GRADE_NAMES: Record<Grade, string> = {
  viii: 'Eight (viii)',
  ix: 'Nine (ix)',
  x: 'Ten (x)',
};

type Period = {
  id: string;
  grade: Grade;
  opensOn: string;
  closesOn: string;
  applications: number;
  commitment: string;
};
type PublicLottery = {
  periodId: string;
  commitment: string;
  secret: string | null;
  draws: { hall: string; seed: string; publishedAt: string | null }[];
  result: { seed: string; hall: string; admitted: { reference: string }[] } | null;
};
const lotteryOf = async (request: APIRequestContext, periodId: string) => {
  const res = await request.get('/api/admissions/lottery');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: PublicLottery[] };
  return items.find((item) => item.periodId === periodId);
};

/** A table's body rows, each as its cells' texts. */
const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );

test('the admin draws a closed class’s lottery with a quota and the hall’s numbers, draws it again alike and publishes it; a guardian checks it on the phone', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const origin = new URL(baseURL!).origin;
  const headers = { Origin: origin, ...SETUP_HEADERS };
  await signIn(page);
  const request = page.request;
  const grade = await freeGrade(
    request,
    origin,
    dhakaDate(-3),
    dhakaDate(0),
    [...GRADES].reverse(),
  );

  // The period, open today, takes six applications.
  const created = await request.post('/api/admission-periods', {
    headers,
    data: { grade, opensOn: dhakaDate(-1), closesOn: dhakaDate(0), seats: 10, papers: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const period = (await created.json()) as Period;
  // Its seal is public from the start; the secret is not.
  expect(period.commitment).toMatch(/^[0-9a-f]{64}$/);
  expect(await lotteryOf(request, period.id)).toMatchObject({
    commitment: period.commitment,
    secret: null,
    draws: [],
  });
  const applicants: { reference: string; name: string; english: string; mobile: string }[] = [];
  for (let n = 1; n <= 6; n++) {
    const mobile = `0181234560${n}`;
    // The lists name an applicant in Bangla; the English screen's checkboxes in English.
    const name = `লটারি শিক্ষার্থী ${n}`;
    const english = `Lottery Child ${'I'.repeat(n)}`;
    const applied = await request.post('/api/admissions', {
      headers,
      data: {
        ...ADMISSION_INPUT,
        grade,
        studentNameBn: name,
        studentName: english,
        birthRegistration: `2014781234567${String(n).padStart(4, '0')}`,
        guardianMobile: mobile,
        previousClass: 'vii',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const { reference } = (await applied.json()) as { reference: string };
    applicants.push({ reference, name, english, mobile });
  }
  // Its last day was yesterday: it is closed, with three seats.
  const opensOn = dhakaDate(-3);
  const closesOn = dhakaDate(-1);
  const closed = await request.put(`/api/admission-periods/${period.id}`, {
    headers,
    data: { grade, opensOn, closesOn, seats: 3, papers: '' },
  });
  expect(closed.status(), await closed.text()).toBe(200);

  // Before its first draw, the period's lottery is answered null, not 404: no 404 at all.
  const notFound: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) notFound.push(new URL(r.url()).pathname);
  });

  // From Admission Periods, the closed period's lottery.
  await openMenu(page, 'Admission Periods');
  await page
    .getByRole('link', {
      name: `Lottery: ${GRADE_NAMES[grade]}, ${written(opensOn)} to ${written(closesOn)}`,
    })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Lottery: class ${GRADE_NAMES[grade]}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Applications in the lottery (6)' }),
  ).toBeVisible();
  for (const a of applicants) await expect(page.getByText(a.reference).first()).toBeVisible();

  // The waiting list: as many as the seats, the applications left allowing.
  await expect(page.getByLabel('Waiting list length')).toHaveValue('3');
  const quotaMember = applicants[2]!;
  await page.getByRole('button', { name: 'Add a quota' }).click();
  await page.getByLabel('Quota’s name').fill('Catchment area');
  await expect(page.getByLabel('Seats', { exact: true })).toHaveValue('1');
  await page
    .getByRole('checkbox', { name: `${quotaMember.reference} ${quotaMember.english}` })
    .check();
  await expect(page.getByText(period.commitment)).toBeVisible();
  await page.getByLabel('Numbers drawn in the hall').fill('07 23 41');
  await page.getByRole('button', { name: 'Draw the lottery' }).click();
  await expect(page.getByText('The lottery is drawn')).toBeVisible();

  // The seed is made on the server of its secret and the hall's numbers: read from the
  // result, it draws the lists as anyone draws them again.
  const result = page.getByRole('region', {
    name: `Lottery result: class ${GRADE_NAMES[grade]}`,
  });
  await expect(result).toContainText('Hall numbers: 7-23-41');
  const seed = (
    (await result
      .getByText(/^[0-9a-f]{64}$/)
      .first()
      .textContent()) ?? ''
  ).trim();
  const entries = applicants.map((a) => a.reference).sort();
  const expected = await drawLottery({
    seed,
    entries,
    seats: 3,
    waiting: 3,
    quotas: [{ label: 'Catchment area', seats: 1, references: [quotaMember.reference] }],
  });
  expect(expected.admitted[0]).toEqual({
    reference: quotaMember.reference,
    quota: 'Catchment area',
  });
  const nameOf = (reference: string) => applicants.find((a) => a.reference === reference)!.name;
  const admittedRows = expected.admitted.map((a, i) => [
    String(i + 1),
    a.reference,
    nameOf(a.reference),
    a.quota ?? 'General',
  ]);
  const waitingRows = expected.waiting.map((reference, i) => [
    String(i + 1),
    reference,
    nameOf(reference),
  ]);
  const admitted = page.getByRole('table', { name: 'Admission list' });
  const waiting = page.getByRole('table', { name: 'Waiting list' });
  await expect.poll(() => rowsOf(admitted)).toEqual(admittedRows);
  expect(await rowsOf(waiting)).toEqual(waitingRows);
  await expect(page.getByRole('heading', { name: 'Admission list (3)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting list (3)' })).toBeVisible();
  await expect(page.getByText('0 applicants not selected.')).toBeVisible();
  await expect(result).toContainText('Entries: 6');
  await expect(result).toContainText(`“${seed}:${entries[0]}”`);
  // Not published, but already public with its time and numbers.
  const drawnOnce = await lotteryOf(request, period.id);
  expect(drawnOnce?.secret).toBeNull();
  expect(drawnOnce?.draws).toEqual([
    expect.objectContaining({ hall: '7-23-41', seed, publishedAt: null }),
  ]);

  // Drawn again with the same numbers (the form keeps them): the same lists.
  const redrawn = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admission-periods/${period.id}/draw`) && r.status() === 201,
  );
  await page.getByRole('button', { name: 'Draw again' }).click();
  await redrawn;
  await expect.poll(() => rowsOf(admitted)).toEqual(admittedRows);
  expect(await rowsOf(waiting)).toEqual(waitingRows);

  // Published, asked first: then the screen only shows the lists.
  await page.getByRole('button', { name: 'Publish the result' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish this lottery?' });
  await dialog.getByRole('button', { name: 'Publish the result' }).click();
  await expect(page.getByText('The lottery is published')).toBeVisible();
  await expect(
    page.getByText(/^Published on .+\. The lists stay as they were drawn\.$/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the results on the site' })).toHaveAttribute(
    'href',
    '/onlineAdmission#lottery',
  );
  await page.reload();
  await expect(page.getByText(/^Published on /)).toBeVisible();
  await expect.poll(() => rowsOf(admitted)).toEqual(admittedRows);
  await expect(page.getByRole('button', { name: /Draw/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish the result' })).toHaveCount(0);
  await expect(page.getByLabel('Numbers drawn in the hall')).toHaveCount(0);

  // The public results list it with the secret: its SHA-256 is the seal shown from the
  // start, and the seed is made of it and the hall's numbers. Both draws are listed.
  const listed = (await lotteryOf(request, period.id))!;
  expect(listed.draws.map((d) => [d.hall, d.seed, d.publishedAt !== null])).toEqual([
    ['7-23-41', seed, false],
    ['7-23-41', seed, true],
  ]);
  expect(listed.result?.admitted.map((a) => a.reference)).toEqual(
    expected.admitted.map((a) => a.reference),
  );
  expect(await commitmentOf(listed.secret!)).toBe(period.commitment);
  expect(await seedOf(listed.secret!, '7-23-41')).toBe(seed);

  // A guardian checks it on the phone, from the public page.
  await page.goto('/onlineAdmission#lottery');
  // The class may have older periods' lotteries too: this one shows this period's seal.
  const article = page
    .getByRole('article', { name: /^Class / })
    .filter({ hasText: period.commitment });
  await expect(article.getByRole('heading', { name: 'Every draw (2)' })).toBeVisible();
  await expect(article.getByText(listed.secret!)).toBeVisible();
  await article.getByText('How to check this on your phone').click();
  await article.getByRole('button', { name: 'Check it on this phone' }).click();
  await expect(article.getByRole('status')).toContainText(
    'Checked on this phone: everything matches.',
  );

  // A waiting applicant's lookup tells the place.
  const second = applicants.find((a) => a.reference === expected.waiting[1])!;
  const status = await request.get(
    `/api/admissions/status?reference=${second.reference}&mobile=${second.mobile}`,
  );
  expect(status.status()).toBe(200);
  expect(((await status.json()) as { lottery: unknown }).lottery).toEqual({
    outcome: 'waiting',
    position: 2,
  });
  expect(notFound).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
