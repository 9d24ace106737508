import { localizeDigits } from './format.ts';

/**
 * A count in the current language's digits, grouped as en-GB and bn-BD write them:
 * 1,234,567 and ১২,৩৪,৫৬৭ (thousands, then by hundreds); at most three decimals.
 */
export function formatNumber(value: number, language: string): string {
  const [whole = '', fraction] = String(Math.round(value * 1000) / 1000).split('.');
  const grouped = whole.replace(
    language === 'bn' ? /\B(?=(\d\d)*\d{3}$)/g : /\B(?=(\d{3})+$)/g,
    ',',
  );
  return localizeDigits(fraction ? `${grouped}.${fraction}` : grouped, language);
}
