import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportPreview, ImportResult } from '../../../../shared/schemas/student-import.ts';
import { setLanguage } from '../../../lib/language.ts';
import ImportStudentsRoute from '../../../routes/dashboard/import-students.tsx';
import { catchDownloads, type SavedFile, textOf } from '../../../test/downloads.ts';
import { noRoute } from '../../../test/fake-api.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

const PREVIEW: ImportPreview = {
  rows: [
    {
      line: 2,
      student: {
        loginId: 's-1',
        name: 'Nusrat Jahan',
        nameBn: 'নুসরাত জাহান',
        grade: 'vi',
        section: '',
        roll: '1',
        dateOfBirth: '',
        guardianName: '',
        guardianPhone: '',
      },
      problems: [],
    },
    {
      line: 3,
      student: {
        loginId: 's-2',
        name: 'Rahim Uddin',
        nameBn: '',
        grade: 'eleven',
        section: '',
        roll: '2',
        dateOfBirth: '',
        guardianName: '',
        guardianPhone: '12345',
      },
      problems: [
        { field: 'grade', rule: { name: 'grade' } },
        { field: 'guardianPhone', rule: { name: 'mobile' } },
      ],
    },
    {
      line: 4,
      student: {
        loginId: 's-3',
        name: 'Mitu Das',
        nameBn: '',
        grade: 'vi',
        section: '',
        roll: '1',
        dateOfBirth: '',
        guardianName: '',
        guardianPhone: '',
      },
      problems: [{ field: 'roll', rule: { name: 'sameAsRow', n: 2 } }],
    },
    {
      line: 5,
      student: {
        loginId: 's-4',
        name: 'Karim Mia',
        nameBn: '',
        grade: 'vii',
        section: '',
        roll: '7',
        dateOfBirth: '',
        guardianName: '',
        guardianPhone: '',
      },
      problems: [],
    },
  ],
  ready: 2,
  ignoredColumns: ['Blood group'],
};

const RESULT: ImportResult = {
  created: [
    {
      id: uuid(1),
      loginId: 's-1',
      name: 'Nusrat Jahan',
      nameBn: 'নুসরাত জাহান',
      grade: 'vi',
      section: '',
      roll: '1',
      temporaryPassword: 'k7mqp3xa9tcw',
    },
    {
      id: uuid(4),
      loginId: 's-4',
      name: 'Karim Mia',
      nameBn: '',
      grade: 'vii',
      section: '',
      roll: '7',
      temporaryPassword: 'zz23abcd45ef',
    },
  ],
  skipped: 2,
};

/** The files the page saved (URL.createObjectURL's blobs), as text. */
let saved: SavedFile[] = [];
beforeEach(() => {
  saved = catchDownloads();
});
afterEach(() => setLanguage('en'));

function setup(answer: (req: ApiRequest) => Response | undefined = () => undefined) {
  const writes = mockApi((req) => {
    if (req.path === '/api/session')
      return jsonResponse({ user: { id: uuid(99), role: 'teacher', loginId: 't', name: 'T' } });
    if (req.path === '/api/students/import/check') return jsonResponse(PREVIEW);
    if (req.path === '/api/students/import') return jsonResponse(RESULT, 201);
    return noRoute();
  }, answer);
  const user = userEvent.setup();
  renderWithProviders(<ImportStudentsRoute />);
  return { user, writes };
}

const csv = (text: string) => new File([text], 'class-six.csv', { type: 'text/csv' });

