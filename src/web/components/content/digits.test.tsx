import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentValue } from '../../../shared/schemas/content.ts';
import { setLanguage } from '../../lib/language.ts';
import { BLANK, NEW_SCHOOL } from '../../test/new-school.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ContactView } from './contact-view.tsx';
import { InstitutionView } from './institution-view.tsx';

/** Issue 18: a Bangla reader reads the school's numbers in Bangla digits; a tel: link dials ASCII. */

const school = { ...NEW_SCHOOL, phone: '01700-000000', email: 'office@school.example' };

const institution: ContentValue<'institution'> = {
  recognition: BLANK,
  recognitionDate: '',
  mpo: BLANK,
  sections: [],
  students: [],
  committee: [{ name: { en: 'Abdul Karim', bn: 'আবদুল করিম' }, role: BLANK, phone: '01700000101' }],
  citizenCharter: BLANK,
  informationOfficer: {
    name: { en: 'Salma Akter', bn: 'সালমা আক্তার' },
    designation: BLANK,
    phone: '+880 1700-000201',
    email: '',
  },
};

describe('the contact page’s phone', () => {
  it('is in Latin digits for an English reader', () => {
    renderWithProviders(<ContactView school={school} />);
    expect(screen.getByRole('link', { name: '01700-000000' })).toHaveAttribute(
      'href',
      'tel:01700000000',
    );
  });

  it('is in Bangla digits for a Bangla reader, and dials the same number', async () => {
    await setLanguage('bn');
    renderWithProviders(<ContactView school={school} />);
    expect(screen.getByRole('link', { name: '০১৭০০-০০০০০০' })).toHaveAttribute(
      'href',
      'tel:01700000000',
    );
  });
});

describe('the institution page’s EIIN and phones', () => {
  it('are in Bangla digits for a Bangla reader, leading zeros kept, dialling ASCII', async () => {
    await setLanguage('bn');
    renderWithProviders(<InstitutionView value={institution} eiin="099901" />);
    expect(screen.getByText('০৯৯৯০১')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /০১৭০০০০০১০১$/ })).toHaveAttribute(
      'href',
      'tel:01700000101',
    );
    expect(screen.getByRole('link', { name: /\+৮৮০ ১৭০০-০০০২০১$/ })).toHaveAttribute(
      'href',
      'tel:+8801700000201',
    );
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  });

  it('are in Latin digits for an English reader', () => {
    renderWithProviders(<InstitutionView value={institution} eiin="099901" />);
    expect(screen.getByText('099901')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /01700000101$/ })).toBeInTheDocument();
  });
});
