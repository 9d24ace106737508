import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openMenu, SETUP_HEADERS, signIn } from './helpers.ts';
import { overflowProblems } from './layout-checks.ts';

/**
 * The admin publishes an exam's results (issue 21), at a desktop's width and on a 360 px
 * phone: an exam added, its template downloaded, a class's marks read in with a problem,
 * the file corrected and saved, then published and withdrawn. The exam is this journey's
 * own (the e2e server is shared) and is deleted at the end.
 */
test.use({ serviceWorkers: 'block' });

const stamp = Date.now();

/** A cell of marks a student gets for a column: three fifths of its full marks ("… (70)"). */
const markFor = (header: string) => String(Math.round(Number(/\((\d+)\)$/.exec(header)![1]) * 0.6));

async function fitsThePhone(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) > 400) return;
  expect(await overflowProblems(page)).toEqual([]);
}

/**
 * A guardian on their own phone or computer (no session) looks up roll 1 of class six in
 * the exam: the cells of the marksheet's Bangla 1st paper row, or null when no result matches.
 */
async function guardianFinds(guardian: Page, title: string): Promise<string[] | null> {
  await guardian.goto('/result');
  const lookup = guardian.getByRole('region', { name: 'Find a result' });
  await lookup.getByLabel('Exam').selectOption({ label: title });
  await lookup.getByLabel('Class').selectOption({ label: 'Six (vi)' });
  await lookup.getByLabel('Roll').fill('1');
  await lookup.getByLabel('Date of birth', { exact: true }).fill('15/03/2014');
  await lookup.getByRole('button', { name: 'Show result' }).click();
  const marksheet = guardian.getByRole('region', { name: 'Marksheet' });
  const nothing = guardian.getByRole('alert').filter({ hasText: 'No result matches' });
  await expect(marksheet.or(nothing)).toBeVisible();
  if (await nothing.isVisible()) return null;
  await expect(marksheet).toContainText('Nusrat Jahan');
  const firstPaper = marksheet.getByRole('row').filter({ hasText: '1st paper' }).first();
  return (await firstPaper.getByRole('cell').allTextContents()).map((c) => c.trim());
}

