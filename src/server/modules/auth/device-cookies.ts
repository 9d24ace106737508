import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serverSecretsRepository } from './server-secrets.repository.ts';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * success, the browser is given a signed cookie naming what it got right (an account it
 * signed in to, a student whose result it found) and a random nonce of its own. A later
 * attempt that carries a valid cookie naming the same account or student is counted
 * against that cookie's own budget (the nonce's), not the shared budget every stranger
 * draws on: strangers can use that one up, and the owner's browser still gets in.
 *
 * The cookie is signed with a key the server keeps in the database (server_secrets), so
 * every process on one PostgreSQL accepts another's cookies. What it names is keyed too
 * (an HMAC of the account or the student), so the cookie tells nobody who used the browser.
 */
export type DevicePurpose = 'sign-in' | 'results';

const COOKIE: Record<DevicePurpose, string> = { 'sign-in': 'device', results: 'result-device' };

/** Accounts or students one browser is known for (a family's children, a shared phone). */
const KEPT = 8;
/** A year: the next term's sign-in, the next exam's results. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

export type DeviceCookies = ReturnType<typeof deviceCookies>;

export function deviceCookies(db: Db, purpose: DevicePurpose, secure: boolean) {
  const secrets = serverSecretsRepository(db);
  let key: Promise<Buffer> | null = null;
  const secret = () => {
    key ??= secrets.get('device-cookies').catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };
  const mac = async (text: string) =>
    createHmac('sha256', await secret())
      .update(`${purpose}|${text}`)
      .digest('base64url');

  /** The nonce and the subjects of the request's cookie, when its signature holds. */
  const read = async (req: FastifyRequest) => {
    const value = req.cookies[COOKIE[purpose]];
    if (!value || value.length > 400) return null;
    const [nonce, subjects, signature, ...rest] = value.split('.');
    if (!nonce || subjects === undefined || !signature || rest.length > 0) return null;
    const expected = Buffer.from(await mac(`cookie|${nonce}.${subjects}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { nonce, subjects: subjects === '' ? [] : subjects.split('~') };
  };

  return {
    /** The name `raw` (an account, a student) goes by in cookies and in the throttle's rows. */
    async subject(raw: string): Promise<string> {
      return (await mac(`subject|${raw}`)).slice(0, 22);
    },

    /** The nonce of the browser's valid device cookie naming `subject`, else null. */
    async holder(req: FastifyRequest, subject: string): Promise<string | null> {
      const cookie = await read(req);
      return cookie?.subjects.includes(subject) ? cookie.nonce : null;
    },

    /**
     * After a success: a new cookie (a new nonce, so a cookie copied before is worth no
     * more than its own budget) naming `subject` and the others this browser was known for.
     */
    async issue(req: FastifyRequest, reply: FastifyReply, subject: string) {
      const before = (await read(req))?.subjects ?? [];
      const subjects = [subject, ...before.filter((s) => s !== subject)].slice(0, KEPT).join('~');
      const nonce = randomBytes(16).toString('base64url');
      const signature = await mac(`cookie|${nonce}.${subjects}`);
      reply.setCookie(COOKIE[purpose], `${nonce}.${subjects}.${signature}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: MAX_AGE_S,
      });
    },
  };
}
