import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdmissionsReview } from './admissions-review.tsx';

/** An application sent before the form asked for more: '' for every newer question. */
const older = (n: number, over: Partial<Admission> = {}): Admission => ({
  id: `a${n}`,
  reference: `ADM-000${n}`,
  grade: 'vi',
  status: 'new',
  submittedAt: `2026-06-0${n}T08:00:00Z`,
  periodId: null,
  studentNameBn: '',
  studentName: `Student ${n}`,
  dateOfBirth: null,
  birthRegistration: '',
  fatherName: '',
  motherName: '',
  guardianRelation: '',
  guardianName: `Guardian ${n}`,
  guardianMobile: '01812345678',
  guardianOccupation: 'Farmer',
  guardianEmail: `g${n}@example.com`,
  studentMobile: '01712345678',
  village: '',
  unionName: '',
  upazila: '',
  district: '',
  previousSchool: '',
  previousClass: '',
  photoUrl: null,
  ...over,
});

/** An application of this season's form, every question answered (email and own mobile left out). */
const full = (n: number, over: Partial<Admission> = {}): Admission =>
  older(n, {
    periodId: 'p1',
    studentNameBn: 'জান্নাতুল ফেরদৌস',
    studentName: 'Jannatul Ferdous',
    dateOfBirth: '2015-03-05',
    birthRegistration: '20151234567890123',
    fatherName: 'Abdul Karim',
    motherName: 'Rokeya Begum',
    guardianRelation: 'father',
    guardianName: '',
    guardianMobile: '01812345670',
    guardianOccupation: '',
    guardianEmail: '',
    studentMobile: '',
    village: 'Kukri Mukri',
    unionName: 'Char Kukri Mukri',
    upazila: 'Char Fasson',
    district: 'Bhola',
    previousSchool: 'Kukri Mukri Government Primary School',
    previousClass: 'v',
    photoUrl: `/api/admissions/a${n}/photo`,
    ...over,
  });

const application = older;
const site = {
  school: { name: { en: 'Char Fasson Model High School', bn: 'চর ফ্যাশন মডেল উচ্চ বিদ্যালয়' } },
};

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function setup(route = '/dashboard/admissions') {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  let second = application(2);
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (url.pathname === '/api/site') return jsonResponse(site);
    if (method === 'PATCH') {
      second = { ...second, status: JSON.parse(String(init?.body)).status };
      return jsonResponse(second);
    }
    return jsonResponse({ items: [second, application(1)], total: 2, page: 0, size: 20 });
  });
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route
          path="/dashboard/admissions"
          element={
            <>
              <AdmissionsReview />
              <Where />
            </>
          }
        />
      </Routes>
      <ToastHost />
    </>,
    { route },
  );
  return { user, requests };
}

describe('AdmissionsReview', () => {
  it('lists applications newest first with tel and mail links', async () => {
    setup();
    const first = (await screen.findByRole('heading', { name: 'Student 2' })).closest('article')!;
    const names = screen
      .getAllByRole('article')
      .map((a) => within(a).getByRole('heading').textContent);
    expect(names).toEqual(['Student 2', 'Student 1']);
    expect(first).toHaveTextContent('ADM-0002');
    expect(first).toHaveTextContent('Class: Six (vi)');
    expect(within(first).getByRole('link', { name: '01812345678' })).toHaveAttribute(
      'href',
      'tel:01812345678',
    );
    expect(within(first).getByRole('link', { name: 'g2@example.com' })).toHaveAttribute(
      'href',
      'mailto:g2@example.com',
    );
    expect(first).toHaveTextContent('Farmer');
  });

  it('shows the mobiles in Bangla digits to a Bangla reader, their tel: links dialling ASCII', async () => {
    await setLanguage('bn');
    setup();
    const first = (await screen.findByRole('heading', { name: 'Student 2' })).closest('article')!;
    expect(within(first).getByRole('link', { name: '০১৭১২৩৪৫৬৭৮' })).toHaveAttribute(
      'href',
      'tel:01712345678',
    );
    expect(within(first).getByRole('link', { name: '০১৮১২৩৪৫৬৭৮' })).toHaveAttribute(
      'href',
      'tel:01812345678',
    );
  });

  it("PATCHes the status when the select changes and toasts 'Status updated'", async () => {
    const { user, requests } = setup();
    const select = await screen.findByLabelText('Status of ADM-0002');
    expect(select).toHaveValue('new');
    await user.selectOptions(select, 'contacted');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/admissions/a2');
    expect(patch.body).toEqual({ status: 'contacted' });
    await waitFor(() =>
      expect(screen.getByLabelText('Status of ADM-0002')).toHaveValue('contacted'),
    );
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('keeps the filters in the address, sends them, and exports the same selection', async () => {
    const { user, requests } = setup('/dashboard/admissions?grade=viii');
    await screen.findByRole('heading', { name: 'Student 2' });
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('viii');
    expect(requests.at(-1)!.url.searchParams.get('grade')).toBe('viii');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'admitted');
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?grade=viii&status=admitted'),
    );
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('status')).toBe('admitted'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admissions/export?grade=viii&status=admitted&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
  });
});

