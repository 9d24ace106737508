import type { SubjectScheme } from '../../shared/grading.ts';

/** A small class's subjects: Bangla of two papers, mathematics, two optional subjects. */
export const TEST_SUBJECTS: SubjectScheme[] = [
  {
    code: 'ban',
    name: 'Bangla',
    nameBn: 'বাংলা',
    optional: false,
    papers: [
      {
        code: 'ban1',
        name: '1st paper',
        nameBn: 'প্রথম পত্র',
        parts: [
          { part: 'cq', max: 70, pass: 23 },
          { part: 'mcq', max: 30, pass: 10 },
        ],
      },
      {
        code: 'ban2',
        name: '2nd paper',
        nameBn: 'দ্বিতীয় পত্র',
        parts: [{ part: 'written', max: 50, pass: 17 }],
      },
    ],
  },
  {
    code: 'math',
    name: 'Mathematics',
    nameBn: 'গণিত',
    optional: false,
    papers: [
      {
        code: 'math',
        name: '',
        nameBn: '',
        parts: [
          { part: 'cq', max: 60, pass: 20 },
          { part: 'mcq', max: 40, pass: 13 },
        ],
      },
    ],
  },
  {
    code: 'agri',
    name: 'Agriculture Studies',
    nameBn: 'কৃষিশিক্ষা',
    optional: true,
    papers: [
      { code: 'agri', name: '', nameBn: '', parts: [{ part: 'written', max: 100, pass: 33 }] },
    ],
  },
  {
    code: 'music',
    name: 'Music',
    nameBn: 'সংগীত',
    optional: true,
    papers: [
      { code: 'music', name: '', nameBn: '', parts: [{ part: 'written', max: 100, pass: 33 }] },
    ],
  },
];

/** The sheet's columns by their codes, every one of TEST_SUBJECTS'. */
export const CODE_HEADERS =
  'roll,name,nameBn,dateOfBirth,birthRegistration,ban1.cq,ban1.mcq,ban2.written,math.cq,math.mcq,agri.written,music.written';
