/**
 * Grades and GPA by Bangladesh's secondary rules (issue 21, docs/decisions/0008), run by
 * the server on every read of a class's results, so a correction changes every marksheet,
 * the highest marks and the merit positions at once.
 *
 * - A subject's grade comes from its marks as a share of its full marks, rounded to a
 *   whole number half up (boards round a fraction of a mark up): 80-100 A+ 5.00, 70-79 A
 *   4.00, 60-69 A- 3.50, 50-59 B 3.00, 40-49 C 2.00, 33-39 D 1.00, below 33 F 0.00.
 * - A subject with parts (written, creative, MCQ, practical) is passed only when each part
 *   reaches its own pass mark; absence in any part fails the subject.
 * - Papers that count as one subject (Bangla 1st and 2nd) are combined: each part's marks
 *   and pass marks are added over the papers, and the grade comes from the whole.
 * - The optional (4th) subject adds only its points above 2.00; its F costs nothing.
 * - An F in any compulsory subject makes the GPA 0.00; the GPA is capped at 5.00 and
 *   rounded to two decimals.
 */

export const PART_KEYS = ['written', 'cq', 'mcq', 'practical'] as const;
export type PartKey = (typeof PART_KEYS)[number];

export type PartScheme = { part: PartKey; max: number; pass: number };
/** One paper of a subject; a subject of one paper has one with an empty name. */
export type PaperScheme = { code: string; name: string; nameBn: string; parts: PartScheme[] };
export type SubjectScheme = {
  code: string;
  name: string;
  nameBn: string;
  /** The optional (4th) subject: a student takes at most one. */
  optional: boolean;
  papers: PaperScheme[];
};

/** A part's marks, or the student was absent. */
export type Mark = number | 'absent';
/** A student's marks by paper code and part; a subject not taken has none of its papers. */
export type StudentMarks = Readonly<Record<string, Readonly<Partial<Record<PartKey, Mark>>>>>;

export const LETTER_GRADES = ['A+', 'A', 'A-', 'B', 'C', 'D', 'F'] as const;
export type LetterGrade = (typeof LETTER_GRADES)[number];

/** The scale: the least whole percentage for each grade, and its point. */
export const GRADE_SCALE: readonly { min: number; letter: LetterGrade; point: number }[] = [
  { min: 80, letter: 'A+', point: 5 },
  { min: 70, letter: 'A', point: 4 },
  { min: 60, letter: 'A-', point: 3.5 },
  { min: 50, letter: 'B', point: 3 },
  { min: 40, letter: 'C', point: 2 },
  { min: 33, letter: 'D', point: 1 },
  { min: 0, letter: 'F', point: 0 },
];

/** Hundredths, so sums of marks like 22.5 stay exact. */
const hundredths = (n: number) => Math.round(n * 100) / 100;

/** A share of full marks as the scale reads it: a whole percentage, half up. */
export function percentOf(marks: number, max: number): number {
  return Math.floor(hundredths((marks * 100) / max) + 0.5);
}

/** The grade and point of a whole percentage. */
export function gradeOfPercent(percent: number): { letter: LetterGrade; point: number } {
  const step = GRADE_SCALE.find((s) => percent >= s.min);
  return step ? { letter: step.letter, point: step.point } : { letter: 'F', point: 0 };
}

/** The letter grade a GPA stands for (5.00 A+, 4.00 A, 3.50 A-, 3.00 B, 2.00 C, 1.00 D, else F). */
export function letterOfGpa(gpa: number): LetterGrade {
  const step = GRADE_SCALE.find((s) => gpa >= s.point && s.point > 0);
  return step?.letter ?? 'F';
}

export type PartResult = PartScheme & { marks: Mark };
export type PaperResult = { code: string; parts: PartResult[]; total: number; max: number };
export type SubjectResult = {
  code: string;
  optional: boolean;
  papers: PaperResult[];
  /** Each part over the papers (one paper: the paper's own parts). */
  parts: (PartScheme & { marks: number; absent: boolean })[];
  total: number;
  max: number;
  percent: number;
  passed: boolean;
  letter: LetterGrade;
  point: number;
};

/** Whether a student has any mark (or an absence) in a subject's papers: took it. */
export function tookSubject(subject: SubjectScheme, marks: StudentMarks): boolean {
  return subject.papers.some((paper) =>
    paper.parts.some((p) => marks[paper.code]?.[p.part] !== undefined),
  );
}

