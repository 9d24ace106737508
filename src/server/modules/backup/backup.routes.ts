import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditRepository } from '../audit/audit.repository.ts';
import { writeBackup } from './backup.service.ts';

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = auditRepository(app.database.db);
  app.get(
    '/backup',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Download a backup of the whole site (database, images, documents) as one .tar.gz file',
      },
    },
    async (req, reply) => {
      const date = new Date().toISOString().slice(0, 10);
      reply
        .type('application/gzip')
        .header('Content-Disposition', `attachment; filename="school-backup-${date}.tar.gz"`)
        .header('Cache-Control', 'no-store');
      // HEAD asks only what a download would be: no backup is made and none is logged.
      if (req.method === 'HEAD') return reply.send();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-download-'));
      const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
      // The copy holds password hashes: it is removed whatever happens, sent or not.
      try {
        const file = path.join(dir, 'backup.tar.gz');
        await writeBackup(app.database.db, app.config.dataDir, file);
        await audit.record(req.user!, 'create', 'backup', null, 'downloaded');
        const stream = fs.createReadStream(file);
        stream.on('close', cleanUp);
        stream.on('error', cleanUp);
        reply.raw.on('close', () => stream.destroy());
        return reply.send(stream);
      } catch (error) {
        cleanUp();
        throw error;
      }
    },
  );
};
