import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Album, AlbumImage } from '../../../shared/schemas/gallery.ts';
import type { Db } from '../../db/client.ts';
import { reorder } from '../../db/reorder.ts';
import { albumImages, albums, images } from '../../db/schema.ts';
import { imageRef, maybeImageRef } from '../images/images.service.ts';

/**
 * The albums the site itself shows: the home page's gallery (no card on /images) and the
 * sport gallery. Every site has them from its first start, empty until the admin adds
 * photos; they can be renamed, never deleted.
 */
export const SITE_ALBUMS = [
  { slug: 'home', title: 'Home gallery', titleBn: 'হোম পাতার গ্যালারি', listed: 0 },
  { slug: 'sport', title: 'Sports', titleBn: 'খেলাধুলা', listed: 1 },
] as const;

/**
 * An album's Bangla title: a site album's own while it keeps the site's English title (an
 * album has one title column; a renamed album shows the admin's words in both languages).
 */
function titleBnOf(slug: string, title: string): string {
  return SITE_ALBUMS.find((a) => a.slug === slug && a.title === title)?.titleBn ?? '';
}

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
    titleBn: titleBnOf(a.slug, a.title),
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
        .values(SITE_ALBUMS.map(({ slug, title, listed }) => ({ slug, title, listed })))
        .onConflictDoNothing({ target: albums.slug });
    },
    async countAlbums(): Promise<number> {
      const [r] = await db.select({ n: count() }).from(albums);
      return r?.n ?? 0;
    },
    /** An album's own row (its slug, title, cover and place), or null. */
    async byId(id: string) {
      const [row] = await db.select().from(albums).where(eq(albums.id, id));
      return row ?? null;
    },
    /** Adds an album last on /images; answers its id. */
    async create(album: { slug: string; title: string; coverImageId: string | null }) {
      const [last] = await db.select({ p: max(albums.position) }).from(albums);
      const [row] = await db
        .insert(albums)
        .values({ ...album, position: (last?.p ?? -1) + 1 })
        .returning({ id: albums.id });
      return row!.id;
    },
    /** Renames an album, and changes its cover when one is given (null: none). */
    async update(id: string, change: { title: string; coverImageId?: string | null | undefined }) {
      await db
        .update(albums)
        .set({
          title: change.title,
          ...(change.coverImageId !== undefined && { coverImageId: change.coverImageId }),
        })
        .where(eq(albums.id, id));
    },
    /** Deletes an album and its items; answers the images its items showed. */
    async remove(id: string): Promise<string[]> {
      const items = await db
        .select({ imageId: albumImages.imageId })
        .from(albumImages)
        .where(eq(albumImages.albumId, id));
      await db.delete(albums).where(eq(albums.id, id));
      return items.map((i) => i.imageId);
    },
    /** Saves the order of the albums on /images (every listed album once, or 409 stale_order). */
    async reorder(ids: string[]): Promise<void> {
      await reorder(db, albums, ids, eq(albums.listed, 1));
    },
    /**
     * Adds images after those an album has, in this order; the first becomes the cover of
     * an album that has none.
     */
    async addImages(album: { id: string; coverImageId: string | null }, imageIds: string[]) {
      await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ p: max(albumImages.position) })
          .from(albumImages)
          .where(eq(albumImages.albumId, album.id));
        const start = (last?.p ?? -1) + 1;
        await tx.insert(albumImages).values(
          imageIds.map((imageId, i) => ({
            albumId: album.id,
            imageId,
            position: start + i,
          })),
        );
        if (!album.coverImageId)
          await tx
            .update(albums)
            .set({ coverImageId: imageIds[0]! })
            .where(eq(albums.id, album.id));
      });
    },
    /** Saves the order of an album's items (every item once, or 409 stale_order). */
    async reorderImages(albumId: string, ids: string[]): Promise<void> {
      await reorder(db, albumImages, ids, eq(albumImages.albumId, albumId));
    },
    /**
     * Shows another image in an item, keeping its place and caption; the album's cover
     * follows when it was the old image. Answers the image it showed, or null when the
     * album has no such item.
     */
    async replaceImage(
      album: { id: string; coverImageId: string | null },
      itemId: string,
      imageId: string,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [item] = await tx
          .select({ imageId: albumImages.imageId })
          .from(albumImages)
          .where(and(eq(albumImages.id, itemId), eq(albumImages.albumId, album.id)));
        if (!item) return null;
        await tx.update(albumImages).set({ imageId }).where(eq(albumImages.id, itemId));
        if (album.coverImageId === item.imageId)
          await tx.update(albums).set({ coverImageId: imageId }).where(eq(albums.id, album.id));
        return item.imageId;
      });
    },
    /** Writes an item's caption; false when the album has no such item. */
    async captionImage(albumId: string, itemId: string, caption: string): Promise<boolean> {
      const rows = await db
        .update(albumImages)
        .set({ caption })
        .where(and(eq(albumImages.id, itemId), eq(albumImages.albumId, albumId)))
        .returning({ id: albumImages.id });
      return rows.length > 0;
    },
    /**
     * Takes an item out of an album; when it showed the cover, the next item's image becomes
     * the cover (none when it was the last). Answers the image it showed, or null when the
     * album has no such item.
     */
    async removeImage(
      album: { id: string; coverImageId: string | null },
      itemId: string,
    ): Promise<string | null> {
      const [gone] = await db
        .delete(albumImages)
        .where(and(eq(albumImages.id, itemId), eq(albumImages.albumId, album.id)))
        .returning();
      if (!gone) return null;
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
      return gone.imageId;
    },
  };
}
