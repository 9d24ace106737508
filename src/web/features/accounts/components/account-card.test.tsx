import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/language.ts';
import { emptyProfile } from '../../../test/profiles.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountCard } from './account-card.tsx';

const student = emptyProfile({
  loginId: 'student01',
  name: 'Nusrat Jahan',
  grade: 'viii',
  roll: '17',
  phone: '01812345678',
  ward: '07',
});
const teacher = emptyProfile({
  role: 'teacher',
  loginId: 'teacher01',
  name: 'Abdul Karim',
  designation: 'Assistant Teacher',
  phone: '+880 1700-000101',
  ward: '4',
});

/** What the card says after a label ('Roll:' → '17'). */
function fact(label: string) {
  const term = screen
    .getAllByRole('term')
    .find((dt) => dt.textContent?.replace(/:$/, '') === label);
  return term?.nextElementSibling?.textContent;
}

function renderCard(profile = student) {
  return renderWithProviders(
    <ul>
      <AccountCard profile={profile} canReset={false} />
    </ul>,
  );
}

describe('an account card’s numbers (issue 18)', () => {
  it('are in Bangla digits for a Bangla reader: roll, ward and mobile, leading zeros kept', async () => {
    await setLanguage('bn');
    renderCard();
    expect(fact('রোল')).toBe('১৭');
    expect(fact('ওয়ার্ড নং')).toBe('০৭');
    expect(fact('মোবাইল')).toBe('০১৮১২৩৪৫৬৭৮');
    // The login id is typed at sign-in: it stays as it is.
    expect(fact('আইডি')).toBe('student01');
  });

  it('are in Bangla digits on a teacher’s or an admin’s card too', async () => {
    await setLanguage('bn');
    renderCard(teacher);
    expect(fact('ওয়ার্ড নং')).toBe('৪');
    expect(fact('মোবাইল')).toBe('+৮৮০ ১৭০০-০০০১০১');
  });

  it('are in Latin digits for an English reader', () => {
    renderCard();
    expect(fact('Roll')).toBe('17');
    expect(fact('Ward No.')).toBe('07');
    expect(fact('Mobile')).toBe('01812345678');
  });
});
