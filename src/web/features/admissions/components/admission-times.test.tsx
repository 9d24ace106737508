import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { setLanguage } from '../../../lib/language.ts';
import { todayIso } from '../../../lib/local-date.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdmissionCard } from './admission-card.tsx';
import { AdmissionStatusLookup } from './admission-status-lookup.tsx';

/**
 * Every date and time a person sees is Bangladesh's, whatever zone the browser is in
 * (issue 46): here the browser is in New York, where this moment is still 15 November.
 */
const SENT = '2026-11-15T20:30:00.000Z';
const before = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = before;
  if (before === undefined) delete process.env.TZ;
});

const admission: Admission = {
  id: 'a1',
  reference: 'ADM-2026-K7Q2ZP',
  grade: 'vi',
  status: 'new',
  submittedAt: SENT,
  periodId: null,
  studentNameBn: '',
  studentName: 'Jannatul Ferdous',
  dateOfBirth: null,
  birthRegistration: '',
  fatherName: '',
  motherName: '',
  guardianRelation: '',
  guardianName: 'Shah Alam',
  guardianMobile: '01812345678',
  guardianOccupation: 'Farmer',
  guardianEmail: '',
  studentMobile: '',
  village: '',
  unionName: '',
  upazila: '',
  district: '',
  previousSchool: '',
  previousClass: '',
  photoUrl: null,
};

describe('times in Bangladesh, in a browser elsewhere', () => {
  it('runs in another zone (else the test proves nothing)', () => {
    expect(new Date(SENT).getHours()).toBe(15);
    expect(new Date(SENT).getDate()).toBe(15);
  });

  it('dates the status check’s application by Bangladesh’s clock', async () => {
    mockFetch(() =>
      jsonResponse({
        reference: admission.reference,
        studentName: admission.studentName,
        grade: 'vi',
        status: 'new',
        submittedAt: SENT,
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdmissionStatusLookup />);
    await user.type(screen.getByLabelText('Reference number'), admission.reference);
    await user.type(screen.getByLabelText('Guardian’s mobile number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('16 November 2026, 02:30')).toBeInTheDocument();
    expect(screen.queryByText(/15 November/)).toBeNull();
  });

  it('dates an application in the admin’s list by Bangladesh’s clock, in Bangla too', async () => {
    const { unmount } = renderWithProviders(<AdmissionCard admission={admission} />);
    expect(screen.getByText('16 November 2026, 02:30')).toBeInTheDocument();
    unmount();
    await setLanguage('bn', { remember: false });
    renderWithProviders(<AdmissionCard admission={admission} />);
    expect(screen.getByText('১৬ নভেম্বর ২০২৬, ০২:৩০')).toBeInTheDocument();
  });

  it('takes today as Bangladesh’s day', () => {
    expect(todayIso(new Date(SENT))).toBe('2026-11-16');
  });
});
