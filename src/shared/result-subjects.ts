import type { PartKey, PartScheme, SubjectScheme } from './grading.ts';

/**
 * The subjects a class's results start from (issue 21): the national curriculum's subjects
 * with their papers, parts, full marks and pass marks (a third of each part's marks,
 * rounded, as the boards set them). The admin changes them to the school's own before
 * reading in the marks; each class's results keep the subjects they were read with.
 */

/** A part with the boards' pass mark: 33% of its full marks, rounded (70 → 23, 25 → 8). */
const part = (key: PartKey, max: number): PartScheme => ({
  part: key,
  max,
  pass: Math.round(max * 0.33),
});
const cqMcq = (cq: number, mcq: number) => [part('cq', cq), part('mcq', mcq)];
const withPractical = [part('cq', 50), part('mcq', 25), part('practical', 25)];

const single = (
  code: string,
  name: string,
  nameBn: string,
  parts: PartScheme[],
  optional = false,
): SubjectScheme => ({
  code,
  name,
  nameBn,
  optional,
  papers: [{ code, name: '', nameBn: '', parts }],
});

const twoPapers = (
  code: string,
  name: string,
  nameBn: string,
  first: PartScheme[],
  second: PartScheme[],
): SubjectScheme => ({
  code,
  name,
  nameBn,
  optional: false,
  papers: [
    { code: `${code}1`, name: '1st paper', nameBn: 'প্রথম পত্র', parts: first },
    { code: `${code}2`, name: '2nd paper', nameBn: 'দ্বিতীয় পত্র', parts: second },
  ],
});

const common = (junior: boolean): SubjectScheme[] => [
  twoPapers('ban', 'Bangla', 'বাংলা', cqMcq(70, 30), junior ? [part('written', 50)] : cqMcq(70, 30)),
  twoPapers(
    'eng',
    'English',
    'ইংরেজি',
    [part('written', 100)],
    [part('written', junior ? 50 : 100)],
  ),
  single('math', 'Mathematics', 'গণিত', junior ? cqMcq(60, 40) : cqMcq(70, 30)),
  single(
    'bgs',
    'Bangladesh and Global Studies',
    'বাংলাদেশ ও বিশ্বপরিচয়',
    junior ? cqMcq(60, 40) : cqMcq(70, 30),
  ),
  single(
    'rel',
    'Religion and Moral Education',
    'ধর্ম ও নৈতিক শিক্ষা',
    junior ? cqMcq(60, 40) : cqMcq(70, 30),
  ),
  single(
    'ict',
    'Information and Communication Technology',
    'তথ্য ও যোগাযোগ প্রযুক্তি',
    junior ? cqMcq(25, 25) : [part('mcq', 25), part('practical', 25)],
  ),
];

export const SUBJECT_PRESETS = {
  /** Classes six to eight. */
  junior: [
    ...common(true),
    single('sci', 'Science', 'বিজ্ঞান', cqMcq(60, 40)),
    single('agri', 'Agriculture Studies', 'কৃষিশিক্ষা', cqMcq(60, 40), true),
  ],
  /** Classes nine and ten, science group. */
  science: [
    ...common(false),
    single('phy', 'Physics', 'পদার্থবিজ্ঞান', withPractical),
    single('chem', 'Chemistry', 'রসায়ন', withPractical),
    single('bio', 'Biology', 'জীববিজ্ঞান', withPractical),
    single('hmath', 'Higher Mathematics', 'উচ্চতর গণিত', withPractical, true),
  ],
  /** Classes nine and ten, humanities group. */
  humanities: [
    ...common(false),
    single('sci', 'Science', 'বিজ্ঞান', cqMcq(70, 30)),
    single(
      'hist',
      'History of Bangladesh and World Civilisation',
      'বাংলাদেশের ইতিহাস ও বিশ্বসভ্যতা',
      cqMcq(70, 30),
    ),
    single('geo', 'Geography and Environment', 'ভূগোল ও পরিবেশ', cqMcq(70, 30)),
    single('civ', 'Civics and Citizenship', 'পৌরনীতি ও নাগরিকতা', cqMcq(70, 30)),
    single('agri', 'Agriculture Studies', 'কৃষিশিক্ষা', withPractical, true),
  ],
} as const satisfies Record<string, SubjectScheme[]>;
export type SubjectPreset = keyof typeof SUBJECT_PRESETS;
export const SUBJECT_PRESET_NAMES = Object.keys(SUBJECT_PRESETS) as SubjectPreset[];

/** The preset a class starts from: six to eight junior, nine and ten science. */
export const presetOfGrade = (grade: string): SubjectPreset =>
  grade === 'ix' || grade === 'x' ? 'science' : 'junior';

/** A part's name in the sheet's headers and on the marksheet. */
export const PART_NAMES: Readonly<Record<PartKey, { en: string; bn: string }>> = {
  written: { en: 'Written', bn: 'লিখিত' },
  cq: { en: 'CQ', bn: 'সৃজনশীল' },
  mcq: { en: 'MCQ', bn: 'বহুনির্বাচনি' },
  practical: { en: 'Practical', bn: 'ব্যবহারিক' },
};
