import { count, desc, eq } from 'drizzle-orm';
import type { SchoolEvent } from '../../../shared/schemas/events.ts';
import type { Db } from '../../db/client.ts';
import { events, images } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';

export function eventsRepository(db: Db) {
  return {
    /** Newest first: by the event's date, then by when it was posted. */
    async page(page: number, size: number): Promise<{ items: SchoolEvent[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: events.id,
            name: events.name,
            date: events.eventDate,
            author: events.author,
            createdAt: events.createdAt,
            imageId: images.id,
            width: images.width,
            height: images.height,
          })
          .from(events)
          .leftJoin(images, eq(images.id, events.imageId))
          .orderBy(desc(events.eventDate), desc(events.createdAt), desc(events.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(events),
      ]);
      return {
        total: totals[0]?.n ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          date: r.date,
          author: r.author,
          postedAt: r.createdAt.toISOString(),
          image: maybeImageRef(r.imageId, r.width, r.height),
        })),
      };
    },
  };
}
