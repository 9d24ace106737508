import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { NewAccountForm } from './new-account-form.tsx';

function errorOf(label: string) {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

function setup(role: 'student' | 'teacher' | 'admin' = 'student') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <NewAccountForm accountRole={role} />
      <ToastHost />
    </>,
  );
  return user;
}

type User = ReturnType<typeof userEvent.setup>;

async function fillStudent(user: User, roll = '12') {
  await user.type(screen.getByLabelText('Student Id'), 'rahim');
  await user.type(screen.getByLabelText('Student Password'), 'a-good-password');
  await user.type(screen.getByLabelText('Name'), 'Rahim Uddin');
  await user.type(screen.getByLabelText('Name in Bangla (optional)'), 'রহিম উদ্দিন');
  await user.selectOptions(screen.getByLabelText('Class'), 'vii');
  await user.type(screen.getByLabelText('Roll'), roll);
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));

describe('NewAccountForm', () => {
  it('requires the id, the password, the name, the class and the roll of a student, and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 201));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(errorOf('Student Id')).toContain('This field is required'));
    // The shared schema words an empty password by its rule.
    expect(errorOf('Student Password')).toContain('Use at least 12 characters');
    expect(screen.getByLabelText('Student Id')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Student Password')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Name')).toContain('This field is required');
    expect(errorOf('Class')).toContain('Choose a class from six to ten');
    expect(errorOf('Roll')).toContain('This field is required');
    expect(screen.getByLabelText('Name in Bangla (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a student with the name, the class and the roll (typed in Bangla digits, sent in Latin)', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'x' }, 201));
    const user = setup();
    await fillStudent(user, '১২');
    // A school that splits the class: its section, a Latin one in capitals.
    const section = screen.getByLabelText('Section (optional)');
    expect(section).toHaveAccessibleDescription(
      'Where the school splits the class into sections (ক, খ or A, B); leave it empty where it does not.',
    );
    await user.type(section, 'b');
    // The date of birth as the office writes it, day first, in Bangla digits.
    const born = screen.getByLabelText('Date of birth (optional)');
    expect(born).toHaveAccessibleDescription(/finds the student’s exam results with it/);
    await user.type(born, '১২/০২/২০১৩');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    expect(await screen.findByText('Student Added')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/students');
    expect(bodyOf(fetchMock)).toEqual({
      loginId: 'rahim',
      password: 'a-good-password',
      name: 'Rahim Uddin',
      nameBn: 'রহিম উদ্দিন',
      grade: 'vii',
      section: 'B',
      roll: '12',
      dateOfBirth: '2013-02-12',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Class')).toHaveValue('');
  });

  it('shows "This id is already taken" at the id field on 409 and keeps the values', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'login_id_taken',
            message: 'The student id "rahim" is already taken.',
            details: { fields: [{ field: 'loginId', message: 'This id is already taken' }] },
          },
        },
        409,
      ),
    );
    const user = setup();
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    await waitFor(() => expect(errorOf('Student Id')).toContain('This id is already taken'));
    expect(screen.getByLabelText('Student Id')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Student Id')).toHaveValue('rahim');
    expect(screen.getByLabelText('Roll')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a roll taken in the class at the roll field, not the id', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'roll_taken',
            message: 'Roll 12 is already taken in this class.',
            details: {
              params: { roll: '12' },
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
      ),
    );
    const user = setup();
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    await waitFor(() =>
      expect(errorOf('Roll')).toContain('This roll is already taken in the class'),
    );
    expect(screen.getByLabelText('Roll')).toHaveFocus();
    expect(screen.getByLabelText('Student Id')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
  });

  it('requires a teacher’s name and designation; mobile, subject and photo are optional', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 201));
    const user = setup('teacher');
    await user.type(screen.getByLabelText('Teacher Id'), 't-100');
    await user.type(screen.getByLabelText('Teacher Password'), 'a-good-password');
    await user.type(screen.getByLabelText('Mobile (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    await waitFor(() => expect(errorOf('Name')).toContain('This field is required'));
    expect(errorOf('Designation')).toContain('This field is required');
    expect(errorOf('Mobile (optional)')).toContain('Enter a mobile number like 01712345678');
    expect(screen.getByLabelText('Subject (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts a teacher with both names, a designation from the list, the subject and the photo, toasts 'Teacher Added' and resets", async () => {
    const photo = {
      id: '00000000-0000-4000-8000-000000000009',
      url: '/u.webp',
      thumbUrl: '/t.webp',
      width: 400,
      height: 400,
    };
    const sent = fakeXhr(() => ({ status: 201, body: photo }));
    const fetchMock = mockFetch(() => jsonResponse({ id: 'x' }, 201));
    const user = setup('teacher');
    await user.type(screen.getByLabelText('Teacher Id'), 't-100');
    await user.type(screen.getByLabelText('Teacher Password'), 'a-good-password');
    await user.type(screen.getByLabelText('Name'), 'Abdul Karim');
    await user.type(screen.getByLabelText('Name in Bangla (optional)'), 'আব্দুল করিম');
    await user.selectOptions(
      screen.getByLabelText('Common designations'),
      'Head Teacher (প্রধান শিক্ষক)',
    );
    expect(screen.getByLabelText('Designation')).toHaveValue('Head Teacher');
    expect(screen.getByLabelText('Designation in Bangla (optional)')).toHaveValue('প্রধান শিক্ষক');
    await user.type(screen.getByLabelText('Subject (optional)'), 'Bangla');
    await user.type(screen.getByLabelText('Subject in Bangla (optional)'), 'বাংলা');
    await user.upload(
      screen.getByLabelText('Photo (optional)'),
      new File([new Uint8Array([137, 80, 78, 71])], 'karim.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));

    expect(await screen.findByText('Teacher Added')).toBeInTheDocument();
    expect(sent.map((s) => s.url)).toEqual(['/api/uploads']);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/teachers');
    expect(bodyOf(fetchMock)).toEqual({
      loginId: 't-100',
      password: 'a-good-password',
      name: 'Abdul Karim',
      nameBn: 'আব্দুল করিম',
      designation: 'Head Teacher',
      designationBn: 'প্রধান শিক্ষক',
      subject: 'Bangla',
      subjectBn: 'বাংলা',
      phone: '',
      imageId: photo.id,
    });
    expect(screen.getByLabelText('Teacher Id')).toHaveValue('');
    expect(screen.getByLabelText('Teacher Password')).toHaveValue('');
    expect(screen.getByLabelText('Designation')).toHaveValue('');
  });

  it('sends a teacher without a photo as imageId null', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'x' }, 201));
    const user = setup('teacher');
    await user.type(screen.getByLabelText('Teacher Id'), 't-101');
    await user.type(screen.getByLabelText('Teacher Password'), 'a-good-password');
    await user.type(screen.getByLabelText('Name'), 'Salma Begum');
    await user.type(screen.getByLabelText('Designation'), 'Librarian and Teacher');
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));
    expect(await screen.findByText('Teacher Added')).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toMatchObject({
      designation: 'Librarian and Teacher',
      designationBn: '',
      imageId: null,
    });
  });

  it('keeps Make Admin to an id and a password', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'x' }, 201));
    const user = setup('admin');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Admin Id'), 'office');
    await user.type(screen.getByLabelText('Admin Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Make Admin' }));
    expect(await screen.findByText('Admin Added')).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({ loginId: 'office', password: 'a-good-password' });
  });
});
