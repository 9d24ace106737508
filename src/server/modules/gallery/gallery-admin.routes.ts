import { randomBytes } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  albumAddImagesSchema,
  albumIdParams,
  albumImageParams,
  albumImagesSchema,
  albumInputSchema,
  albumSchema,
  reorderSchema,
} from '../../../shared/schemas/gallery.ts';
import { reorder } from '../../db/reorder.ts';
import { albumImages, albums } from '../../db/schema.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { galleryRepository, SITE_ALBUMS } from './gallery.repository.ts';

const KEPT_ALBUMS = new Set<string>(SITE_ALBUMS.map((a) => a.slug));
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

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
export const galleryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
    const [row] = await db.select().from(albums).where(eq(albums.id, id));
    if (!row) throw new HttpError(404, 'not_found', 'No such album.');
    return row;
  };
  const withImages = async (id: string) => (await repo.bySlug((await albumById(id)).slug))!;

  app.post(
    '/albums',
    {
      schema: {
        tags: ['content'],
        summary: 'Create an album (shown last on /images)',
        body: albumInputSchema,
        response: { 201: albumSchema, ...errors },
      },
    },
    async (req, reply) => {
      const [last] = await db.select({ p: max(albums.position) }).from(albums);
      const [row] = await saving(
        db
          .insert(albums)
          .values({
            slug: slugFor(req.body.title),
            title: req.body.title,
            coverImageId: req.body.coverImageId ?? null,
            position: (last?.p ?? -1) + 1,
          })
          .returning({ id: albums.id }),
      );
      await audit.record(req.user!, 'create', 'album', row!.id, req.body.title);
      return reply.status(201).send((await withImages(row!.id)).album);
    },
  );

  app.put(
    '/albums/order',
    {
      schema: {
        tags: ['content'],
        summary: 'Save the order of the albums on /images (every listed album, once)',
        body: reorderSchema,
        response: { 204: z.null(), 409: errorSchema, ...errors },
      },
    },
    async (req, reply) => {
      await reorder(db, albums, req.body.ids, eq(albums.listed, 1));
      await audit.record(req.user!, 'update', 'album', null, 'Reordered the albums');
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/albums/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Rename an album or choose its cover',
        params: albumIdParams,
        body: albumInputSchema,
        response: { 200: albumSchema, ...errors },
      },
    },
    async (req) => {
      const before = await albumById(req.params.id);
      await saving(
        db
          .update(albums)
          .set({
            title: req.body.title,
            ...(req.body.coverImageId !== undefined && { coverImageId: req.body.coverImageId }),
          })
          .where(eq(albums.id, req.params.id)),
      );
      await releaseImages(app, [before.coverImageId]);
      await audit.record(req.user!, 'update', 'album', req.params.id, req.body.title);
      return (await withImages(req.params.id)).album;
    },
  );

  app.delete(
    '/albums/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Delete an album (not the home or sport gallery)',
        params: albumIdParams,
        response: { 204: z.null(), 409: errorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const album = await albumById(req.params.id);
      if (KEPT_ALBUMS.has(album.slug))
        throw new HttpError(
          409,
          'album_in_use',
          'This album is shown by the site and cannot be deleted.',
        );
      const items = await db
        .select({ imageId: albumImages.imageId })
        .from(albumImages)
        .where(eq(albumImages.albumId, album.id));
      await db.delete(albums).where(eq(albums.id, album.id));
      await releaseImages(app, [album.coverImageId, ...items.map((i) => i.imageId)]);
      await audit.record(req.user!, 'delete', 'album', album.id, album.title);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/albums/:id/images',
    {
      schema: {
        tags: ['content'],
        summary: 'Add uploaded images to an album, after those it has',
        params: albumIdParams,
        body: albumAddImagesSchema,
        response: { 201: albumImagesSchema, ...errors },
      },
    },
    async (req, reply) => {
      const album = await albumById(req.params.id);
      await saving(
        db.transaction(async (tx) => {
          const [last] = await tx
            .select({ p: max(albumImages.position) })
            .from(albumImages)
            .where(eq(albumImages.albumId, album.id));
          const start = (last?.p ?? -1) + 1;
          await tx.insert(albumImages).values(
            req.body.imageIds.map((imageId, i) => ({
              albumId: album.id,
              imageId,
              position: start + i,
            })),
          );
          if (!album.coverImageId)
            await tx
              .update(albums)
              .set({ coverImageId: req.body.imageIds[0]! })
              .where(eq(albums.id, album.id));
        }),
        'imageIds',
      );
      await audit.record(
        req.user!,
        'update',
        'album',
        album.id,
        `Added ${req.body.imageIds.length} image(s) to ${album.title}`,
      );
      return reply.status(201).send(await withImages(album.id));
    },
  );

  app.put(
    '/albums/:id/order',
    {
      schema: {
        tags: ['content'],
        summary: "Save the order of an album's images (every item id, once)",
        params: albumIdParams,
        body: reorderSchema,
        response: { 204: z.null(), 409: errorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const album = await albumById(req.params.id);
      await reorder(db, albumImages, req.body.ids, eq(albumImages.albumId, album.id));
      await audit.record(req.user!, 'update', 'album', album.id, `Reordered ${album.title}`);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/albums/:id/images/:imageId',
    {
      schema: {
        tags: ['content'],
        summary: 'Take an image out of an album (the id is the album item id)',
        params: albumImageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const album = await albumById(req.params.id);
      const [gone] = await db
        .delete(albumImages)
        .where(and(eq(albumImages.id, req.params.imageId), eq(albumImages.albumId, album.id)))
        .returning();
      if (!gone) throw new HttpError(404, 'not_found', 'No such image in this album.');
      if (album.coverImageId === gone.imageId) {
        const [next] = await db
          .select({ imageId: albumImages.imageId })
          .from(albumImages)
          .where(eq(albumImages.albumId, album.id))
          .orderBy(albumImages.position)
          .limit(1);
        await db
          .update(albums)
          .set({ coverImageId: next?.imageId ?? null })
          .where(eq(albums.id, album.id));
      }
      await releaseImages(app, [gone.imageId]);
      await audit.record(
        req.user!,
        'update',
        'album',
        album.id,
        `Removed an image from ${album.title}`,
      );
      return reply.status(204).send(null);
    },
  );
};