test('an admin adds an exam, reads in a class’s marks, fixes the file’s problem, saves, publishes, corrects and withdraws; a guardian sees each', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  const guardianContext = await browser.newContext({
    serviceWorkers: 'block',
    viewport: page.viewportSize(),
  });
  const guardian = await guardianContext.newPage();
  const title = `Journey Examination ${stamp} ${testInfo.project.name}`;
  await signIn(page);
  if ((page.viewportSize()?.width ?? 1280) > 400) await openMenu(page, 'Exam Results');
  else await page.goto('/dashboard/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Results' })).toBeVisible();

  // The exam: its titles and its first day.
  await page.getByRole('button', { name: 'Add exam' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exam' });
  await dialog.getByLabel('Exam title in English').fill(title);
  await dialog.getByLabel('Exam title in Bangla (optional)').fill(`যাত্রা পরীক্ষা ${stamp}`);
  await dialog.getByLabel('Exam date (its first day)').fill('15/06/2026');
  const [added] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/exams') && r.request().method() === 'POST'),
    dialog.getByRole('button', { name: 'Add exam' }).click(),
  ]);
  expect(added.status()).toBe(201);
  const examId = ((await added.json()) as { id: string }).id;
  await expect(dialog).toBeHidden();
  const classes = page.getByRole('list', { name: `Classes of ${title}` });
  const six = classes
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Class Six (vi)' }) });
  await expect(six).toContainText('Not read in');
  await fitsThePhone(page);

  try {
    await six.getByRole('link', { name: `Read in marks: Class Six (vi), ${title}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Class Six (vi): ${title}` }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Subjects' })).toContainText('Agriculture Studies');

    // The template: the student's columns, then a column for each paper's part, and a row
    // for each student of the class on the Students list (the demo's four in class six, and
    // any that another journey on this shared server added).
    await expect(
      page.getByText(/The template lists the \d+ students of class Six \(vi\)/),
    ).toBeVisible();
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template (CSV)' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('results-template-vi.csv');
    const text = await fs.readFile((await template.path())!, 'utf8');
    const [headerLine, ...studentLines] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const headers = headerLine!.split(',');
    expect(studentLines.map((line) => line.split(',').slice(0, 5).join(',')).slice(0, 4)).toEqual([
      '1,Arif Hossain,আরিফ হোসেন,,',
      '2,Sumaiya Akter,সুমাইয়া আক্তার,,',
      '3,Jannatul Ferdous,জান্নাতুল ফেরদৌস,,',
      '5,Nayeem Islam,নাঈম ইসলাম,,',
    ]);
    expect(headers.slice(0, 6)).toEqual([
      'Roll',
      'Name',
      'Name in Bangla',
      'Date of birth',
      'Birth registration number',
      'Bangla 1st paper CQ (70)',
    ]);
    const marks = headers.slice(5).map(markFor);
    const sheet = (firstCq: string) =>
      [
        headers.join(','),
        ['1', 'Nusrat Jahan', 'নুসরাত জাহান', '15/03/2014', '', firstCq, ...marks.slice(1)].join(','),
        ['2', 'Arif Hossain', '', '02/11/2013', '', ...marks].join(','),
      ].join('\r\n');
    const choose = (csv: string) =>
      page.getByLabel('File (.xlsx or CSV)').setInputFiles({
        name: 'class-six.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
      });

    // A mark above the part's full marks: the preview says where, and nothing can be saved.
    await choose(sheet('95'));
    await expect(page.getByText('1 of 2 rows are ready.')).toBeVisible();
    const rows = page.getByRole('list', { name: 'Rows of the file' });
    await expect(rows).toContainText('Line 2');
    await expect(rows).toContainText('Bangla 1st paper CQ: Enter at most 70');
    const save = page.getByRole('button', { name: 'Save the results of 2 students' });
    await expect(save).toBeDisabled();
    await fitsThePhone(page);

    // The file corrected and chosen again: every row ready, saved.
    await page.getByRole('button', { name: 'Read in another file' }).click();
    await choose(sheet('60'));
    await expect(page.getByText('2 of 2 rows are ready.')).toBeVisible();
    await save.click();
    await expect(
      page.getByRole('heading', { name: 'The results of 2 students are saved.' }),
    ).toBeVisible();
    await expect(page.getByText('Results saved')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the exams' }).click();

    // Published after asking, then withdrawn after asking.
    await expect(six).toContainText('Draft');
    await expect(six).toContainText('2 students');
    await six.getByRole('button', { name: `Publish: Class Six (vi), ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Publish these results?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(six).toContainText('Published');

    // A guardian finds it; a correction read in after publishing shows at once.
    const published = await guardianFinds(guardian, title);
    expect(published).toContain('60');
    // The correction is a file of the one student to correct: the other stays as saved.
    await six.getByRole('link', { name: `Correct marks: Class Six (vi), ${title}` }).click();
    await expect(
      page.getByRole('radio', { name: /Correct the students in the file/ }),
    ).toBeChecked();
    await choose(sheet('66').split('\r\n').slice(0, 2).join('\r\n'));
    await expect(page.getByText('1 of 1 rows are ready.')).toBeVisible();
    await expect(
      page.getByText('1 saved student the file does not have stays as saved.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save the results of 1 student' }).click();
    await expect(
      page.getByRole('heading', { name: 'The results of 2 students are saved.' }),
    ).toBeVisible();
    // The first save's toast may still be there on a quick machine: this save's is the newest.
    await expect(page.getByText('Results saved').last()).toBeVisible();
    const corrected = await guardianFinds(guardian, title);
    expect(corrected).toContain('66');
    expect(corrected).not.toContain('60');
    await page.getByRole('link', { name: 'Back to the exams' }).click();

    await six.getByRole('button', { name: `Withdraw: Class Six (vi), ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw these results?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await expect(six).toContainText('Withdrawn');
    await fitsThePhone(page);
    // Withdrawn: the guardian's lookup finds nothing (the exam is no longer offered).
    await guardian.goto('/result');
    await expect(
      guardian.getByRole('region', { name: 'Find a result' }).getByRole('option', { name: title }),
    ).toHaveCount(0);

    // Deleted after asking: the exam and its results.
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this exam and all its results?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(classes).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  } finally {
    // Whatever failed, the shared server is left as it was: no journey exam on it.
    const headers = { Origin: new URL(baseURL!).origin, ...SETUP_HEADERS };
    await page.request.post(`/api/exams/${examId}/results/vi/withdraw`, { headers });
    await page.request.delete(`/api/exams/${examId}`, { headers });
    await guardianContext.close();
  }
});
