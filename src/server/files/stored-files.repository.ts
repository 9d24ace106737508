import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFileChunks, storedFiles } from '../db/schema.ts';

/** A file's bytes are saved in chunks of this size (bytea rows of about a megabyte). */
export const CHUNK_BYTES = 1024 * 1024;

/** The files kept in PostgreSQL (schema.ts: stored_files and stored_file_chunks). */
export function storedFilesRepository(db: Db) {
  return {
    /**
     * Saves a file whole or not at all: its row and every chunk in one transaction, so no
     * reader sees half of it. A file of the same name is replaced. `chunks` yields the
     * bytes, one chunk at a time (a backup is streamed from disk).
     */
    async put(folder: string, name: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>) {
      await db.transaction(async (tx) => {
        await tx
          .delete(storedFiles)
          .where(and(eq(storedFiles.folder, folder), eq(storedFiles.name, name)));
        await tx.insert(storedFiles).values({ folder, name, size: 0 });
        let seq = 0;
        let size = 0;
        for await (const chunk of chunks) {
          if (chunk.length === 0) continue;
          await tx.insert(storedFileChunks).values({ folder, name, seq, data: chunk });
          seq += 1;
          size += chunk.length;
        }
        await tx
          .update(storedFiles)
          .set({ size })
          .where(and(eq(storedFiles.folder, folder), eq(storedFiles.name, name)));
      });
    },

    /** The file's size and number of chunks, or null when it is not stored. */
    async find(folder: string, name: string): Promise<{ size: number; chunks: number } | null> {
      const [row] = await db
        .select({ size: storedFiles.size })
        .from(storedFiles)
        .where(and(eq(storedFiles.folder, folder), eq(storedFiles.name, name)));
      if (!row) return null;
      const [counted] = await db
        .select({ chunks: count() })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.folder, folder), eq(storedFileChunks.name, name)));
      return { size: row.size, chunks: counted?.chunks ?? 0 };
    },

    /** One chunk of a file's bytes (0-based), or null. */
    async chunk(folder: string, name: string, seq: number): Promise<Buffer | null> {
      const [row] = await db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(
          and(
            eq(storedFileChunks.folder, folder),
            eq(storedFileChunks.name, name),
            eq(storedFileChunks.seq, seq),
          ),
        );
      return row?.data ?? null;
    },

    async remove(folder: string, names: string[]) {
      for (let i = 0; i < names.length; i += 1000)
        await db
          .delete(storedFiles)
          .where(
            and(
              eq(storedFiles.folder, folder),
              inArray(storedFiles.name, names.slice(i, i + 1000)),
            ),
          );
    },

    async list(folder: string): Promise<{ name: string; size: number; at: Date }[]> {
      const rows = await db
        .select({ name: storedFiles.name, size: storedFiles.size, at: storedFiles.createdAt })
        .from(storedFiles)
        .where(eq(storedFiles.folder, folder));
      return rows;
    },

    /** Which of these names are stored. */
    async existing(folder: string, names: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < names.length; i += 1000) {
        const rows = await db
          .select({ name: storedFiles.name })
          .from(storedFiles)
          .where(
            and(
              eq(storedFiles.folder, folder),
              inArray(storedFiles.name, names.slice(i, i + 1000)),
            ),
          );
        for (const r of rows) found.add(r.name);
      }
      return found;
    },
  };
}
