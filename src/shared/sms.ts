import { typedNumber } from './digits.ts';

/** The longest message the site accepts, in characters (about 15 Bangla parts). */
export const SMS_TEXT_MAX = 1000;

/** How a gateway sends a text: the GSM 7-bit alphabet, or UCS-2 (UTF-16) for anything else. */
export type SmsEncoding = 'gsm7' | 'ucs2';

/**
 * How a gateway counts a message: `units` in the chosen encoding, the number of `parts` it is
 * billed as, the units one part holds (`perPart`) and the units still free in the last part
 * (`remaining`, for a "N characters left" hint).
 */
export type SmsParts = {
  encoding: SmsEncoding;
  units: number;
  parts: number;
  perPart: number;
  remaining: number;
};

/**
 * The GSM 03.38 (3GPP 23.038) default alphabet, in code order, without the escape code 0x1B.
 * 0x09 is drawn as Ç in the standard and mapped to ç by Unicode's table; gateways take both.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüàç',
);

/** The GSM extension table: each is sent as escape plus a code, so it takes two units. */
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

/** Units in one part when the message fits in one, and per part once it is split. */
const PART_SIZES: Record<SmsEncoding, { single: number; split: number }> = {
  gsm7: { single: 160, split: 153 },
  ucs2: { single: 70, split: 67 },
};

/** Whether one character (a code point) can go in a GSM 7-bit message. */
function isGsm7(char: string): boolean {
  return GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char);
}

/** The units one character takes in the encoding: 2 for an extension char or a surrogate pair. */
function unitsOf(char: string, encoding: SmsEncoding): number {
  if (encoding === 'ucs2') return char.length;
  return GSM7_EXTENSION.has(char) ? 2 : 1;
}

/**
 * How many parts a split message needs, and the units used in the last one. A character is
 * never cut between parts: when it does not fit, it starts the next part.
 */
function packSplit(units: number[], perPart: number): { parts: number; lastUsed: number } {
  let parts = 1;
  let lastUsed = 0;
  for (const unit of units) {
    if (lastUsed + unit > perPart) {
      parts += 1;
      lastUsed = 0;
    }
    lastUsed += unit;
  }
  return { parts, lastUsed };
}

/**
 * How an SMS gateway counts a message. GSM 7-bit when every character is in the GSM tables
 * (160 units in one part, 153 per part once split), otherwise UCS-2, where one Bangla letter
 * or one emoji is enough (70 in one part, 67 per part). Empty text is 0 parts.
 */
export function smsParts(text: string): SmsParts {
  const chars = Array.from(text);
  const encoding: SmsEncoding = chars.every(isGsm7) ? 'gsm7' : 'ucs2';
  const units = chars.map((char) => unitsOf(char, encoding));
  const total = units.reduce((sum, unit) => sum + unit, 0);
  const { single, split } = PART_SIZES[encoding];
  if (total <= single) {
    return {
      encoding,
      units: total,
      parts: total === 0 ? 0 : 1,
      perPart: single,
      remaining: single - total,
    };
  }
  const { parts, lastUsed } = packSplit(units, split);
  return { encoding, units: total, parts, perPart: split, remaining: split - lastUsed };
}

/**
 * A Bangladeshi mobile number as written: an optional country code (+880, 880, 00880, or +88
 * before the 0), the leading 0 (Excel drops it), then 1, an operator digit 3–9 and 8 digits.
 */
const BD_MOBILE = /^(?:\+?880|00880)?0?(1[3-9]\d{8})$/;

/**
 * A mobile number as people and spreadsheets write it, in its stored form '8801XXXXXXXXX', or
 * null when it is not a Bangladeshi mobile. Bangla digits, spaces, dashes, dots and brackets
 * are allowed: '০১৭১২ ৩৪৫৬৭৮', '+880 1712-345678' and '1712345678' all give '8801712345678'.
 */
export function normalizeBdMobile(input: string): string | null {
  const match = BD_MOBILE.exec(typedNumber(input).replace(/[()]/g, ''));
  return match ? `880${match[1]}` : null;
}

/** A stored number as the local 11 digits, or null when it is not in the stored form. */
function localDigits(stored: string): string | null {
  return /^8801\d{9}$/.test(stored) ? `0${stored.slice(3)}` : null;
}

/** A stored number as shown to the office: '8801712345678' → '01712-345678'; other text as is. */
export function displayBdMobile(stored: string): string {
  const local = localDigits(stored);
  return local ? `${local.slice(0, 5)}-${local.slice(5)}` : stored;
}

/**
 * A stored number as a hint that does not give it away: '8801712345678' → '01712-•••678'.
 * Anything not in the stored form is hidden whole, so a malformed value never shows.
 */
export function maskBdMobile(stored: string): string {
  const local = localDigits(stored);
  return local ? `${local.slice(0, 5)}-•••${local.slice(8)}` : '•••';
}
