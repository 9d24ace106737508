import { useSaveOrder } from '../../../lib/save-order.ts';
import { teacherAccountsKey } from './get-teacher-accounts.ts';

/** Saves the order of the teachers on /teachers: `teachers.reorder` with every teacher's id. */
export function useReorderTeachers() {
  return useSaveOrder('teachers.reorder', teacherAccountsKey, [['teachers']]);
}
