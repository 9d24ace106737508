import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { GRADES } from '../../../shared/constants.ts';
import {
  ALBUMS,
  DEMO_BLOGS,
  DEMO_EVENTS,
  DEMO_NOTICES,
  DEMO_PROBLEMS,
  DEMO_STAFF,
  DEMO_STUDENT_NOTICES,
  DEMO_STUDENTS,
  DEMO_SUGGESTIONS,
  DEMO_TEACHER_WHO_LEFT,
  DEMO_TEACHERS,
  DEMO_TEXT_NOTICES,
  DEMO_YEAR,
  demoDocumentTitle,
} from './demo-content.ts';
import { demoFileNames, readDemoFile, textPictureName } from './demo-file.ts';
import { DEMO_SCHOOL } from './demo-pages.ts';

/**
 * The demo school is a Bangladeshi school (issue 18): a reader of the site in Bangla sees
 * its notices, events, people and files in Bangla, not English cards under Bangla headings.
 */

/** Bengali letters among the letters (Bengali and Latin) of `text`, from 0 to 1. */
function bengaliShare(text: string) {
  const bengali = (text.replace(/[\u09E6-\u09EF]/gu, '').match(/[\u0980-\u09FF]/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return bengali + latin === 0 ? 0 : bengali / (bengali + latin);
}
const mainlyBangla = (text: string) => bengaliShare(text) > 0.5;
/** The share of `texts` written mainly in Bangla, from 0 to 1. */
const banglaPart = (texts: readonly string[]) => texts.filter(mainlyBangla).length / texts.length;

describe('the demo school writes as a school of coastal Bangladesh', () => {
  it('most of its notices and events in Bangla, some in English', () => {
    const notices = [...DEMO_NOTICES, ...DEMO_TEXT_NOTICES].map((n) => n.title);
    for (const titles of [notices, DEMO_EVENTS.map((e) => e.name)]) {
      expect(banglaPart(titles), titles.join(' | ')).toBeGreaterThanOrEqual(0.65);
      expect(banglaPart(titles)).toBeLessThan(1);
    }
  });

  it('its notices written as text in Bangla, in paragraphs', () => {
    for (const n of DEMO_TEXT_NOTICES) {
      expect(mainlyBangla(n.body), n.title).toBe(true);
      expect(n.body.split('\n\n').length, n.title).toBeGreaterThanOrEqual(3);
    }
  });

  it('its people, albums, blogs, problems and suggestions in Bangla', () => {
    // Teachers and students have a name (and a teacher a designation) in each language: a
    // Bangla reader sees the Bangla one; so with a teacher's subject.
    for (const p of [...DEMO_TEACHERS, DEMO_TEACHER_WHO_LEFT]) {
      expect(mainlyBangla(p.nameBn), p.nameBn).toBe(true);
      expect(mainlyBangla(p.designationBn), p.designationBn).toBe(true);
      expect(bengaliShare(p.name), p.name).toBe(0);
      expect(bengaliShare(p.designation), p.designation).toBe(0);
      if (p.subject) expect(bengaliShare(p.subject), p.subject).toBe(0);
      if (p.subjectBn) expect(mainlyBangla(p.subjectBn), p.subjectBn).toBe(true);
    }
    for (const p of DEMO_STUDENTS) {
      expect(mainlyBangla(p.nameBn), p.nameBn).toBe(true);
      expect(bengaliShare(p.name), p.name).toBe(0);
      expect(mainlyBangla(p.guardianName), p.guardianName).toBe(true);
    }
    // The staff's names and designations in both languages; their departments in Bangla.
    for (const p of DEMO_STAFF) {
      expect(mainlyBangla(p.nameBn), p.nameBn).toBe(true);
      expect(mainlyBangla(p.designationBn), p.designationBn).toBe(true);
      expect(bengaliShare(p.name + p.designation), p.name).toBe(0);
      expect(mainlyBangla(p.department), p.department).toBe(true);
    }
    for (const a of ALBUMS) expect(mainlyBangla(a.title), a.title).toBe(true);
    // Blogs in both languages, as their writers chose.
    const blogs = banglaPart(DEMO_BLOGS.map((b) => b.subject + b.description));
    expect(blogs).toBeGreaterThan(0);
    expect(blogs).toBeLessThan(1);
    for (const posts of [DEMO_PROBLEMS, DEMO_SUGGESTIONS, DEMO_STUDENT_NOTICES]) {
      expect(banglaPart(posts.map((p) => p.subject + p.details))).toBeGreaterThan(0.5);
    }
  });

  it('has students in every class from six to ten, each with a roll of their own in the class', () => {
    for (const grade of GRADES)
      expect(DEMO_STUDENTS.filter((s) => s.grade === grade).length, grade).toBeGreaterThanOrEqual(
        3,
      );
    const seats = DEMO_STUDENTS.map((s) => `${s.grade}/${s.roll}`);
    expect(new Set(seats).size).toBe(seats.length);
    expect(new Set(DEMO_STUDENTS.map((s) => s.loginId)).size).toBe(DEMO_STUDENTS.length);
  });

  it('titles its routines, syllabi and calendar with the class and the year in Bangla', () => {
    expect(demoDocumentTitle('routine', 'vi')).toBe('ষষ্ঠ শ্রেণির ক্লাস রুটিন ২০২৬');
    expect(demoDocumentTitle('syllabus', 'x')).toBe('দশম শ্রেণির পাঠ্যসূচি ২০২৬');
    expect(demoDocumentTitle('calendar')).toBe('একাডেমিক ক্যালেন্ডার ২০২৬');
  });
});

/** The PDF with its compressed streams (page content, fonts' maps) inflated, as text. */
function pdfText(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  const parts = [raw];
  for (const m of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const data = pdf.subarray(start, raw.indexOf('endstream', start));
    try {
      parts.push(
        zlib.inflateSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('latin1'),
      );
    } catch {
      // Not deflated.
    }
  }
  return parts.join('\n');
}

/** The PDF's title (its Info dictionary, UTF-16 as Chromium writes it). */
function pdfTitle(pdf: Buffer) {
  const hex = pdf.toString('latin1').match(/\/Title <FEFF([0-9A-F]*)>/)?.[1] ?? '';
  return Buffer.from(hex, 'hex').swap16().toString('utf16le');
}

describe("the demo's files, made by scripts/make-demo-files.ts", () => {
  it('are Bangla PDFs in the site’s Noto Sans Bengali, one small page each', async () => {
    for (const kind of ['routine', 'syllabus'] as const) {
      for (const grade of GRADES) {
        const pdf = await readDemoFile(demoFileNames[kind](grade));
        const text = pdfText(pdf);
        expect(text.startsWith('%PDF-'), `${kind} ${grade}`).toBe(true);
        expect(pdfTitle(pdf)).toBe(demoDocumentTitle(kind, grade));
        // The font is in the file (a subset of it): Bangla shows on a phone without one.
        expect(text).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansBengali-Regular/);
        expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
        expect(text).not.toMatch(/\/Subtype \/Type1/);
        // Its text is Bangla (what a reader copies or a screen reader reads).
        expect(text).toMatch(/\/ActualText <FEFF09[89A-F][0-9A-F]/);
        expect(text).toMatch(/\/Type \/Pages\s*\/Count 1\b/);
        expect(pdf.length, `${kind} ${grade}`).toBeLessThan(80 * 1024);
      }
    }
  });

  it('hold the calendar and the Bangla lines of every notice picture', async () => {
    const sharp = (await import('sharp')).default;
    const calendar = await readDemoFile(demoFileNames.calendar(DEMO_YEAR));
    expect(await sharp(calendar).metadata()).toMatchObject({ format: 'webp', width: 1300 });
    expect(calendar.length).toBeLessThan(150 * 1024);
    // A title changed without running the script has no picture: the seed would fail.
    const names = [
      textPictureName('letterhead', DEMO_SCHOOL.name.bn),
      ...DEMO_NOTICES.map((n) => textPictureName('notice-title', n.title)),
    ];
    for (const name of names) {
      const png = await readDemoFile(name);
      expect(await sharp(png).metadata(), name).toMatchObject({ format: 'png', hasAlpha: true });
    }
    // Nothing else is kept: the folder holds what the seed reads, no leftovers.
    const dir = new URL('./demo-files/', import.meta.url);
    expect(fs.readdirSync(dir).length).toBe(names.length + 2 * GRADES.length + 1);
  });
});
