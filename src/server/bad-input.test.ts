import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { apiAccess } from '../shared/api/index.ts';
import { ERROR_CODES, RULE_NAMES } from '../shared/api/rules.ts';
import { ROLES } from '../shared/constants.ts';
import * as schema from './db/schema.ts';
import { makeAccount, signIn } from './test/sign-in.ts';
import { describeEachDatabase } from './test/test-app.ts';

/** A few of the Big List of Naughty Strings' kinds: markup, SQL, paths, control and odd Unicode. */
const NAUGHTY = [
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF\u202E',
  '𝕳𝖊𝖑𝖑𝖔',
  'ﷺ',
  '-1',
  '1e309',
  'NaN',
  'null',
  '{}',
  '💩'.repeat(500),
  'x'.repeat(20_000),
  '\uD800',
];

const text = fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom(...NAUGHTY));
const body = fc.oneof(
  fc
    .jsonValue({ maxDepth: 6 })
    .map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
  fc
    .dictionary(
      fc.constantFrom(
        'loginId',
        'password',
        'role',
        'subject',
        'description',
        'date',
        'grade',
        'imageId',
        'status',
        'details',
        'name',
        'title',
        'author',
      ),
      fc.oneof(
        text,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(text, { maxLength: 3 }),
      ),
    )
    .map((v) => ({ payload: JSON.stringify(v), type: 'application/json' })),
  text.map((s) => ({ payload: s, type: 'application/json' })),
  fc.constant({ payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' }),
  text.map((s) => ({ payload: s, type: 'text/plain' })),
  text.map((s) => ({ payload: s, type: 'application/x-www-form-urlencoded' })),
  text.map((s) => ({ payload: s, type: 'multipart/form-data; boundary=xyz' })),
  fc.constant({
    payload: Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1]),
    type: 'application/json',
  }),
);
const query = fc.dictionary(
  fc.constantFrom('page', 'size', 'kind', 'grade', 'status', 'q', 'reference', 'mobile', 'x'),
  text,
  { maxKeys: 4 },
);

/** A path segment; a lone surrogate cannot be encoded, so it goes as bytes that are not UTF-8. */
function safeEncode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%FF%FE';
  }
}

const CONTENT_TABLES: PgTable[] = [
  schema.users,
  schema.events,
  schema.notices,
  schema.blogs,
  schema.problems,
  schema.solutions,
  schema.studentNotices,
  schema.suggestions,
  schema.admissions,
  schema.images,
  schema.siteContent,
];

describeEachDatabase(
  'bad input on every API operation, as every role',
  (ctx) => {
    const cookies: Record<string, string> = { visitor: '' };
    beforeAll(async () => {
      for (const role of ROLES) {
        await makeAccount(ctx().database.db, role, { loginId: `fuzz-${role}` });
        cookies[role] = (await signIn(ctx().app, role, `fuzz-${role}`)).cookie;
      }
    });
    const counts = async () =>
      Promise.all(
        CONTENT_TABLES.map(
          async (t) => (await ctx().database.db.select({ n: count() }).from(t))[0]!.n,
        ),
      );

    // Every method the router answers: each operation's own, and HEAD beside every GET.
    const asked = Object.keys(apiAccess).flatMap((k) =>
      k.startsWith('GET ') ? [k, k.replace(/^GET /, 'HEAD ')] : [k],
    );
    for (const key of asked) {
      const [method, route] = key.split(' ') as [
        'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        string,
      ];
      if (key === 'POST /api/auth/logout') continue; // ends the session the other runs use; it takes no input
      it(`${key}: a 4xx in the error shape, never a 500, and nothing stored changes`, async () => {
        const before = await counts();
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom('visitor', ...ROLES),
            body,
            query,
            text,
            async (who, b, q, param) => {
              const url = route.replace(/:(\w+)/g, () => safeEncode(param));
              const search = new URLSearchParams(q).toString();
              const res = await ctx().app.inject({
                method,
                url: search ? `${url}?${search}` : url,
                headers: { cookie: cookies[who]!, 'content-type': b.type },
                ...(method === 'GET' || method === 'HEAD' ? {} : { payload: b.payload }),
              });
              expect(
                res.statusCode,
                `${who} ${method} ${url} -> ${res.body.slice(0, 200)}`,
              ).toBeLessThan(500);
              if (method === 'HEAD') expect(res.body).toBe('');
              else if (res.statusCode >= 400) {
                const parsed = JSON.parse(res.body);
                expect(typeof parsed.error.message).toBe('string');
                // What the browser words for a person (src/web/lib/error-message.ts): a
                // code it knows, and the rule of each refused field, never only English.
                expect(ERROR_CODES).toContain(parsed.error.code);
                const details = parsed.error.details ?? {};
                if (details.reason !== undefined) expect(ERROR_CODES).toContain(details.reason);
                for (const field of details.fields ?? [])
                  expect(RULE_NAMES, JSON.stringify(field)).toContain(field.rule?.name);
              }
            },
          ),
          { numRuns: 25 },
        );
        // The sign-in route may create a session and the audit log grows with refused nothing; content stays.
        expect(await counts()).toEqual(before);
      });
    }
  },
  { rateLimits: false },
);
