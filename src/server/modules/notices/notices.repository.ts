import { count, desc, eq } from 'drizzle-orm';
import type { Notice } from '../../../shared/schemas/notices.ts';
import type { Db } from '../../db/client.ts';
import { images, notices } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';

export function noticesRepository(db: Db) {
  return {
    async page(page: number, size: number): Promise<{ items: Notice[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: notices.id,
            title: notices.title,
            date: notices.noticeDate,
            author: notices.author,
            imageId: images.id,
            width: images.width,
            height: images.height,
          })
          .from(notices)
          .leftJoin(images, eq(images.id, notices.imageId))
          .orderBy(desc(notices.noticeDate), desc(notices.createdAt), desc(notices.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(notices),
      ]);
      return {
        total: totals[0]?.n ?? 0,
        items: rows.map(({ imageId, width, height, ...n }) => ({
          ...n,
          image: maybeImageRef(imageId, width, height),
        })),
      };
    },
  };
}
