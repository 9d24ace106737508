import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AdmissionForm } from './admission-form.tsx';

const valid = {
  studentName: 'Rahim Uddin',
  studentMobile: '01712345678',
  guardianName: 'Karim Uddin',
  guardianMobile: '01812345678',
  guardianEmail: 'karim@example.com',
  guardianOccupation: 'Farmer',
  grade: 'vii',
};

const labels = {
  studentName: 'Student Name',
  studentMobile: 'Student Mobile',
  guardianName: 'Guardian Name',
  guardianMobile: 'Guardian Mobile',
  guardianEmail: 'Guardian Email',
  guardianOccupation: 'Guardian Occupation',
} as const;

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AdmissionForm />
      <ToastHost />
    </>,
  );
  return user;
}

async function fill(user: UserEvent, values: Partial<typeof valid> = {}) {
  const v = { ...valid, ...values };
  for (const [name, label] of Object.entries(labels)) {
    const value = v[name as keyof typeof labels];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  if (v.grade) await user.selectOptions(screen.getByLabelText('Class'), v.grade);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Apply' }));

function errorOf(label: string) {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('AdmissionForm', () => {
  it('shows "This field is required" under every empty field and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const user = setup();
    await submit(user);

    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    for (const label of Object.values(labels)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(label)).toContain('This field is required');
    }
    // The shared schema words the class error its own way.
    expect(screen.getByLabelText('Class')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf('Class')).toBe('Choose a class from six to ten');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a bad email address and a bad mobile number', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'X' }, 201));
    const user = setup();
    await fill(user, { guardianEmail: 'not-an-email', studentMobile: '12345' });
    await submit(user);

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(errorOf('Guardian Email')).toBe('Enter a valid email address');
    expect(errorOf('Student Mobile')).toContain('Enter a mobile number like 01712345678');
    expect(screen.getByLabelText('Guardian Mobile')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a valid application, resets the form and shows the reference number', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ reference: 'ADM-2025-00042' }, 201));
    const user = setup();
    await fill(user);
    await submit(user);

    expect(await screen.findByText('Your reference number: ADM-2025-00042')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/admissions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(valid);
    for (const label of Object.values(labels)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Class')).toHaveValue('');
    expect(await screen.findByText('Successfully Applied')).toBeInTheDocument();
  });

  it("words the server's field rule next to the field on 400", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'validation_failed',
            message: 'guardianEmail: This address cannot receive mail',
            details: {
              in: 'body',
              fields: [
                {
                  field: 'guardianEmail',
                  message: 'This address cannot receive mail',
                  rule: { name: 'email' },
                },
              ],
            },
          },
        },
        400,
      ),
    );
    const user = setup();
    await fill(user);
    await submit(user);

    // The server's rule, worded by the browser: never the server's English.
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(errorOf('Guardian Email')).toBe('Enter a valid email address');
    expect(screen.queryByText('This address cannot receive mail')).toBeNull();
    expect(screen.getByLabelText('Guardian Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Student Name')).toHaveValue(valid.studentName);
  });

  it('keeps what was typed and says why when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = setup();
    await fill(user);
    await submit(user);

    expect(await screen.findByText(/Could not reach the school server/)).toBeInTheDocument();
    for (const [name, label] of Object.entries(labels))
      expect(screen.getByLabelText(label)).toHaveValue(valid[name as keyof typeof labels]);
    expect(screen.getByLabelText('Class')).toHaveValue('vii');
    expect(screen.queryByText(/Your reference number/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
  });

  it("words the server's 429 and keeps the values", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: {
            code: 'too_many_requests',
            message: 'Too many applications. Try again in a minute.',
          },
        },
        429,
      ),
    );
    const user = setup();
    await fill(user);
    await submit(user);

    expect(
      await screen.findByText(
        /Too many requests from this address. Please try again in a few minutes./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many applications/)).toBeNull();
    expect(screen.getByLabelText('Guardian Email')).toHaveValue(valid.guardianEmail);
  });

  it('disables the button while sending', async () => {
    let release: (r: Response) => void = () => {};
    mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const user = setup();
    await fill(user);
    await submit(user);

    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    release(jsonResponse({ reference: 'ADM-1' }, 201));
    expect(await screen.findByText('Your reference number: ADM-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});
