import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassTeacherInput } from '../../../../shared/schemas/class-teachers.ts';
import { classTeachersKey } from '../../../lib/class-teachers.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export function setClassTeacher(input: ClassTeacherInput) {
  return signedInApi('classTeachers.set', { body: input });
}

/**
 * Names (or, with teacherId null, un-names) the teacher of a class or of one of its
 * sections; the answer is the whole list again, which replaces the one on screen.
 */
export function useSetClassTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setClassTeacher,
    onSuccess: (list) => {
      client.setQueryData(classTeachersKey, list);
    },
  });
}
