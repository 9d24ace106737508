import { desc, eq, inArray } from 'drizzle-orm';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import {
  MESSAGE_KEYS,
  type PageImages,
  type SchoolIdentity,
  type SchoolMessage,
} from '../../../shared/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { blogs, images, siteContent } from '../../db/schema.ts';
import { imageRef } from '../images/images.service.ts';

/** Stored shapes of the site_content rows: images are kept as ids and resolved when read. */
export type StoredMessage = Omit<SchoolMessage, 'image' | 'key'> & { imageId: string | null };
export type StoredPageImages = {
  calendar: string | null;
  prayer: string | null;
  logo: string | null;
  sports: Record<string, string | null>;
  facilities: Record<string, string | null>;
};

export const EMPTY_SCHOOL: SchoolIdentity = {
  name: 'Our School',
  shortName: 'School',
  eiin: '',
  schoolCode: '',
  phone: '',
  email: '',
  address: '',
  mapUrl: '',
  established: '',
  social: { facebook: '', youtube: '', twitter: '' },
};

export function siteRepository(db: Db) {
  async function get<T>(key: string): Promise<T | null> {
    const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
    return (row?.value as T | undefined) ?? null;
  }
  async function resolveImages(ids: (string | null | undefined)[]): Promise<Map<string, ImageRef>> {
    const wanted = ids.filter((i): i is string => Boolean(i));
    if (wanted.length === 0) return new Map();
    const rows = await db.select().from(images).where(inArray(images.id, wanted));
    return new Map(rows.map((r) => [r.id, imageRef(r)]));
  }
  return {
    get,
    async set(key: string, value: unknown) {
      await db
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
    },
    async site() {
      const [school, headline, pageImages, recent] = await Promise.all([
        get<SchoolIdentity>('school'),
        get<{ title: string; body: string }>('headline'),
        get<StoredPageImages>('pageImages'),
        db
          .select({ id: blogs.id, subject: blogs.subject })
          .from(blogs)
          .orderBy(desc(blogs.blogDate), desc(blogs.createdAt))
          .limit(3),
      ]);
      const refs = await resolveImages([pageImages?.logo]);
      return {
        school: school ?? EMPTY_SCHOOL,
        headline: headline ?? { title: '', body: '' },
        logo: (pageImages?.logo && refs.get(pageImages.logo)) || null,
        recentBlogTitles: recent,
      };
    },
    async messages(): Promise<SchoolMessage[]> {
      const stored = await Promise.all(MESSAGE_KEYS.map((k) => get<StoredMessage>(`message.${k}`)));
      const refs = await resolveImages(stored.map((m) => m?.imageId));
      return MESSAGE_KEYS.flatMap((key, i) => {
        const m = stored[i];
        if (!m) return [];
        const { imageId, ...rest } = m;
        return [{ key, ...rest, image: (imageId && refs.get(imageId)) || null }];
      });
    },
    async pageImages(): Promise<PageImages> {
      const p = await get<StoredPageImages>('pageImages');
      if (!p) return { calendar: null, prayer: null, sports: {}, facilities: {} };
      const refs = await resolveImages([
        p.calendar,
        p.prayer,
        ...Object.values(p.sports),
        ...Object.values(p.facilities),
      ]);
      const pick = (id: string | null | undefined) => (id && refs.get(id)) || null;
      const mapAll = (o: Record<string, string | null>) =>
        Object.fromEntries(Object.entries(o).map(([k, v]) => [k, pick(v)]));
      return {
        calendar: pick(p.calendar),
        prayer: pick(p.prayer),
        sports: mapAll(p.sports),
        facilities: mapAll(p.facilities),
      };
    },
  };
}
