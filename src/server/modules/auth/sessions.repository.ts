import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { AccountSession, SessionUser } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { describeDevice } from './device.ts';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A session ends after two hours without a request (a shared phone, a computer-room PC
 * left signed in), besides its 7-day limit.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/** The last request is written at most once a minute per session (and process). */
export const SESSION_TOUCH_MS = 60_000;
/** How long a password typed again (POST /api/auth/confirm) allows the guarded operations. */
export const CONFIRM_MS = 5 * 60_000;

export type FoundSession = SessionUser & {
  sessionId: string;
  expiresAt: Date;
  lastSeenAt: Date;
};

export function sessionsRepository(db: Db, ttlMs: number) {
  return {
    /** A new random token for the user; the database keeps only its hash. */
    async create(
      userId: string,
      userAgent = '',
    ): Promise<{ token: string; id: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const id = digest(token);
      const expiresAt = new Date(Date.now() + ttlMs);
      await db
        .insert(sessions)
        .values({ id, userId, expiresAt, userAgent: userAgent.slice(0, 300) });
      return { token, id, expiresAt };
    },
    /**
     * The session of a token, unless it has expired or been idle too long, or its account
     * has been turned off (its sessions are deleted then too; this ends one any process had).
     */
    async find(token: string): Promise<FoundSession | null> {
      const id = digest(token);
      const now = Date.now();
      const [row] = await db
        .select({
          sessionId: sessions.id,
          id: users.id,
          role: users.role,
          loginId: users.loginId,
          name: users.name,
          nameBn: users.nameBn,
          mustChangePassword: users.mustChangePassword,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, id),
            gt(sessions.expiresAt, new Date(now)),
            gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
            isNull(users.deactivatedAt),
          ),
        );
      return row ?? null;
    },
    /** Records a request on the session (callers write at most once a minute). */
    async touch(sessionId: string, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },
    /** Whether the account still has to replace a temporary password (read fresh, not cached). */
    async mustChangePassword(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ must: users.mustChangePassword })
        .from(users)
        .where(eq(users.id, userId));
      return row?.must ?? false;
    },
    /** The password was typed again: the guarded operations are allowed for CONFIRM_MS. */
    async confirm(sessionId: string) {
      await db
        .update(sessions)
        .set({ confirmedUntil: new Date(Date.now() + CONFIRM_MS) })
        .where(eq(sessions.id, sessionId));
    },
    async isConfirmed(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), gt(sessions.confirmedUntil, new Date())));
      return Boolean(row);
    },
    /** The user's live sessions, newest use first, `current` marking the one asking. */
    async listForUser(userId: string, currentSessionId: string): Promise<AccountSession[]> {
      const now = Date.now();
      const rows = await db
        .select({
          id: sessions.id,
          publicId: sessions.publicId,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            gt(sessions.expiresAt, new Date(now)),
            gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
      return rows.map((r) => ({
        id: r.publicId,
        device: describeDevice(r.userAgent),
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        current: r.id === currentSessionId,
      }));
    },
    /** Ends one of the user's other sessions by its public id (never the one asking). */
    async deleteOther(
      userId: string,
      publicId: string,
      currentSessionId: string,
    ): Promise<'ended' | 'current' | 'none'> {
      const rows = await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            eq(sessions.publicId, publicId),
            ne(sessions.id, currentSessionId),
          ),
        )
        .returning({ id: sessions.id });
      if (rows.length > 0) return 'ended';
      const [current] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, currentSessionId), eq(sessions.publicId, publicId)));
      return current ? 'current' : 'none';
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
    /** Deletes expired and idle sessions. */
    async purgeExpired() {
      const now = Date.now();
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, new Date(now)),
            lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
          ),
        );
    },
  };
}
