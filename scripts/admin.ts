// Admin tools for the command line:
//   npm run admin:create -- <admin-id> [password]      add an admin (random password when none is given)
//   npm run admin:reset-password -- <role> <login-id>  give an account a new random password
// They open the database directly, so with the embedded database the server must be stopped first.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/lock.ts';
import { sessions, users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/modules/auth/password.ts';
import { passwordProblem } from '../src/server/modules/auth/password-policy.ts';
import { ROLES, type Role } from '../src/shared/constants.ts';
import { newAccountInputSchema } from '../src/shared/schemas/users.ts';

const [command, ...args] = process.argv.slice(2);
const usage =
  'Usage: npm run admin:create -- <admin-id> [password]\n       npm run admin:reset-password -- <student|teacher|admin> <login-id>';

async function main(): Promise<number> {
  if (command !== 'create-admin' && command !== 'reset-password') {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let release: (() => Promise<void>) | null = null;
  if (!config.databaseUrl) {
    try {
      release = await lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(
          `${err.message}\nStop the server (or use the dashboard), then run this again.`,
        );
        return 3;
      }
      throw err;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
  });
  try {
    const { db } = database;
    if (command === 'create-admin') {
      const password = args[1] ?? randomBytes(12).toString('base64url');
      const parsed = newAccountInputSchema.safeParse({ loginId: args[0], password });
      if (!parsed.success) {
        console.error(
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'),
        );
        return 2;
      }
      const problem = passwordProblem(password, parsed.data.loginId);
      if (problem) {
        console.error(`password: ${problem}`);
        return 2;
      }
      const rows = await db
        .insert(users)
        .values({
          role: 'admin',
          loginId: parsed.data.loginId,
          passwordHash: await hashPassword(password),
          // A random password is temporary: changed at the first sign-in.
          mustChangePassword: !args[1],
          name: parsed.data.loginId,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!rows[0]) {
        console.error(`An admin with the id "${parsed.data.loginId}" already exists.`);
        return 1;
      }
      console.log(
        `Admin "${parsed.data.loginId}" created.${args[1] ? '' : ` Password: ${password}\nIt is shown only once and must be changed at the first sign-in.`}`,
      );
      return 0;
    }
    const [role, loginId] = args as [Role | undefined, string | undefined];
    if (!role || !ROLES.includes(role) || !loginId) {
      console.error(usage);
      return 2;
    }
    const password = randomBytes(12).toString('base64url');
    const [row] = await db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        mustChangePassword: true,
        updatedAt: new Date(),
      })
      .where(and(eq(users.role, role), eq(users.loginId, loginId)))
      .returning({ id: users.id });
    if (!row) {
      console.error(`No ${role} with the id "${loginId}".`);
      return 1;
    }
    await db.delete(sessions).where(eq(sessions.userId, row.id));
    console.log(
      `New password for ${role} "${loginId}": ${password}\nIt is shown only once and must be changed at the next sign-in; every session of that account has ended.`,
    );
    return 0;
  } finally {
    await database.close();
    await release?.();
  }
}

process.exit(await main());
