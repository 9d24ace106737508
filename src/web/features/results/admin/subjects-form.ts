// zod must be told to run without eval before the shared schema below is built.
import '../../../lib/zod-config.ts';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { latinDigits } from '../../../../shared/digits.ts';
import type { PartKey, SubjectScheme } from '../../../../shared/grading.ts';
import { type Subjects, subjectsSchema } from '../../../../shared/schemas/results.ts';
import { localizeDigits } from '../../../lib/format.ts';

/** A part's marks as the form holds them: typed text, in either language's digits. */
export type PartValues = { part: PartKey; max: string; pass: string };
export type PaperValues = { code: string; name: string; nameBn: string; parts: PartValues[] };
export type SubjectValues = Omit<SubjectScheme, 'papers'> & { papers: PaperValues[] };
export type SubjectsFormValues = { subjects: SubjectValues[] };
export type SubjectsOutput = { subjects: Subjects };

/** Subjects as the form starts from them: the marks in the reader's digits. */
export function subjectsValues(
  subjects: readonly SubjectScheme[],
  language: string,
): SubjectsFormValues {
  const digits = (n: number) => localizeDigits(String(n), language);
  return {
    subjects: subjects.map((s) => ({
      code: s.code,
      name: s.name,
      nameBn: s.nameBn,
      optional: s.optional,
      papers: s.papers.map((p) => ({
        code: p.code,
        name: p.name,
        nameBn: p.nameBn,
        parts: p.parts.map((part) => ({
          part: part.part,
          max: digits(part.max),
          pass: digits(part.pass),
        })),
      })),
    })),
  };
}

const schema = z.object({ subjects: subjectsSchema });
const checked = zodResolver(schema);

/** The shared schema's checks, the marks read in Latin digits first ('৭০' is 70). */
export const subjectsResolver: Resolver<SubjectsFormValues, unknown, SubjectsOutput> = (
  values,
  context,
  options,
) =>
  checked(
    {
      subjects: values.subjects.map((s) => ({
        ...s,
        papers: s.papers.map((p) => ({
          ...p,
          parts: p.parts.map((part) => ({
            ...part,
            max: latinDigits(String(part.max)).trim(),
            pass: latinDigits(String(part.pass)).trim(),
          })),
        })),
      })),
    },
    context,
    // The options name the form's fields; the values checked are the form's, re-written.
    options as never,
  ) as ReturnType<Resolver<SubjectsFormValues, unknown, SubjectsOutput>>;
