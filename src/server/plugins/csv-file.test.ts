import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../shared/schemas/student-import.ts';
import { workbookOf } from '../test/workbook.ts';
import { lettersLost, readWorkbook } from './csv-file.ts';
import { HttpError } from './errors.ts';

describe('letters lost to Excel’s plain CSV (issue 46)', () => {
  it('tells the cells whose letters became ?', () => {
    for (const lost of [
      '?????? ????',
      '??. ????? ????',
      '?',
      '? ?',
      'Ra?im Uddin',
      '?ahim',
      'Md. ? Karim',
      'Rafiq (?????)',
      '??',
    ])
      expect(lettersLost(lost), lost).toBe(true);
  });

  it('leaves names, and a ? ending a word', () => {
    for (const kept of ['', 'Rafiq Islam', 'রফিক ইসলাম', 'José Ahmed', 'Rahim?', 'Who? Rahim', '7'])
      expect(lettersLost(kept), kept).toBe(false);
  });
});

describe('an Excel workbook’s first sheet as rows of text (issue 46)', () => {
  it('writes numbers as typed and dates as YYYY-MM-DD, blank rows left out', async () => {
    const rows = await readWorkbook(
      await workbookOf([
        ['Roll', 'Mobile', 'Mark', 'Sum', 'Born', 'Name', 'Paid'],
        [null, null, null, null, null, null, null],
        [
          7,
          1712345678,
          60.5,
          0.1 + 0.2,
          { value: new Date('2014-03-15T00:00:00Z'), format: 'dd/mm/yyyy' },
          'সাদিয়া ইসলাম',
          true,
        ],
        [20_147_812_345_678_900, 8801712345678, -3, null, null, '  Rahim  ', false],
      ]),
    );
    expect(rows).toEqual([
      ['Roll', 'Mobile', 'Mark', 'Sum', 'Born', 'Name', 'Paid'],
      ['7', '1712345678', '60.5', '0.3', '2014-03-15', 'সাদিয়া ইসলাম', 'TRUE'],
      // Past 15 digits Excel lost the last ones: as Excel shows it, so no check passes it.
      ['2.01478123456789E+16', '8801712345678', '-3', '', '', 'Rahim', 'FALSE'],
    ]);
  });

  it('refuses a workbook that unpacks to far more than a class list, before unpacking it', async () => {
    const bomb = zipSync({
      'xl/worksheets/sheet1.xml': [new Uint8Array(65 * 1024 * 1024), { level: 1 }],
    });
    expect(bomb.length).toBeLessThan(IMPORT_MAX_BYTES);
    await expect(readWorkbook(Buffer.from(bomb).toString('base64'))).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it('refuses what is not a workbook with a 400', async () => {
    await expect(readWorkbook('')).rejects.toBeInstanceOf(HttpError);
    await expect(readWorkbook(Buffer.from('Roll,Name').toString('base64'))).rejects.toMatchObject({
      statusCode: 400,
      details: { reason: 'import_not_workbook' },
    });
  });
});
