import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backups } from '../../db/schema.ts';

export type BackupRow = typeof backups.$inferSelect;
export type BackupKind = BackupRow['kind'];

/** The record of every backup the site made (schema.ts, `backups`). */
export function backupsRepository(db: Db) {
  return {
    /**
     * Starts a backup's record. With a `slot` (the scheduled day's), only the first process
     * to ask gets it: the others get null and make no backup.
     */
    async start(kind: BackupKind, slot: string | null = null): Promise<BackupRow | null> {
      const [row] = await db
        .insert(backups)
        .values({ kind, slot })
        .onConflictDoNothing({ target: backups.slot })
        .returning();
      return row ?? null;
    },
    async succeeded(id: string, fileName: string | null, sizeBytes: number) {
      await db
        .update(backups)
        .set({ status: 'ok', finishedAt: new Date(), fileName, sizeBytes, error: null })
        .where(eq(backups.id, id));
    },
    async failed(id: string, error: string) {
      await db
        .update(backups)
        .set({ status: 'failed', finishedAt: new Date(), error: error.slice(0, 500) })
        .where(eq(backups.id, id));
    },
    /** The newest backup that finished well, or null when there has been none. */
    async lastGood(): Promise<BackupRow | null> {
      const [row] = await db
        .select()
        .from(backups)
        .where(eq(backups.status, 'ok'))
        .orderBy(desc(backups.startedAt))
        .limit(1);
      return row ?? null;
    },
    /** The newest backup of any outcome (a failure after the last good one is shown). */
    async latest(): Promise<BackupRow | null> {
      const [row] = await db.select().from(backups).orderBy(desc(backups.startedAt)).limit(1);
      return row ?? null;
    },
    /** The backups whose file the site still keeps, newest first. */
    async kept(): Promise<BackupRow[]> {
      return db
        .select()
        .from(backups)
        .where(and(eq(backups.status, 'ok'), isNotNull(backups.fileName)))
        .orderBy(desc(backups.startedAt));
    },
    /** The file was removed (older than the number kept): the record stays, without it. */
    async fileRemoved(id: string) {
      await db.update(backups).set({ fileName: null }).where(eq(backups.id, id));
    },
    /** One backup whose file the site still keeps, or null. */
    async keptById(id: string): Promise<BackupRow | null> {
      const [row] = await db
        .select()
        .from(backups)
        .where(and(eq(backups.id, id), eq(backups.status, 'ok'), isNotNull(backups.fileName)))
        .limit(1);
      return row ?? null;
    },
    /** The newest backup that failed, or null. */
    async lastFailure(): Promise<BackupRow | null> {
      const [row] = await db
        .select()
        .from(backups)
        .where(eq(backups.status, 'failed'))
        .orderBy(desc(backups.startedAt))
        .limit(1);
      return row ?? null;
    },
    /**
     * Backups still 'running' that began before `startedBefore` were cut short (the process
     * stopped or crashed): they are marked failed, never left looking like one in progress,
     * and their day's slot is freed, so the day's backup can be made again.
     */
    async abandon(startedBefore: Date, error: string): Promise<number> {
      const rows = await db
        .update(backups)
        .set({ status: 'failed', finishedAt: new Date(), slot: null, error })
        .where(and(eq(backups.status, 'running'), lt(backups.startedAt, startedBefore)))
        .returning({ id: backups.id });
      return rows.length;
    },
  };
}
