import { useQuery } from '@tanstack/react-query';
import type { BackupsList } from '../../../../shared/schemas/backups.ts';
import { api } from '../../../lib/api.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

/** A fresh backup of the whole site, made for this download (GET /api/backup). */
export const FRESH_BACKUP_URL = '/api/backup';

/** One of the backups the site keeps, by its id. */
export const keptBackupUrl = (id: string) => `/api/backups/${encodeURIComponent(id)}/download`;

export function getBackups(signal?: AbortSignal) {
  return api<BackupsList>('/api/backups', { signal });
}

/** The backups the site keeps, the newest failure and when backups are made (admins). */
export function useBackups() {
  return useQuery({
    queryKey: [...signedInKey, 'backups'],
    queryFn: ({ signal }) => getBackups(signal),
  });
}
