import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  albumImagesSchema,
  albumSlugParams,
  albumsListSchema,
} from '../../../shared/schemas/gallery.ts';
import { HttpError } from '../../plugins/errors.ts';
import { galleryRepository } from './gallery.repository.ts';

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = galleryRepository(app.database.db);
  app.get(
    '/albums',
    {
      schema: {
        tags: ['public'],
        summary: 'Photo albums shown on /images',
        response: { 200: albumsListSchema },
      },
    },
    (req, reply) => app.cachedResponse(req, reply, async () => ({ items: await repo.listed() })),
  );
  app.get(
    '/albums/:slug',
    {
      schema: {
        tags: ['public'],
        summary: "An album's images (the home gallery is the album 'home')",
        params: albumSlugParams,
        response: { 200: albumImagesSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    (req, reply) =>
      app.cachedResponse(req, reply, async () => {
        const album = await repo.bySlug(req.params.slug);
        if (!album) throw new HttpError(404, 'not_found', 'No such album.');
        return album;
      }),
  );
};
