import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { drawLottery, seedOf } from '../../../../shared/lottery.ts';
import type {
  Admission,
  AdmissionDraw,
  AdmissionDrawInput,
  AdmissionPeriodAdmin,
} from '../../../../shared/schemas/admissions.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import AdmissionLotteryRoute from '../../../routes/dashboard/admission-lottery.tsx';
import AdmissionPeriodsRoute from '../../../routes/dashboard/admission-periods.tsx';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';
import { defaultWaiting } from './admission-lottery-form.tsx';

const PERIOD_ID = '00000000-0000-4000-8000-000000000008';
const closed: AdmissionPeriodAdmin = {
  id: PERIOD_ID,
  grade: 'viii',
  opensOn: '2026-01-01',
  closesOn: '2026-01-15',
  seats: 3,
  papers: '',
  state: 'closed',
  commitment: 'c0ffee'.repeat(10).slice(0, 64),
  committedAt: '2025-12-31T04:00:00.000Z',
  applications: 7,
};
/** The secret the server keeps (never sent before the lists are published). */
const SECRET = 'f00d'.repeat(16);

const NAMES = ['Rahim', 'Karim', 'Salma', 'Nasrin', 'Jamal', 'Rupa', 'Tania'];
const application = (n: number, over: Partial<Admission> = {}): Admission => ({
  id: `a${n}`,
  reference: `ADM-00${n + 10}`,
  grade: 'viii',
  status: 'new',
  submittedAt: `2026-01-0${n}T08:00:00Z`,
  periodId: PERIOD_ID,
  studentNameBn: '',
  studentName: NAMES[n - 1] ?? `Student ${n}`,
  dateOfBirth: null,
  birthRegistration: '',
  fatherName: '',
  motherName: '',
  guardianRelation: '',
  guardianName: '',
  guardianMobile: '01812345678',
  guardianOccupation: '',
  guardianEmail: '',
  studentMobile: '',
  village: '',
  unionName: '',
  upazila: '',
  district: '',
  previousSchool: '',
  previousClass: '',
  photoUrl: null,
  ...over,
});

// Six valid applications of the period (ADM-0011 … ADM-0016), one rejected, one of another period.
const APPLICATIONS = [
  ...[1, 2, 3, 4, 5, 6].map((n) => application(n)),
  application(7, { status: 'rejected' }),
  application(8, { periodId: '00000000-0000-4000-8000-000000000001', studentName: 'Other' }),
];
const VALID = APPLICATIONS.slice(0, 6);
const nameOf = (reference: string) =>
  APPLICATIONS.find((a) => a.reference === reference)?.studentName ?? '';

/** A small server of the period, its applications and its lottery (drawn by src/shared/lottery.ts). */
function serve(
  period: AdmissionPeriodAdmin = closed,
  initial: AdmissionDraw | null = null,
  answer: (req: ApiRequest) => Response | undefined = () => undefined,
) {
  let draw = initial;
  // The draw is SHA-256's, which answers later: fetch takes the promise of a response as well.
  const server = async (req: ApiRequest): Promise<Response> => {
    if (req.path === '/api/site')
      return jsonResponse({
        school: { name: { en: 'Char Fasson Model High School', bn: 'চর ফ্যাশন মডেল উচ্চ বিদ্যালয়' } },
      });
    if (req.path === '/api/admission-periods') return jsonResponse({ items: [period] });
    if (req.path === '/api/admissions')
      return jsonResponse({ items: APPLICATIONS, total: APPLICATIONS.length, page: 0, size: 100 });
    if (req.path === `/api/admission-periods/${period.id}/draw/publish`) {
      draw = { ...draw!, publishedAt: '2026-02-01T04:30:00.000Z' };
      return jsonResponse(draw);
    }
    if (req.path === `/api/admission-periods/${period.id}/draw`) {
      if (req.method === 'GET') return jsonResponse(draw ?? null);
      const input = req.body as AdmissionDrawInput;
      const entries = VALID.map((a) => a.reference);
      const seed = await seedOf(SECRET, input.hall);
      const result = await drawLottery({ ...input, seed, entries, seats: period.seats });
      draw = {
        id: `draw-${input.hall}`,
        periodId: period.id,
        grade: period.grade,
        seats: period.seats,
        waitingLength: input.waiting,
        hall: input.hall,
        seed,
        entries,
        quotas: input.quotas,
        admitted: result.admitted.map((a) => ({ ...a, name: nameOf(a.reference) })),
        waiting: result.waiting.map((reference, i) => ({
          position: i + 1,
          reference,
          name: nameOf(reference),
        })),
        drawnAt: '2026-02-01T04:00:00.000Z',
        publishedAt: null,
      };
      return jsonResponse(draw, 201);
    }
    return jsonResponse({ error: { code: 'not_found', message: req.path } }, 404);
  };
  return mockApi(server as unknown as (req: ApiRequest) => Response, answer);
}

