import { count, desc, eq } from 'drizzle-orm';
import type { Notice } from '../../../shared/schemas/notices.ts';
import type { GeneralNoticeInput } from '../../../shared/schemas/posts.ts';
import type { Db } from '../../db/client.ts';
import { images, notices } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';
import type { PostStore } from '../posts/post-routes.ts';

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

/** Add, edit and delete of general notices, for admins (the public list is above). */
export function noticesStore(db: Db): PostStore<GeneralNoticeInput, Notice> {
  const byId = async (id: string) => {
    const [r] = await db
      .select({ n: notices, imageId: images.id, width: images.width, height: images.height })
      .from(notices)
      .leftJoin(images, eq(images.id, notices.imageId))
      .where(eq(notices.id, id));
    return {
      id: r!.n.id,
      title: r!.n.title,
      date: r!.n.noticeDate,
      author: r!.n.author,
      image: maybeImageRef(r!.imageId, r!.width, r!.height),
    };
  };
  const values = ({ date, ...rest }: GeneralNoticeInput) => ({ noticeDate: date, ...rest });
  return {
    async owner(id) {
      const [r] = await db
        .select({ by: notices.createdBy })
        .from(notices)
        .where(eq(notices.id, id));
      return r ? r.by : undefined;
    },
    async create(input, actor) {
      const [r] = await db
        .insert(notices)
        .values({ ...values(input), createdBy: actor.id })
        .returning({ id: notices.id });
      return byId(r!.id);
    },
    async update(id, input) {
      await db.update(notices).set(values(input)).where(eq(notices.id, id));
      return byId(id);
    },
    async remove(id) {
      await db.delete(notices).where(eq(notices.id, id));
    },
    async images(id) {
      return (
        await db.select({ imageId: notices.imageId }).from(notices).where(eq(notices.id, id))
      ).map((r) => r.imageId);
    },
    describe: (input) => input.title || `Notice of ${input.date}`,
  };
}
