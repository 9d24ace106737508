import { and, asc, eq } from 'drizzle-orm';
import type { SchoolDocument } from '../../../shared/schemas/documents.ts';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema.ts';

type Kind = SchoolDocument['kind'];
const GRADE_ORDER = ['vi', 'vii', 'viii', 'ix', 'x'];

export function documentsRepository(db: Db) {
  return {
    async list(kind: Kind): Promise<SchoolDocument[]> {
      const rows = await db
        .select()
        .from(documents)
        .where(eq(documents.kind, kind))
        .orderBy(asc(documents.title));
      return rows
        .sort((a, b) => GRADE_ORDER.indexOf(a.grade ?? '') - GRADE_ORDER.indexOf(b.grade ?? ''))
        .map((d) => ({
          id: d.id,
          kind: d.kind,
          grade: d.grade,
          title: d.title,
          mime: d.mime,
          url: `/api/documents/${d.id}/view`,
          downloadUrl: `/api/documents/${d.id}/download`,
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
  };
}
