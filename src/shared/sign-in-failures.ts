// Apart from the sign-in schemas (./schemas/auth.ts): the sign-in pages read these in their
// first load, which must not build a zod schema before zod is told to run without eval
// (the Content-Security-Policy forbids it: lib/zod-config.ts).

/**
 * Why a sign-in page's form, sent before (or without) the app, came back to the page
 * (`?failed=<one of these>&minutes=<wait>`): the page says it in the reader's language.
 */
export const SIGN_IN_FAILURES = [
  'login_failed',
  'account_deactivated',
  'sign_ins_account',
  'sign_ins_address',
] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];
