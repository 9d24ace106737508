import { describe, expect, it } from 'vitest';
import type { SubjectScheme } from '../../../shared/grading.ts';
import { templateHeaders } from '../../../shared/results-sheet.ts';
import { HttpError } from '../../plugins/errors.ts';
import { CODE_HEADERS, TEST_SUBJECTS } from '../../test/exam-results.ts';
import { compareWithSaved, readResultsCsv } from './results-csv.ts';

const file = (...lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;
const read = (text: string, encoding: 'utf-8' | 'windows-1252' = 'utf-8') =>
  readResultsCsv({ subjects: TEST_SUBJECTS, text, encoding });
const refusal = (text: string) => {
  try {
    read(text);
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    const e = err as HttpError;
    return { status: e.statusCode, code: e.code, ...e.details };
  }
  throw new Error('the file was not refused');
};

describe("a class's marks read from a CSV file (issue 21)", () => {
  it('reads each row: marks by paper and part, absences, dates written day first, Bangla digits', () => {
    const { rows, ignoredColumns } = read(
      file(
        `${CODE_HEADERS},Remarks`,
        '1,Sadia Islam,সাদিয়া ইসলাম,15/03/2014,,65,28,44,55,38,80,,good',
        '২,Rakib Hasan,রাকিব হাসান,,২০১৪৭৮১২৩৪৫৬৭৮৯০১,৬০.৫,২০,অনুপস্থিত,৪০,৩০,,,',
        '3,Mim Akter,,2014-1-9,,A,ab,30,20,13,,,',
      ),
    );
    expect(ignoredColumns).toEqual(['Remarks']);
    expect(rows.map((r) => r.problems)).toEqual([[], [], []]);
    expect(rows[0]).toMatchObject({
      line: 2,
      roll: '1',
      name: 'Sadia Islam',
      nameBn: 'সাদিয়া ইসলাম',
      dateOfBirth: '2014-03-15',
      birthRegistration: '',
      marks: {
        ban1: { cq: 65, mcq: 28 },
        ban2: { written: 44 },
        math: { cq: 55, mcq: 38 },
        agri: { written: 80 },
      },
    });
    expect(rows[1]).toMatchObject({
      roll: '2',
      dateOfBirth: '',
      birthRegistration: '20147812345678901',
      marks: {
        ban1: { cq: 60.5, mcq: 20 },
        ban2: { written: 'absent' },
        math: { cq: 40, mcq: 30 },
      },
    });
    expect(rows[1]!.marks.agri).toBeUndefined();
    expect(rows[2]).toMatchObject({
      dateOfBirth: '2014-01-09',
      marks: { ban1: { cq: 'absent', mcq: 'absent' } },
    });
  });

  it('reads the template’s headers in English or in Bangla (with Bangla digits), in any order', () => {
    for (const language of ['en', 'bn'] as const) {
      const headers = templateHeaders(TEST_SUBJECTS, language, (n) =>
        language === 'bn' ? String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : String(n),
      );
      const cells = [
        '7',
        'Nusrat Jahan',
        '',
        '01-02-2013',
        '',
        '50',
        '20',
        '30',
        '40',
        '20',
        '',
        '',
      ];
      const order = headers.map((_h, i) => i).reverse();
      const text = file(
        order.map((i) => `"${headers[i]}"`).join(','),
        order.map((i) => cells[i]).join(','),
      );
      const { rows, ignoredColumns } = read(text);
      expect(ignoredColumns, language).toEqual([]);
      expect(rows[0]!.problems, language).toEqual([]);
      expect(rows[0]!.marks, language).toEqual({
        ban1: { cq: 50, mcq: 20 },
        ban2: { written: 30 },
        math: { cq: 40, mcq: 20 },
      });
    }
  });

  it('refuses a file without a needed column whole, naming the columns; optional subjects may be left out', () => {
    expect(refusal(file('name,dateOfBirth,ban1.cq', 'A,2014-01-01,50'))).toMatchObject({
      status: 400,
      code: 'import_file',
      reason: 'import_columns',
      params: { missing: 'roll,ban1.mcq,ban2.written,math.cq,math.mcq' },
    });
    // Without a name or a date of birth column, each row needs them from the school's records.
    const noBirth = 'roll,ban1.cq,ban1.mcq,ban2.written,math.cq,math.mcq';
    expect(read(file(noBirth, '1,1,1,1,1,1')).rows[0]!.problems).toEqual([
      { field: 'name', rule: { name: 'required' } },
      { field: 'dateOfBirth', rule: { name: 'required' } },
    ]);
    // The birth registration number alone is enough; no optional subject's column.
    const { rows } = read(
      file(
        'roll,name,birthRegistration,ban1.cq,ban1.mcq,ban2.written,math.cq,math.mcq',
        '1,A,20147812345678901,50,20,30,40,20',
      ),
    );
    expect(rows[0]!.problems).toEqual([]);
  });

  it('refuses an empty file, one that is not text, and one with too many rows', () => {
    expect(refusal(file(CODE_HEADERS))).toMatchObject({ reason: 'import_empty' });
    expect(refusal('')).toMatchObject({ reason: 'import_empty' });
    expect(refusal('PK\u0003\u0004\0\0binary')).toMatchObject({ reason: 'import_not_csv' });
    const many = Array.from({ length: 601 }, (_x, i) => `${i + 1},A,2014-01-01,,1,1,1,1,1,,`);
    expect(refusal(file(CODE_HEADERS, ...many))).toMatchObject({
      reason: 'import_too_many_rows',
      params: { rows: 601, max: 600 },
    });
  });

  it('gives each row its problems: a roll given twice, a mark over the part’s full marks, not a number, a formula, a missing mark', () => {
    const { rows } = read(
      file(
        CODE_HEADERS,
        '5,Arif Hossain,,2014-02-02,,70,30,50,60,40,,',
        '৫,Sumaiya Akter,,2014-02-03,,71,31,50,60,40,,',
        '6,,,2014-02-04,,abc,=1+2,,60,40,,',
        ',Nayeem Islam,,2014-02-05,,1,1,1,1,1,,',
        '5,Lamia Akter,,2014-02-06,,1,1,1,1,1,,',
      ),
    );
    // A repeated roll marks every row that gives it, the first naming the second.
    expect(rows[0]!.problems).toEqual([{ field: 'roll', rule: { name: 'sameAsRow', n: 3 } }]);
    expect(rows[1]!.problems).toEqual([
      { field: 'roll', rule: { name: 'sameAsRow', n: 2 } },
      { field: 'ban1.cq', rule: { name: 'tooBig', n: 70 } },
      { field: 'ban1.mcq', rule: { name: 'tooBig', n: 30 } },
    ]);
    expect(rows[2]!.problems).toEqual([
      { field: 'name', rule: { name: 'required' } },
      { field: 'ban1.cq', rule: { name: 'number' } },
      { field: 'ban1.mcq', rule: { name: 'formula' } },
      { field: 'ban2.written', rule: { name: 'required' } },
    ]);
    expect(rows[3]!.problems).toEqual([{ field: 'roll', rule: { name: 'required' } }]);
    expect(rows[4]!.problems).toEqual([{ field: 'roll', rule: { name: 'sameAsRow', n: 2 } }]);
  });

  it('fills what a row leaves out from what the school knows of its roll: rolls and marks are enough (issue 46)', () => {
    const known = new Map([
      [
        '1',
        {
          name: 'Sadia Islam',
          nameBn: 'সাদিয়া ইসলাম',
          dateOfBirth: '2014-03-15',
          birthRegistration: '',
          studentId: 'student-1',
        },
      ],
    ]);
    const { rows } = readResultsCsv({
      subjects: TEST_SUBJECTS,
      known,
      text: file(
        'roll,dateOfBirth,ban1.cq,ban1.mcq,ban2.written,math.cq,math.mcq',
        '১,,60,25,40,55,35',
        // A date the file gives is the file's, over the record's.
        '1,,60,25,40,55,35',
        '2,,50,20,35,45,30',
      ),
    });
    expect(rows[0]).toMatchObject({
      roll: '1',
      name: 'Sadia Islam',
      nameBn: 'সাদিয়া ইসলাম',
      dateOfBirth: '2014-03-15',
      studentId: 'student-1',
    });
    // Roll 2 is no student the school knows: its row needs the name and a date of birth.
    expect(rows[2]).toMatchObject({ roll: '2', studentId: null });
    expect(rows[2]!.problems).toEqual([
      { field: 'name', rule: { name: 'required' } },
      { field: 'dateOfBirth', rule: { name: 'required' } },
    ]);
    const own = readResultsCsv({
      subjects: TEST_SUBJECTS,
      known,
      text: file(
        'roll,name,dateOfBirth,ban1.cq,ban1.mcq,ban2.written,math.cq,math.mcq',
        '1,Sadia I.,16/03/2014,60,25,40,55,35',
      ),
    }).rows[0]!;
    expect(own).toMatchObject({ name: 'Sadia I.', nameBn: 'সাদিয়া ইসলাম', dateOfBirth: '2014-03-16' });
  });

  it('needs a date of birth or a 17-digit birth registration number, each valid when given', () => {
    const { rows } = read(
      file(
        CODE_HEADERS,
        '1,A,,,,1,1,1,1,1,,',
        '2,B,,31/02/2014,,1,1,1,1,1,,',
        '3,C,,,2014781234567890,1,1,1,1,1,,',
        '4,D,,1st March,20147812345678901,1,1,1,1,1,,',
        '5,E,,=TODAY(),,1,1,1,1,1,,',
      ),
    );
    expect(rows.map((r) => r.problems)).toEqual([
      [{ field: 'dateOfBirth', rule: { name: 'required' } }],
      [{ field: 'dateOfBirth', rule: { name: 'dateDayFirst' } }],
      [{ field: 'birthRegistration', rule: { name: 'birthRegistration' } }],
      [{ field: 'dateOfBirth', rule: { name: 'dateDayFirst' } }],
      [{ field: 'dateOfBirth', rule: { name: 'formula' } }],
    ]);
    expect(rows[1]!.dateOfBirth).toBe('31/02/2014');
  });

  it('reads dates as Excel writes them, in the school’s order, and names the form it expects (issue 46)', () => {
    const lines = [
      CODE_HEADERS,
      '1,A,,12-Feb-14,,1,1,1,1,1,,',
      '2,B,,3/15/2014,,1,1,1,1,1,,',
      '3,C,,03/04/2014,,1,1,1,1,1,,',
      '4,D,,১৫ মার্চ ২০১৪,,1,1,1,1,1,,',
      '5,E,,41682,,1,1,1,1,1,,',
      '6,F,,31/02/2014,,1,1,1,1,1,,',
      '7,G,,01/01/2999,,1,1,1,1,1,,',
    ];
    const dayFirst = read(file(...lines)).rows;
    expect(dayFirst.map((r) => r.dateOfBirth)).toEqual([
      '2014-02-12',
      '2014-03-15',
      '2014-04-03',
      '2014-03-15',
      '2014-02-12',
      '31/02/2014',
      '01/01/2999',
    ]);
    expect(dayFirst.map((r) => r.problems)).toEqual([
      [],
      [],
      [],
      [],
      [],
      [{ field: 'dateOfBirth', rule: { name: 'dateDayFirst' } }],
      [{ field: 'dateOfBirth', rule: { name: 'futureDate' } }],
    ]);
    const monthFirst = readResultsCsv({
      subjects: TEST_SUBJECTS,
      text: file(...lines),
      encoding: 'utf-8',
      order: 'month-first',
    } as Parameters<typeof readResultsCsv>[0]).rows;
    expect(monthFirst.map((r) => r.dateOfBirth).slice(0, 3)).toEqual([
      '2014-02-12',
      '2014-03-15',
      '2014-03-04',
    ]);
    expect(monthFirst[5]!.problems).toEqual([
      { field: 'dateOfBirth', rule: { name: 'dateMonthFirst' } },
    ]);
  });

  it('takes one optional subject at most, each part of it marked', () => {
    const { rows } = read(
      file(
        'roll,name,dateOfBirth,ban1.cq,ban1.mcq,ban2.written,math.cq,math.mcq,agri.written,music.written',
        '1,A,2014-01-01,1,1,1,1,1,70,60',
        '2,B,2014-01-01,1,1,1,1,1,,A',
      ),
    );
    expect(rows[0]!.problems).toEqual([{ field: 'music', rule: { name: 'oneOptional' } }]);
    expect(rows[1]!.problems).toEqual([]);
    expect(rows[1]!.marks.music).toEqual({ written: 'absent' });

    const twoParts: SubjectScheme[] = [
      TEST_SUBJECTS[1]!,
      {
        ...TEST_SUBJECTS[2]!,
        papers: [
          {
            code: 'agri',
            name: '',
            nameBn: '',
            parts: [
              { part: 'cq', max: 60, pass: 20 },
              { part: 'mcq', max: 40, pass: 13 },
            ],
          },
        ],
      },
    ];
    const half = readResultsCsv({
      subjects: twoParts,
      text: file(
        'roll,name,dateOfBirth,math.cq,math.mcq,agri.cq,agri.mcq',
        '1,A,2014-01-01,1,1,50,',
      ),
      encoding: 'utf-8',
    });
    expect(half.rows[0]!.problems).toEqual([{ field: 'agri.mcq', rule: { name: 'required' } }]);
  });

  it('tells Bangla lost to a plain CSV file', () => {
    const { rows } = read(
      file(CODE_HEADERS, '1,Sadia Islam,????? ?????,2014-01-01,,1,1,1,1,1,,'),
      'windows-1252',
    );
    expect(rows[0]!.problems).toEqual([{ field: 'nameBn', rule: { name: 'banglaLost' } }]);
  });

  it('compares the rows with the class’s saved ones: new, changed, the same, and the rolls removed', () => {
    const { rows } = read(
      file(
        CODE_HEADERS,
        '1,A,,2014-01-01,,1,1,1,1,1,,',
        '2,B,,2014-01-02,,1,1,1,1,1,,',
        '4,D,,2014-01-04,,1,1,1,1,1,,',
      ),
    );
    const marks = { ban1: { mcq: 1, cq: 1 }, ban2: { written: 1 }, math: { cq: 1, mcq: 1 } };
    const saved = [
      { roll: '1', name: 'A', nameBn: '', dateOfBirth: '2014-01-01', birthRegistration: '', marks },
      {
        roll: '2',
        name: 'B',
        nameBn: '',
        dateOfBirth: '2014-01-02',
        birthRegistration: '',
        marks: { ...marks, math: { cq: 2, mcq: 1 } },
      },
      { roll: '3', name: 'C', nameBn: '', dateOfBirth: null, birthRegistration: '', marks },
    ];
    const compared = compareWithSaved(rows, saved, 'replace');
    expect(compared.rows.map((r) => [r.roll, r.change])).toEqual([
      ['1', 'same'],
      ['2', 'changed'],
      ['4', 'new'],
    ]);
    expect(compared.removed).toEqual(['3']);
    expect(compared.kept).toBe(0);
    expect(compared.ready).toBe(3);
    // A correction keeps the roll the file leaves out.
    const correction = compareWithSaved(rows, saved, 'correct');
    expect(correction.removed).toEqual([]);
    expect(correction.kept).toBe(1);
  });
});
