import { formatDateTime } from '../../../lib/format.ts';

/**
 * A lottery's moment as the school's clock shows it: '5 March 2027, 10:30', in the
 * reader's digits (a draw's time is part of what the public page shows of it).
 */
export function lotteryMoment(iso: string, language: string): string {
  return formatDateTime(iso, language);
}
