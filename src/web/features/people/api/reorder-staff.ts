import { useSaveOrder } from '../../../lib/save-order.ts';

/** Saves the Staff page's order: `staff.reorder` with every id. */
export function useReorderStaff() {
  return useSaveOrder('staff.reorder', ['staff']);
}
