import { useMutation } from '@tanstack/react-query';
import type { AdmissionInput, AdmissionReceipt } from '../../../../shared/schemas/admissions.ts';
import { api } from '../../../lib/api.ts';

export function createAdmission(input: AdmissionInput) {
  return api<AdmissionReceipt>('/api/admissions', { method: 'POST', body: input });
}

/** Sends an application; answers with its reference number. */
export function useCreateAdmission() {
  return useMutation({ mutationFn: createAdmission });
}
