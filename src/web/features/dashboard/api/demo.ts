import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

const demoKey = [...signedInKey, 'demo'] as const;

/** What is left of the demo school (admins only). */
export function useDemoStatus(enabled: boolean) {
  return useQuery({
    queryKey: demoKey,
    queryFn: ({ signal }) => signedInApi('demo.status', {}, { signal }),
    enabled,
  });
}

/** Removes the demo school; every list on screen is fetched again afterwards. */
export function useRemoveDemo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => signedInApi('demo.remove'),
    onSuccess: (status) => {
      client.setQueryData(demoKey, status);
      void client.invalidateQueries();
    },
  });
}