/** A subject's result; null when the student did not take it (no marks in any paper). */
export function gradeSubject(subject: SubjectScheme, marks: StudentMarks): SubjectResult | null {
  if (!tookSubject(subject, marks)) return null;
  const papers: PaperResult[] = subject.papers.map((paper) => {
    const parts = paper.parts.map((p) => ({ ...p, marks: marks[paper.code]?.[p.part] ?? 0 }));
    return {
      code: paper.code,
      parts,
      total: hundredths(parts.reduce((sum, p) => sum + (p.marks === 'absent' ? 0 : p.marks), 0)),
      max: paper.parts.reduce((sum, p) => sum + p.max, 0),
    };
  });
  const byPart = new Map<PartKey, PartScheme & { marks: number; absent: boolean }>();
  for (const paper of papers)
    for (const p of paper.parts) {
      const part = byPart.get(p.part) ?? { part: p.part, max: 0, pass: 0, marks: 0, absent: false };
      part.max += p.max;
      part.pass += p.pass;
      part.marks = hundredths(part.marks + (p.marks === 'absent' ? 0 : p.marks));
      part.absent ||= p.marks === 'absent';
      byPart.set(p.part, part);
    }
  const parts = [...byPart.values()];
  const total = hundredths(papers.reduce((sum, p) => sum + p.total, 0));
  const max = papers.reduce((sum, p) => sum + p.max, 0);
  const percent = percentOf(total, max);
  const passed = parts.every((p) => !p.absent && p.marks >= p.pass);
  const { letter, point } = passed ? gradeOfPercent(percent) : { letter: 'F' as const, point: 0 };
  return {
    code: subject.code,
    optional: subject.optional,
    papers,
    parts,
    total,
    max,
    percent,
    passed,
    letter,
    point,
  };
}

export type StudentResult = {
  subjects: SubjectResult[];
  totalMarks: number;
  totalMax: number;
  /** With the optional subject's points above 2.00. */
  gpa: number;
  gpaWithoutOptional: number;
  letter: LetterGrade;
  /** Every compulsory subject passed. */
  passed: boolean;
};

/** A student's subjects, total, GPA (with and without the optional subject) and letter grade. */
export function gradeStudent(scheme: readonly SubjectScheme[], marks: StudentMarks): StudentResult {
  const subjects = scheme.flatMap((s) => gradeSubject(s, marks) ?? []);
  const compulsory = subjects.filter((s) => !s.optional);
  const optional = subjects.find((s) => s.optional);
  const passed = compulsory.length > 0 && compulsory.every((s) => s.passed);
  const points = compulsory.reduce((sum, s) => sum + s.point, 0);
  const bonus = optional ? Math.max(0, optional.point - 2) : 0;
  const gpaOf = (sum: number) => (passed ? Math.min(5, hundredths(sum / compulsory.length)) : 0);
  const gpa = gpaOf(points + bonus);
  return {
    subjects,
    totalMarks: hundredths(subjects.reduce((sum, s) => sum + s.total, 0)),
    totalMax: subjects.reduce((sum, s) => sum + s.max, 0),
    gpa,
    gpaWithoutOptional: gpaOf(points),
    letter: passed ? letterOfGpa(gpa) : 'F',
    passed,
  };
}

export type RankedResult<T> = T & StudentResult & { position: number };

/**
 * A class's results with merit positions: those who passed first, then by GPA, then by
 * total marks; equal results share a position and the next is skipped (1, 2, 2, 4).
 * Also the highest total of each subject in the class.
 */
export function gradeClass<T extends { marks: StudentMarks }>(
  scheme: readonly SubjectScheme[],
  students: readonly T[],
): { results: RankedResult<T>[]; highest: Record<string, number> } {
  const graded = students.map((s) => ({ ...s, ...gradeStudent(scheme, s.marks), position: 0 }));
  const order = [...graded].sort(compareResults);
  order.forEach((r, i) => {
    const before = order[i - 1];
    r.position = before && compareResults(before, r) === 0 ? before.position : i + 1;
  });
  const highest: Record<string, number> = {};
  for (const r of graded)
    for (const s of r.subjects) highest[s.code] = Math.max(highest[s.code] ?? 0, s.total);
  return { results: graded, highest };
}

function compareResults(a: StudentResult, b: StudentResult): number {
  return Number(b.passed) - Number(a.passed) || b.gpa - a.gpa || b.totalMarks - a.totalMarks;
}
