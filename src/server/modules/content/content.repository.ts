import { eq, inArray } from 'drizzle-orm';
import type { ImageRef } from '../../../shared/schemas/common.ts';
import {
  type ContentKey,
  type ContentValue,
  contentSchemas,
} from '../../../shared/schemas/content.ts';
import type { Db } from '../../db/client.ts';
import { images, siteContent } from '../../db/schema.ts';
import { imageRef } from '../images/images.service.ts';
import { upgradeStored } from './upgrade.ts';

export type StoredContent<K extends ContentKey> = {
  value: ContentValue<K>;
  updatedAt: Date;
};

/** Every image id a content value names (fields called imageId or …ImageId), with its path. */
export function imageIdsOf(value: unknown, path = ''): { id: string; field: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => imageIdsOf(v, `${path}${i}.`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    /(^i|I)mageId$/.test(k) && typeof v === 'string'
      ? [{ id: v, field: `${path}${k}` }]
      : imageIdsOf(v, `${path}${k}.`),
  );
}

/** The site's editable content, one row per key, each value checked against its schema. */
export function contentRepository(db: Db) {
  async function raw(key: string) {
    const [row] = await db.select().from(siteContent).where(eq(siteContent.key, key));
    return row ?? null;
  }
  return {
    /** The stored value, or null when there is none or it no longer fits its schema. */
    async get<K extends ContentKey>(key: K): Promise<StoredContent<K> | null> {
      const row = await raw(key);
      if (!row) return null;
      const parsed = contentSchemas[key].safeParse(upgradeStored(key, row.value));
      return parsed.success
        ? { value: parsed.data as ContentValue<K>, updatedAt: row.updatedAt }
        : null;
    },
    async set<K extends ContentKey>(key: K, value: ContentValue<K>) {
      await db
        .insert(siteContent)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
    },
    /** The images of these ids that exist, by id. */
    async images(ids: string[]): Promise<Record<string, ImageRef>> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return {};
      const rows = await db.select().from(images).where(inArray(images.id, wanted));
      return Object.fromEntries(rows.map((r) => [r.id, imageRef(r)]));
    },
  };
}
