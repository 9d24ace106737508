import { useSaveOrder } from '../../dashboard/api/save-order.ts';

/** Saves the Staff page's order: PUT /api/staff/order with every id. */
export function useReorderStaff() {
  return useSaveOrder('/api/staff/order', ['staff']);
}
