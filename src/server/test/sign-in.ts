import type { Role } from '../../shared/constants.ts';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { makeUser } from './factories.ts';

export const TEST_PASSWORD = 'correct horse battery';
let hashed: Promise<string> | undefined;

/** A real account with a real hash (hashed once per file, it is slow on purpose). */
export async function makeAccount(
  db: Db,
  role: Role,
  values: Parameters<typeof makeUser>[1] extends infer V ? Partial<V & object> : never = {},
) {
  hashed ??= hashPassword(TEST_PASSWORD);
  return makeUser(db, { ...values, role, passwordHash: await hashed });
}

/** A real account with its own password (one set before today's rules, say). */
export async function makeAccountWithPassword(
  db: Db,
  role: Role,
  password: string,
  values: Parameters<typeof makeUser>[1] extends infer V ? Partial<V & object> : never = {},
) {
  return makeUser(db, { ...values, role, passwordHash: await hashPassword(password) });
}

/** Signs in through the API and gives the cookie header to send with later requests. */
export async function signIn(app: App, role: Role, loginId: string, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { role, loginId, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `sid=${cookie.value}`, token: cookie.value, res };
}

/** Types the password again (POST /api/auth/confirm): for 5 minutes the session may create admins, reset passwords and download backups. */
export async function confirmPassword(app: App, cookie: string, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/confirm',
    headers: { cookie },
    payload: { password },
  });
  if (res.statusCode !== 204) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
}
