import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

/**
 * The demo school's files that the server cannot make itself, made once by
 * `npx tsx scripts/make-demo-files.ts` in Chromium and committed: the class routines and
 * syllabi (PDF), the academic calendar, and the Bangla lines of the notices' pictures.
 * Bangla needs a shaping engine and a Bengali font, which a new server may not have, so
 * the seed only reads these. The build copies the folder beside dist/server/main.js.
 */
const dir = new URL('./demo-files/', import.meta.url);

export function readDemoFile(name: string): Promise<Buffer> {
  return fs.readFile(new URL(name, dir));
}

/** The file of a line of text drawn as a picture: named by what it says. */
export function textPictureName(kind: 'letterhead' | 'notice-title', text: string) {
  return `${kind}-${createHash('sha256').update(text).digest('hex').slice(0, 12)}.png`;
}

export const demoFileNames = {
  routine: (grade: string) => `routine-${grade}.pdf`,
  syllabus: (grade: string) => `syllabus-${grade}.pdf`,
  calendar: (year: number) => `calendar-${year}.webp`,
};
