import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../shared/schemas/people.ts';
import { setLanguage } from '../lib/language.ts';
import { jsonResponse, mockApi, renderWithProviders } from '../test/render.tsx';
import StaffRoute from './staff.tsx';

const member: StaffMember = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Rahima Khatun',
  nameBn: 'রহিমা খাতুন',
  designation: 'Librarian',
  designationBn: 'গ্রন্থাগারিক',
  department: 'Library',
  joinDate: '2019-01-15',
  mobile: '01700-000201',
  identity: '',
  image: null,
};

describe('the Staff page’s mobile numbers (issue 18)', () => {
  it('are in Bangla digits for a Bangla reader, the tel: link dialling ASCII', async () => {
    await setLanguage('bn');
    mockApi(() => jsonResponse({ items: [member] }));
    renderWithProviders(<StaffRoute />);
    const [card] = await screen.findAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: '০১৭০০-০০০২০১' })).toHaveAttribute(
      'href',
      'tel:01700000201',
    );
    expect(card).toHaveTextContent('১৫ জানুয়ারি ২০১৯');
    // The name and designation in Bangla (issue 19).
    expect(within(card!).getByRole('heading', { name: 'রহিমা খাতুন' })).toBeVisible();
    expect(card).toHaveTextContent('গ্রন্থাগারিক');
    expect(card).not.toHaveTextContent('Librarian');
  });

  it('are in Latin digits for an English reader', async () => {
    mockApi(() => jsonResponse({ items: [member] }));
    renderWithProviders(<StaffRoute />);
    const [card] = await screen.findAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: '01700-000201' })).toHaveAttribute(
      'href',
      'tel:01700000201',
    );
    expect(within(card!).getByRole('heading', { name: 'Rahima Khatun' })).toBeVisible();
    expect(card).toHaveTextContent('Librarian');
  });
});
