import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/language.ts';
import { pageFormKey } from '../../../lib/lazy-part.ts';
import { describedText } from '../../../test/described.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { marksheetOf, PUBLISHED, SITE } from '../../../test/results.ts';
import { ResultLookup } from './result-lookup.tsx';

/** The lookups the page asked for, by their query. */
function fakeServer(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  const lookups: URLSearchParams[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/site') return jsonResponse(SITE);
    if (url.pathname === '/api/results/lookup') {
      lookups.push(url.searchParams);
      return answer(url.searchParams);
    }
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  });
  return lookups;
}

const notFound = () =>
  jsonResponse({ error: { code: 'not_found', message: 'No result matches' } }, 404);

async function fillIn(user: ReturnType<typeof userEvent.setup>, roll: string, date: string) {
  await user.selectOptions(screen.getByLabelText('Class'), 'Six (vi)');
  await user.type(screen.getByLabelText('Roll'), roll);
  await user.type(screen.getByLabelText('Date of birth'), date);
}

describe('ResultLookup', () => {
  it('asks for the class, roll and date of birth, tied to the fields, and sends nothing', async () => {
    const lookups = fakeServer(notFound);
    const user = userEvent.setup();
    renderWithProviders(<ResultLookup exams={PUBLISHED} />);
    // The newest exam is chosen already.
    expect(screen.getByLabelText('Exam')).toHaveDisplayValue('Half-Yearly Examination 2026');
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    expect(describedText(screen.getByLabelText('Class'))).toBe('Choose a class from six to ten');
    expect(screen.getByLabelText('Class')).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(screen.getByLabelText('Roll'))).toBe('This field is required');
    expect(describedText(screen.getByLabelText('Date of birth'))).toContain(
      'This field is required',
    );
    expect(screen.getByLabelText('Class')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Exam'), 'Choose an exam');
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    expect(describedText(screen.getByLabelText('Exam'))).toBe('This field is required');
    expect(lookups).toEqual([]);
  });

  it("offers the chosen exam's classes only", async () => {
    fakeServer(notFound);
    const user = userEvent.setup();
    renderWithProviders(<ResultLookup exams={PUBLISHED} />);
    const classes = () =>
      within(screen.getByLabelText('Class'))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(classes()).toEqual(['Choose a class', 'Six (vi)', 'Nine (ix)']);
    await user.selectOptions(screen.getByLabelText('Class'), 'Nine (ix)');
    // The English title stands in for a Bangla one not given.
    await user.selectOptions(screen.getByLabelText('Exam'), 'Annual Examination 2025');
    expect(classes()).toEqual(['Choose a class', 'Seven (vii)']);
    expect(screen.getByLabelText('Class')).toHaveValue('');
  });

  it('finds the marksheet by roll and date of birth typed in Bangla digits, and shows it focused', async () => {
    const lookups = fakeServer(() => jsonResponse(marksheetOf('1')));
    const user = userEvent.setup();
    renderWithProviders(<ResultLookup exams={PUBLISHED} />);
    await fillIn(user, '১', '১৫/০৩/২০১৪');
    await user.click(screen.getByRole('button', { name: 'Show result' }));

    const sheet = await screen.findByRole('region', { name: 'Marksheet' });
    expect(within(sheet).getByText('Ayesha Siddiqua')).toBeInTheDocument();
    expect(sheet.parentElement).toHaveFocus();
    expect(lookups).toHaveLength(1);
    const query = lookups[0]!;
    expect(query.get('exam')).toBe('exam-half-yearly-2026');
    expect(query.get('grade')).toBe('vi');
    expect(query.get('roll')).toBe('1');
    expect(query.get('dateOfBirth')).toBe('2014-03-15');
    expect(query.get('birthRegistration') ?? '').toBe('');
  });

  it('finds it by the birth registration number instead, which must have 17 digits', async () => {
    const lookups = fakeServer(() => jsonResponse(marksheetOf('1')));
    const user = userEvent.setup();
    renderWithProviders(<ResultLookup exams={PUBLISHED} />);
    await user.selectOptions(screen.getByLabelText('Class'), 'Six (vi)');
    await user.type(screen.getByLabelText('Roll'), '1');
    await user.click(screen.getByRole('radio', { name: 'With the birth registration number' }));
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    const field = screen.getByLabelText('Birth registration number');
    expect(describedText(field)).toContain('This field is required');
    await user.type(field, '২০১৪ ১২৩৪ ৫৬৭৮ ৯০১২');
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    expect(describedText(field)).toContain('A birth registration number has 17 digits');
    expect(lookups).toEqual([]);
    await user.type(field, '৩');
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    await screen.findByRole('region', { name: 'Marksheet' });
    expect(lookups[0]?.get('birthRegistration')).toBe('20141234567890123');
    expect(lookups[0]?.get('dateOfBirth') ?? '').toBe('');
  });

  it('says no result matches, never which field was wrong', async () => {
    fakeServer(notFound);
    const user = userEvent.setup();
    renderWithProviders(<ResultLookup exams={PUBLISHED} />);
    await fillIn(user, '1', '16/03/2014');
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No result matches these details.');
    expect(alert.textContent).not.toMatch(/date|roll|birth/i);
    expect(screen.queryByRole('region', { name: 'Marksheet' })).toBeNull();
  });

  it('asks to try again later when rate limited, and says so when offline', async () => {
    let offline = false;
    fakeServer(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return jsonResponse({ error: { code: 'too_many_requests', message: 'Slow down' } }, 429);
    });
    const user = userEvent.setup();
    renderWithProviders(<ResultLookup exams={PUBLISHED} />);
    await fillIn(user, '1', '15/03/2014');
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many lookups from this connection. Please wait a few minutes and try again.',
    );
    offline = true;
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    expect(await screen.findByText(/There is no connection/)).toHaveAttribute('role', 'alert');
  });

  it('says how long to wait when this roll has been tried too often', async () => {
    await setLanguage('bn');
    fakeServer(() =>
      jsonResponse(
        {
          error: {
            code: 'too_many_requests',
            message: 'Too many tries for this roll. Please try again in 1 minute.',
            details: { reason: 'result_tries', params: { count: 1 } },
          },
        },
        429,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ResultLookup exams={PUBLISHED} />);
    await user.selectOptions(screen.getByLabelText('শ্রেণি'), 'ষষ্ঠ');
    await user.type(screen.getByLabelText('রোল'), '১');
    await user.type(screen.getByLabelText('জন্ম তারিখ'), '১৫/০৩/২০১৪');
    await user.click(screen.getByRole('button', { name: 'ফলাফল দেখুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'এই রোলের জন্য অনেকবার চেষ্টা করা হয়েছে। ১ মিনিট পর আবার চেষ্টা করুন।',
    );
  });

  it('is in Bangla for a Bangla reader, the marksheet too', async () => {
    await setLanguage('bn');
    fakeServer(() => jsonResponse(marksheetOf('1')));
    const user = userEvent.setup();
    renderWithProviders(<ResultLookup exams={PUBLISHED} />);
    expect(screen.getByLabelText('পরীক্ষা')).toHaveDisplayValue('অর্ধবার্ষিক পরীক্ষা ২০২৬');
    await user.selectOptions(screen.getByLabelText('শ্রেণি'), 'ষষ্ঠ');
    await user.type(screen.getByLabelText('রোল'), '১');
    await user.type(screen.getByLabelText('জন্ম তারিখ'), '১৫/০৩/২০১৪');
    await user.click(screen.getByRole('button', { name: 'ফলাফল দেখুন' }));
    const sheet = await screen.findByRole('region', { name: 'নম্বরপত্র' });
    expect(within(sheet).getByText('আয়েশা সিদ্দিকা')).toBeInTheDocument();
    expect(within(sheet).getByText('১')).toBeInTheDocument();
  });

  it('draws the server’s answer to the form sent before its code came: the marksheet, then its refusals', async () => {
    const lookups = fakeServer(notFound);
    const answered = renderWithProviders(<ResultLookup exams={PUBLISHED} />, {
      data: [
        [
          pageFormKey,
          {
            form: 'result-lookup',
            values: {
              exam: PUBLISHED[0]!.id,
              grade: 'vi',
              roll: '১',
              by: 'dateOfBirth',
              dateOfBirth: '১৫/০৩/২০১৪',
            },
            status: 200,
            body: marksheetOf('1'),
          },
        ],
      ],
    });
    expect(screen.getByRole('region', { name: 'Marksheet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Roll')).toHaveValue('১');
    expect(screen.getByLabelText('Class')).toHaveValue('vi');
    // Read once: the next drawing of the page has no family's result.
    expect(answered.client.getQueryData(pageFormKey)).toBeUndefined();
    answered.unmount();

    renderWithProviders(<ResultLookup exams={PUBLISHED} />, {
      data: [
        [
          pageFormKey,
          {
            form: 'result-lookup',
            values: {
              exam: PUBLISHED[0]!.id,
              grade: '',
              roll: '',
              by: 'dateOfBirth',
              dateOfBirth: '',
            },
            status: 400,
            body: {
              error: {
                code: 'validation_failed',
                message: 'Invalid',
                details: {
                  fields: [
                    { field: 'roll', message: 'This field is required' },
                    { field: 'dateOfBirth', message: 'This field is required' },
                  ],
                },
              },
            },
          },
        ],
      ],
    });
    expect(describedText(screen.getByLabelText('Roll'))).toBe('This field is required');
    expect(screen.getByLabelText('Roll')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Marksheet' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Corrected and sent by the form's code: its own answer from then on.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Class'), 'Six (vi)');
    await user.type(screen.getByLabelText('Roll'), '1');
    await user.type(screen.getByLabelText('Date of birth'), '15/03/2014');
    await user.click(screen.getByRole('button', { name: 'Show result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No result matches');
    expect(describedText(screen.getByLabelText('Roll'))).not.toContain('required');
    expect(lookups).toHaveLength(1);
  });
});
