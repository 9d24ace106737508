import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { admissionStatusSchema } from '../../../../shared/schemas/admissions.ts';
import { formsApi } from '../../../lib/forms-api.ts';

export type AdmissionStatus = z.infer<typeof admissionStatusSchema>;

export function getAdmissionStatus(reference: string, mobile: string) {
  return formsApi('admissions.status', { query: { reference, mobile } });
}

/** An applicant's own application, by its reference and the guardian's mobile (asked on demand). */
export function useAdmissionStatus() {
  return useMutation({
    mutationFn: ({ reference, mobile }: { reference: string; mobile: string }) =>
      getAdmissionStatus(reference, mobile),
  });
}
