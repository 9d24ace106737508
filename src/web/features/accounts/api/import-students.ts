import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentImportInput } from '../../../../shared/schemas/student-import.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { studentsKey } from './get-students.ts';

export type {
  ImportPreview,
  ImportResult,
  ImportRow,
} from '../../../../shared/schemas/student-import.ts';

/** Reads a CSV file of students on the server: every row with its problems; saves nothing. */
export function useCheckImport() {
  return useMutation({
    mutationFn: (input: StudentImportInput) => signedInApi('students.importCheck', { body: input }),
  });
}

/** Adds the file's rows that have no problem; answers the temporary passwords this once. */
export function useImportStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StudentImportInput) => signedInApi('students.import', { body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: studentsKey }),
  });
}
