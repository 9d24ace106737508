import { describe, expect, it } from 'vitest';
import {
  gradeClass,
  gradeOfPercent,
  gradeStudent,
  gradeSubject,
  letterOfGpa,
  type StudentMarks,
  type SubjectScheme,
} from './grading.ts';
import { SUBJECT_PRESETS } from './result-subjects.ts';

const cqMcq = (cq: number, mcq: number) => [
  { part: 'cq' as const, max: cq, pass: Math.round(cq * 0.33) },
  { part: 'mcq' as const, max: mcq, pass: Math.round(mcq * 0.33) },
];
const math: SubjectScheme = {
  code: 'math',
  name: 'Mathematics',
  nameBn: 'গণিত',
  optional: false,
  papers: [{ code: 'math', name: '', nameBn: '', parts: cqMcq(70, 30) }],
};
const bangla: SubjectScheme = {
  code: 'ban',
  name: 'Bangla',
  nameBn: 'বাংলা',
  optional: false,
  papers: [
    { code: 'ban1', name: '1st paper', nameBn: 'প্রথম পত্র', parts: cqMcq(70, 30) },
    { code: 'ban2', name: '2nd paper', nameBn: 'দ্বিতীয় পত্র', parts: cqMcq(70, 30) },
  ],
};
const physics: SubjectScheme = {
  code: 'phy',
  name: 'Physics',
  nameBn: 'পদার্থবিজ্ঞান',
  optional: false,
  papers: [
    {
      code: 'phy',
      name: '',
      nameBn: '',
      parts: [
        { part: 'cq', max: 50, pass: 17 },
        { part: 'mcq', max: 25, pass: 8 },
        { part: 'practical', max: 25, pass: 8 },
      ],
    },
  ],
};
const higherMath: SubjectScheme = {
  ...physics,
  code: 'hmath',
  name: 'Higher Mathematics',
  optional: true,
  papers: [{ ...physics.papers[0]!, code: 'hmath' }],
};
const scheme = [bangla, math, physics, higherMath];

describe('the grade scale', () => {
  it.each([
    [100, 'A+', 5],
    [80, 'A+', 5],
    [79, 'A', 4],
    [70, 'A', 4],
    [69, 'A-', 3.5],
    [60, 'A-', 3.5],
    [59, 'B', 3],
    [50, 'B', 3],
    [49, 'C', 2],
    [40, 'C', 2],
    [39, 'D', 1],
    [33, 'D', 1],
    [32, 'F', 0],
    [0, 'F', 0],
  ])('%i%% is %s (%d)', (percent, letter, point) => {
    expect(gradeOfPercent(percent)).toEqual({ letter, point });
  });

  it.each([
    [5, 'A+'],
    [4.99, 'A'],
    [4, 'A'],
    [3.99, 'A-'],
    [3.5, 'A-'],
    [3.49, 'B'],
    [3, 'B'],
    [2.5, 'C'],
    [2, 'C'],
    [1.5, 'D'],
    [1, 'D'],
    [0, 'F'],
  ])('a GPA of %d is %s', (gpa, letter) => {
    expect(letterOfGpa(gpa)).toBe(letter);
  });
});

describe('a subject', () => {
  it('takes its grade from its marks when each part passes', () => {
    expect(gradeSubject(math, { math: { cq: 56, mcq: 24 } })).toMatchObject({
      total: 80,
      max: 100,
      passed: true,
      letter: 'A+',
      point: 5,
    });
    expect(gradeSubject(math, { math: { cq: 55, mcq: 24 } })).toMatchObject({
      total: 79,
      letter: 'A',
      point: 4,
    });
  });

  it('fails with a part under its pass mark, whatever the total', () => {
    // 22 of 70 in CQ (pass 23) and full MCQ: 52 in all, a B by the total, an F by the part.
    expect(gradeSubject(math, { math: { cq: 22, mcq: 30 } })).toMatchObject({
      total: 52,
      passed: false,
      letter: 'F',
      point: 0,
    });
    // The practical part alone fails physics.
    expect(gradeSubject(physics, { phy: { cq: 45, mcq: 24, practical: 7 } })).toMatchObject({
      total: 76,
      passed: false,
      letter: 'F',
    });
  });

  it('fails when the student was absent in a part', () => {
    expect(gradeSubject(math, { math: { cq: 60, mcq: 'absent' } })).toMatchObject({
      total: 60,
      passed: false,
      letter: 'F',
    });
  });

  it('combines the two papers of Bangla: parts added over the papers, the grade from the whole', () => {
    const result = gradeSubject(bangla, {
      ban1: { cq: 20, mcq: 20 },
      ban2: { cq: 40, mcq: 21 },
    });
    // 1st paper CQ 20 is under its own 23, but the combined CQ 60 passes the combined 46.
    expect(result?.parts).toEqual([
      { part: 'cq', max: 140, pass: 46, marks: 60, absent: false },
      { part: 'mcq', max: 60, pass: 20, marks: 41, absent: false },
    ]);
    expect(result).toMatchObject({ total: 101, max: 200, percent: 51, letter: 'B', point: 3 });
    expect(result?.papers.map((p) => p.total)).toEqual([40, 61]);
  });

  it('rounds a share of full marks half up: 159 of 200 is 80%', () => {
    expect(
      gradeSubject(bangla, { ban1: { cq: 56, mcq: 24 }, ban2: { cq: 55, mcq: 24 } }),
    ).toMatchObject({ total: 159, percent: 80, letter: 'A+' });
    expect(
      gradeSubject(bangla, { ban1: { cq: 56, mcq: 24 }, ban2: { cq: 54.5, mcq: 24 } }),
    ).toMatchObject({ total: 158.5, percent: 79, letter: 'A' });
  });

  it('is not taken when none of its papers has a mark', () => {
    expect(gradeSubject(higherMath, { math: { cq: 50, mcq: 20 } })).toBeNull();
  });
});

