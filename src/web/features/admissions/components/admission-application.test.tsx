import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionPeriod } from '../../../../shared/schemas/admissions.ts';
import { pageFormKey } from '../../../lib/lazy-part.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { wrap } from '../lib/slip-picture.ts';
import { AdmissionApplication } from './admission-application.tsx';
import { AdmissionForms } from './admission-forms.tsx';
import { AdmissionStatusLookup } from './admission-status-lookup.tsx';

const period = (over: Partial<AdmissionPeriod>): AdmissionPeriod => ({
  id: `p-${over.grade ?? 'vi'}`,
  grade: 'vi',
  opensOn: '2026-11-12',
  closesOn: '2026-12-12',
  seats: 120,
  papers: 'জন্ম নিবন্ধন সনদ\nদুই কপি ছবি',
  state: 'open',
  commitment: 'c'.repeat(64),
  committedAt: '2026-11-10T04:00:00.000Z',
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

/** A father's application for class six, as the form holds it. */
const APPLICATION = {
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
};

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
      JSON.stringify({ savedAt: Date.now(), values: APPLICATION }),
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
    await user.click(within(slip).getByRole('link', { name: 'Apply for another student' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeEnabled();
  });
  it('draws the server’s answer to the form sent before its code came: the slip, or the refusal', async () => {
    serve([period({})]);
    localStorage.setItem(
      'admission-draft',
      JSON.stringify({ savedAt: Date.now(), values: { studentName: 'Sadia' } }),
    );
    const sent = {
      reference: 'ADM-2026-PLAIN1',
      sentAt: '2026-11-26T05:00:00.000Z',
      values: {
        ...APPLICATION,
        guardianName: '',
        guardianOccupation: 'কৃষক',
        guardianEmail: '',
        studentMobile: '',
        photo: '',
        language: 'en',
      },
    };
    const taken = renderWithProviders(<AdmissionForms />, {
      data: [[pageFormKey, { form: 'admission', values: {}, status: 201, body: sent }]],
    });
    const slip = await screen.findByRole('region', {
      name: 'Admission application: acknowledgement slip',
    });
    expect(slip).toHaveTextContent('ADM-2026-PLAIN1');
    expect(slip).toHaveTextContent('Sadia Islam');
    // The school has it: nothing is kept on the phone.
    await waitFor(() => expect(localStorage.getItem('admission-draft')).toBeNull());
    taken.unmount();

    renderWithProviders(<AdmissionForms />, {
      data: [
        [
          pageFormKey,
          {
            form: 'admission',
            values: { grade: 'vi', studentNameBn: 'সাদিয়া ইসলাম', photo: 'sent' },
            status: 409,
            body: {
              error: {
                code: 'admission_closed',
                message: 'Admission to this class is not open today.',
                details: { reason: 'admission_closed' },
              },
            },
          },
        ],
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Admission to this class is not open today.',
    );
    expect(screen.getByLabelText('Student’s name in Bangla')).toHaveValue('সাদিয়া ইসলাম');
    expect(screen.getByText(/Choose the photo again/)).toBeInTheDocument();
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

describe('AdmissionLotteries', () => {
  const secret = 'f00d'.repeat(16);
  const entries = ['ADM-2026-AAAA22', 'ADM-2026-BBBB22', 'ADM-2026-CCCC22', 'ADM-2026-DDDD22'];
  const name = (r: string) => `নাম ${r.slice(-6, -2)}`;

  /** Class seven's lottery: drawn twice (the first not published), the second published. */
  async function published(over: { commitment?: string } = {}) {
    const { commitmentOf, drawLottery, seedOf } = await import('../../../../shared/lottery.ts');
    const first = { hall: '7-23-41', seed: await seedOf(secret, '7-23-41') };
    const second = { hall: '7-23-42', seed: await seedOf(secret, '7-23-42') };
    const result = await drawLottery({
      seed: second.seed,
      entries,
      seats: 2,
      waiting: 1,
      quotas: [],
    });
    const record = (
      draw: typeof first,
      id: string,
      drawnAt: string,
      publishedAt: string | null,
    ) => ({
      id,
      ...draw,
      drawnAt,
      publishedAt,
      seats: 2,
      waitingLength: 1,
      entries,
      quotas: [],
    });
    const draws = [
      record(first, 'd1', '2026-10-29T05:00:00.000Z', null),
      record(second, 'd2', '2026-10-29T05:10:00.000Z', '2026-10-29T06:00:00.000Z'),
    ];
    return {
      items: [
        {
          periodId: 'p7',
          grade: 'vii',
          closesOn: '2026-10-27',
          state: 'closed',
          commitment: over.commitment ?? (await commitmentOf(secret)),
          committedAt: '2026-09-30T04:00:00.000Z',
          secret,
          draws,
          result: {
            ...draws[1],
            periodId: 'p7',
            grade: 'vii',
            admitted: result.admitted.map((a) => ({ ...a, name: name(a.reference) })),
            waiting: result.waiting.map((r, i) => ({
              position: i + 1,
              reference: r,
              name: name(r),
            })),
          },
        },
      ],
    };
  }
  const serveLotteries = (body: object) =>
    mockFetch((url) =>
      url.pathname === '/api/admissions/lottery' ? jsonResponse(body) : jsonResponse({}, 404),
    );
  const render = async () => {
    const { AdmissionLotteries } = await import('./admission-lotteries.tsx');
    renderWithProviders(<AdmissionLotteries />);
  };

  it('shows a class’s seal of the secret before its draw, not the secret', async () => {
    serveLotteries({
      items: [
        {
          periodId: 'p6',
          grade: 'vi',
          closesOn: '2026-12-12',
          state: 'open',
          commitment: 'ab'.repeat(32),
          committedAt: '2026-11-01T04:00:00.000Z',
          secret: null,
          draws: [],
          result: null,
        },
      ],
    });
    await render();
    const six = await screen.findByRole('article', { name: 'Class Six' });
    expect(six).toHaveTextContent(`Seal of the secret number (SHA-256)${'ab'.repeat(32)}`);
    expect(six).toHaveTextContent('Shown since 1 November 2026, 10:00.');
    expect(six).toHaveTextContent(
      'The lottery is drawn in the hall after the last day, 12 December 2026. Note this seal down',
    );
    expect(six).not.toHaveTextContent('Secret number');
    expect(within(six).queryByRole('button')).toBeNull();
  });

  it('lists the published lists with the secret and the hall’s numbers, and every draw with its time and inputs', async () => {
    const body = await published();
    serveLotteries(body);
    await render();
    const seven = await screen.findByRole('article', { name: 'Class Seven' });
    const { result } = body.items[0]!;
    expect(seven).toHaveTextContent(`Secret number, shown with the lists${secret}`);
    expect(seven).toHaveTextContent('Numbers drawn in the hall7-23-42');
    expect(seven).toHaveTextContent('Drawn on 29 October 2026 among 4 applications, for 2 seats.');
    expect(seven).toHaveTextContent(`Seed: ${result.seed}`);
    const [admitted, waiting, draws] = within(seven).getAllByRole('list');
    expect(within(admitted!).getAllByRole('listitem')).toHaveLength(2);
    expect(admitted).toHaveTextContent(
      `${result.admitted[0]!.reference} ${name(result.admitted[0]!.reference)}`,
    );
    expect(waiting).toHaveTextContent(`1.${result.waiting[0]!.reference}`);
    expect(within(seven).getByRole('heading', { name: 'Every draw (2)' })).toBeInTheDocument();
    expect(
      within(draws!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `29 October 2026, 11:00: not publishedHall numbers 7-23-41; 4 applications, 2 seats, waiting list of 1.Seed: ${body.items[0]!.draws[0]!.seed}`,
      `29 October 2026, 11:10: publishedHall numbers 7-23-42; 4 applications, 2 seats, waiting list of 1.Seed: ${result.seed}`,
    ]);
  });

  it('checks on the phone that the secret is the one sealed, the seed is made of it and the hall’s numbers, and the lists are the seed’s', async () => {
    serveLotteries(await published());
    const user = userEvent.setup();
    await render();
    const seven = await screen.findByRole('article', { name: 'Class Seven' });
    await user.click(within(seven).getByText('How to check this on your phone'));
    expect(seven).toHaveTextContent(
      'Compare the seal above with the one you noted before the draw',
    );
    expect(seven).toHaveTextContent(`(here “${secret.slice(0, 8)}…:7-23-42”)`);
    await user.click(within(seven).getByRole('button', { name: 'Check it on this phone' }));
    const status = await within(seven).findByRole('status');
    expect(status).toHaveTextContent(
      'The secret’s SHA-256 is the seal: yesThe seed is made of the secret and the hall numbers: yesThe lists are those the seed draws: yesChecked on this phone: everything matches.',
    );
  });

  it('says which step fails when the secret is not the one sealed', async () => {
    serveLotteries(await published({ commitment: '0'.repeat(64) }));
    const user = userEvent.setup();
    await render();
    const seven = await screen.findByRole('article', { name: 'Class Seven' });
    await user.click(within(seven).getByText('How to check this on your phone'));
    await user.click(within(seven).getByRole('button', { name: 'Check it on this phone' }));
    const status = await within(seven).findByRole('status');
    expect(status).toHaveTextContent('The secret’s SHA-256 is the seal: no');
    expect(status).toHaveTextContent('The lists are those the seed draws: yes');
    expect(status).toHaveTextContent('something does not match: please tell the school office.');
  });

  it('words the draws in Bangla, with Bangla digits', async () => {
    const { setLanguage } = await import('../../../lib/language.ts');
    await setLanguage('bn');
    serveLotteries(await published());
    await render();
    const seven = await screen.findByRole('article', { name: 'সপ্তম শ্রেণি' });
    expect(within(seven).getByRole('heading', { name: 'সব লটারি (২টি)' })).toBeInTheDocument();
    expect(seven).toHaveTextContent(
      '২৯ অক্টোবর ২০২৬, ১১:০০: প্রকাশিত নয়সভাকক্ষের নম্বর 7-23-41; ৪টি আবেদন, ২টি আসন, অপেক্ষমাণ তালিকায় ১ জন।',
    );
    expect(seven).toHaveTextContent('গোপন সংখ্যার ছাপ (SHA-256)');
  });

  it('shows nothing while no class has a lottery', async () => {
    mockFetch(() => jsonResponse({ items: [] }));
    const { AdmissionLotteries } = await import('./admission-lotteries.tsx');
    const { container } = renderWithProviders(<AdmissionLotteries />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

describe('the status lookup after the lottery', () => {
  it('says the outcome: on the waiting list with its number', async () => {
    mockFetch(() =>
      jsonResponse({
        reference: 'ADM-2026-ABC234',
        studentName: 'সাদিয়া ইসলাম',
        grade: 'vii',
        status: 'new',
        submittedAt: '2026-10-01T04:00:00.000Z',
        lottery: { outcome: 'waiting', position: 2 },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <AdmissionStatusLookup given={{ reference: 'ADM-2026-ABC234', mobile: '01812345678' }} />,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Reference number')).toHaveValue('ADM-2026-ABC234'),
    );
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('On the waiting list, number 2')).toBeInTheDocument();
  });
});
