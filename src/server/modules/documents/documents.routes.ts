import fs from 'node:fs';
import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { documentsRepository } from './documents.repository.ts';

export const documentsRoutes: ApiModule = async (app) => {
  const repo = documentsRepository(app.database.db);
  app.endpoint(endpoints['documents.list'], async (req) => ({
    items: await repo.list(req.query.kind),
  }));
  app.endpoint(endpoints['documents.file'], async (req, reply) => {
    const doc = await repo.byId(req.params.id);
    if (!doc) throw new HttpError(404, 'not_found', 'No such document.');
    const file = await app.files.localPath('documents', doc.fileName);
    if (!file) throw new HttpError(404, 'not_found', 'The file is missing.');
    const ext = doc.fileName.split('.').pop();
    // The name a download is saved under: the title as written (a Bangla title too), in
    // RFC 6266's filename*, and for the rare browser without it an ASCII one.
    const name = `${doc.title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim()}.${ext}`;
    const ascii = doc.title.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');
    const fallback = `${/[A-Za-z0-9]/.test(ascii) ? ascii : 'document'}.${ext}`;
    const encoded = encodeURIComponent(name).replace(
      /['()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
    const download = req.params.mode === 'download';
    reply
      .type(doc.mime)
      .header('Cache-Control', 'public, max-age=300')
      .header('X-Content-Type-Options', 'nosniff')
      .header(
        'Content-Disposition',
        `${download ? 'attachment' : 'inline'}; filename="${fallback}"; filename*=UTF-8''${encoded}`,
      );
    // Shown in the browser, the file is sandboxed: whatever a PDF or an image might hold
    // runs no script, and has an origin of its own, so it can reach nothing of the site.
    if (!download) reply.header('Content-Security-Policy', 'sandbox');
    return reply.send(fs.createReadStream(file));
  });
};