describe('Add Students from CSV (issue 19)', () => {
  it('checks the file, shows each row’s problems, adds the ready rows and gives the sign-in list once', async () => {
    const { user, writes } = setup();
    const text = '\uFEFFStudent ID,Name,Class,Roll\r\ns-1,Nusrat Jahan,six,1\r\n';
    await user.upload(screen.getByLabelText('File (.xlsx or CSV)'), csv(text));

    expect(await screen.findByText('2 of 4 rows are ready to add.')).toBeVisible();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/students/import/check',
        body: { format: 'csv', text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' },
      },
    ]);
    expect(screen.getByText('Not read from this file: Blood group.')).toBeVisible();
    // The rows with problems first, each problem named by its column.
    const rows = screen.getByRole('list', { name: 'Rows of the file' });
    expect(rows.children).toHaveLength(2);
    expect(rows).toHaveTextContent('Line 3 · s-2 · Rahim Uddin · eleven · Roll 2');
    expect(rows).toHaveTextContent('Class: Choose a class from six to ten');
    expect(rows).toHaveTextContent("Guardian's mobile: Enter a mobile number like 01712345678");
    expect(rows).toHaveTextContent('Roll: The same as line 2');
    expect(rows).not.toHaveTextContent('s-1');
    await user.click(screen.getByRole('checkbox', { name: 'Show only the rows with problems' }));
    expect(rows).toHaveTextContent('Line 2 · s-1 · Nusrat Jahan · Six (vi) · Roll 1');

    await user.click(screen.getByRole('button', { name: 'Add 2 students' }));
    const done = await screen.findByRole('heading', { name: '2 students added.' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(writes[1]).toMatchObject({ path: '/api/students/import', body: { encoding: 'utf-8' } });
    expect(screen.getByText('2 rows were left out.')).toBeVisible();
    const added = screen.getByRole('list', { name: 'Students added' });
    expect(added).toHaveTextContent('k7mqp3xa9tcw');

    await user.click(screen.getByRole('button', { name: 'Download the sign-in list (CSV)' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^sign-in-list-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await textOf(saved[0]!.blob)).toBe(
      '\uFEFFStudent ID,Name,Class,Roll,Temporary password\r\n' +
        's-1,Nusrat Jahan,Six (vi),1,k7mqp3xa9tcw\r\n' +
        's-4,Karim Mia,Seven (vii),7,zz23abcd45ef\r\n',
    );

    // Another file starts over: the passwords are gone from the page.
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.queryByText('k7mqp3xa9tcw')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('File (.xlsx or CSV)')).toHaveFocus());
  });

  it('reads a file Excel saved as plain CSV as Windows-1252, and says Bangla cannot be in it', async () => {
    const { user, writes } = setup();
    // "José" in Windows-1252: é is the single byte 0xE9, not valid UTF-8.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Student ID,Name,Class,Roll\r\ns-9,Jos'),
      0xe9,
      ...new TextEncoder().encode(',six,9\r\n'),
    ]);
    await user.upload(screen.getByLabelText('File (.xlsx or CSV)'), new File([bytes], 'list.csv'));
    expect(
      await screen.findByText(/This file was saved as plain “CSV”, which cannot hold Bangla/),
    ).toBeVisible();
    expect(writes[0]!.body).toEqual({
      format: 'csv',
      text: 'Student ID,Name,Class,Roll\r\ns-9,José,six,9\r\n',
      encoding: 'windows-1252',
    });
  });

  it('says how to save the file when its letters were lost to ?, even in a file read as UTF-8', async () => {
    const { user } = setup((req) =>
      req.path === '/api/students/import/check'
        ? jsonResponse({
            ...PREVIEW,
            rows: [
              {
                ...PREVIEW.rows[0]!,
                student: { ...PREVIEW.rows[0]!.student, nameBn: '?????? ????' },
                problems: [{ field: 'nameBn', rule: { name: 'banglaLost' } }],
              },
            ],
            ready: 0,
          })
        : undefined,
    );
    // All '?' is plain ASCII: read as UTF-8, yet saved as Excel's plain CSV.
    await user.upload(
      screen.getByLabelText('File (.xlsx or CSV)'),
      csv('Student ID,Name,Name in Bangla,Class,Roll\r\ns-1,Nusrat Jahan,?????? ????,six,1\r\n'),
    );
    expect(
      await screen.findByText(/This file was saved as plain “CSV”, which cannot hold Bangla/),
    ).toHaveTextContent('Choose the Excel workbook (.xlsx) itself');
    expect(screen.getByRole('list', { name: 'Rows of the file' })).toHaveTextContent(
      'Name in Bangla: Letters lost (Excel wrote ? for them): save the file as “CSV UTF-8 (Comma delimited)”, or better, choose the Excel workbook (.xlsx) itself',
    );
  });

  it('sends an Excel workbook (.xlsx) as it is, for the server to read', async () => {
    const { user, writes } = setup();
    const picker = screen.getByLabelText('File (.xlsx or CSV)');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    // A workbook is a zip: its first bytes are PK\x03\x04, whatever it is named.
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0x80, 0x01]);
    await user.upload(picker, new File([bytes], 'class-six.xlsx'));
    expect(await screen.findByText('2 of 4 rows are ready to add.')).toBeVisible();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/students/import/check',
        body: { format: 'xlsx', workbook: 'UEsDBBQA/4AB', text: '', encoding: 'utf-8' },
      },
    ]);
    expect(screen.queryByText(/This file was saved as plain “CSV”/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add 2 students' }));
    await screen.findByRole('heading', { name: '2 students added.' });
    expect(writes[1]).toMatchObject({
      path: '/api/students/import',
      body: { format: 'xlsx', workbook: 'UEsDBBQA/4AB' },
    });
  });

  it('refuses an old Excel workbook (.xls), here named .csv, in the browser, without sending it', async () => {
    const { user, writes } = setup();
    const xls = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3])], 'list.csv');
    await user.upload(screen.getByLabelText('File (.xlsx or CSV)'), xls);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This workbook cannot be read: it is an old Excel file (.xls) or another program’s.',
    );
    // An OpenDocument spreadsheet (.ods): a zip whose first part is named "mimetype".
    const ods = new File(
      [
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array<number>(26).fill(0)]),
        'mimetypeapplication/vnd.oasis.opendocument.spreadsheet',
      ],
      'list.csv',
    );
    await user.upload(screen.getByLabelText('File (.xlsx or CSV)'), ods);
    expect(await screen.findByRole('alert')).toHaveTextContent('or another program’s');
    expect(writes).toEqual([]);
  });

  it('in Bangla, names the missing columns by the template’s Bangla headers, and the template has them', async () => {
    setLanguage('bn');
    const { user } = setup((req) =>
      req.path === '/api/students/import/check'
        ? jsonResponse(
            {
              error: {
                code: 'import_file',
                message: 'The file has no column for: grade, roll.',
                details: { reason: 'import_columns', params: { missing: 'grade,roll' } },
              },
            },
            400,
          )
        : undefined,
    );
    await user.upload(await screen.findByLabelText('ফাইল (.xlsx বা CSV)'), csv('নাম\r\nনুসরাত\r\n'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ফাইলে দরকারি একটি কলাম নেই।');
    expect(alert).toHaveTextContent('যে কলামগুলো নেই: “শ্রেণি”, “রোল”।');

    await user.click(screen.getByRole('button', { name: 'টেমপ্লেট ডাউনলোড করুন (CSV)' }));
    expect(saved[0]!.name).toBe('students-template.csv');
    expect(await textOf(saved[0]!.blob)).toBe(
      '\uFEFFশিক্ষার্থী আইডি,নাম (ইংরেজিতে),নাম (বাংলায়),শ্রেণি,শাখা,রোল,জন্ম তারিখ,অভিভাবকের নাম,অভিভাবকের মোবাইল\r\n',
    );
  });
});
