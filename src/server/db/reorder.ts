import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { HttpError } from '../plugins/errors.ts';
import type { Db } from './client.ts';

/**
 * Saves a new order of a list: `ids` must name every item of the list (those `where`
 * selects) once, so an order sent from a stale screen is refused rather than half applied.
 */
export async function reorder(
  db: Db,
  table: PgTable & { id: PgColumn; position: PgColumn },
  ids: string[],
  where?: SQL,
) {
  await db.transaction(async (tx) => {
    const rows = (await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(where)) as { id: string }[];
    const known = new Set(rows.map((r) => r.id));
    if (ids.length !== known.size || !ids.every((id) => known.has(id)))
      throw new HttpError(
        409,
        'stale_order',
        'The list has changed since it was opened. Reload and try again.',
      );
    if (ids.length === 0) return;
    for (const [position, id] of ids.entries()) {
      await tx
        .update(table)
        .set({ position } as never)
        .where(eq(table.id, id));
    }
  });
}