describe('AdmissionsReview: the new form’s answers', () => {
  function serveOne(item: Admission) {
    mockFetch((url) =>
      url.pathname === '/api/site'
        ? jsonResponse(site)
        : jsonResponse({ items: [item], total: 1, page: 0, size: 20 }),
    );
    renderWithProviders(<AdmissionsReview />, { route: '/dashboard/admissions' });
  }

  it('shows every answer, both names and the photo', async () => {
    serveOne(full(3));
    const card = (await screen.findByRole('heading', { name: 'Jannatul Ferdous' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('জান্নাতুল ফেরদৌস');
    expect(card).toHaveTextContent('Date of birth: 5 March 2015');
    expect(card).toHaveTextContent('Birth registration no.: 20151234567890123');
    expect(card).toHaveTextContent('Father: Abdul Karim');
    expect(card).toHaveTextContent('Mother: Rokeya Begum');
    // The father is the guardian: named, with the relation.
    expect(card).toHaveTextContent('Guardian: Abdul Karim (Father)');
    expect(within(card).getByRole('link', { name: '01812345670' })).toHaveAttribute(
      'href',
      'tel:01812345670',
    );
    expect(card).toHaveTextContent('Address: Kukri Mukri, Char Kukri Mukri, Char Fasson, Bhola');
    expect(card).toHaveTextContent('Previous school: Kukri Mukri Government Primary School');
    expect(card).toHaveTextContent('Previous class: Five');
    const photo = within(card).getByRole('img', { name: 'Photo of Jannatul Ferdous' });
    expect(photo).toHaveAttribute('src', '/api/admissions/a3/photo');
    // Left empty on the form: no label without its answer.
    expect(card).not.toHaveTextContent('Email');
    expect(card).not.toHaveTextContent('Student mobile');
    expect(card).not.toHaveTextContent('Occupation');
  });

  it('names a guardian who is not a parent, with the relation', async () => {
    serveOne(full(4, { guardianRelation: 'uncle', guardianName: 'Nurul Islam' }));
    const card = (await screen.findByRole('heading', { name: 'Jannatul Ferdous' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('Guardian: Nurul Islam (Uncle)');
  });

  it('leaves out the questions an older application was not asked, and shows no photo', async () => {
    serveOne(older(1));
    const card = (await screen.findByRole('heading', { name: 'Student 1' })).closest('article')!;
    for (const label of [
      'Date of birth',
      'Birth registration',
      'Father',
      'Mother',
      'Address',
      'Previous school',
      'Previous class',
    ])
      expect(card).not.toHaveTextContent(label);
    expect(card).toHaveTextContent('Guardian: Guardian 1');
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('shows a Bangla reader the Bangla name first, Bangla labels and digits, and exports in Bangla', async () => {
    await setLanguage('bn');
    serveOne(full(3));
    const card = (await screen.findByRole('heading', { name: 'জান্নাতুল ফেরদৌস' })).closest('article')!;
    expect(card).toHaveTextContent('Jannatul Ferdous');
    expect(card).toHaveTextContent('জন্ম তারিখ: ৫ মার্চ ২০১৫');
    expect(card).toHaveTextContent('জন্ম নিবন্ধন নম্বর: ২০১৫১২৩৪৫৬৭৮৯০১২৩');
    expect(card).toHaveTextContent('অভিভাবক: Abdul Karim (পিতা)');
    expect(card).toHaveTextContent('পূর্ববর্তী শ্রেণি: পঞ্চম');
    expect(within(card).getByRole('img', { name: 'জান্নাতুল ফেরদৌস-এর ছবি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV ডাউনলোড' })).toHaveAttribute(
      'href',
      '/api/admissions/export?lang=bn',
    );
  });
});

describe('AdmissionsReview: a class’s printed list', () => {
  /** 120 applications of class six, newest first as the server lists them; one page at most 50. */
  function serveMany(total = 120) {
    const all = Array.from({ length: total }, (_, i) =>
      full(i + 1, {
        id: `a${i + 1}`,
        reference: `ADM-2027-${String(i + 1).padStart(4, '0')}`,
        studentName: `Applicant ${i + 1}`,
        studentNameBn: '',
        fatherName: `Father ${i + 1}`,
        village: `Village ${i + 1}`,
        status: i === 0 ? 'admitted' : 'new',
      }),
    ).reverse();
    const lists: URL[] = [];
    mockFetch((url) => {
      if (url.pathname === '/api/site') return jsonResponse(site);
      lists.push(url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('size'));
      if (size > 50)
        return jsonResponse({ error: { code: 'validation_failed', message: 'size' } }, 400);
      return jsonResponse({ items: all.slice(page * size, (page + 1) * size), total, page, size });
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    return { lists, print };
  }

  it('asks for a class before it offers to print', async () => {
    serveMany(3);
    renderWithProviders(<AdmissionsReview />, { route: '/dashboard/admissions' });
    await screen.findByRole('heading', { name: 'Applicant 3' });
    expect(screen.queryByRole('button', { name: 'Print the list' })).toBeNull();
    expect(screen.getByText('Choose a class to print its list of applicants.')).toBeInTheDocument();
  });

  it('fetches every page of the class, 50 at a time, then prints them numbered in the order they applied', async () => {
    const { lists, print } = serveMany(120);
    const user = userEvent.setup();
    renderWithProviders(<AdmissionsReview />, { route: '/dashboard/admissions?grade=vi' });
    await screen.findByRole('heading', { name: 'Applicant 120' });
    lists.length = 0;
    const button = screen.getByRole('button', { name: 'Print the list' });
    expect(button).toHaveAccessibleDescription(
      'Prints every applicant of the chosen class on A4, in the order they applied.',
    );
    await user.click(button);

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(
      lists
        .map((u) => [
          u.searchParams.get('grade'),
          u.searchParams.get('page'),
          u.searchParams.get('size'),
        ])
        .sort(),
    ).toEqual([
      ['vi', '0', '50'],
      ['vi', '1', '50'],
      ['vi', '2', '50'],
    ]);
    const list = screen.getByRole('table', { hidden: true });
    // On paper only: hidden on the screen.
    expect(list.closest('section')).toHaveClass('hidden', 'print:block');
    const printed = list.closest('section')!;
    expect(printed).toHaveTextContent('Char Fasson Model High School');
    expect(printed).toHaveTextContent('Applicants for Class Six (vi)');
    expect(printed).toHaveTextContent('120 applicants, in the order of applying.');
    const rows = within(list).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(121);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(['No.', 'Reference', 'Student', 'Father', 'Guardian’s mobile', 'Village', 'Status']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((td) => td.textContent);
    expect(cells(rows[1]!)).toEqual([
      '1',
      'ADM-2027-0001',
      'Applicant 1',
      'Father 1',
      '01812345670',
      'Village 1',
      'Admitted',
    ]);
    expect(cells(rows[120]!)[1]).toBe('ADM-2027-0120');
    // The cards and filters do not go on paper beside it.
    expect(
      screen.getByRole('combobox', { name: 'Class' }).closest('.print\\:hidden'),
    ).not.toBeNull();
  });

  it('prints the list in Bangla for a Bangla reader, with the status chosen', async () => {
    await setLanguage('bn');
    const { print } = serveMany(2);
    const user = userEvent.setup();
    renderWithProviders(<AdmissionsReview />, {
      route: '/dashboard/admissions?grade=vi&status=new',
    });
    await screen.findByRole('heading', { name: 'Applicant 2' });
    await user.click(screen.getByRole('button', { name: 'তালিকা প্রিন্ট করুন' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    const printed = screen.getByRole('table', { hidden: true }).closest('section')!;
    expect(printed).toHaveTextContent('চর ফ্যাশন মডেল উচ্চ বিদ্যালয়');
    expect(printed).toHaveTextContent('ষষ্ঠ শ্রেণির আবেদনকারীদের তালিকা: নতুন');
    expect(printed).toHaveTextContent('আবেদনকারী ২ জন');
    expect(printed).toHaveTextContent('০১৮১২৩৪৫৬৭০');
  });

  it('says so, and prints nothing, when the list cannot be fetched', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    let fail = false;
    mockFetch((url) => {
      if (url.pathname === '/api/site') return jsonResponse(site);
      if (fail) return Promise.reject(new TypeError('Failed to fetch'));
      return jsonResponse({ items: [older(1)], total: 1, page: 0, size: 20 });
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AdmissionsReview />
        <ToastHost />
      </>,
      { route: '/dashboard/admissions?grade=vi' },
    );
    await screen.findByRole('heading', { name: 'Student 1' });
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Print the list' }));
    expect(await screen.findByText(/The list could not be made\./)).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
    expect(screen.queryByRole('table', { hidden: true })).toBeNull();
  });
});
