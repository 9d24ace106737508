import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exam, ResultPreview, ResultSheet } from '../../../../../shared/schemas/results.ts';
import { setLanguage } from '../../../../lib/language.ts';
import ClassResultsRoute from '../../../../routes/dashboard/class-results.tsx';
import { catchDownloads, type SavedFile, textOf } from '../../../../test/downloads.ts';
import { noRoute } from '../../../../test/fake-api.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../../test/render.tsx';

const EXAM: Exam = {
  id: 'e1',
  title: 'Half-yearly Examination 2026',
  titleBn: 'অর্ধবার্ষিক পরীক্ষা ২০২৬',
  heldOn: '2026-06-15',
  classes: [
    {
      grade: 'vii',
      status: 'published',
      students: 2,
      publishedAt: '2026-07-02T04:00:00.000Z',
      updatedAt: '2026-07-01T04:00:00.000Z',
    },
  ],
};

const row = (line: number, roll: string, name: string) => ({
  line,
  roll,
  name,
  nameBn: '',
  dateOfBirth: '2014-03-15',
  birthRegistration: '',
  marks: {},
  problems: [],
  change: 'new' as const,
});

const WITH_PROBLEMS: ResultPreview = {
  rows: [
    row(2, '1', 'Nusrat Jahan'),
    {
      ...row(3, '2', 'Rahim Uddin'),
      change: 'changed',
      problems: [
        { field: 'ban1.cq', rule: { name: 'tooBig', n: 70 } },
        { field: 'dateOfBirth', rule: { name: 'date' } },
        { field: 'agri', rule: { name: 'oneOptional' } },
      ],
    },
  ],
  ready: 1,
  removed: ['7'],
  kept: 0,
  ignoredColumns: ['Remarks'],
};
const READY: ResultPreview = {
  rows: [row(2, '1', 'Nusrat Jahan'), { ...row(3, '2', 'Rahim Uddin'), change: 'changed' }],
  ready: 2,
  removed: [],
  kept: 0,
  ignoredColumns: [],
};
/** A correction of one saved student: the other stays. */
const CORRECTION: ResultPreview = {
  rows: [{ ...row(2, '5', 'Mitu Das'), change: 'changed' }],
  ready: 1,
  removed: [],
  kept: 1,
  ignoredColumns: [],
};
/** The same file replacing the class: the other saved roll is removed. */
const REPLACEMENT: ResultPreview = { ...CORRECTION, removed: ['6'], kept: 0 };

/** The class's students on the Students list, as the template is filled with them. */
const CLASS_STUDENTS = {
  students: [
    { roll: '1', section: '', name: 'Nusrat Jahan', nameBn: 'নুসরাত জাহান', hasDateOfBirth: true },
    { roll: '2', section: '', name: 'Rahim Uddin', nameBn: '', hasDateOfBirth: false },
  ],
};

const part = (p: 'cq' | 'mcq' | 'written', max: number, marks: number | 'absent') => ({
  part: p,
  max,
  pass: Math.round(max * 0.33),
  marks,
});
const SAVED: ResultSheet = {
  exam: { id: 'e1', title: EXAM.title, titleBn: EXAM.titleBn, heldOn: EXAM.heldOn },
  grade: 'vii',
  status: 'published',
  publishedAt: '2026-07-02T04:00:00.000Z',
  updatedAt: '2026-07-01T04:00:00.000Z',
  students: 1,
  highest: {},
  subjects: [
    {
      code: 'ban',
      name: 'Bangla',
      nameBn: 'বাংলা',
      optional: false,
      papers: [
        {
          code: 'ban',
          name: '',
          nameBn: '',
          parts: [
            { part: 'cq', max: 70, pass: 23 },
            { part: 'mcq', max: 30, pass: 10 },
          ],
        },
      ],
    },
  ],
  results: [
    {
      roll: '5',
      name: 'Mitu Das',
      nameBn: 'মিতু দাস',
      dateOfBirth: '2013-01-02',
      birthRegistration: '',
      subjects: [
        {
          code: 'ban',
          optional: false,
          papers: [
            {
              code: 'ban',
              parts: [part('cq', 70, 55), part('mcq', 30, 'absent')],
              total: 55,
              max: 100,
            },
          ],
          parts: [],
          total: 55,
          max: 100,
          percent: 55,
          passed: false,
          letter: 'F',
          point: 0,
        },
      ],
      totalMarks: 55,
      totalMax: 100,
      gpa: 0,
      gpaWithoutOptional: 0,
      letter: 'F',
      passed: false,
      position: 1,
    },
  ],
};

