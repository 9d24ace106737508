import { formatDate, localizeDigits } from '../../../lib/format.ts';

const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Dhaka',
});

/**
 * A lottery's moment as the school's clock shows it: '5 March 2027, 10:30', in the
 * reader's digits (a draw's time is part of what the public page shows of it).
 */
export function lotteryMoment(iso: string, language: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDate(iso, language, 'Asia/Dhaka')}, ${localizeDigits(clock.format(d), language)}`;
}
