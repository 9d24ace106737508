import type { Mark, PartKey, StudentMarks, SubjectScheme } from '../../shared/grading.ts';
import { gradeClass } from '../../shared/grading.ts';
import { SUBJECT_PRESETS } from '../../shared/result-subjects.ts';
import type { Marksheet, PublishedExams, ResultSheet } from '../../shared/schemas/results.ts';
import { NEW_SCHOOL } from './new-school.ts';

/** A class's results as the server computes them (src/shared/grading.ts), for the results' screens. */

export const EXAM = {
  id: 'exam-half-yearly-2026',
  title: 'Half-Yearly Examination 2026',
  titleBn: 'অর্ধবার্ষিক পরীক্ষা ২০২৬',
  heldOn: '2026-06-10',
};

export const PUBLISHED: PublishedExams = [
  { ...EXAM, grades: ['vi', 'ix'] },
  {
    id: 'exam-annual-2025',
    title: 'Annual Examination 2025',
    titleBn: '',
    heldOn: '2025-11-20',
    grades: ['vii'],
  },
];

/** The junior classes' subjects: Bangla and English of two papers each, Agriculture the 4th subject. */
export const SUBJECTS: SubjectScheme[] = SUBJECT_PRESETS.junior.map((s) => ({
  ...s,
  papers: s.papers.map((p) => ({ ...p, parts: p.parts.map((part) => ({ ...part })) })),
}));

/** Every part at this share of its full marks (rounded), then the given marks. */
function marksAt(
  share: number,
  given: Record<string, Partial<Record<PartKey, Mark>>> = {},
  without: string[] = [],
): StudentMarks {
  const marks: Record<string, Partial<Record<PartKey, Mark>>> = {};
  for (const subject of SUBJECTS) {
    if (without.includes(subject.code)) continue;
    for (const paper of subject.papers) {
      marks[paper.code] = Object.fromEntries(
        paper.parts.map((p) => [p.part, Math.round(p.max * share)]),
      );
    }
  }
  for (const [paper, parts] of Object.entries(given)) marks[paper] = { ...marks[paper], ...parts };
  return marks;
}

const STUDENTS = [
  {
    roll: '1',
    name: 'Ayesha Siddiqua',
    nameBn: 'আয়েশা সিদ্দিকা',
    dateOfBirth: '2014-03-15',
    birthRegistration: '20141234567890123',
    marks: marksAt(0.76, { ban1: { cq: 61.5 } }),
  },
  {
    // Absent in mathematics' MCQ: failed, whatever the rest.
    roll: '2',
    name: 'Rafiqul Islam',
    nameBn: '',
    dateOfBirth: '2014-01-02',
    birthRegistration: '',
    marks: marksAt(0.72, { math: { mcq: 'absent' } }, ['agri']),
  },
  {
    roll: '3',
    name: 'Sumaiya Akter',
    nameBn: 'সুমাইয়া আক্তার',
    dateOfBirth: '2013-12-30',
    birthRegistration: '',
    marks: marksAt(0.65),
  },
];

const graded = gradeClass(SUBJECTS, STUDENTS);

const head = {
  exam: EXAM,
  grade: 'vi' as const,
  subjects: SUBJECTS,
  highest: graded.highest,
  students: STUDENTS.length,
};

/** The class's tabulation sheet, as the admin's GET /api/exams/:id/results/:grade answers. */
export const SHEET: ResultSheet = {
  ...head,
  status: 'published',
  publishedAt: '2026-07-01T04:00:00.000Z',
  updatedAt: '2026-07-01T04:00:00.000Z',
  results: graded.results.map(({ marks: _marks, ...result }) => result),
};

/** A roll's marksheet, as the lookup answers it. */
export function marksheetOf(roll: string): Marksheet {
  const found = SHEET.results.find((r) => r.roll === roll);
  if (!found) throw new Error(`No roll ${roll}`);
  const { dateOfBirth: _d, birthRegistration: _b, ...result } = found;
  return { ...head, result };
}

/** The site's answer with a school the marksheet names. */
export const SITE = {
  school: {
    ...NEW_SCHOOL,
    name: { en: 'Char Fasson Model High School', bn: 'চর ফ্যাশন মডেল উচ্চ বিদ্যালয়' },
    eiin: '101234',
    address: { en: 'Char Fasson, Bhola', bn: 'চরফ্যাশন, ভোলা' },
  },
};
