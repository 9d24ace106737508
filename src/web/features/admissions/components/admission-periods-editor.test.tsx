import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdmissionPeriodAdmin } from '../../../../shared/schemas/admissions.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import AdmissionPeriodsRoute from '../../../routes/dashboard/admission-periods.tsx';
import { describedText } from '../../../test/described.ts';
import { uuid } from '../../../test/ids.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const period = (n: number, over: Partial<AdmissionPeriodAdmin> = {}): AdmissionPeriodAdmin => ({
  id: uuid(n),
  grade: 'vi',
  opensOn: '2027-01-01',
  closesOn: '2027-01-31',
  seats: 120,
  papers: '',
  state: 'open',
  commitment: null,
  committedAt: null,
  applications: 0,
  ...over,
});

const open = period(1, { applications: 45, papers: 'Birth registration certificate' });
const closed = period(2, {
  grade: 'ix',
  opensOn: '2026-01-01',
  closesOn: '2026-01-15',
  seats: 60,
  state: 'closed',
});

/** A small server of periods: the list, and every change logged. */
function serve(
  initial: AdmissionPeriodAdmin[],
  answer: (req: ApiRequest) => Response | undefined = () => undefined,
) {
  let items = initial;
  return mockApi((req) => {
    if (req.method === 'GET') return jsonResponse({ items });
    if (req.method === 'DELETE') {
      items = items.filter((p) => req.path !== `/api/admission-periods/${p.id}`);
      return new Response(null, { status: 204 });
    }
    const body = req.body as Omit<AdmissionPeriodAdmin, 'id' | 'state' | 'applications'>;
    if (req.method === 'POST') {
      const created = period(9, { ...body, state: 'upcoming' });
      items = [created, ...items];
      return jsonResponse(created, 201);
    }
    const id = req.path.split('/').pop()!;
    items = items.map((p) => (p.id === id ? { ...p, ...body } : p));
    return jsonResponse(
      items.find((p) => p.id === id),
      200,
    );
  }, answer);
}

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AdmissionPeriodsRoute />
      <ToastHost />
    </>,
  );
  return user;
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('Admission periods', () => {
  it('lists each period with its class, days, seats, applications so far and state', async () => {
    serve([open, closed]);
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admission Periods' }),
    ).toBeInTheDocument();
    await screen.findByText('Class Six (vi)');
    expect(document.title).toBe('Admission Periods');
    const [first, second] = items();
    expect(first).toHaveTextContent('Class Six (vi)Open now');
    expect(first).toHaveTextContent('1 January 2027 – 31 January 2027');
    expect(first).toHaveTextContent('Seats: 120');
    expect(first).toHaveTextContent('Applications so far: 45');
    expect(first).toHaveTextContent('Papers to bring: Birth registration certificate');
    expect(
      within(first!).getByRole('link', { name: '45 applications for class Six (vi)' }),
    ).toHaveAttribute('href', '/dashboard/admissions?grade=vi');
    expect(second).toHaveTextContent('Class Nine (ix)Closed');
    expect(second).toHaveTextContent('Seats: 60');
    expect(second).not.toHaveTextContent('Papers to bring');
  });

  it('shows the dates, figures and states in Bangla', async () => {
    await setLanguage('bn');
    serve([open]);
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ভর্তির সময়সীমা' }),
    ).toBeInTheDocument();
    const [first] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('ষষ্ঠ শ্রেণিচলছে');
    expect(first).toHaveTextContent('১ জানুয়ারি ২০২৭ – ৩১ জানুয়ারি ২০২৭');
    expect(first).toHaveTextContent('আসন: ১২০');
    expect(first).toHaveTextContent('এ পর্যন্ত আবেদন: ৪৫');
    expect(screen.getByRole('button', { name: 'ভর্তির সময়সীমা যোগ করুন' })).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    serve([]);
    setup();
    expect(
      await screen.findByText(
        'No admission periods yet. Add one to open a class’s online admission.',
      ),
    ).toBeInTheDocument();
  });

  it('adds a period: checks the fields first, then posts it and lists it', async () => {
    const requests = serve([]);
    const user = setup();
    await screen.findByText(/No admission periods yet/);
    await user.click(screen.getByRole('button', { name: 'Add admission period' }));
    const dialog = screen.getByRole('dialog', { name: 'Add admission period' });
    const papers = within(dialog).getByLabelText('Papers to bring');
    expect(papers).toHaveAttribute(
      'placeholder',
      'Birth registration certificate (original and a photocopy), two passport-size photos, the last class’s transcript',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add admission period' }));
    await waitFor(() =>
      expect(describedText(within(dialog).getByLabelText('Class'))).toBe(
        'Choose a class from six to ten',
      ),
    );
    expect(describedText(within(dialog).getByRole('textbox', { name: 'First day' }))).toBe(
      'Enter a valid date',
    );
    expect(describedText(within(dialog).getByLabelText('Seats'))).toBe('This field is required');
    expect(requests).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Class'), 'vii');
    await user.type(within(dialog).getByRole('textbox', { name: 'First day' }), '10/01/2027');
    // The last day before the first: refused in the browser, in words.
    await user.type(within(dialog).getByRole('textbox', { name: 'Last day' }), '05/01/2027');
    // Seats in Bangla digits are read as digits.
    await user.type(within(dialog).getByLabelText('Seats'), '৮০');
    await user.type(papers, 'Two passport-size photos');
    await user.click(within(dialog).getByRole('button', { name: 'Add admission period' }));
    await waitFor(() =>
      expect(describedText(within(dialog).getByRole('textbox', { name: 'Last day' }))).toContain(
        'The last day comes on or after the first',
      ),
    );
    expect(requests).toEqual([]);

    const last = within(dialog).getByRole('textbox', { name: 'Last day' });
    await user.clear(last);
    await user.type(last, '31/01/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Add admission period' }));

    expect(await screen.findByText('Admission period added')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/admission-periods',
        body: {
          grade: 'vii',
          opensOn: '2027-01-10',
          closesOn: '2027-01-31',
          seats: 80,
          papers: 'Two passport-size photos',
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveTextContent('Class Seven (vii)Upcoming'));
  });

  it("words the server's field errors at their fields, in Bangla, and keeps what was typed", async () => {
    await setLanguage('bn');
    serve([], (req) =>
      req.method === 'POST'
        ? jsonResponse(
            {
              error: {
                code: 'validation_failed',
                message: 'seats: Too big',
                details: {
                  in: 'body',
                  fields: [
                    { field: 'seats', message: 'Too big', rule: { name: 'tooBig', n: 1000 } },
                    {
                      field: 'closesOn',
                      message: 'The last day comes on or after the first',
                      rule: { name: 'dateOrder' },
                    },
                  ],
                },
              },
            },
            400,
          )
        : undefined,
    );
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'ভর্তির সময়সীমা যোগ করুন' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('শ্রেণি'), 'vi');
    await user.type(within(dialog).getByRole('textbox', { name: 'প্রথম দিন' }), '০১/০১/২০২৭');
    await user.type(within(dialog).getByRole('textbox', { name: 'শেষ দিন' }), '৩১/০১/২০২৭');
    await user.type(within(dialog).getByLabelText('আসন'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'ভর্তির সময়সীমা যোগ করুন' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('আসন')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(describedText(within(dialog).getByLabelText('আসন'))).toMatch(/১,?০০০/);
    expect(describedText(within(dialog).getByRole('textbox', { name: 'শেষ দিন' }))).toContain(
      'শেষ দিনটি প্রথম দিনের দিনে বা পরে হবে',
    );
    expect(screen.queryByText('Too big')).toBeNull();
    expect(within(dialog).getByLabelText('আসন')).toHaveValue('100');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says in the dialog why an overlapping period was refused (409), keeping the form', async () => {
    serve([open], (req) =>
      req.method === 'PUT'
        ? jsonResponse(
            {
              error: {
                code: 'period_overlap',
                message: 'This class already has an admission period on some of these days.',
              },
            },
            409,
          )
        : undefined,
    );
    const user = setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit: Six (vi), 1 January 2027 to 31 January 2027',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit admission period' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The admission period was not saved. This class already has an admission period on some of these days. Change that one, or choose other days.',
    );
  });

  it('edits the seats of a period with applications, its class kept as it is', async () => {
    const requests = serve([open]);
    const user = setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit: Six (vi), 1 January 2027 to 31 January 2027',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit admission period' });
    const grade = within(dialog).getByLabelText('Class');
    expect(grade).toBeDisabled();
    expect(grade).toHaveValue('vi');
    expect(grade).toHaveAccessibleDescription(
      'Applications came in this period, so its class stays.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'First day' })).toHaveValue('01/01/2027');
    const seats = within(dialog).getByLabelText('Seats');
    expect(seats).toHaveValue('120');
    await user.clear(seats);
    await user.type(seats, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Admission period saved')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/api/admission-periods/${open.id}`,
        body: {
          grade: 'vi',
          opensOn: '2027-01-01',
          closesOn: '2027-01-31',
          seats: 150,
          papers: 'Birth registration certificate',
        },
      },
    ]);
    await waitFor(() => expect(items()[0]).toHaveTextContent('Seats: 150'));
  });

  it('deletes a period after asking, and shows the server’s refusal of one with applications', async () => {
    const requests = serve([open, closed], (req) =>
      req.method === 'DELETE' && req.path.endsWith(open.id)
        ? jsonResponse(
            {
              error: {
                code: 'period_in_use',
                message: 'Applications came in this period: it cannot be removed.',
              },
            },
            409,
          )
        : undefined,
    );
    const user = setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete: Six (vi), 1 January 2027 to 31 January 2027',
      }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Delete this admission period?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Applications came in this period: it cannot be removed, and its class cannot change.',
    );
    expect(screen.queryByText(/cannot be removed\.$/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(items()).toHaveLength(2);

    await user.click(
      screen.getByRole('button', { name: 'Delete: Nine (ix), 1 January 2026 to 15 January 2026' }),
    );
    dialog = screen.getByRole('dialog', { name: 'Delete this admission period?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE /api/admission-periods/${open.id}`,
      `DELETE /api/admission-periods/${closed.id}`,
    ]);
  });
});
