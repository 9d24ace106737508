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
