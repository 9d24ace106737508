import { and, asc, count, eq } from 'drizzle-orm';
import type { Album, AlbumImage } from '../../../shared/schemas/gallery.ts';
import type { Db } from '../../db/client.ts';
import { albumImages, albums, images } from '../../db/schema.ts';
import { imageRef, maybeImageRef } from '../images/images.service.ts';

/**
 * The albums the site itself shows: the home page's gallery (no card on /images) and the
 * sport gallery. Every site has them from its first start, empty until the admin adds
 * photos; they can be renamed, never deleted.
 */
export const SITE_ALBUMS = [
  { slug: 'home', title: 'Home gallery', listed: 0 },
  { slug: 'sport', title: 'Sports', listed: 1 },
] as const;

export function galleryRepository(db: Db) {
  const albumColumns = {
    id: albums.id,
    slug: albums.slug,
    title: albums.title,
    imageId: images.id,
    width: images.width,
    height: images.height,
    imageCount: db.$count(albumImages, eq(albumImages.albumId, albums.id)),
  };
  const present = ({
    imageId,
    width,
    height,
    imageCount,
    ...a
  }: {
    id: string;
    slug: string;
    title: string;
    imageId: string | null;
    width: number | null;
    height: number | null;
    imageCount: number;
  }): Album => ({
    ...a,
    imageCount: Number(imageCount),
    cover: maybeImageRef(imageId, width, height),
  });

  return {
    /** The albums shown as cards on /images, in the admin's order. */
    async listed(): Promise<Album[]> {
      const rows = await db
        .select(albumColumns)
        .from(albums)
        .leftJoin(images, eq(images.id, albums.coverImageId))
        .where(eq(albums.listed, 1))
        .orderBy(asc(albums.position), asc(albums.createdAt));
      return rows.map(present);
    },
    async bySlug(slug: string): Promise<{ album: Album; items: AlbumImage[] } | null> {
      const [row] = await db
        .select(albumColumns)
        .from(albums)
        .leftJoin(images, eq(images.id, albums.coverImageId))
        .where(eq(albums.slug, slug));
      if (!row) return null;
      const items = await db
        .select({
          id: albumImages.id,
          caption: albumImages.caption,
          imageId: images.id,
          width: images.width,
          height: images.height,
        })
        .from(albumImages)
        .innerJoin(images, eq(images.id, albumImages.imageId))
        .where(and(eq(albumImages.albumId, row.id)))
        .orderBy(asc(albumImages.position), asc(albumImages.createdAt));
      return {
        album: present(row),
        items: items.map((i) => ({
          id: i.id,
          caption: i.caption,
          image: imageRef({ id: i.imageId, width: i.width, height: i.height }),
        })),
      };
    },
    /** Creates whichever of SITE_ALBUMS is missing; safe from several processes at once. */
    async ensureSiteAlbums(): Promise<void> {
      await db
        .insert(albums)
        .values(SITE_ALBUMS.map((a) => ({ ...a })))
        .onConflictDoNothing({ target: albums.slug });
    },
    async countAlbums(): Promise<number> {
      const [r] = await db.select({ n: count() }).from(albums);
      return r?.n ?? 0;
    },
  };
}
