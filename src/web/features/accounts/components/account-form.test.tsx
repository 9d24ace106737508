import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Account } from '../../../../shared/schemas/users.ts';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import AccountRoute from '../../../routes/dashboard/account.tsx';
import { emptyProfile } from '../../../test/profiles.ts';
import {
  type ApiRequest,
  jsonResponse,
  mockApi,
  renderWithProviders,
} from '../../../test/render.tsx';

const ID = '00000000-0000-4000-8000-000000000001';
const photo = {
  id: '00000000-0000-4000-8000-000000000007',
  url: '/uploads/p.webp',
  thumbUrl: '/uploads/p-240.webp',
  width: 400,
  height: 400,
};

const student: Account = {
  ...emptyProfile({
    id: ID,
    loginId: 'student01',
    name: 'Nusrat Jahan',
    nameBn: 'নুসরাত জাহান',
    grade: 'viii',
    roll: '17',
    phone: '01812345678',
    guardianName: 'Karim Uddin',
    guardianPhone: '01712345678',
    image: photo,
  }),
  posts: 2,
};

function serve(
  account: Account,
  role: 'teacher' | 'admin',
  answer: (req: ApiRequest) => Response | undefined = () => undefined,
) {
  return mockApi((req) => {
    if (req.path === '/api/session')
      return jsonResponse({ user: { id: 'me', role, loginId: 'me', name: 'Me' } });
    if (req.path === `/api/users/${ID}`)
      return jsonResponse(req.method === 'PUT' ? { ...account, ...(req.body as object) } : account);
    return jsonResponse({ error: { code: 'not_found', message: 'No route' } }, 404);
  }, answer);
}

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/accounts/:id" element={<AccountRoute />} />
        <Route path="/dashboard/students" element={<h1>The students</h1>} />
        <Route path="/dashboard/teachers" element={<h1>The teachers</h1>} />
      </Routes>
      <ToastHost />
    </>,
    { route: `/dashboard/accounts/${ID}` },
  );
  return user;
}

function errorOf(label: string) {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('Edit account (issue 19)', () => {
  it('opens a student’s details filled in, saves the correction and goes back to the list', async () => {
    const writes = serve(student, 'teacher');
    const user = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Nusrat Jahan');
    expect(screen.getByLabelText('Name in Bangla (optional)')).toHaveValue('নুসরাত জাহান');
    expect(screen.getByLabelText('Class')).toHaveValue('viii');
    expect(screen.getByLabelText('Roll')).toHaveValue('17');
    expect(screen.getByLabelText('Guardian’s Name (optional)')).toHaveValue('Karim Uddin');
    expect(screen.getByLabelText('Guardian’s Mobile (optional)')).toHaveValue('01712345678');
    expect(screen.getByLabelText('Mobile (optional)')).toHaveValue('01812345678');
    expect(screen.queryByLabelText('Designation')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Class'), 'ix');
    await user.clear(screen.getByLabelText('Roll'));
    await user.type(screen.getByLabelText('Roll'), '৫');
    await user.type(screen.getByLabelText('Date of birth (optional)'), '12-Feb-2013');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The students' })).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: `/api/users/${ID}`,
        body: {
          name: 'Nusrat Jahan',
          nameBn: 'নুসরাত জাহান',
          grade: 'ix',
          section: '',
          roll: '5',
          dateOfBirth: '2013-02-12',
          designation: '',
          designationBn: '',
          subject: '',
          subjectBn: '',
          phone: '01812345678',
          guardianName: 'Karim Uddin',
          guardianLanguage: 'bn',
          guardianPhone: '01712345678',
          imageId: photo.id,
        },
      },
    ]);
  });

  it('wants a student’s class and roll', async () => {
    const writes = serve({ ...student, grade: null, roll: null }, 'teacher');
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf('Class')).toContain('Choose a class from six to ten'));
    expect(errorOf('Roll')).toContain('This field is required');
    expect(writes).toEqual([]);
  });

  it('tells a roll already taken in the class at the roll field, and stays', async () => {
    serve(student, 'admin', (req) =>
      req.method === 'PUT'
        ? jsonResponse(
            {
              error: {
                code: 'roll_taken',
                message: 'Roll 17 is already taken in this class.',
                details: {
                  params: { roll: '17' },
                  fields: [
                    {
                      field: 'roll',
                      message: 'This roll is already taken in the class',
                      rule: { name: 'rollTaken' },
                    },
                  ],
                },
              },
            },
            409,
          )
        : undefined,
    );
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf('Roll')).toContain('This roll is already taken in the class'),
    );
    expect(screen.getByLabelText('Roll')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Roll')).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'The students' })).not.toBeInTheDocument();
  });

  it('edits a teacher’s designation in both languages and subject, with no class', async () => {
    const writes = serve(
      {
        ...emptyProfile({
          id: ID,
          role: 'teacher',
          loginId: 'teacher01',
          name: 'Abdul Karim',
          designation: 'Assistant Teacher',
          designationBn: 'সহকারী শিক্ষক',
        }),
        posts: 0,
      },
      'admin',
    );
    const user = setup();
    expect(await screen.findByLabelText('Designation')).toHaveValue('Assistant Teacher');
    expect(screen.getByLabelText('Common designations')).toHaveDisplayValue(
      'Assistant Teacher (সহকারী শিক্ষক)',
    );
    expect(screen.queryByLabelText('Class')).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByLabelText('Common designations'),
      'Senior Teacher (সিনিয়র শিক্ষক)',
    );
    await user.type(screen.getByLabelText('Subject (optional)'), 'Physics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The teachers' })).toBeInTheDocument();
    expect(writes[0]?.body).toMatchObject({
      grade: null,
      designation: 'Senior Teacher',
      designationBn: 'সিনিয়র শিক্ষক',
      subject: 'Physics',
      imageId: null,
    });
  });
});
