import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicTeacher } from '../../shared/schemas/people.ts';
import { setLanguage } from '../lib/language.ts';
import { inLanguage } from '../lib/names.ts';
import { jsonResponse, mockApi, renderWithProviders } from '../test/render.tsx';
import TeachersRoute from './teachers.tsx';

const teacher = (n: number, over: Partial<PublicTeacher> = {}): PublicTeacher => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Teacher ${n}`,
  nameBn: '',
  designation: 'Assistant Teacher',
  designationBn: '',
  subject: '',
  subjectBn: '',
  joinDate: null,
  image: null,
  ...over,
});

const items = [
  teacher(1, {
    name: 'Abdul Karim',
    nameBn: 'আব্দুল করিম',
    designation: 'Head Teacher',
    designationBn: 'প্রধান শিক্ষক',
    subject: 'Mathematics',
  }),
  teacher(2, { name: 'Salma Begum', subject: 'Physics', subjectBn: 'পদার্থবিজ্ঞান' }),
  teacher(3, { name: '', nameBn: 'রফিকুল ইসলাম', designation: '', designationBn: 'সহকারী শিক্ষক' }),
];

const cards = async () =>
  (await screen.findAllByRole('listitem')).map((li) => [
    within(li).getByRole('heading').textContent,
    li.querySelector('p')?.textContent,
  ]);

describe('the Teachers page in both languages (issue 19)', () => {
  it('shows an English reader the English name and designation, else the Bangla, and the subject', async () => {
    mockApi(() => jsonResponse({ items, total: 3 }));
    renderWithProviders(<TeachersRoute />);
    expect(await cards()).toEqual([
      ['Abdul Karim', 'Head Teacher'],
      ['Salma Begum', 'Assistant Teacher'],
      ['রফিকুল ইসলাম', 'সহকারী শিক্ষক'],
    ]);
    expect(screen.getByText('Subject: Mathematics')).toBeInTheDocument();
    expect(screen.getByText('Subject: Physics')).toBeInTheDocument();
    expect(screen.getAllByText(/Subject:/)).toHaveLength(2);
  });

  it('shows a Bangla reader the Bangla name and designation, else the English', async () => {
    await setLanguage('bn');
    mockApi(() => jsonResponse({ items, total: 3 }));
    renderWithProviders(<TeachersRoute />);
    expect(await cards()).toEqual([
      ['আব্দুল করিম', 'প্রধান শিক্ষক'],
      ['Salma Begum', 'Assistant Teacher'],
      ['রফিকুল ইসলাম', 'সহকারী শিক্ষক'],
    ]);
    // The subject too: in Bangla where the school gave it, else the English.
    expect(screen.getByText('বিষয়: পদার্থবিজ্ঞান')).toBeInTheDocument();
    expect(screen.getByText('বিষয়: Mathematics')).toBeInTheDocument();
  });
});

describe('inLanguage', () => {
  it.each([
    ['Head Teacher', 'প্রধান শিক্ষক', 'en', 'Head Teacher'],
    ['Head Teacher', 'প্রধান শিক্ষক', 'bn', 'প্রধান শিক্ষক'],
    ['Head Teacher', '', 'bn', 'Head Teacher'],
    ['', 'প্রধান শিক্ষক', 'en', 'প্রধান শিক্ষক'],
    [null, '', 'en', ''],
  ] as const)('picks (%s, %s) for %s as %s', (en, bn, language, expected) => {
    expect(inLanguage(en, bn, language)).toBe(expected);
  });
});
