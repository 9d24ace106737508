import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema.ts';

/**
 * The server's own keys (table `server_secrets`): made once, by whichever process asks
 * first (the insert that loses the race does nothing), then read by every process on the
 * same database. No environment variable to set, and a key stays the same across restarts.
 */
export function serverSecretsRepository(db: Db) {
  return {
    /** The named key's bytes (32 random bytes, made on the first call ever). */
    async get(name: string): Promise<Buffer> {
      await db
        .insert(serverSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: serverSecrets.name });
      const [row] = await db
        .select({ value: serverSecrets.value })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`server secret ${name} was not kept`);
      return Buffer.from(row.value, 'base64url');
    },
  };
}
