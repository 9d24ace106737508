import { z } from 'zod';
import { imageRefSchema } from './common.ts';

export const albumSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /**
   * The title in Bangla, '' when there is none (a Bangla page then shows `title`): the
   * site's own albums have one until the admin renames them.
   */
  titleBn: z.string(),
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

/** The admin's album edits (issue "The admin keeps the site current"). */
export const albumInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'This field is required' }).max(120),
  coverImageId: z.uuid({ error: 'Unknown image' }).nullable().optional(),
});
export type AlbumInput = z.infer<typeof albumInputSchema>;

/** Images already uploaded through POST /api/uploads, added to an album in this order. */
export const albumAddImagesSchema = z.object({
  imageIds: z
    .array(z.uuid({ error: 'Unknown image' }))
    .min(1)
    .max(50),
});

/**
 * A photo of an album replaced by another uploaded through POST /api/uploads: it keeps
 * the item's place, caption and, when it was the cover, the cover.
 */
export const albumReplaceImageSchema = z.object({
  imageId: z.uuid({ error: 'Unknown image' }),
});
export type AlbumReplaceImage = z.infer<typeof albumReplaceImageSchema>;

/**
 * A photo's caption: what it shows, in the words of the school ("Prize giving, 2026").
 * Its name in the album's editor and its description to a reader who cannot see it (the
 * picture's alt text); empty leaves it to its place in the album.
 */
export const albumCaptionSchema = z.object({
  caption: z.string().trim().max(200),
});
export type AlbumCaption = z.infer<typeof albumCaptionSchema>;

/** A new order: every id of the list, each once. */
export const reorderSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Unknown item' }))
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'An item is listed twice' }),
});
export type Reorder = z.infer<typeof reorderSchema>;

export const albumIdParams = z.object({ id: z.uuid({ error: 'Unknown album' }) });
export const albumImageParams = z.object({
  id: z.uuid({ error: 'Unknown album' }),
  imageId: z.uuid({ error: 'Unknown image' }),
});
