import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/language.ts';
import { emptyProfile } from '../../../test/profiles.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileCard } from './profile-card.tsx';

const profile = emptyProfile({
  name: 'Nusrat Jahan',
  grade: 'viii',
  roll: '17',
  phone: '01812345678',
  ward: '07',
});

/** What My Profile's card says after a label. */
function fact(label: string) {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
}

describe('My Profile’s card, its numbers (issue 18)', () => {
  it('are in Bangla digits for a Bangla reader: roll, mobile and ward, leading zeros kept', async () => {
    await setLanguage('bn');
    renderWithProviders(<ProfileCard profile={profile} />);
    expect(fact('রোল')).toBe('১৭');
    expect(fact('মোবাইল')).toBe('০১৮১২৩৪৫৬৭৮');
    expect(fact('ওয়ার্ড নং')).toBe('০৭');
  });

  it('are in Latin digits for an English reader', () => {
    renderWithProviders(<ProfileCard profile={profile} />);
    expect(fact('Roll')).toBe('17');
    expect(fact('Mobile')).toBe('01812345678');
    expect(fact('Ward No.')).toBe('07');
  });
});

describe('My Profile’s card (issue 19)', () => {
  it('shows a student’s guardian and Bangla name', () => {
    renderWithProviders(
      <ProfileCard
        profile={{
          ...profile,
          nameBn: 'নুসরাত জাহান',
          guardianName: 'Karim Uddin',
          guardianPhone: '01712345678',
        }}
      />,
    );
    expect(fact('Name in Bangla')).toBe('নুসরাত জাহান');
    expect(fact('Guardian’s Name')).toBe('Karim Uddin');
    expect(fact('Guardian’s Mobile')).toBe('01712345678');
  });

  it('shows a teacher’s designation in both languages and subject', () => {
    renderWithProviders(
      <ProfileCard
        profile={emptyProfile({
          role: 'teacher',
          name: 'Abdul Karim',
          designation: 'Assistant Teacher',
          designationBn: 'সহকারী শিক্ষক',
          subject: 'Mathematics',
        })}
      />,
    );
    expect(fact('Designation')).toBe('Assistant Teacher');
    expect(fact('Designation in Bangla')).toBe('সহকারী শিক্ষক');
    expect(fact('Subject')).toBe('Mathematics');
    expect(fact('Roll')).toBeUndefined();
  });
});
