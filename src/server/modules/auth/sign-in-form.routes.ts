import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { loginInputSchema } from '../../../shared/schemas/auth.ts';
import { SIGN_IN_FAILURES, type SignInFailure } from '../../../shared/sign-in-failures.ts';
import { HttpError } from '../../plugins/errors.ts';
import { signInService } from './sign-in.ts';

const PAGES: Record<string, Role> = {
  [paths.studentLogin]: 'student',
  [paths.teacherLogin]: 'teacher',
  [paths.admin]: 'admin',
};

/** A sign-in form's fields, a few hundred bytes. */
const FORM_LIMIT = 4096;

/**
 * The sign-in pages' own form (features/auth/components/login-form.tsx: `method="post"` to
 * the page's address), answered here when it is sent before the app has taken the page over
 * (a quick hand on a slow phone) or without JavaScript: never a GET, so a password is never
 * in an address, a history or a proxy's log. The same sign-in as the API's (sign-in.ts: the
 * same throttles; the cross-site check, plugins/auth.ts, refuses any other site's form).
 * Signed in: 303 to the dashboard, with the session cookie. Refused: 303 back to the page,
 * which says why in the reader's language (`?failed=…`), with nothing of what was typed.
 */
export async function signInFormRoutes(app: FastifyInstance) {
  const signIn = await signInService(app);
  // Only in this plugin's routes: the API takes JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Not part of the API (a page's form, answered with redirects): not in /api/docs.
  for (const [page, role] of Object.entries(PAGES))
    app.post(page, { schema: { hide: true } }, async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const back = (failed: SignInFailure, minutes?: number) =>
        reply.redirect(
          `${page}?${new URLSearchParams({ failed, ...(minutes ? { minutes: String(minutes) } : {}) })}`,
          303,
        );
      const fields = req.body && typeof req.body === 'object' ? req.body : {};
      const input = loginInputSchema.safeParse({ ...fields, role });
      if (!input.success) return back('login_failed');
      try {
        await signIn.signIn(req, reply, input.data);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const reason = err.details?.reason ?? err.code;
        const failed = SIGN_IN_FAILURES.find((f) => f === reason) ?? 'login_failed';
        const minutes = err.details?.params?.count;
        return back(failed, typeof minutes === 'number' ? minutes : undefined);
      }
      return reply.redirect(paths.dashboard, 303);
    });
}