/** The files the page saved (URL.createObjectURL's blobs). */
let saved: SavedFile[] = [];
beforeEach(() => {
  saved = catchDownloads();
});
afterEach(() => setLanguage('en'));

const csv = (text: string) => new File([text], 'marks.csv', { type: 'text/csv' });

function setup(grade: string, answer: (req: ApiRequest) => Response | undefined = () => undefined) {
  let checks = 0;
  const writes = mockApi((req) => {
    if (req.path === '/api/session')
      return jsonResponse({ user: { id: 'a1', role: 'admin', loginId: 'admin', name: 'Admin' } });
    if (req.path === '/api/exams') return jsonResponse([EXAM]);
    if (req.path === '/api/exams/e1/results/vii' && req.method === 'GET')
      return jsonResponse(SAVED);
    if (req.path === '/api/exams/e1/results/vi/students') return jsonResponse(CLASS_STUDENTS);
    if (req.path.endsWith('/students')) return jsonResponse({ students: [] });
    if (req.path === '/api/exams/e1/results/vii/check')
      return jsonResponse(
        (req.body as { mode: string }).mode === 'replace' ? REPLACEMENT : CORRECTION,
      );
    if (req.path.endsWith('/check')) return jsonResponse(checks++ === 0 ? WITH_PROBLEMS : READY);
    if (req.method === 'PUT')
      return jsonResponse({ ...SAVED, grade, status: 'draft', students: 2, publishedAt: null });
    return noRoute();
  }, answer);
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/results/:examId/:grade" element={<ClassResultsRoute />} />
    </Routes>,
    { route: `/dashboard/results/e1/${grade}` },
  );
  return { user, writes };
}