/** Marks for a grade in each subject of `scheme`: every part at the same share. */
function marksAt(percent: number, subjects: SubjectScheme[]): StudentMarks {
  return Object.fromEntries(
    subjects.flatMap((s) =>
      s.papers.map((paper) => [
        paper.code,
        Object.fromEntries(paper.parts.map((p) => [p.part, (p.max * percent) / 100])),
      ]),
    ),
  );
}

describe("a student's GPA", () => {
  const compulsory = [bangla, math, physics];

  it('is the average of the compulsory subjects without an optional subject', () => {
    const result = gradeStudent(scheme, {
      ...marksAt(80, [bangla]),
      ...marksAt(70, [math]),
      ...marksAt(60, [physics]),
    });
    expect(result.subjects.map((s) => s.letter)).toEqual(['A+', 'A', 'A-']);
    expect(result).toMatchObject({ gpa: 4.17, letter: 'A', passed: true, totalMax: 400 });
  });

  it.each([
    // optional percent, its point, the GPA with it (base 4.00 over three subjects)
    [80, 'A+', 5],
    [70, 'A', 4.67],
    [60, 'A-', 4.5],
    [50, 'B', 4.33],
    [40, 'C', 4],
    [34, 'D', 4],
    [20, 'F', 4],
  ])(
    'adds only the optional subject’s points above 2.00: at %i%% (%s) the GPA is %d',
    (percent, letter, gpa) => {
      const result = gradeStudent(scheme, {
        ...marksAt(70, compulsory),
        ...marksAt(percent, [higherMath]),
      });
      expect(result.subjects.find((s) => s.optional)?.letter).toBe(letter);
      expect(result.gpaWithoutOptional).toBe(4);
      expect(result.gpa).toBe(gpa);
      expect(result.passed).toBe(true);
    },
  );

  it('is 0.00 with an F in a compulsory subject, even with an A+ elsewhere', () => {
    const result = gradeStudent(scheme, {
      ...marksAt(90, [bangla, physics, higherMath]),
      math: { cq: 20, mcq: 30 },
    });
    expect(result).toMatchObject({ gpa: 0, gpaWithoutOptional: 0, letter: 'F', passed: false });
    expect(result.totalMarks).toBe(180 + 50 + 90 + 90);
  });

  it('is capped at 5.00', () => {
    const result = gradeStudent(scheme, marksAt(95, scheme));
    expect(result.gpaWithoutOptional).toBe(5);
    expect(result.gpa).toBe(5);
    expect(result.letter).toBe('A+');
  });

  it('counts the optional subject in the total marks', () => {
    const result = gradeStudent(scheme, marksAt(50, scheme));
    expect(result.totalMarks).toBe(250);
    expect(result.totalMax).toBe(500);
  });
});

describe("a class's results", () => {
  it('gives merit positions by pass, GPA and total, equal results sharing one', () => {
    const students = [
      { roll: '1', marks: marksAt(75, [bangla, math, physics]) },
      { roll: '2', marks: marksAt(90, [bangla, math, physics]) },
      { roll: '3', marks: { ...marksAt(95, [bangla, physics]), math: { cq: 10, mcq: 30 } } },
      { roll: '4', marks: marksAt(75, [bangla, math, physics]) },
      { roll: '5', marks: marksAt(76, [bangla, math, physics]) },
    ];
    const { results, highest } = gradeClass(scheme, students);
    expect(results.map((r) => [r.roll, r.position])).toEqual([
      ['1', 3],
      ['2', 1],
      ['3', 5],
      ['4', 3],
      ['5', 2],
    ]);
    expect(highest).toEqual({ ban: 190, math: 90, phy: 95 });
  });
});

describe('the presets', () => {
  it.each(Object.entries(SUBJECT_PRESETS))(
    '%s has one optional subject and pass marks of a third',
    (_, subjects) => {
      expect(subjects.filter((s) => s.optional)).toHaveLength(1);
      for (const s of subjects)
        for (const paper of s.papers)
          for (const p of paper.parts) expect(p.pass).toBe(Math.round(p.max * 0.33));
    },
  );
});
