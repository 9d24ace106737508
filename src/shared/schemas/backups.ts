import { z } from 'zod';

export const BACKUP_KINDS = ['scheduled', 'download'] as const;
export const BACKUP_STATUSES = ['running', 'ok', 'failed'] as const;

/** A backup the site keeps on its disk, to download (admins). */
export const keptBackupSchema = z.object({
  id: z.string(),
  kind: z.enum(BACKUP_KINDS),
  status: z.enum(BACKUP_STATUSES),
  startedAt: z.string(),
  sizeBytes: z.number().int().nullable(),
});
export type KeptBackup = z.infer<typeof keptBackupSchema>;

/** The newest backup that failed, and why, in the server's words. */
export const backupFailureSchema = z.object({
  kind: z.enum(BACKUP_KINDS),
  startedAt: z.string(),
  error: z.string(),
});
export type BackupFailure = z.infer<typeof backupFailureSchema>;

export const backupsListSchema = z.object({
  /** Newest first. */
  items: z.array(keptBackupSchema),
  /** When the newest good backup was made (kept or downloaded), or null. */
  lastGoodAt: z.string().nullable(),
  lastFailure: backupFailureSchema.nullable(),
  schedule: z.object({
    /** HH:MM on the school's clock, or null when the site makes none by itself. */
    time: z.string().nullable(),
    keep: z.number().int(),
  }),
});
export type BackupsList = z.infer<typeof backupsListSchema>;

/**
 * The failures an admin can act on, in the words the server records them (the dashboard
 * shows each in the reader's language; any other failure in the server's own words).
 */
export const BACKUP_FAILURES = {
  interrupted: 'The site stopped before the backup was finished.',
  diskFull: 'The disk is full.',
  noRoom: 'There is not enough free disk space for another backup.',
  notWritable: 'The site could not write to its backups folder.',
} as const;

export const backupIdParams = z.object({ id: z.uuid({ error: 'Unknown backup' }) });
