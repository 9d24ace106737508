import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
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

describe('NewAccountForm', () => {
  it('requires both fields and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 201));
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Add Student' }));
    await waitFor(() => expect(errorOf('Student Id')).toContain('This field is required'));
    // The shared schema words an empty password by its rule.
    expect(errorOf('Student Password')).toContain('Use at least 12 characters');
    expect(screen.getByLabelText('Student Id')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Student Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
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
    await user.type(screen.getByLabelText('Student Id'), 'rahim');
    await user.type(screen.getByLabelText('Student Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Add Student' }));

    await waitFor(() => expect(errorOf('Student Id')).toContain('This id is already taken'));
    expect(screen.getByLabelText('Student Id')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Student Id')).toHaveValue('rahim');
  });

  it("posts a teacher, toasts 'Teacher Added' and resets", async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'x' }, 201));
    const user = setup('teacher');
    await user.type(screen.getByLabelText('Teacher Id'), 't-100');
    await user.type(screen.getByLabelText('Teacher Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Add Teacher' }));

    expect(await screen.findByText('Teacher Added')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/teachers');
    expect(JSON.parse(String(init?.body))).toEqual({
      loginId: 't-100',
      password: 'a-good-password',
    });
    expect(screen.getByLabelText('Teacher Id')).toHaveValue('');
    expect(screen.getByLabelText('Teacher Password')).toHaveValue('');
  });
});