describe('Exam results: reading in a class’s marks (issue 21)', () => {
  it('starts from the class’s preset, offers its template, shows every row’s problems and saves only a file with none', async () => {
    const { user, writes } = setup('vi');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Class Six (vi): Half-yearly Examination 2026',
      }),
    ).toBeVisible();
    expect(screen.getByText('Not read in')).toBeVisible();
    const subjects = screen.getByRole('list', { name: 'Subjects' });
    expect(within(subjects).getByText('Bangla')).toBeVisible();
    expect(within(subjects).getByText('Agriculture Studies')).toBeVisible();
    expect(within(subjects).getByText('4th subject')).toBeVisible();
    // No saved marks to offer for a class not read in.
    expect(screen.queryByRole('button', { name: /saved marks/ })).toBeNull();

    // The template is filled with the class's students: the office types only the marks.
    expect(
      await screen.findByText(
        'The template lists the 2 students of class Six (vi) on the Students list, with their rolls and names. 1 of them has no date of birth on the record: type it in the file, or add it on the student’s record.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download the template (CSV)' }));
    expect(saved[0]!.name).toBe('results-template-vi.csv');
    const template = await textOf(saved[0]!.blob);
    expect(template).toMatch(
      /^\uFEFFRoll,Name,Name in Bangla,Date of birth,Birth registration number,Bangla 1st paper CQ \(70\),Bangla 1st paper MCQ \(30\),Bangla 2nd paper Written \(50\),English 1st paper Written \(100\),/,
    );
    const [, first, second] = template.split('\r\n');
    expect(first).toMatch(/^1,Nusrat Jahan,নুসরাত জাহান,,,,/);
    expect(second).toMatch(/^2,Rahim Uddin,,,,,/);

    const text = 'Roll,Name\r\n1,Nusrat Jahan\r\n2,Rahim Uddin\r\n';
    await user.upload(screen.getByLabelText('File (.xlsx or CSV)'), csv(text));
    expect(await screen.findByText('1 of 2 rows are ready.')).toBeVisible();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/exams/e1/results/vi/check',
      body: { format: 'csv', text, encoding: 'utf-8' },
    });
    const sent = (writes[0]!.body as { subjects: { code: string }[] }).subjects;
    expect(sent.map((s) => s.code)).toEqual([
      'ban',
      'eng',
      'math',
      'bgs',
      'rel',
      'ict',
      'sci',
      'agri',
    ]);

    const counts = screen.getByText('With problems').closest('dl')!;
    expect(counts).toHaveTextContent('Ready1With problems1New1Changed1Unchanged0Removed rolls1');
    expect(
      screen.getByText(
        'Saving removes the results of these rolls, which the file does not have: 7.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Not read from this file: Remarks.')).toBeVisible();
    const rows = screen.getByRole('list', { name: 'Rows of the file' });
    expect(rows.children).toHaveLength(1);
    expect(rows).toHaveTextContent('Line 3Roll 2 · Rahim UddinChanged');
    expect(rows).toHaveTextContent('Bangla 1st paper CQ: Enter at most 70');
    expect(rows).toHaveTextContent('Date of birth: Enter a valid date');
    expect(rows).toHaveTextContent(
      'Agriculture Studies: Marks in two optional (4th) subjects: a student takes one at most',
    );
    const save = screen.getByRole('button', { name: 'Save the results of 2 students' });
    expect(save).toBeDisabled();
    expect(screen.getByText(/1 row has a problem/)).toBeVisible();

    // The file corrected and chosen again.
    await user.click(screen.getByRole('button', { name: 'Read in another file' }));
    await user.upload(
      screen.getByLabelText('File (.xlsx or CSV)'),
      csv(text.replace('Rahim', 'Rahim ')),
    );
    expect(await screen.findByText('2 of 2 rows are ready.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save the results of 2 students' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save the results of 2 students' }));
    expect(
      await screen.findByRole('heading', { name: 'The results of 2 students are saved.' }),
    ).toBeVisible();
    expect(writes.at(-1)).toMatchObject({ method: 'PUT', path: '/api/exams/e1/results/vi' });
    expect(screen.getByText(/They are a draft/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the exams' })).toHaveAttribute(
      'href',
      '/dashboard/results',
    );
  });

  it('sends an Excel workbook (.xlsx) as it is, for the server to read', async () => {
    const { user, writes } = setup('vi');
    const picker = await screen.findByLabelText('File (.xlsx or CSV)');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    const workbook = new File(
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0x80, 0x01])],
      'marks-vi.xlsx',
    );
    await user.upload(picker, workbook);
    expect(await screen.findByText('1 of 2 rows are ready.')).toBeVisible();
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/exams/e1/results/vi/check',
      body: { format: 'xlsx', workbook: 'UEsDBBQA/4AB', text: '' },
    });
    expect(screen.queryByText(/This file was saved as plain “CSV”/)).toBeNull();
  });

  it('edits the subjects: a preset, and a part’s pass mark checked before anything is downloaded', async () => {
    const { user } = setup('ix');
    const subjects = await screen.findByRole('list', { name: 'Subjects' });
    // Nine starts from the science group.
    expect(within(subjects).getByText('Physics')).toBeVisible();
    await user.selectOptions(
      screen.getByLabelText('Start from the subjects of'),
      'Nine and ten, humanities group',
    );
    await user.click(screen.getByRole('button', { name: 'Use these subjects' }));
    expect(within(subjects).queryByText('Physics')).toBeNull();
    expect(within(subjects).getByText('Geography and Environment')).toBeVisible();

    // Mathematics' CQ given a pass mark above its full marks, in Bangla digits.
    await user.click(within(subjects).getByText('Mathematics'));
    const math = within(subjects).getByText('Mathematics').closest('details')!;
    const pass = within(math).getAllByLabelText('Pass marks')[0]!;
    await user.clear(pass);
    await user.paste('৯০');
    await user.click(screen.getByRole('button', { name: 'Download the template (CSV)' }));
    expect(
      await screen.findByText('Some subjects need a change: see the marked fields.'),
    ).toBeVisible();
    expect(within(math).getByText('Pass marks: At most the full marks')).toBeVisible();
    expect(saved).toEqual([]);

    // Bangla digits are read: 20 of 70 is fine.
    await user.clear(pass);
    await user.paste('২০');
    await user.click(screen.getByRole('button', { name: 'Download the template (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await textOf(saved[0]!.blob)).toContain('Geography and Environment CQ (70)');
  });

  it('edits a subject’s papers and parts: the template has a column for each', async () => {
    const { user, writes } = setup('vi');
    const subjects = await screen.findByRole('list', { name: 'Subjects' });
    await user.click(within(subjects).getByText('Mathematics'));
    const math = within(subjects).getByText('Mathematics').closest('details')!;
    await user.click(within(math).getByRole('button', { name: 'Add paper' }));
    const paper2 = within(math).getByRole('group', { name: 'Paper 2' });
    expect(within(paper2).getByLabelText('Paper code')).toHaveValue('math2');
    await user.click(within(paper2).getByRole('button', { name: 'Add part' }));
    expect(within(paper2).getAllByLabelText('Part')).toHaveLength(2);
    // One part cannot be removed from the first paper: it has two, the second goes.
    const paper1 = within(math).getByRole('group', { name: 'Paper 1' });
    await user.click(within(paper1).getByRole('button', { name: 'Remove the part MCQ' }));
    expect(within(paper1).getByRole('button', { name: 'Remove the part CQ' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Download the template (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await textOf(saved[0]!.blob)).toContain(
      ',Mathematics CQ (60),Mathematics Written (100),Mathematics CQ (25),',
    );
    expect(writes).toEqual([]);
  });

  it('checks the file again when the subjects change after a check', async () => {
    const { user, writes } = setup('vi');
    await user.upload(await screen.findByLabelText('File (.xlsx or CSV)'), csv('Roll\r\n1\r\n'));
    expect(await screen.findByText('1 of 2 rows are ready.')).toBeVisible();
    const subjects = screen.getByRole('list', { name: 'Subjects' });
    await user.click(within(subjects).getByText('Science'));
    await user.click(
      within(within(subjects).getByText('Science').closest('details')!).getByRole('checkbox', {
        name: 'Optional (4th) subject',
      }),
    );
    // The preview no longer says what saving would do.
    expect(screen.queryByRole('list', { name: 'Rows of the file' })).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Check the file again with these subjects' }),
    );
    expect(await screen.findByText('2 of 2 rows are ready.')).toBeVisible();
    const sent = writes[1]!.body as { subjects: { code: string; optional: boolean }[] };
    expect(sent.subjects.find((s) => s.code === 'sci')?.optional).toBe(true);
  });

  it('corrects saved results: their subjects, the saved marks to download, and a note that they are published', async () => {
    const { user } = setup('vii');
    expect(
      await screen.findByText(/The subjects the results of class Seven \(vii\) were saved with/),
    ).toBeVisible();
    const subjects = screen.getByRole('list', { name: 'Subjects' });
    expect(subjects.children).toHaveLength(1);
    expect(
      screen.getByText(
        'These results are published: a correction you save shows on the site at once.',
      ),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Download the saved marks of 1 student (CSV)' }),
    );
    expect(saved[0]!.name).toBe('results-saved-vii.csv');
    expect(await textOf(saved[0]!.blob)).toBe(
      '\uFEFFRoll,Name,Name in Bangla,Date of birth,Birth registration number,Bangla CQ (70),Bangla MCQ (30)\r\n' +
        '5,Mitu Das,মিতু দাস,2013-01-02,,55,Absent\r\n',
    );
  });

  it('corrects the students in a file by default; replacing the class removes the others only once agreed', async () => {
    const { user, writes } = setup('vii');
    const choice = await screen.findByRole('group', { name: 'What saving this file does' });
    const correct = within(choice).getByRole('radio', { name: /Correct the students in the file/ });
    const replace = within(choice).getByRole('radio', { name: /Replace the class’s results/ });
    expect(correct).toBeChecked();

    const text = 'Roll,Bangla CQ (70),Bangla MCQ (30)\r\n5,60,20\r\n';
    await user.upload(screen.getByLabelText('File (.xlsx or CSV)'), csv(text));
    expect(await screen.findByText('1 of 1 rows are ready.')).toBeVisible();
    expect(writes[0]!.body).toMatchObject({ mode: 'correct' });
    expect(
      screen.getByText('1 saved student the file does not have stays as saved.'),
    ).toBeVisible();
    expect(
      screen.getByText('Every row is ready: saving changes these students’ results.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save the results of 1 student' })).toBeEnabled();

    // Replacing: checked again, the removal said, Save off until it is agreed to.
    await user.click(replace);
    expect(
      await screen.findByText(
        'Saving removes the results of these rolls, which the file does not have: 6.',
      ),
    ).toBeVisible();
    expect(writes[1]!.body).toMatchObject({ mode: 'replace' });
    const save = screen.getByRole('button', { name: 'Save the results of 1 student' });
    expect(save).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: 'Yes, remove the results of this roll' }),
    );
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() =>
      expect(writes.at(-1)).toMatchObject({
        method: 'PUT',
        path: '/api/exams/e1/results/vii',
        body: { mode: 'replace', text },
      }),
    );
  });

  it('speaks Bangla: the template’s headers, the problems by subject, paper and part, Bangla digits', async () => {
    setLanguage('bn');
    const { user } = setup('vi');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ষষ্ঠ শ্রেণি: অর্ধবার্ষিক পরীক্ষা ২০২৬',
      }),
    ).toBeVisible();
    expect(screen.getByText('নম্বর তোলা হয়নি')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'টেমপ্লেট ডাউনলোড করুন (CSV)' }));
    expect(await textOf(saved[0]!.blob)).toMatch(
      /^\uFEFFরোল,নাম \(ইংরেজিতে\),নাম \(বাংলায়\),জন্ম তারিখ,জন্ম নিবন্ধন নম্বর,বাংলা প্রথম পত্র সৃজনশীল \(৭০\),বাংলা প্রথম পত্র বহুনির্বাচনি \(৩০\),বাংলা দ্বিতীয় পত্র লিখিত \(৫০\),/,
    );
    await user.upload(screen.getByLabelText('ফাইল (.xlsx বা CSV)'), csv('রোল\r\n১\r\n'));
    expect(await screen.findByText('২টি সারির মধ্যে ১টি প্রস্তুত।')).toBeVisible();
    const rows = screen.getByRole('list', { name: 'ফাইলের সারিগুলো' });
    expect(rows).toHaveTextContent('লাইন ৩রোল ২ · Rahim Uddinবদলেছে');
    expect(rows).toHaveTextContent('বাংলা প্রথম পত্র সৃজনশীল: সর্বোচ্চ ৭০ লিখুন');
    expect(rows).toHaveTextContent('জন্ম তারিখ:');
    expect(screen.getByRole('button', { name: '২ জনের ফলাফল সংরক্ষণ করুন' })).toBeDisabled();
  });
});
