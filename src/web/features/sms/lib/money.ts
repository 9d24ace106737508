import { localizeDigits } from '../../../lib/format.ts';
import { formatNumber } from '../../../lib/format-number.ts';

/**
 * An amount in poisha as taka with two decimals, grouped and in the reader's digits:
 * 123456 → '1,234.56' ('১,২৩৪.৫৬'). The texts put the currency around it (sms.taka).
 */
export function takaAmount(poisha: number, language: string): string {
  const sign = poisha < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(poisha) / 100);
  const cents = String(Math.abs(poisha) % 100).padStart(2, '0');
  return `${sign}${formatNumber(whole, language)}.${localizeDigits(cents, language)}`;
}
