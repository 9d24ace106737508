import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionsRepository(db: Db, ttlMs: number) {
  return {
    /** A new random token for the user; the database keeps only its hash. */
    async create(userId: string): Promise<{ token: string; id: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const id = digest(token);
      const expiresAt = new Date(Date.now() + ttlMs);
      await db.insert(sessions).values({ id, userId, expiresAt });
      return { token, id, expiresAt };
    },
    async find(
      token: string,
    ): Promise<(SessionUser & { sessionId: string; expiresAt: Date }) | null> {
      const id = digest(token);
      const [row] = await db
        .select({
          sessionId: sessions.id,
          id: users.id,
          role: users.role,
          loginId: users.loginId,
          name: users.name,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
      return row ?? null;
    },
    async delete(token: string) {
      await db.delete(sessions).where(eq(sessions.id, digest(token)));
    },
    /** Ends every session of the user but `keepSessionId` (after a password change or reset). */
    async deleteForUser(userId: string, keepSessionId?: string) {
      await db
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
            : eq(sessions.userId, userId),
        );
    },
    async purgeExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
