import fs from 'node:fs/promises';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/file-store.ts';
import { releaseImages } from '../images/image-uses.ts';
import { storeImage } from '../images/images.service.ts';
import { documentsRepository } from './documents.repository.ts';

/**
 * Gives a size to the pictures kept before documents had one (an academic calendar
 * uploaded before migration 0007): read from the file, once, when the server starts, so
 * the calendar page keeps the picture's room before it loads (no layout shift). A file
 * that is missing or unreadable is left as it was and named in the log; the page then
 * shows it as before. Answers how many were sized. Safe for two processes at once: both
 * would write the same size.
 */
export async function sizeOldPictures(
  db: Db,
  files: FileStore,
  warn: (message: string) => void,
): Promise<number> {
  const repo = documentsRepository(db);
  return forEachKeptPicture(
    files,
    await repo.unsizedPictures(),
    async (picture, file) => {
      const { width, height } = await sharp(file).metadata();
      if (!width || !height) throw new Error('no size in the file');
      await repo.setSize(picture.id, { width, height });
      return true;
    },
    (picture, message) =>
      warn(`The picture ${picture.fileName} could not be read for its size: ${message}`),
  );
}

/**
 * Gives their WebP copies (images.service.ts) to the pictures kept before documents had
 * them (migration 0022), read from the kept file once, when the server starts, so the
 * calendar page draws a copy the size of the reader's screen. A file that is missing or
 * unreadable is left as it was and named in the log; the page then shows the file itself.
 * Safe for two processes at once: a picture is given the first image made for it, and
 * the other is removed. Answers how many were given one.
 */
export async function imageOldPictures(
  db: Db,
  files: FileStore,
  warn: (message: string) => void,
): Promise<number> {
  const repo = documentsRepository(db);
  return forEachKeptPicture(
    files,
    await repo.picturesWithoutImage(),
    async (picture, file) => {
      const image = await storeImage(db, files, await fs.readFile(file));
      if (await repo.setImageIfNone(picture.id, image.id)) return true;
      await releaseImages({ database: { db }, files, log: { warn: (_o, m) => warn(m) } }, [
        image.id,
      ]);
      return false;
    },
    (picture, message) =>
      warn(`The picture ${picture.fileName} could not be copied for the pages: ${message}`),
  );
}

/**
 * Runs `work` on the kept file (`files`) of each picture, one at a time; a file that is missing or
 * unreadable is named (`warn`) and the rest go on. Answers for how many `work` said true.
 */
async function forEachKeptPicture<T extends { fileName: string }>(
  files: FileStore,
  pictures: T[],
  work: (picture: T, file: string) => Promise<boolean>,
  warn: (picture: T, message: string) => void,
): Promise<number> {
  let done = 0;
  for (const picture of pictures) {
    try {
      const file = await files.localPath('documents', picture.fileName);
      if (!file) throw new Error('the file is missing');
      if (await work(picture, file)) done++;
    } catch (err) {
      warn(picture, (err as Error).message);
    }
  }
  return done;
}
