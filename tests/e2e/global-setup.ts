import type { FullConfig } from '@playwright/test';

/**
 * The e2e admin (ADMIN_ID=admin): ADMIN_PASSWORD gives it this one-time key, which the
 * first sign-in must replace (src/server/db/seed/first-admin.ts).
 */
export const FIRST_ADMIN_KEY = 'e2e-first-admin-key';
/** The password the journeys sign the admin in with (helpers.ts, signIn). */
export const ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * Once, after the servers answer and before any journey: the e2e admin's first sign-in on
 * the journeys' server, choosing the password the journeys know. The empty site's admin
 * keeps its one-time key: accounts.spec.ts signs in there as a school's first admin does.
 */
export default async function globalSetup(config: FullConfig) {
  const base = config.projects.find((p) => p.name === 'desktop')?.use.baseURL;
  if (!base) throw new Error('global setup: the desktop project has no baseURL');
  const post = (url: string, body: object, cookie = '') =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    });
  const login = await post('/api/auth/login', {
    role: 'admin',
    loginId: 'admin',
    password: FIRST_ADMIN_KEY,
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  if (login.status !== 200 || !cookie)
    throw new Error(
      `global setup: the admin's first sign-in: ${login.status} ${await login.text()}`,
    );
  const changed = await post(
    '/api/account/password',
    { currentPassword: FIRST_ADMIN_KEY, newPassword: ADMIN_PASSWORD },
    cookie,
  );
  if (changed.status !== 204)
    throw new Error(
      `global setup: the admin's new password: ${changed.status} ${await changed.text()}`,
    );
  await post('/api/auth/logout', {}, cookie);
}
