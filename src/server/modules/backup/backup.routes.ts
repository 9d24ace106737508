import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '../../../shared/api/index.ts';
import type { BackupsList } from '../../../shared/schemas/backups.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { today } from '../posts/today.ts';
import { writeBackup } from './backup.service.ts';
import { type BackupRow, backupsRepository } from './backups.repository.ts';
import { describeFailure, KEPT_FILE_NAME } from './kept-backups.service.ts';

const hhmm = (t: { hour: number; minute: number }) =>
  `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

/** What an admin sees of a backup: never where it lies on the disk. */
const presentKept = (row: BackupRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  sizeBytes: row.sizeBytes,
});

/** A fresh backup's file name, dated by the school's calendar (Bangladesh's), not UTC's. */
export const downloadName = (now = new Date()) => `school-backup-${today(now)}.tar.gz`;

export const backupRoutes: ApiModule = async (app) => {
  const audit = auditRepository(app.database.db);
  const repo = backupsRepository(app.database.db);

  app.endpoint(endpoints['backups.downloadFresh'], async (req, reply) => {
    reply
      .type('application/gzip')
      .header('Content-Disposition', `attachment; filename="${downloadName()}"`)
      .header('Cache-Control', 'no-store');
    // HEAD asks only what a download would be: no backup is made and none is logged.
    if (req.method === 'HEAD') return reply.send();
    const run = await repo.start('download');
    let dir: string | null = null;
    const cleanUp = () => {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    };
    // The copy holds password hashes: it is removed whatever happens, sent or not.
    try {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-download-'));
      const file = path.join(dir, 'backup.tar.gz');
      await writeBackup(app.database.db, app.files, file);
      if (run) await repo.succeeded(run.id, null, fs.statSync(file).size);
      await audit.record(req.user!, 'download', 'backup', null);
      const stream = fs.createReadStream(file);
      stream.on('close', cleanUp);
      stream.on('error', cleanUp);
      reply.raw.on('close', () => stream.destroy());
      return reply.send(stream);
    } catch (error) {
      cleanUp();
      if (run) await repo.failed(run.id, describeFailure(error));
      throw error;
    }
  });

  app.endpoint(endpoints['backups.list'], async (): Promise<BackupsList> => {
    const [kept, lastGood, lastFailure] = await Promise.all([
      repo.kept(),
      repo.lastGood(),
      repo.lastFailure(),
    ]);
    const { backupTime, backupKeep } = app.config;
    return {
      items: kept.map(presentKept),
      lastGoodAt: lastGood?.startedAt.toISOString() ?? null,
      lastFailure: lastFailure
        ? {
            kind: lastFailure.kind,
            startedAt: lastFailure.startedAt.toISOString(),
            error: lastFailure.error ?? '',
          }
        : null,
      schedule: { time: backupTime ? hhmm(backupTime) : null, keep: backupKeep },
    };
  });

  // The answer is the file itself (application/gzip), or an error.
  app.endpoint(endpoints['backups.download'], async (req, reply) => {
    const row = await repo.keptById(req.params.id);
    if (!row?.fileName || !KEPT_FILE_NAME.test(row.fileName))
      throw new HttpError(404, 'not_found', 'No such backup.');
    const file = await app.files.localPath('backups', row.fileName);
    const size = file ? fs.statSync(file, { throwIfNoEntry: false })?.size : undefined;
    if (!file || size === undefined)
      throw new HttpError(404, 'not_found', 'The file of this backup is no longer on the server.');
    reply
      .type('application/gzip')
      .header('Content-Disposition', `attachment; filename="${row.fileName}"`)
      .header('Content-Length', size)
      .header('Cache-Control', 'no-store');
    if (req.method === 'HEAD') return reply.send();
    await audit.record(req.user!, 'download', 'backup', row.id, row.fileName);
    return reply.send(fs.createReadStream(file));
  });
};
