import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { galleryRepository } from './gallery.repository.ts';

export const galleryRoutes: ApiModule = async (app) => {
  const repo = galleryRepository(app.database.db);
  app.endpoint(endpoints['albums.list'], async () => ({ items: await repo.listed() }));
  app.endpoint(endpoints['albums.get'], async (req) => {
    const album = await repo.bySlug(req.params.slug);
    if (!album) throw new HttpError(404, 'not_found', 'No such album.');
    return album;
  });
};
