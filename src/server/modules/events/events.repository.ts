import { count, desc, eq } from 'drizzle-orm';
import type { SchoolEvent } from '../../../shared/schemas/events.ts';
import type { EventInput } from '../../../shared/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { events, images } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';
import type { PostStore } from '../posts/post-routes.ts';

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

/** Add, edit and delete for admins (the public list is above). */
export function eventsStore(db: Db): PostStore<EventInput, SchoolEvent> {
  const byId = async (id: string) => {
    const [r] = await db
      .select({ e: events, imageId: images.id, width: images.width, height: images.height })
      .from(events)
      .leftJoin(images, eq(images.id, events.imageId))
      .where(eq(events.id, id));
    return {
      id: r!.e.id,
      name: r!.e.name,
      date: r!.e.eventDate,
      author: r!.e.author,
      postedAt: r!.e.createdAt.toISOString(),
      image: maybeImageRef(r!.imageId, r!.width, r!.height),
    };
  };
  const values = ({ date, ...rest }: EventInput) => ({ eventDate: date, ...rest });
  return {
    async owner(id) {
      const [r] = await db.select({ by: events.createdBy }).from(events).where(eq(events.id, id));
      return r ? r.by : undefined;
    },
    async create(input, actor) {
      const [r] = await db
        .insert(events)
        .values({ ...values(input), createdBy: actor.id })
        .returning({ id: events.id });
      return byId(r!.id);
    },
    async update(id, input) {
      await db.update(events).set(values(input)).where(eq(events.id, id));
      return byId(id);
    },
    async remove(id) {
      await db.delete(events).where(eq(events.id, id));
    },
    async images(id) {
      return (
        await db.select({ imageId: events.imageId }).from(events).where(eq(events.id, id))
      ).map((r) => r.imageId);
    },
    describe: (input) => input.name,
  };
}
