import type { APIRequestContext } from '@playwright/test';
import type { Exam, ResultSheet } from '../../src/shared/schemas/results.ts';
import { expect } from './fixtures.ts';

/** What the results journeys share (results.spec.ts, results-print.spec.ts). */

/** A4 in PDF points, as Chromium writes it. */
export const A4 = { width: 595.92, height: 842.88 };

export function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  return {
    count: (text.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length,
    sizes: boxes.map((m) => ({ width: Number(m[1]), height: Number(m[2]) })),
  };
}

/** The demo exam and a class's results, as the admin's API reads them (nothing is changed). */
export async function demoClass(request: APIRequestContext, origin: string, grade: 'vi' | 'ix') {
  const signedIn = await request.post('/api/auth/login', {
    data: { role: 'admin', loginId: 'admin', password: 'e2e-admin-password' },
    headers: { Origin: origin },
  });
  expect(signedIn.status()).toBe(200);
  const exams = (await (await request.get('/api/exams')).json()) as Exam[];
  // The demo school's own (another journey may add exams of its own, newer).
  const exam = exams.find(
    (e) =>
      /^Half-yearly Examination \d{4}$/.test(e.title) &&
      e.classes.some((c) => c.grade === grade && c.status === 'published'),
  );
  expect(exam, 'the demo exam').toBeDefined();
  const sheet = await request.get(`/api/exams/${exam!.id}/results/${grade}`);
  expect(sheet.status()).toBe(200);
  return { exam: exam!, sheet: (await sheet.json()) as ResultSheet };
}
