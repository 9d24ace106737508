import { and, eq, inArray, isNull, lt, not, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  albumImages,
  albums,
  documents,
  events,
  images,
  noticeAttachments,
  notices,
  problems,
  siteContent,
  solutions,
  staff,
  suggestions,
  users,
} from '../../db/schema.ts';
import type { FileStore } from '../../files/file-store.ts';
import { imageFilesMade } from './images.service.ts';

/**
 * Every column that names an image, and whether what it shows is public: true, false
 * (signed-in readers only, or the person themself), or the condition under which it is.
 * The site's content (site_content) names images too, inside its JSON. An image none of
 * them names is removed; image-uses.test.ts checks that every reference to images is here.
 */
export const IMAGE_COLUMNS: readonly { column: PgColumn; public: boolean | SQL }[] = [
  // Active teachers are shown on /teachers; a student's photo (or an admin's, or a
  // teacher's who left) is personal.
  { column: users.imageId, public: and(eq(users.role, 'teacher'), isNull(users.deactivatedAt))! },
  { column: events.imageId, public: true },
  { column: notices.imageId, public: true },
  { column: noticeAttachments.imageId, public: true },
  { column: staff.imageId, public: true },
  { column: albums.coverImageId, public: true },
  { column: albumImages.imageId, public: true },
  // A picture document's copies (the academic calendar, a routine): public pages.
  { column: documents.imageId, public: true },
  { column: problems.imageId, public: false },
  { column: solutions.imageId, public: false },
  { column: suggestions.imageId, public: false },
];

/** How long an image no record names is kept: an upload waits for its form to be saved. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each process looks for images no record names (and once at start). */
export const UNUSED_IMAGE_SWEEP_MS = 60 * 60 * 1000;

/** Some row of `column`'s table names `image` (where `where` holds, when given). */
function namedIn(column: PgColumn, image: PgColumn, where?: SQL): SQL {
  return sql`exists (select 1 from ${column.table} where ${column} = ${image}${where ? sql` and ${where}` : sql``})`;
}

/**
 * Some content value names `image`: its id anywhere in the JSON keeps it (never too little).
 * The content's text is put together once per query, not once per image.
 */
function namedInContent(image: PgColumn): SQL {
  return sql`coalesce(strpos((select string_agg(${siteContent.value}::text, ' ') from ${siteContent}), ${image}), 0) > 0`;
}

/** No record names the image of this row of images. */
const unused = and(
  ...IMAGE_COLUMNS.map((u) => not(namedIn(u.column, images.id))),
  not(namedInContent(images.id)),
)!;

/** Named by something everyone may see, and by nothing personal or for signed-in readers only. */
const publicOnly = sql<boolean>`(${sql.join(
  [
    ...IMAGE_COLUMNS.flatMap((u) =>
      u.public === true
        ? [namedIn(u.column, images.id)]
        : u.public === false
          ? []
          : [namedIn(u.column, images.id, u.public)],
    ),
    namedInContent(images.id),
  ],
  sql` or `,
)}) and not (${sql.join(
  IMAGE_COLUMNS.flatMap((u) =>
    u.public === true
      ? []
      : u.public === false
        ? [namedIn(u.column, images.id)]
        : [namedIn(u.column, images.id, not(u.public))],
  ),
  sql` or `,
)})`;

/** Deletes the rows of images no record names among those `which` selects, then their files. */
async function removeUnused(db: Db, files: FileStore, which: SQL): Promise<string[]> {
  const gone = await db.delete(images).where(and(which, unused)).returning({ id: images.id });
  const ids = gone.map((g) => g.id);
  await files.remove('uploads', ids.flatMap(imageFilesMade));
  return ids;
}

/**
 * After a record's image was replaced or the record deleted: removes those of these images
 * (rows and files) that no record names any more. It never fails the request that changed
 * the record; what it misses, the sweep removes later.
 */
export async function releaseImages(
  app: {
    database: Pick<FastifyInstance['database'], 'db'>;
    files: FileStore;
    log: { warn: (obj: { err: unknown }, msg: string) => void };
  },
  ids: Iterable<string | null | undefined>,
): Promise<void> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return;
  try {
    await removeUnused(app.database.db, app.files, inArray(images.id, wanted));
  } catch (err) {
    app.log.warn({ err }, 'could not remove images no longer used');
  }
}

/**
 * The image id of a file in the uploads folder (`<id>.webp`, `<id>-<width>.webp`, and the
 * JPEG for shared links, `<id>-<width>.jpg`).
 */
export function imageIdOfFile(name: string): string | undefined {
  return /^([0-9a-f-]{36})(?:(?:-\d+)?\.webp|-\d+\.jpg)$/.exec(name)?.[1];
}

/**
 * Removes images no record has named for `graceMs` (an upload never saved by its form, an
 * image whose record's change was not followed by a release), and files in the uploads
 * folder whose image row is gone (a crash between the two). Returns the ids removed.
 */
export async function sweepUnusedImages(
  db: Db,
  files: FileStore,
  graceMs = UNUSED_IMAGE_GRACE_MS,
): Promise<string[]> {
  const before = new Date(Date.now() - graceMs);
  const removed = await removeUnused(db, files, lt(images.createdAt, before));

  const byId = new Map<string, { name: string; at: Date }[]>();
  for (const file of await files.list('uploads')) {
    const id = imageIdOfFile(file.name);
    if (id) byId.set(id, [...(byId.get(id) ?? []), file]);
  }
  const ids = [...byId.keys()];
  const known = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: images.id })
      .from(images)
      .where(inArray(images.id, ids.slice(i, i + 1000)));
    for (const r of rows) known.add(r.id);
  }
  for (const [id, kept] of byId) {
    if (known.has(id)) continue;
    // A file newer than the grace may belong to an upload whose row is not committed yet.
    const old = kept.filter((f) => f.at < before).map((f) => f.name);
    if (old.length > 0) await files.remove('uploads', old);
  }
  return removed;
}

/**
 * Whether the image may be kept by any cache for long: named by a public record (a notice,
 * an event, an album, a teacher, the staff, the site's content) and by nothing personal (a
 * student's photo) or shown only to signed-in readers (a problem, a solution, a suggestion).
 * An upload no record names yet is not public either. 'personal': a student's profile photo,
 * for the school's staff and the student alone (studentsPictured). Null: no such image.
 */
export async function imageAccess(
  db: Db,
  id: string,
): Promise<'public' | 'private' | 'personal' | null> {
  const [row] = await db.select({ public: publicOnly }).from(images).where(eq(images.id, id));
  if (!row) return null;
  if (row.public === true) return 'public';
  return (await studentsPictured(db, id)).length > 0 ? 'personal' : 'private';
}

/** The students whose profile photo the image is. */
export async function studentsPictured(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.imageId, id), eq(users.role, 'student')));
  return rows.map((r) => r.id);
}

/** The bytes of stored images that the account uploaded and that are still kept. */
export async function storedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${images.bytes}), 0)`.mapWith(Number) })
    .from(images)
    .where(eq(images.uploadedBy, userId));
  return row?.n ?? 0;
}
