import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { BACKUP_TABLES } from '../modules/backup/backup.service.ts';

/** Every table a backup holds, each as its rows in a fixed order: two sites compare equal. */
export async function tableSnapshot(db: Db) {
  const out: Record<string, unknown> = {};
  for (const t of BACKUP_TABLES) {
    const result = (await db.execute(
      sql`select coalesce(json_agg(x order by x::text), '[]'::json)::text as rows from (select * from ${sql.identifier(t)}) x`,
    )) as unknown as { rows: { rows: string }[] };
    out[t] = JSON.parse(result.rows[0]!.rows);
  }
  return out;
}

/** Every file under a folder (nothing when it is missing), by its relative path, with its bytes. */
export function filesOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out[f] = fs.readFileSync(full).toString('base64');
  }
  return out;
}
