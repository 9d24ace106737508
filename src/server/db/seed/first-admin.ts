import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';

/**
 * On a database without an admin, creates one from ADMIN_ID / ADMIN_PASSWORD, or
 * 'admin' with a random password that is printed once (PRODUCT.md, "Accounts"). Either
 * password is a one-time key, like a new account's temporary password: the first sign-in
 * asks for a new one. ADMIN_PASSWORD sits in a file on the server (and perhaps in its
 * backups and in the example it was copied from); the admin's own password is nowhere.
 */
export async function ensureFirstAdmin(
  db: Db,
  opts: {
    adminId?: string | undefined;
    adminPassword?: string | undefined;
    print: (msg: string) => void;
  },
) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (existing) return;
  const loginId = opts.adminId ?? 'admin';
  const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      role: 'admin',
      loginId,
      passwordHash: await hashPassword(password),
      mustChangePassword: true,
      name: 'School Admin',
      designation: 'Administrator',
    })
    .onConflictDoNothing();
  if (!opts.adminPassword) {
    opts.print(
      `\n  First admin created. Admin ID: ${loginId}  Password: ${password}\n  This password is shown only once: sign in at /admin, where you will be asked to change it.\n`,
    );
  } else {
    opts.print(
      `First admin '${loginId}' created from ADMIN_ID and ADMIN_PASSWORD: sign in at /admin, where you will be asked to choose a new password.`,
    );
  }
}
