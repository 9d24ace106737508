import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionPeriod } from '../../../../shared/schemas/admissions.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import { describedText } from '../../../test/described.ts';
import { NEW_SCHOOL } from '../../../test/new-school.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdmissionForm, type SentApplication } from './admission-form.tsx';

const period = (grade: AdmissionPeriod['grade']): AdmissionPeriod => ({
  id: `p-${grade}`,
  grade,
  opensOn: '2026-11-01',
  closesOn: '2026-12-31',
  seats: 60,
  papers: '',
  state: 'open',
  commitment: null,
  committedAt: null,
});

/** What a father types, as labels and values; Bangla digits where a parent may use them. */
const typed = {
  'Student’s name in Bangla': 'সাদিয়া ইসলাম',
  'Student’s name in English': 'Sadia Islam',
  'Date of birth': '12/03/2014',
  'Birth registration number': '২০১৪ ৭৮১২ ৩৪৫৬ ৭৮৯০১',
  'Father’s name': 'আব্দুল করিম',
  'Mother’s name': 'রোকেয়া বেগম',
  'Guardian’s mobile': '০১৮১২ ৩৪৫৬৭৮',
  Village: 'চর নীলকমল',
  Union: 'নীলকমল',
  Upazila: 'চরফ্যাশন',
  District: 'ভোলা',
  'Previous school': 'চর নীলকমল সরকারি প্রাথমিক বিদ্যালয়',
} as const;

const photoFile = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'face.jpg', { type: 'image/jpeg' });

function setup(open = [period('vi')]) {
  const user = userEvent.setup();
  const onSent = vi.fn<(sent: SentApplication) => void>();
  const view = renderWithProviders(
    <>
      <AdmissionForm open={open} onSent={onSent} />
      <ToastHost />
    </>,
  );
  return { user, onSent, ...view };
}

