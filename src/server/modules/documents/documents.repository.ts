import path from 'node:path';
import { and, asc, eq, inArray, isNull, like, lt, notExists, or, type SQL } from 'drizzle-orm';
import { addressOf } from '../../../shared/api/endpoint.ts';
import { endpoints } from '../../../shared/api/index.ts';
import type { Grade } from '../../../shared/constants.ts';
import type { SchoolDocument } from '../../../shared/schemas/documents.ts';
import type { NoticePdf } from '../../../shared/schemas/notices.ts';
import type { Db } from '../../db/client.ts';
import { documents, images, noticeAttachments } from '../../db/schema.ts';
import { maybeImageRef } from '../images/images.service.ts';

type Kind = SchoolDocument['kind'];
type Row = typeof documents.$inferSelect;
const GRADE_ORDER = ['vi', 'vii', 'viii', 'ix', 'x'];
/** Where a document's file is read (`documents.file`), to view or to download. */
const file = endpoints['documents.file'].path;

/** Where the uploaded documents' files are kept, under the data folder. */
export function documentsDir(dataDir: string) {
  return path.join(dataDir, 'documents');
}

/** A notice's PDF as its page shows it. */
export function noticePdfOf(d: Pick<Row, 'id' | 'title' | 'bytes' | 'pages'>): NoticePdf {
  return {
    id: d.id,
    name: d.title,
    bytes: d.bytes,
    pages: d.pages,
    url: addressOf(file, { params: { id: d.id, mode: 'view' } }),
    downloadUrl: addressOf(file, { params: { id: d.id, mode: 'download' } }),
  };
}

export function documentsRepository(db: Db) {
  const notNamed = (): SQL =>
    and(
      eq(documents.kind, 'notice'),
      notExists(
        db
          .select({ one: noticeAttachments.id })
          .from(noticeAttachments)
          .where(eq(noticeAttachments.documentId, documents.id)),
      ),
    )!;
  return {
    /** Keeps an uploaded PDF for a notice, not yet attached: answers it. */
    async addNoticePdf(pdf: {
      title: string;
      fileName: string;
      bytes: number;
      pages: number | null;
    }): Promise<NoticePdf> {
      const [row] = await db
        .insert(documents)
        .values({ kind: 'notice', grade: null, mime: 'application/pdf', ...pdf })
        .returning();
      return noticePdfOf(row!);
    },
    /**
     * The notices' PDFs among `ids` that may be attached to notice `noticeId` (none: a new
     * notice): kept, of kind 'notice', and attached to no other notice.
     */
    async attachablePdfs(ids: string[], noticeId: string | null): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: documents.id, attachedTo: noticeAttachments.noticeId })
        .from(documents)
        .leftJoin(noticeAttachments, eq(noticeAttachments.documentId, documents.id))
        .where(and(inArray(documents.id, ids), eq(documents.kind, 'notice')));
      return new Set(
        rows.filter((r) => r.attachedTo === null || r.attachedTo === noticeId).map((r) => r.id),
      );
    },
    /**
     * Deletes the notices' PDFs no notice names, among `ids` or, without them, those
     * uploaded before `before`: answers their files' names, for the caller to remove.
     */
    async removeUnattachedPdfs(which: { ids: string[] } | { before: Date }): Promise<string[]> {
      if ('ids' in which && which.ids.length === 0) return [];
      const gone = await db
        .delete(documents)
        .where(
          and(
            notNamed(),
            'ids' in which
              ? inArray(documents.id, which.ids)
              : lt(documents.updatedAt, which.before),
          ),
        )
        .returning({ fileName: documents.fileName });
      return gone.map((g) => g.fileName);
    },
    async list(kind: Kind): Promise<SchoolDocument[]> {
      const rows = await db
        .select({
          document: documents,
          imageWidth: images.width,
          imageHeight: images.height,
        })
        .from(documents)
        .leftJoin(images, eq(images.id, documents.imageId))
        .where(eq(documents.kind, kind))
        .orderBy(asc(documents.title));
      return rows
        .sort(
          (a, b) =>
            GRADE_ORDER.indexOf(a.document.grade ?? '') -
            GRADE_ORDER.indexOf(b.document.grade ?? ''),
        )
        .map(({ document: d, imageWidth, imageHeight }) => ({
          id: d.id,
          kind: d.kind as Kind,
          grade: d.grade,
          title: d.title,
          mime: d.mime,
          width: d.width,
          height: d.height,
          url: addressOf(file, { params: { id: d.id, mode: 'view' } }),
          downloadUrl: addressOf(file, { params: { id: d.id, mode: 'download' } }),
          image: maybeImageRef(d.imageId, imageWidth, imageHeight),
          updatedAt: d.updatedAt.toISOString(),
        }));
    },
    async byId(id: string) {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id)));
      return row ?? null;
    },
    /**
     * Keeps a new file in its place (a kind, and a class for a routine or syllabus),
     * replacing the one there: answers the new row's id, the replaced files' names and
     * the replaced pictures' images (for the caller to release, image-uses.ts).
     */
    async replace(document: {
      kind: Kind;
      grade: Grade | null;
      title: string;
      mime: string;
      fileName: string;
      bytes: number;
      width: number | null;
      height: number | null;
      imageId: string | null;
    }): Promise<{ id: string; replaced: string[]; replacedImages: string[] }> {
      const slot = and(
        eq(documents.kind, document.kind),
        document.grade ? eq(documents.grade, document.grade) : isNull(documents.grade),
      );
      return db.transaction(async (tx) => {
        const old = await tx.delete(documents).where(slot).returning();
        const [row] = await tx.insert(documents).values(document).returning({ id: documents.id });
        return {
          id: row!.id,
          replaced: old.map((o) => o.fileName),
          replacedImages: old.flatMap((o) => (o.imageId ? [o.imageId] : [])),
        };
      });
    },
    /** The pictures kept before their size was (migration 0007): their rows and files. */
    async unsizedPictures(): Promise<{ id: string; fileName: string }[]> {
      return db
        .select({ id: documents.id, fileName: documents.fileName })
        .from(documents)
        .where(
          and(
            like(documents.mime, 'image/%'),
            or(isNull(documents.width), isNull(documents.height)),
          ),
        );
    },
    async setSize(id: string, size: { width: number; height: number }): Promise<void> {
      await db.update(documents).set(size).where(eq(documents.id, id));
    },
    /** The pictures kept before they had an image (migration 0022): their rows and files. */
    async picturesWithoutImage(): Promise<{ id: string; fileName: string }[]> {
      return db
        .select({ id: documents.id, fileName: documents.fileName })
        .from(documents)
        .where(and(like(documents.mime, 'image/%'), isNull(documents.imageId)));
    },
    /**
     * Names the picture's image, unless it has one already (another process gave it one
     * first) or is gone: answers whether it was set.
     */
    async setImageIfNone(id: string, imageId: string): Promise<boolean> {
      const set = await db
        .update(documents)
        .set({ imageId })
        .where(and(eq(documents.id, id), isNull(documents.imageId)))
        .returning({ id: documents.id });
      return set.length > 0;
    },
    /** Deletes a document's row; answers it, or null when there was none. */
    async remove(id: string) {
      const [gone] = await db.delete(documents).where(eq(documents.id, id)).returning();
      return gone ?? null;
    },
  };
}
