import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdmissionPeriodInput } from '../../../../shared/schemas/admissions.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { admissionPeriodsKey } from './get-admission-periods.ts';

export type SaveAdmissionPeriodInput = {
  /** The period to change; none adds a new one. */
  id?: string;
  input: AdmissionPeriodInput;
};

export function saveAdmissionPeriod({ id, input }: SaveAdmissionPeriodInput) {
  return id
    ? signedInApi('admissionPeriods.update', { params: { id }, body: input })
    : signedInApi('admissionPeriods.create', { body: input });
}

/** Adds or changes a class's admission period, then refreshes the list of periods. */
export function useSaveAdmissionPeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAdmissionPeriod,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: admissionPeriodsKey });
    },
  });
}
