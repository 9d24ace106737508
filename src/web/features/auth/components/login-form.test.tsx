import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host.tsx';
import { setLanguage } from '../../../lib/language.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

async function signInRefused(body: unknown, status: number) {
  mockFetch(() => jsonResponse(body, status));
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LoginForm userRole="student" />
      <ToastHost />
    </>,
  );
  await user.type(screen.getByLabelText('শিক্ষার্থী আইডি'), 'rahim');
  await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'a guess');
  await user.click(screen.getByRole('button', { name: 'লগইন' }));
}

describe('signing in, in Bangla', () => {
  it('says how long to wait after too many failures, in Bangla words and digits', async () => {
    await setLanguage('bn', { remember: false });
    await signInRefused(
      {
        error: {
          code: 'too_many_requests',
          message: 'Too many failed sign-ins for this account. Please try again in 5 minutes.',
          details: { reason: 'sign_ins_account', params: { count: 5 } },
        },
      },
      429,
    );
    expect(
      await screen.findByText('এই অ্যাকাউন্টে অনেকবার ভুল লগইন হয়েছে। ৫ মিনিট পর আবার চেষ্টা করুন।'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many/)).toBeNull();
  });

  it('says whom to ask when the right password opens an account the admin turned off', async () => {
    await setLanguage('bn', { remember: false });
    await signInRefused(
      { error: { code: 'account_deactivated', message: 'This account is turned off.' } },
      403,
    );
    expect(
      await screen.findByText('এই অ্যাকাউন্টটি বন্ধ করা হয়েছে। এখনো দরকার হলে বিদ্যালয়ের অ্যাডমিনকে বলুন।'),
    ).toBeInTheDocument();
  });

  it('says only that the sign-in failed for a wrong id or password', async () => {
    await setLanguage('bn', { remember: false });
    await signInRefused({ error: { code: 'login_failed', message: 'Login failed' } }, 401);
    expect(await screen.findByText('লগইন হয়নি')).toBeInTheDocument();
  });
});

describe('the sign-in form without the app', () => {
  it('is a POST to its own page, so a form sent before the app (or without it) never puts the password in an address', () => {
    renderWithProviders(<LoginForm userRole="teacher" />, { route: '/teacherLogin' });
    const form = screen.getByRole('button', { name: /login|লগইন/i }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/teacherLogin');
  });

  it('says why the server sent the form back, in the reader’s language', async () => {
    await setLanguage('bn', { remember: false });
    renderWithProviders(<LoginForm userRole="admin" />, {
      route: '/admin?failed=sign_ins_account&minutes=5',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'এই অ্যাকাউন্টে অনেকবার ভুল লগইন হয়েছে। ৫ মিনিট পর আবার চেষ্টা করুন।',
    );
  });

  it('says only that the sign-in failed for a wrong id or password, and nothing for a made-up reason', async () => {
    await setLanguage('en', { remember: false });
    const { unmount } = renderWithProviders(<LoginForm userRole="student" />, {
      route: '/studentLogin?failed=login_failed',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    unmount();
    renderWithProviders(<LoginForm userRole="student" />, {
      route: '/studentLogin?failed=<script>',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('after signing in, on the way to the dashboard', () => {
  it('keeps the button working and off until the dashboard shows, so nobody signs in twice', async () => {
    const user = { id: 'u1', role: 'student', loginId: 'rahim', name: 'Rahim', nameBn: '' };
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/auth/login'
        ? jsonResponse({ user: { ...user, mustChangePassword: false } })
        : jsonResponse({ user: null }),
    );
    // The dashboard's code, still loading: the router keeps the form on screen meanwhile.
    let loaded!: (page: { default: ComponentType }) => void;
    const Dashboard = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          loaded = resolve;
        }),
    );
    const clicker = userEvent.setup();
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/studentLogin" element={<LoginForm userRole="student" />} />
          <Route path="/dashboard" element={<Dashboard />} />
        </Routes>
      </Suspense>,
      { route: '/studentLogin' },
    );
    await clicker.type(screen.getByLabelText('Student ID'), 'rahim');
    await clicker.type(screen.getByLabelText('Password'), 'a good password');
    await clicker.click(screen.getByRole('button', { name: 'Login' }));

    const working = await screen.findByRole('button', { name: 'Logging in…' });
    expect(working).toBeDisabled();
    // Signed in, and still on the form: the button stays off (another press sends nothing).
    await waitFor(() => expect(loaded).toBeTypeOf('function'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    fireEvent.submit(working.closest('form')!);
    const logins = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/auth/login')).length;
    expect(logins()).toBe(1);

    await act(async () => loaded({ default: () => <h1>Dashboard</h1> }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Login|Logging in/ })).toBeNull();
  });
});
