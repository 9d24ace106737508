import { ADMISSION_WORDS } from '../../../shared/admission-words.ts';
import { csvText } from '../../../shared/csv.ts';
import type { Admission } from '../../../shared/schemas/admissions.ts';

type Language = 'en' | 'bn';
type Column = [keyof Admission, en: string, bn: string];

const COLUMNS: Column[] = [
  ['reference', 'Reference', 'রেফারেন্স নম্বর'],
  ['submittedAt', 'Sent (Bangladesh time)', 'জমার সময় (বাংলাদেশ সময়)'],
  ['status', 'Status', 'অবস্থা'],
  ['grade', 'Class', 'শ্রেণি'],
  ['studentNameBn', 'Student’s name (Bangla)', 'শিক্ষার্থীর নাম (বাংলায়)'],
  ['studentName', 'Student’s name (English)', 'শিক্ষার্থীর নাম (ইংরেজিতে)'],
  ['dateOfBirth', 'Date of birth', 'জন্ম তারিখ'],
  ['birthRegistration', 'Birth registration number', 'জন্ম নিবন্ধন নম্বর'],
  ['fatherName', 'Father’s name', 'পিতার নাম'],
  ['motherName', 'Mother’s name', 'মাতার নাম'],
  ['guardianRelation', 'Guardian', 'অভিভাবক'],
  ['guardianName', 'Guardian’s name', 'অভিভাবকের নাম'],
  ['guardianMobile', 'Guardian’s mobile', 'অভিভাবকের মোবাইল'],
  ['guardianOccupation', 'Guardian’s occupation', 'অভিভাবকের পেশা'],
  ['guardianEmail', 'Guardian’s email', 'অভিভাবকের ইমেইল'],
  ['studentMobile', 'Student’s mobile', 'শিক্ষার্থীর মোবাইল'],
  ['village', 'Village', 'গ্রাম'],
  ['unionName', 'Union', 'ইউনিয়ন'],
  ['upazila', 'Upazila', 'উপজেলা'],
  ['district', 'District', 'জেলা'],
  ['previousSchool', 'Previous school', 'পূর্ববর্তী বিদ্যালয়'],
  ['previousClass', 'Previous class', 'পূর্ববর্তী শ্রেণি'],
];

const STATUSES: Record<Language, Record<string, string>> = {
  en: { new: 'New', contacted: 'Contacted', admitted: 'Admitted', rejected: 'Not admitted' },
  bn: {
    new: 'নতুন',
    contacted: 'যোগাযোগ করা হয়েছে',
    admitted: 'ভর্তি করা হয়েছে',
    rejected: 'ভর্তি করা হয়নি',
  },
};
/** The worded values (status, class, relation) in each language. */
const WORDS: Record<Language, Record<string, string>> = {
  en: { ...STATUSES.en, ...ADMISSION_WORDS.en.classes, ...ADMISSION_WORDS.en.relations },
  bn: { ...STATUSES.bn, ...ADMISSION_WORDS.bn.classes, ...ADMISSION_WORDS.bn.relations },
};
const WORDED = new Set<keyof Admission>(['status', 'grade', 'guardianRelation', 'previousClass']);

/** A moment as Bangladesh's date and time (UTC+6, no summer time): 2026-12-02 14:05. */
export function bangladeshTime(iso: string): string {
  return new Date(new Date(iso).getTime() + 6 * 3600_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
}

/**
 * The applications as a CSV file for Excel or LibreOffice (issue 20): headings and the
 * worded values (status, class, relation) in the admin's language, times in Bangladesh
 * time, and the numbers a spreadsheet would spoil as it reads them (a mobile's leading 0, a
 * birth registration number's last digits) written grouped, as people write them: 01712-345678,
 * 2013-4712345678901. Excel and LibreOffice both read those as text, as they are; neither
 * needs the import settings changed.
 */
export function admissionsCsv(rows: Admission[], language: Language = 'en'): string {
  const cell = (row: Admission, key: keyof Admission): string => {
    const value = row[key];
    if (value === null || value === '') return '';
    if (key === 'submittedAt') return bangladeshTime(String(value));
    if (key === 'guardianMobile' || key === 'studentMobile')
      return `${String(value).slice(0, 5)}-${String(value).slice(5)}`;
    if (key === 'birthRegistration')
      return `${String(value).slice(0, 4)}-${String(value).slice(4)}`;
    if (WORDED.has(key)) return WORDS[language][String(value)] ?? String(value);
    return String(value);
  };
  return csvText([
    COLUMNS.map((c) => (language === 'bn' ? c[2] : c[1])),
    ...rows.map((r) => COLUMNS.map(([key]) => cell(r, key))),
  ]);
}
