import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionPeriod } from '../../../../shared/schemas/admissions.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { wrap } from '../lib/slip-picture.ts';
import { AdmissionApplication } from './admission-application.tsx';
import { AdmissionStatusLookup } from './admission-status-lookup.tsx';

const period = (over: Partial<AdmissionPeriod>): AdmissionPeriod => ({
  id: `p-${over.grade ?? 'vi'}`,
  grade: 'vi',
  opensOn: '2026-11-12',
  closesOn: '2026-12-12',
  seats: 120,
  papers: 'জন্ম নিবন্ধন সনদ\nদুই কপি ছবি',
  state: 'open',
  ...over,
});

function serve(periods: AdmissionPeriod[]) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/admissions/season')
      return jsonResponse({ today: '2026-11-26', periods });
    if (url.pathname === '/api/admissions' && init?.method === 'POST')
      return jsonResponse({ reference: 'ADM-2026-ABC234' }, 201);
    return jsonResponse({ error: { code: 'not_found', message: 'No' } }, 404);
  });
}

afterEach(() => localStorage.clear());

describe('AdmissionApplication', () => {
  it('says when a class opens or closed, and shows no form while none is open', async () => {
    serve([
      period({ grade: 'vi', state: 'upcoming', opensOn: '2026-12-01' }),
      period({ grade: 'vii', state: 'closed', closesOn: '2026-10-27' }),
    ]);
    renderWithProviders(<AdmissionApplication />);
    expect(await screen.findByText('Online admission is not open now.')).toBeInTheDocument();
    expect(
      screen.getByText('Admission to class Six opens on 1 December 2026.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Admission to class Seven closed on 27 October 2026.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it("says so on a new school's site with no admission period yet", async () => {
    serve([]);
    renderWithProviders(<AdmissionApplication />);
    expect(
      await screen.findByText('The school will announce the next admission on its notice board.'),
    ).toBeInTheDocument();
  });

  it('gives the open classes with their last day and seats, then the slip with the papers to bring', async () => {
    serve([period({})]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const onSent = vi.fn();
    const user = userEvent.setup();
    // Answers kept on the phone (admission-draft.ts) fill the form, as after a reload.
    localStorage.setItem(
      'admission-draft',
      JSON.stringify({
        savedAt: Date.now(),
        values: {
          grade: 'vi',
          studentNameBn: 'সাদিয়া ইসলাম',
          studentName: 'Sadia Islam',
          dateOfBirth: '2014-03-12',
          birthRegistration: '20147812345678901',
          fatherName: 'আব্দুল করিম',
          motherName: 'রোকেয়া বেগম',
          guardianRelation: 'father',
          guardianMobile: '01812345678',
          village: 'চর নীলকমল',
          unionName: 'নীলকমল',
          upazila: 'চরফ্যাশন',
          district: 'ভোলা',
          previousSchool: 'চর নীলকমল সরকারি প্রাথমিক বিদ্যালয়',
          previousClass: 'v',
          photo: 'data:image/jpeg;base64,/9j/4AAQ',
        },
      }),
    );
    renderWithProviders(<AdmissionApplication onSent={onSent} />);
    expect(
      await screen.findByText('Class Six: applications until 12 December 2026; 120 seats.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    const slip = await screen.findByRole('region', {
      name: 'Admission application: acknowledgement slip',
    });
    expect(within(slip).getByText('ADM-2026-ABC234')).toBeInTheDocument();
    expect(within(slip).getByText('জন্ম নিবন্ধন সনদ')).toBeInTheDocument();
    expect(within(slip).getByText('দুই কপি ছবি')).toBeInTheDocument();
    expect(within(slip).getByText('আব্দুল করিম (Father)')).toBeInTheDocument();
    expect(within(slip).getByText('12 March 2014')).toBeInTheDocument();
    expect(within(slip).getByRole('img', { name: 'The student’s photo' })).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ reference: 'ADM-2026-ABC234' }));
    await user.click(within(slip).getByRole('button', { name: 'Print the slip' }));
    expect(print).toHaveBeenCalled();
    await user.click(within(slip).getByRole('button', { name: 'Apply for another student' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});

describe('AdmissionStatusLookup', () => {
  it('is filled in with the application just sent', async () => {
    renderWithProviders(
      <AdmissionStatusLookup given={{ reference: 'ADM-2026-ABC234', mobile: '01812345678' }} />,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Reference number')).toHaveValue('ADM-2026-ABC234'),
    );
    expect(screen.getByLabelText('Guardian’s mobile number')).toHaveValue('01812345678');
  });
});

describe('the slip as a picture', () => {
  it('breaks a text into lines that fit, keeping its own line breaks', () => {
    const measure = (text: string) => text.length * 10;
    expect(wrap(measure, 'one two three four', 100)).toEqual(['one two', 'three four']);
    expect(wrap(measure, 'first\nsecond line', 200)).toEqual(['first', 'second line']);
    expect(wrap(measure, 'averyveryverylongword', 50)).toEqual(['averyveryverylongword']);
  });
});
