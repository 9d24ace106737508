import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdmissionsReview } from './admissions-review.tsx';

const application = (n: number, over: Partial<Admission> = {}): Admission => ({
  id: `a${n}`,
  reference: `ADM-000${n}`,
  studentName: `Student ${n}`,
  studentMobile: '01712345678',
  guardianName: `Guardian ${n}`,
  guardianMobile: '01812345678',
  guardianEmail: `g${n}@example.com`,
  guardianOccupation: 'Farmer',
  grade: 'vi',
  status: 'new',
  submittedAt: `2026-06-0${n}T08:00:00Z`,
  ...over,
});

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
      '/api/admissions/export?grade=viii&status=admitted',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
  });
});
