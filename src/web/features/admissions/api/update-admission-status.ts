import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { type AdmissionStatus, type AdmissionsPage, admissionsKey } from './get-admissions.ts';

export function updateAdmissionStatus(id: string, status: AdmissionStatus) {
  return signedInApi('admissions.setStatus', { params: { id }, body: { status } });
}

/** Sets an application's status: new, contacted, admitted or rejected. */
export function useUpdateAdmissionStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AdmissionStatus }) =>
      updateAdmissionStatus(id, status),
    onSuccess: (updated) => {
      client.setQueriesData<AdmissionsPage>({ queryKey: admissionsKey }, (page) =>
        page
          ? { ...page, items: page.items.map((a) => (a.id === updated.id ? updated : a)) }
          : page,
      );
      void client.invalidateQueries({ queryKey: admissionsKey });
    },
  });
}
