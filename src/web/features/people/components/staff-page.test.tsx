import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../../shared/schemas/people.ts';
import { setLanguage } from '../../../lib/language.ts';
import StaffRoute from '../../../routes/staff.tsx';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/render.tsx';

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Rahima Khatun',
  nameBn: '',
  designation: 'Librarian',
  designationBn: '',
  department: 'Library',
  joinDate: null,
  mobile: '',
  identity: 'STF-004',
  image: null,
  ...over,
});

describe('the Staff page', () => {
  it("shows each member's ID No. (SPEC.md's staff identity), and none where there is none", async () => {
    mockApi(() =>
      jsonResponse({
        items: [
          member({}),
          member({ id: '00000000-0000-4000-8000-000000000002', name: 'Alam', identity: '' }),
        ],
      }),
    );
    renderWithProviders(<StaffRoute />);
    const [rahima, alam] = await screen.findAllByRole('listitem');
    expect(within(rahima!).getByText('ID No.: STF-004')).toBeInTheDocument();
    expect(alam).toHaveTextContent('Alam');
    expect(alam).not.toHaveTextContent('ID No.');
  });

  it('says it in Bangla', async () => {
    await setLanguage('bn');
    mockApi(() => jsonResponse({ items: [member({})] }));
    renderWithProviders(<StaffRoute />);
    expect(await screen.findByText('আইডি নং: STF-004')).toBeInTheDocument();
  });
});
