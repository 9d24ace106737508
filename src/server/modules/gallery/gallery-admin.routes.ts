import { randomBytes } from 'node:crypto';
import { endpoints } from '../../../shared/api/index.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { galleryRepository, SITE_ALBUMS } from './gallery.repository.ts';

const KEPT_ALBUMS = new Set<string>(SITE_ALBUMS.map((a) => a.slug));

/** An address for a new album: its title in plain letters, and a few random ones so it is unique. */
function slugFor(title: string) {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return `${words || 'album'}-${randomBytes(3).toString('hex')}`;
}

/** The admin's albums: create, rename, cover, images in and out, order, delete. */
export const galleryAdminRoutes: ApiModule = async (app) => {
  const { db } = app.database;
  const repo = galleryRepository(db);
  const audit = auditRepository(db);
  const saving = async <T>(work: Promise<T>, field = 'coverImageId') => {
    try {
      return await work;
    } catch (err) {
      throw isForeignKeyViolation(err) ? unknownImage(field) : err;
    }
  };
  const albumById = async (id: string) => {
    const row = await repo.byId(id);
    if (!row) throw new HttpError(404, 'not_found', 'No such album.');
    return row;
  };
  const withImages = async (id: string) => (await repo.bySlug((await albumById(id)).slug))!;

  app.endpoint(endpoints['albums.create'], async (req) => {
    const id = await saving(
      repo.create({
        slug: slugFor(req.body.title),
        title: req.body.title,
        coverImageId: req.body.coverImageId ?? null,
      }),
    );
    await audit.record(req.user!, 'create', 'album', id, req.body.title);
    return (await withImages(id)).album;
  });

  app.endpoint(endpoints['albums.reorder'], async (req) => {
    await repo.reorder(req.body.ids);
    await audit.record(req.user!, 'reorder', 'album', null);
  });

  app.endpoint(endpoints['albums.update'], async (req) => {
    const before = await albumById(req.params.id);
    await saving(repo.update(req.params.id, req.body));
    await releaseImages(app, [before.coverImageId]);
    await audit.record(req.user!, 'update', 'album', req.params.id, req.body.title);
    return (await withImages(req.params.id)).album;
  });

  app.endpoint(endpoints['albums.remove'], async (req) => {
    const album = await albumById(req.params.id);
    if (KEPT_ALBUMS.has(album.slug))
      throw new HttpError(
        409,
        'album_in_use',
        'This album is shown by the site and cannot be deleted.',
      );
    const shown = await repo.remove(album.id);
    await releaseImages(app, [album.coverImageId, ...shown]);
    await audit.record(req.user!, 'delete', 'album', album.id, album.title);
  });

  app.endpoint(endpoints['albums.addImages'], async (req) => {
    const album = await albumById(req.params.id);
    await saving(repo.addImages(album, req.body.imageIds), 'imageIds');
    await audit.record(req.user!, 'add-images', 'album', album.id, album.title, {
      count: req.body.imageIds.length,
    });
    return withImages(album.id);
  });

  app.endpoint(endpoints['albums.reorderImages'], async (req) => {
    const album = await albumById(req.params.id);
    await repo.reorderImages(album.id, req.body.ids);
    await audit.record(req.user!, 'reorder', 'album', album.id, album.title);
  });

  app.endpoint(endpoints['albums.replaceImage'], async (req) => {
    const album = await albumById(req.params.id);
    const old = await saving(
      repo.replaceImage(album, req.params.imageId, req.body.imageId),
      'imageId',
    );
    if (!old) throw new HttpError(404, 'not_found', 'No such image in this album.');
    await releaseImages(app, [old]);
    await audit.record(req.user!, 'replace-image', 'album', album.id, album.title);
    return withImages(album.id);
  });

  app.endpoint(endpoints['albums.captionImage'], async (req) => {
    const album = await albumById(req.params.id);
    if (!(await repo.captionImage(album.id, req.params.imageId, req.body.caption)))
      throw new HttpError(404, 'not_found', 'No such image in this album.');
    await audit.record(req.user!, 'caption-image', 'album', album.id, album.title);
    return withImages(album.id);
  });

  app.endpoint(endpoints['albums.removeImage'], async (req) => {
    const album = await albumById(req.params.id);
    const imageId = await repo.removeImage(album, req.params.imageId);
    if (!imageId) throw new HttpError(404, 'not_found', 'No such image in this album.');
    await releaseImages(app, [imageId]);
    await audit.record(req.user!, 'remove-image', 'album', album.id, album.title);
  });
};
