import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInput } from '../../../../shared/schemas/people.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type SaveStaffInput = {
  /** The member to change; none adds a new one (at the end of the list). */
  id?: string;
  input: StaffInput;
};

export function saveStaff({ id, input }: SaveStaffInput) {
  return id
    ? signedInApi('staff.update', { params: { id }, body: input })
    : signedInApi('staff.create', { body: input });
}

/** Adds or edits a staff member (the photo already uploaded), then refreshes the Staff page's list. */
export function useSaveStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStaff,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
