import { useMutation } from '@tanstack/react-query';
import type { AdmissionInput } from '../../../../shared/schemas/admission-input.ts';
import { formsApi } from '../../../lib/forms-api.ts';

export function createAdmission(input: AdmissionInput) {
  return formsApi('admissions.create', { body: input });
}

/** Sends an application; answers with its reference number. */
export function useCreateAdmission() {
  return useMutation({ mutationFn: createAdmission });
}
