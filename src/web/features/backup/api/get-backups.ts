import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInAddress, signedInApi } from '../../../lib/signed-in-api.ts';

/** A fresh backup of the whole site, made for this download (backups.downloadFresh). */
export const FRESH_BACKUP_URL = signedInAddress('backups.downloadFresh');

/** One of the backups the site keeps, by its id. */
export const keptBackupUrl = (id: string) =>
  signedInAddress('backups.download', { params: { id } });

export function getBackups(signal?: AbortSignal) {
  return signedInApi('backups.list', {}, { signal });
}

/** The backups the site keeps, the newest failure and when backups are made (admins). */
export function useBackups() {
  return useQuery({
    queryKey: [...signedInKey, 'backups'],
    queryFn: ({ signal }) => getBackups(signal),
  });
}
