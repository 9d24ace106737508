import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grade } from '../../../../shared/constants.ts';
import type { SchoolDocument } from '../../../../shared/schemas/documents.ts';
import { type UploadSent, uploadForm } from '../../../components/uploads/upload-form.ts';
import { signedInAddress } from '../../../lib/signed-in-api.ts';
import type { DocumentKind } from './get-documents.ts';

export type UploadDocumentInput = {
  kind: DocumentKind;
  /** The class of a routine or syllabus; none for the calendar. */
  grade: Grade | null;
  file: File;
  /** Called as the file is sent: `loaded` of `total` bytes. */
  onProgress?: (sent: UploadSent) => void;
  /** Cancels the upload: it rejects with UploadCancelled and nothing is replaced. */
  signal?: AbortSignal;
};

/** Uploads a routine, syllabus or the calendar; it replaces the file in its place. */
export function uploadDocument({ kind, grade, file, onProgress, signal }: UploadDocumentInput) {
  // The fields go before the file: the server reads them as the stream arrives.
  const body = new FormData();
  body.append('kind', kind);
  if (grade) body.append('grade', grade);
  body.append('file', file);
  return uploadForm<SchoolDocument>(signedInAddress('documents.upload'), body, {
    onProgress,
    signal,
  });
}

/** Uploads an academic file, then refreshes the public list of its kind. */
export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (_saved, { kind }) => {
      void client.invalidateQueries({ queryKey: ['documents', kind] });
    },
  });
}
