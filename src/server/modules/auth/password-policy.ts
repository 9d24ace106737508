import fs from 'node:fs';
import { HttpError } from '../../plugins/errors.ts';

/**
 * What a new password must be beyond the shared schema's length (12 to 200 characters,
 * ASVS 2.1.1): not one of the most common passwords, and not made of the account's own id
 * (the id, the id twice, the id with a few characters added). Passwords set before the
 * rule still work at sign-in.
 */
const COMMON = new Set(
  fs
    .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export const COMMON_PASSWORD = 'This password is too common. Choose another';
export const PASSWORD_IS_ID = 'Do not use your id as the password';

/** What a password must have besides the account's id (the old minimum length). */
const BEYOND_ID = 8;

/**
 * Made of the id: the id, the id twice (`student02student02`), the id with a few characters
 * added (`student02!!!`). Classmates and the class lists know the id, so only what is left
 * once it is taken out is secret, and that must be a password of some length itself.
 */
function madeOfId(password: string, id: string): boolean {
  if (id === '' || !password.includes(id)) return false;
  return password.split(id).join('').length < BEYOND_ID;
}

/** Why `password` may not be set for the account `loginId`, or null when it may. */
export function passwordProblem(password: string, loginId: string): string | null {
  const p = password.trim().toLowerCase();
  if (madeOfId(p, loginId.trim().toLowerCase())) return PASSWORD_IS_ID;
  if (COMMON.has(p)) return COMMON_PASSWORD;
  return null;
}

/** The 400 in the one error shape, at `field`, when `password` may not be set. */
export function assertNewPassword(password: string, loginId: string, field: string) {
  const problem = passwordProblem(password, loginId);
  if (problem)
    throw new HttpError(400, 'validation_failed', `${field}: ${problem}`, {
      in: 'body',
      fields: [{ field, message: problem }],
    });
}