async function fill(user: UserEvent, except: string[] = []) {
  for (const [label, value] of Object.entries(typed))
    if (!except.includes(label)) await user.type(screen.getByLabelText(label), value);
  await user.selectOptions(screen.getByLabelText('Guardian'), 'father');
  await user.selectOptions(screen.getByLabelText('Class studied last'), 'v');
  await user.upload(screen.getByLabelText('Student’s photo'), photoFile());
  await screen.findByRole('img', { name: 'The student’s photo' });
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Apply' }));
const errorOf = (label: string) => describedText(screen.getByLabelText(label));

afterEach(() => localStorage.clear());

describe('AdmissionForm', () => {
  it('chooses the one open class, and asks for every field the office needs before sending', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const { user } = setup();
    expect(screen.getByLabelText('Class applying for')).toHaveValue('vi');
    await submit(user);

    for (const label of Object.keys(typed))
      expect(errorOf(label), label).toContain('This field is required');
    expect(errorOf('Guardian')).toContain('Choose one of the options');
    expect(errorOf('Student’s photo')).toContain('Choose a photo');
    // Optional: email, the student's own mobile, the occupation.
    for (const label of [
      'Guardian’s email (optional)',
      'Student’s own mobile (optional)',
      'Guardian’s occupation (optional)',
    ])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers only the open classes', () => {
    setup([period('vi'), period('ix')]);
    const select = screen.getByLabelText('Class applying for');
    expect(select).toHaveValue('');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'vi', 'ix']);
  });

  it('sends the numbers typed in Bangla digits and spaces as digits, with the shrunk photo, and gives the reference', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'ADM-2026-ABC234' }, 201));
    const { user, onSent } = setup();
    await fill(user);
    await submit(user);

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/admissions');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      grade: 'vi',
      studentName: 'Sadia Islam',
      dateOfBirth: '2014-03-12',
      birthRegistration: '20147812345678901',
      guardianMobile: '01812345678',
      guardianRelation: 'father',
      guardianEmail: '',
      studentMobile: '',
      previousClass: 'v',
    });
    expect(body.photo).toMatch(/^data:image\/jpeg;base64,/);
    expect(onSent.mock.calls[0]![0]).toMatchObject({ reference: 'ADM-2026-ABC234' });
    expect(await screen.findByText('Successfully Applied')).toBeInTheDocument();
    // Sent: nothing is kept on the phone any more, even once the last keeping is due.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(localStorage.getItem('admission-draft')).toBeNull();
    expect(screen.getByLabelText('Student’s name in Bangla')).toHaveValue('');
  });

  it('takes a date of birth typed as eight Bangla digits, and marks the date, not the birth registration number, when it is no date (issue 46)', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const { user, onSent } = setup();
    const date = () => screen.getByLabelText('Date of birth');
    const registration = () => screen.getByLabelText('Birth registration number');
    // The form expected, before anything is typed: the hint and the placeholder.
    expect(describedText(date())).toBe('Day/month/year, e.g. 15/03/2014');
    expect(date()).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await fill(user, ['Date of birth']);
    // 31 February: no date, whatever the order.
    await user.type(date(), '৩১০২২০১৪');
    await submit(user);
    await waitFor(() => expect(date()).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(date())).toBe(
      'Day/month/year, e.g. 15/03/2014 | Enter the date as day/month/year, e.g. 15/03/2014',
    );
    expect(date()).toHaveClass('input-error');
    expect(registration()).not.toHaveAttribute('aria-invalid');
    expect(registration()).not.toHaveClass('input-error');
    expect(describedText(registration())).not.toContain('year of birth');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(date());
    await user.type(date(), '১৫০৩২০১৪');
    expect(describedText(date())).toContain('15 March 2014');
    await submit(user);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      dateOfBirth: '2014-03-15',
      birthRegistration: '20147812345678901',
    });
  });

  it('reads the date in the order the school sets (the site data the page has): month first', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const { user, onSent, client } = setup();
    act(() =>
      client.setQueryData(['site'], { school: { ...NEW_SCHOOL, dateOrder: 'month-first' } }),
    );
    const date = screen.getByLabelText('Date of birth');
    await waitFor(() => expect(date).toHaveAttribute('placeholder', 'mm/dd/yyyy'));
    expect(describedText(date)).toBe('Month/day/year, e.g. 03/15/2014');
    await fill(user, ['Date of birth']);
    await user.type(date, '03/04/2014');
    expect(describedText(date)).toContain('4 March 2014');
    await submit(user);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      dateOfBirth: '2014-03-04',
    });
  });

  it('in Bangla: the date’s hint and its refusal, with Bangla digits', async () => {
    await act(() => setLanguage('bn'));
    mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const { user } = setup();
    const date = screen.getByLabelText('জন্ম তারিখ');
    expect(date).toHaveAttribute('placeholder', 'দিন/মাস/বছর');
    await user.type(date, '৩১/০২/২০১৪');
    await user.click(screen.getByRole('button', { name: 'আবেদন করুন' }));
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(date)).toBe(
      'দিন/মাস/বছর, যেমন ১৫/০৩/২০১৪ | দিন/মাস/বছর এভাবে তারিখ লিখুন, যেমন ১৫/০৩/২০১৪',
    );
  });

  it('refuses a name in the English field written in Bangla, a short number, a mistyped year and "নেই" as an email', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const { user } = setup();
    await fill(user, ['Student’s name in English', 'Birth registration number']);
    await user.type(screen.getByLabelText('Student’s name in English'), 'সাদিয়া');
    await user.type(screen.getByLabelText('Birth registration number'), '2014781234567890');
    await user.type(screen.getByLabelText('Guardian’s email (optional)'), 'নেই');
    await submit(user);
    expect(await screen.findByText('Write the name in English letters')).toBeInTheDocument();
    expect(errorOf('Birth registration number')).toContain(
      'A birth registration number has 17 digits',
    );
    expect(errorOf('Guardian’s email (optional)')).toContain('Enter a valid email address');

    // Seventeen digits, the year typed 2041 for 2014: the date of birth gives it away.
    await user.clear(screen.getByLabelText('Birth registration number'));
    await user.type(screen.getByLabelText('Birth registration number'), '20417812345678901');
    await submit(user);
    await waitFor(() =>
      expect(errorOf('Birth registration number')).toContain(
        'The first four digits of a birth registration number are the year of birth',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks the guardian's own name only when the guardian is not a parent", async () => {
    mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const { user } = setup();
    expect(screen.queryByLabelText('Guardian’s name')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Guardian'), 'uncle');
    await submit(user);
    expect(errorOf('Guardian’s name')).toContain('This field is required');
  });

  it('keeps what was typed on the phone: a reload fills it in again, and Clear empties it', async () => {
    const first = setup();
    await first.user.type(screen.getByLabelText('Student’s name in Bangla'), 'সাদিয়া ইসলাম');
    await first.user.type(screen.getByLabelText('Guardian’s mobile'), '01812345678');
    await first.user.upload(screen.getByLabelText('Student’s photo'), photoFile());
    await screen.findByRole('img', { name: 'The student’s photo' });
    await waitFor(() => expect(localStorage.getItem('admission-draft')).toContain('data:image'));
    first.unmount();

    const again = setup();
    expect(
      screen.getByText('The answers not yet sent from this phone are filled in again.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Student’s name in Bangla')).toHaveValue('সাদিয়া ইসলাম');
    expect(screen.getByLabelText('Guardian’s mobile')).toHaveValue('01812345678');
    expect(screen.getByRole('img', { name: 'The student’s photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/jpeg/),
    );
    await again.user.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(screen.getByLabelText('Student’s name in Bangla')).toHaveValue('');
    await waitFor(() => expect(localStorage.getItem('admission-draft')).toBeNull());
  });

  it('says the answers are kept when there is no connection, and sends them once there is', async () => {
    let online = false;
    const fetchMock = mockFetch(() =>
      online
        ? jsonResponse({ reference: 'ADM-2026-XYZ789' }, 201)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const { user, onSent } = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no connection. Your answers are kept on this phone',
    );
    expect(screen.getByLabelText('Student’s name in Bangla')).toHaveValue('সাদিয়া ইসলাম');
    await waitFor(() => expect(localStorage.getItem('admission-draft')).toContain('সাদিয়া ইসলাম'));
    online = true;
    await submit(user);
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("words the server's refusal of a field next to it, and of a closed class in a message", async () => {
    let answer = jsonResponse(
      {
        error: {
          code: 'validation_failed',
          message: 'birthRegistration: The first four digits are the year of birth',
          details: {
            in: 'body',
            fields: [
              {
                field: 'birthRegistration',
                message: 'The first four digits are the year of birth',
                rule: { name: 'birthRegistrationYear' },
              },
            ],
          },
        },
      },
      400,
    );
    mockFetch(() => answer);
    const { user } = setup();
    await fill(user);
    await submit(user);
    await waitFor(() =>
      expect(errorOf('Birth registration number')).toContain(
        'The first four digits of a birth registration number are the year of birth',
      ),
    );
    answer = jsonResponse(
      {
        error: {
          code: 'admission_closed',
          message: 'Admission to this class is not open today.',
          details: { reason: 'admission_closed' },
        },
      },
      409,
    );
    await submit(user);
    expect(
      await screen.findByText(/Admission to this class is not open today\. The admission page/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Student’s name in Bangla')).toHaveValue('সাদিয়া ইসলাম');
  });

  it('in Bangla: the labels, the hints and the refusals', async () => {
    await act(() => setLanguage('bn'));
    mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const { user } = setup();
    expect(screen.getByLabelText('শিক্ষার্থীর নাম (বাংলায়)')).toBeInTheDocument();
    expect(errorOf('জন্ম নিবন্ধন নম্বর')).toBe('জন্ম নিবন্ধন সনদের ১৭ অঙ্কের নম্বর');
    await user.type(screen.getByLabelText('জন্ম নিবন্ধন নম্বর'), '১২৩');
    await user.click(screen.getByRole('button', { name: 'আবেদন করুন' }));
    expect(errorOf('জন্ম নিবন্ধন নম্বর')).toContain('জন্ম নিবন্ধন নম্বরে ১৭টি অঙ্ক থাকে');
    expect(errorOf('পিতার নাম')).toContain('এই ঘরটি পূরণ করা আবশ্যক');
  });
});
