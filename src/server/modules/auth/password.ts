import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Letters and digits nobody mistakes for another on paper (no 0/o, 1/l/i). */
const PLAIN = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A temporary password (a reset, an imported student): twelve lower-case letters and digits,
 * easy to read from a printed list and to type on a phone without the shift key (about 59
 * bits). Its owner must choose their own at the next sign-in.
 */
export function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += PLAIN[randomInt(PLAIN.length)];
  return out;
}