function setup(route = `/dashboard/admissionLottery/${PERIOD_ID}`) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/admissionPeriods" element={<AdmissionPeriodsRoute />} />
        <Route path="/dashboard/admissionLottery/:id" element={<AdmissionLotteryRoute />} />
      </Routes>
      <ToastHost />
    </>,
    { route },
  );
  return user;
}

/** A table's rows as text, the header left out. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Admission lottery', () => {
  it('is opened from a closed period of Admission Periods', async () => {
    serve();
    const user = setup('/dashboard/admissionPeriods');
    const link = await screen.findByRole('link', {
      name: 'Lottery: Eight (viii), 1 January 2026 to 15 January 2026',
    });
    expect(link).toHaveAttribute('href', `/dashboard/admissionLottery/${PERIOD_ID}`);
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lottery: class Eight (viii)' }),
    ).toBeInTheDocument();
  });

  it('offers no lottery for a period still open, and says when it closes', async () => {
    serve({ ...closed, state: 'open', closesOn: '2026-01-31' });
    setup('/dashboard/admissionPeriods');
    await screen.findByText('Class Eight (viii)');
    expect(screen.queryByRole('link', { name: /^Lottery/ })).toBeNull();

    setup();
    expect(
      await screen.findByText(
        'The lottery is drawn after the last day of applications. This class still takes them until 31 January 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw the lottery' })).toBeNull();
  });

  it('lists the valid applications, draws with the hall’s numbers, waiting list and ticked quota, and draws the same again', async () => {
    const requests = serve();
    const user = setup();
    await screen.findByRole('heading', { name: 'Applications in the lottery (6)' });
    // The rejected application and the other period's are left out.
    const entries = screen.getByRole('heading', { name: /Applications in the lottery/ })
      .parentElement!;
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(VALID.map((a) => `${a.reference} ${a.studentName}`));
    expect(screen.getByText('Seats').nextSibling).toHaveTextContent('3');
    // The seal to read out in the hall before the balls are drawn.
    expect(screen.getByText('Seal of the secret number (SHA-256)').nextSibling).toHaveTextContent(
      closed.commitment!,
    );
    expect(
      screen.getByText(/^On the site since 31 December 2025, 10:00\. Read it out/),
    ).toBeInTheDocument();
    // No seed to type: the hall's numbers, explained.
    expect(screen.queryByLabelText(/seed/i)).toBeNull();
    expect(screen.getByLabelText('Numbers drawn in the hall')).toHaveAccessibleDescription(
      /^Before the guardians, draw at least three numbered balls .* no one types or chooses it\.$/,
    );

    // The waiting list starts at the seats, no more than the applications left.
    const waiting = screen.getByLabelText('Waiting list length');
    expect(waiting).toHaveValue(String(defaultWaiting(3, 6)));
    expect(waiting).toHaveValue('3');
    await user.clear(waiting);
    await user.type(waiting, '2');
    await user.type(screen.getByLabelText('Numbers drawn in the hall'), '০৭, 23 41');

    // A quota added, then removed; another added, one applicant ticked.
    await user.click(screen.getByRole('button', { name: 'Add a quota' }));
    await user.click(screen.getByRole('button', { name: 'Remove quota: Quota 1' }));
    expect(screen.queryByLabelText('Quota’s name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a quota' }));
    await user.type(screen.getByLabelText('Quota’s name'), 'Catchment area');
    const members = screen.getByRole('group', { name: /Applicants it covers/ });
    await user.click(within(members).getByRole('checkbox', { name: 'ADM-0016 Rupa' }));
    expect(members).toHaveAccessibleName('Applicants it covers (1 ticked)');
    await user.click(screen.getByRole('button', { name: 'Draw the lottery' }));

    expect(await screen.findByText('The lottery is drawn')).toBeInTheDocument();
    const sent = {
      hall: '7-23-41',
      waiting: 2,
      quotas: [{ label: 'Catchment area', seats: 1, references: ['ADM-0016'] }],
    };
    expect(requests).toEqual([
      { method: 'POST', path: `/api/admission-periods/${PERIOD_ID}/draw`, body: sent },
    ]);

    // The lists, as src/shared/lottery.ts draws them from the same input.
    const seed = await seedOf(SECRET, '7-23-41');
    const expected = await drawLottery({
      ...sent,
      seed,
      entries: VALID.map((a) => a.reference),
      seats: 3,
    });
    expect(expected.admitted.map((a) => a.reference)).toContain('ADM-0016');
    const admitted = await screen.findByRole('table', { name: 'Admission list' });
    const admittedRows = expected.admitted.map((a, i) => [
      String(i + 1),
      a.reference,
      nameOf(a.reference),
      a.quota ?? 'General',
    ]);
    expect(rowsOf(admitted)).toEqual(admittedRows);
    const waitingRows = expected.waiting.map((reference, i) => [
      String(i + 1),
      reference,
      nameOf(reference),
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Waiting list' }))).toEqual(waitingRows);
    expect(screen.getByRole('heading', { name: 'Admission list (3)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting list (2)' })).toBeInTheDocument();
    expect(screen.getByText('1 applicant not selected.')).toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Lottery result: class Eight (viii)' });
    expect(result).toHaveTextContent('Hall numbers: 7-23-41');
    expect(result).toHaveTextContent(`Seed: ${seed}`);
    expect(result).toHaveTextContent('Entries: 6');
    expect(result).toHaveTextContent(
      `Anyone can check it: the seed is the SHA-256 of “secret:7-23-41” (the secret is shown with the published lists); each entry’s ticket is the SHA-256 of “seed:reference” (for example “${seed}:ADM-0011”)`,
    );
    expect(result).toHaveTextContent(
      'Not published yet, but already on the site with its time and numbers, as every draw is',
    );

    // Drawn again with the same numbers (kept in the form): the same lists.
    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).toEqual(sent);
    expect(rowsOf(screen.getByRole('table', { name: 'Admission list' }))).toEqual(admittedRows);
    expect(rowsOf(screen.getByRole('table', { name: 'Waiting list' }))).toEqual(waitingRows);
  });

  it('publishes after asking; then the screen only shows the lists and links to the results', async () => {
    const requests = serve();
    const user = setup();
    await user.type(await screen.findByLabelText('Numbers drawn in the hall'), '7 23 41');
    await user.click(screen.getByRole('button', { name: 'Draw the lottery' }));
    await user.click(await screen.findByRole('button', { name: 'Publish the result' }));

    // Asked first: cancelled, nothing is sent.
    let dialog = screen.getByRole('dialog', { name: 'Publish this lottery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.map((r) => r.path)).toEqual([`/api/admission-periods/${PERIOD_ID}/draw`]);
    await user.click(screen.getByRole('button', { name: 'Publish the result' }));
    dialog = screen.getByRole('dialog', { name: 'Publish this lottery?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish the result' }));

    expect(await screen.findByText('The lottery is published')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/admission-periods/${PERIOD_ID}/draw/publish`,
      body: undefined,
    });
    expect(
      await screen.findByText(
        'Published on 1 February 2026, 10:30. The lists stay as they were drawn.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the results on the site' })).toHaveAttribute(
      'href',
      '/onlineAdmission#lottery',
    );
    expect(screen.queryByRole('button', { name: /Draw/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish the result' })).toBeNull();
    expect(screen.queryByLabelText('Numbers drawn in the hall')).toBeNull();
    expect(screen.getByRole('table', { name: 'Admission list' })).toBeInTheDocument();
  });

  it('says in words why the server refused a draw (409), and a 400 at its field', async () => {
    let refusals = 0;
    serve(closed, null, (req) => {
      if (req.method !== 'POST') return undefined;
      refusals += 1;
      return refusals === 1
        ? jsonResponse(
            {
              error: {
                code: 'draw_published',
                message: 'This lottery is published: its lists stay as they were drawn.',
                details: { reason: 'draw_published' },
              },
            },
            409,
          )
        : jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'hall: Enter the numbers drawn in the hall, at least three',
                details: {
                  in: 'body',
                  fields: [
                    {
                      field: 'hall',
                      message: 'Enter the numbers drawn in the hall, at least three',
                      rule: { name: 'hallNumbers' },
                    },
                  ],
                },
              },
            },
            400,
          );
    });
    const user = setup();
    const hall = await screen.findByLabelText('Numbers drawn in the hall');
    await user.type(hall, '1 2 3');
    await user.click(screen.getByRole('button', { name: 'Draw the lottery' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lottery was not drawn. This lottery is published: its lists stay as they were drawn.',
    );
    await user.click(screen.getByRole('button', { name: 'Draw the lottery' }));
    await waitFor(() => expect(hall).toHaveAttribute('aria-invalid', 'true'));
    expect(hall).toHaveAccessibleDescription(
      expect.stringMatching(/ Enter the numbers drawn in the hall, at least three$/),
    );
  });

  it('refuses too few numbers from the hall in the browser, sending nothing', async () => {
    const requests = serve();
    const user = setup();
    await user.type(await screen.findByLabelText('Numbers drawn in the hall'), '12');
    await user.click(screen.getByRole('button', { name: 'Draw the lottery' }));
    const hall = screen.getByLabelText('Numbers drawn in the hall');
    await waitFor(() => expect(hall).toHaveAttribute('aria-invalid', 'true'));
    expect(hall).toHaveAccessibleDescription(
      expect.stringMatching(/ Enter the numbers drawn in the hall, at least three$/),
    );
    expect(requests).toEqual([]);
  });

  it('offers no draw for a closed period without a sealed secret', async () => {
    serve({ ...closed, commitment: null, committedAt: null });
    setup();
    expect(
      await screen.findByText(
        'This period has no sealed secret (its lottery came before seals), so it cannot be drawn here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Draw the lottery' })).toBeNull();
  });

  it('words the screen, its figures and the period-open refusal in Bangla', async () => {
    await setLanguage('bn');
    serve(closed, null, (req) =>
      req.method === 'POST'
        ? jsonResponse(
            {
              error: {
                code: 'period_open',
                message: 'The lottery is drawn after the last day of applications.',
                details: { reason: 'period_open' },
              },
            },
            409,
          )
        : undefined,
    );
    const user = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'লটারি: অষ্টম শ্রেণি' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'লটারিতে অংশ নেওয়া আবেদন (৬)' });
    const hall = screen.getByLabelText('সভাকক্ষে তোলা নম্বরগুলো');
    expect(hall).toHaveAccessibleDescription(/^অভিভাবকদের সামনে অন্তত তিনটি নম্বর লেখা বল তুলুন/);
    expect(screen.getByText('গোপন সংখ্যার ছাপ (SHA-256)')).toBeInTheDocument();
    await user.type(hall, '৭ ২৩ ৪১');
    expect(screen.getByLabelText('অপেক্ষমাণ তালিকার দৈর্ঘ্য')).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'কোটা যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByText('১ জানুয়ারি ২০২৬')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'লটারি করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'লটারি করা যায়নি। আবেদনের শেষ দিনের পরে লটারি হয়: এই শ্রেণিতে এখনো আবেদন নেওয়া হচ্ছে।',
    );
  });

  it('shows a published lottery in Bangla: its lists, with Bangla digits, read-only', async () => {
    await setLanguage('bn');
    const entries = VALID.map((a) => a.reference);
    serve(closed, {
      periodId: PERIOD_ID,
      grade: 'viii',
      id: 'd1',
      seats: 3,
      waitingLength: 1,
      hall: '7-23-41',
      seed: 'HALL-42',
      entries,
      quotas: [{ label: 'ক্যাচমেন্ট এলাকা', seats: 1, references: ['ADM-0013'] }],
      admitted: [
        { reference: 'ADM-0013', name: 'Salma', quota: 'ক্যাচমেন্ট এলাকা' },
        { reference: 'ADM-0011', name: 'Rahim', quota: null },
        { reference: 'ADM-0014', name: 'Nasrin', quota: null },
      ],
      waiting: [{ position: 1, reference: 'ADM-0012', name: 'Karim' }],
      drawnAt: '2026-02-01T04:00:00.000Z',
      publishedAt: '2026-02-01T04:30:00.000Z',
    });
    setup();
    const admitted = await screen.findByRole('table', { name: 'ভর্তির তালিকা' });
    expect(rowsOf(admitted)).toEqual([
      ['১', 'ADM-0013', 'Salma', 'ক্যাচমেন্ট এলাকা'],
      ['২', 'ADM-0011', 'Rahim', 'সাধারণ'],
      ['৩', 'ADM-0014', 'Nasrin', 'সাধারণ'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'অপেক্ষমাণ তালিকা' }))).toEqual([
      ['১', 'ADM-0012', 'Karim'],
    ]);
    expect(screen.getByRole('heading', { name: 'ভর্তির তালিকা (৩ জন)' })).toBeInTheDocument();
    expect(screen.getByText('২ জন আবেদনকারী নির্বাচিত হয়নি।')).toBeInTheDocument();
    expect(
      screen.getByText('১ ফেব্রুয়ারি ২০২৬, ১০:৩০ তারিখে প্রকাশিত। তালিকাগুলো যেমন উঠেছিল তেমনই থাকবে।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ওয়েবসাইটে ফলাফল দেখুন' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'লটারি করুন' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ফলাফল প্রকাশ করুন' })).toBeNull();
    expect(screen.getByRole('button', { name: 'তালিকা প্রিন্ট করুন' })).toBeInTheDocument();
  });
});
