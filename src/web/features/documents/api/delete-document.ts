import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import type { DocumentKind } from './get-documents.ts';

export function deleteDocument(id: string) {
  return signedInApi('documents.remove', { params: { id } });
}

/** Deletes an academic file, then refreshes the public list of its kind. */
export function useDeleteDocument(kind: DocumentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['documents', kind] });
    },
  });
}
