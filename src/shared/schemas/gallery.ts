import { z } from 'zod';
import { imageRefSchema } from './common.ts';

export const albumSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  cover: imageRefSchema.nullable(),
  imageCount: z.number().int(),
});
export type Album = z.infer<typeof albumSchema>;
export const albumsListSchema = z.object({ items: z.array(albumSchema) });
export type AlbumsList = z.infer<typeof albumsListSchema>;

export const albumImageSchema = z.object({
  id: z.string(),
  caption: z.string(),
  image: imageRefSchema,
});
export type AlbumImage = z.infer<typeof albumImageSchema>;
export const albumImagesSchema = z.object({
  album: albumSchema,
  items: z.array(albumImageSchema),
});
export type AlbumImages = z.infer<typeof albumImagesSchema>;
export const albumSlugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Unknown album' }),
});
