import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DemoStatus } from '../../../shared/schemas/demo.ts';
import type { Db } from '../../db/client.ts';
import { demoRows, documents } from '../../db/schema.ts';
import { ensureSiteBasics } from '../../db/seed/seed.ts';

/**
 * The tables the demo school writes rows into, children before parents, so that deleting
 * in this order never trips a reference. Images come last: what no remaining record
 * names is removed with its files (image-uses.ts).
 */
const TABLES = [
  // A batch's messages go with it (on delete cascade).
  'sms_batches',
  'solutions',
  'problems',
  'suggestions',
  'student_notices',
  'blogs',
  'events',
  'notice_attachments',
  'notices',
  'album_images',
  'albums',
  'staff',
  'documents',
  // An application's photo goes with it (on delete cascade).
  'admissions',
  'admission_periods',
  // An exam's results and marks go with it (on delete cascade).
  'exams',
  'users',
  'images',
] as const;
export type DemoTable = (typeof TABLES)[number];

/** A condition true when the row of `table` with this id was not put there by the demo school. */
export function notDemo(table: DemoTable, id: SQL): SQL {
  return sql`not exists (select 1 from demo_rows demo where demo.table_name = ${table} and demo.row_id = ${id})`;
}

/** A condition on a demo_rows row `d`: the row it records is still there, a site text still unedited. */
const stillThere = sql`case d.table_name
  ${sql.join(
    TABLES.map(
      (t) =>
        sql`when ${t} then exists (select 1 from ${sql.identifier(t)} x where x.id = d.row_id)`,
    ),
    sql` `,
  )}
  when 'site_content' then exists (select 1 from site_content c where c.key = d.row_id and md5(c.value::text) = d.digest)
  else false end`;

const POSTS: readonly DemoTable[] = [
  'problems',
  'suggestions',
  'student_notices',
  'blogs',
  'events',
  'notices',
];

export function demoRepository(db: Db) {
  return {
    /**
     * Called by the seed, in its transaction, on a database that held nothing before it:
     * every row there now is the demo school's (the first admin is made after the seed).
     */
    async recordAll() {
      for (const table of TABLES) {
        await db.execute(
          sql`insert into demo_rows (table_name, row_id) select ${table}, id from ${sql.identifier(table)} on conflict do nothing`,
        );
      }
      await db.execute(
        sql`insert into demo_rows (table_name, row_id, digest) select 'site_content', key, md5(value::text) from site_content on conflict do nothing`,
      );
    },

    /** Whether a sign-in is to a demo account (they answer only on the site's own computer). */
    async isDemoAccount(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: demoRows.rowId })
        .from(demoRows)
        .where(and(eq(demoRows.tableName, 'users'), eq(demoRows.rowId, userId)));
      return Boolean(row);
    },

    /** How much of the demo school is still there (rows since deleted by hand are not counted). */
    async status(): Promise<DemoStatus> {
      const result = (await db.execute(sql`
        select d.table_name as t, count(*)::int as n from demo_rows d
        where ${stillThere}
        group by d.table_name`)) as unknown as { rows: { t: string; n: number }[] };
      const n = (t: string) => result.rows.find((r) => r.t === t)?.n ?? 0;
      const counts = {
        accounts: n('users'),
        posts: POSTS.reduce((sum, t) => sum + n(t), 0) + n('staff') + n('albums') + n('exams'),
        pictures: n('images'),
        files: n('documents'),
        pages: n('site_content'),
      };
      return { present: Object.values(counts).some((c) => c > 0), ...counts };
    },

    /** Whether any of the demo school is still there: `status().present`, stopping at the first row. */
    async present(): Promise<boolean> {
      const result = (await db.execute(
        sql`select exists (select 1 from demo_rows d where ${stillThere}) as present`,
      )) as unknown as { rows: { present: boolean }[] };
      return Boolean(result.rows[0]?.present);
    },

    /** Which of these site texts are still the demo school's, as seeded and not edited since. */
    async uneditedPages(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const result = (await db.execute(sql`
        select d.row_id as key from demo_rows d
        join site_content c on c.key = d.row_id and md5(c.value::text) = d.digest
        where d.table_name = 'site_content' and d.row_id in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`)) as unknown as { rows: { key: string }[] };
      return new Set(result.rows.map((r) => r.key));
    },

    /**
     * Removes the demo school: its accounts (and so their sessions), posts, staff, albums,
     * files and the site texts the school has not edited since. What the school added or
     * edited itself stays. Gives the images that may now be unused and the document files
     * to delete once the transaction has committed.
     */
    async remove(): Promise<{ imageIds: string[]; documentFiles: string[] }> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // Nothing recorded (an empty start, or removed already): nothing to do.
        if ((await t.select({ id: demoRows.rowId }).from(demoRows).limit(1)).length === 0)
          return { imageIds: [], documentFiles: [] };
        const ids = (table: string) =>
          sql`(select row_id from demo_rows where table_name = ${table})`;
        const files = await t
          .select({ fileName: documents.fileName, imageId: documents.imageId })
          .from(documents)
          .where(sql`${documents.id} in ${ids('documents')}`);
        for (const table of TABLES) {
          if (table === 'images') continue;
          await t.execute(sql`delete from ${sql.identifier(table)} where id in ${ids(table)}`);
        }
        await t.execute(
          sql`delete from site_content c using demo_rows d where d.table_name = 'site_content' and d.row_id = c.key and md5(c.value::text) = d.digest`,
        );
        // The demo's registers: their marks went with its students; a register left with
        // no mark at all was the demo's alone.
        await t.execute(
          sql`delete from attendance_registers r where not exists (select 1 from attendance_marks m where m.grade = r.grade and m.section = r.section and m.date = r.date)`,
        );
        const images = (await t.execute(
          sql`select row_id as id from demo_rows where table_name = 'images'`,
        )) as unknown as { rows: { id: string }[] };
        // The site stays set up, so the next start does not bring the demo school back, and
        // keeps the albums it shows (now empty).
        await ensureSiteBasics(t);
        await t.delete(demoRows);
        return {
          // A picture's copies made after the seed (at a start, for a calendar kept before
          // them) are not recorded as the demo's: they go with their document.
          imageIds: [
            ...images.rows.map((r) => r.id),
            ...files.flatMap((f) => (f.imageId ? [f.imageId] : [])),
          ],
          documentFiles: files.map((f) => f.fileName),
        };
      });
    },
  };
}
