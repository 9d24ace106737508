/** Bangla digits (০ to ৯) as the digits the server keeps: '০১৭১২' → '01712'. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

/**
 * A number as typed on a phone in either language: Bangla digits read as digits, and the
 * spaces, dashes and dots people put between groups left out ('০১৭১২ ৩৪৫-৬৭৮').
 */
export function typedNumber(text: string): string {
  return latinDigits(text).replace(/[\s\u00a0.-]/g, '');
}
