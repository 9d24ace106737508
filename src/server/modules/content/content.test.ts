import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KEYS } from '../../../shared/constants.ts';
import { siteContent } from '../../db/schema.ts';
import { DEMO_CONTENT } from '../../db/seed/demo-pages.ts';
import { makeImage } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { plainText } from './sanitize.ts';

describeEachDatabase('site content', (ctx) => {
  let admin: Record<string, string>;
  let imageId: string;
  beforeAll(async () => {
    const { app, database } = ctx();
    await makeAccount(database.db, 'admin', { loginId: 'content-admin' });
    admin = { cookie: (await signIn(app, 'admin', 'content-admin')).cookie };
    imageId = (await makeImage(database.db, ctx().app.files)).id;
  });
  const put = (key: string, payload: unknown) =>
    ctx().app.inject({
      method: 'PUT',
      url: `/api/content/${key}`,
      headers: admin,
      payload: payload as object,
    });
  const get = (key: string) => ctx().app.inject({ url: `/api/content/${key}` });

  it('answers null for content never published', async () => {
    const body = (await get('videos')).json();
    expect(body).toEqual({ key: 'videos', value: null, images: {}, updatedAt: null });
  });

  it.each(CONTENT_KEYS)('round-trips %s in English and Bangla', async (key) => {
    const saved = await put(key, DEMO_CONTENT[key]);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = (await get(key)).json();
    expect(body.value).toEqual(DEMO_CONTENT[key]);
    expect(body.updatedAt).toMatch(/^\d{4}-/);
    expect(JSON.stringify(body.value)).toMatch(/[\u0980-\u09FF]/);
  });

  it('resolves the images a value names, and refuses an image it does not have', async () => {
    const ok = await put('library', { body: { en: 'Books', bn: 'বই' }, imageId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().images[imageId].thumbUrl).toMatch(/-240\.webp$/);
    const sports = {
      intro: { en: '', bn: '' },
      items: [{ name: { en: 'Kabaddi', bn: 'কাবাডি' }, imageId: crypto.randomUUID() }],
    };
    const bad = await put('sports', sports);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields[0].field).toBe('items.0.imageId');
  });

  it('strips markup and scripts from every text before it is stored', async () => {
    const res = await put('history', {
      body: {
        en: 'Founded <b>1972</b><script>alert(1)</script> & <img src=x onerror=alert(2)>grown',
        bn: '<a href="javascript:alert(3)">প্রতিষ্ঠা</a> ১৯৭২',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('history')).json().value.body).toEqual({
      en: 'Founded 1972 & grown',
      bn: 'প্রতিষ্ঠা ১৯৭২',
    });
  });

  it('keeps entities as the text typed: they never turn into markup', async () => {
    const typed = {
      en: 'Write &lt;img src=x onerror=alert(1)&gt; to show a tag; Tom &amp; Jerry &#60;b&#62;',
      bn: '১ < ২ & ৩ > ০',
    };
    const res = await put('history', { body: typed });
    expect(res.statusCode).toBe(200);
    const stored = (await get('history')).json().value.body;
    expect(stored).toEqual(typed);
    expect(stored.en).not.toContain('<');
    // Published again as it came back (an editor's round trip), it is unchanged.
    expect((await put('history', { body: stored })).json().value.body).toEqual(typed);
  });

  it('removes a tag that appears only once the tags inside it are gone', async () => {
    const res = await put('history', {
      body: { en: 'a<<b>script>alert(1)<</b>/script>b', bn: '<<i>img src=x onerror=alert(1)>' },
    });
    expect(res.statusCode).toBe(200);
    const body = (await get('history')).json().value.body;
    expect(body.en).not.toMatch(/<\/?[a-z]/i);
    expect(body.en).toMatch(/^a.*b$/);
    expect(body.bn).not.toMatch(/<[a-z]/i);
  });

  it.each(['explore-links', 'useful-links'] as const)(
    '%s: refuses a required text made empty by stripping, and keeps what was saved',
    async (key) => {
      await put(key, DEMO_CONTENT[key]);
      const res = await put(key, {
        items: [{ label: { en: '<b>', bn: '' }, url: 'javascript:alert(1)' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fields[0].field).toBe('items.0.url');
      expect((await get(key)).json().value).toEqual(DEMO_CONTENT[key]);
    },
  );

  it.each(['explore-links', 'useful-links'] as const)(
    '%s: refuses a link that is not a web address, and keeps what was saved',
    async (key) => {
      await put(key, DEMO_CONTENT[key]);
      const notWeb = ['ftp://example.org/', 'www.prothomalo.com', 'data:text/html,<b>x</b>', ''];
      for (const url of notWeb) {
        const res = await put(key, { items: [{ label: { en: 'News', bn: 'সংবাদ' }, url }] });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.details.fields[0].field, url).toBe('items.0.url');
      }
      expect((await get(key)).json().value).toEqual(DEMO_CONTENT[key]);
    },
  );

  it('refuses wrong shapes with the field named', async () => {
    const res = await put('institution', {
      ...DEMO_CONTENT.institution,
      students: [{ grade: 'xi' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('shows a publish at once on the public answers, and logs it', async () => {
    await get('school'); // cached
    const school = { ...DEMO_CONTENT.school, phone: '+880 1999-123456' };
    expect((await put('school', school)).statusCode).toBe(200);
    expect((await get('school')).json().value.phone).toBe('+880 1999-123456');
    const site = (await ctx().app.inject({ url: '/api/site' })).json();
    expect(site.school.phone).toBe('+880 1999-123456');
    const log = (await ctx().app.inject({ url: '/api/audit-log', headers: admin })).json();
    // The page is named by its key, which the browser words: no English summary.
    expect(log.items[0]).toMatchObject({
      action: 'update',
      entity: 'content',
      entityId: 'school',
      summary: '',
    });
  });

  it('reads an identity stored by an earlier version as English', async () => {
    const { database } = ctx();
    // An earlier version kept the identity's texts as plain strings, and no logo field.
    const { logoImageId: _none, ...rest } = DEMO_CONTENT.school;
    const value = { ...rest, name: 'Old School', address: 'Old Road', shortName: 'OS' };
    await database.db
      .insert(siteContent)
      .values({ key: 'school', value })
      .onConflictDoUpdate({ target: siteContent.key, set: { value } });
    ctx().app.dropPublicCache();
    const school = (await get('school')).json().value;
    expect(school.name).toEqual({ en: 'Old School', bn: '' });
    expect(school.address).toEqual({ en: 'Old Road', bn: '' });
  });
});

describe('plainText', () => {
  const pieces = [
    '<',
    '>',
    '&',
    ';',
    '/',
    '!',
    '-',
    '"',
    "'",
    '=',
    ' ',
    'b',
    'i',
    'img',
    'script',
    'lt',
    'amp',
    '#60',
    'x',
    'য়',
  ];
  const text = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((p) => p.join(''));

  it('gives text that a second pass leaves unchanged, so it holds no markup', () => {
    fc.assert(
      fc.property(text, (s) => {
        const once = plainText(s);
        expect(plainText(once)).toBe(once);
        // Nothing a browser would read as the start of a tag, a comment or a declaration.
        expect(once).not.toMatch(/<[a-z!?]|<\/[a-z]/i);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps text without tags exactly as typed, entities included', () => {
    fc.assert(
      fc.property(fc.string(), text, (a, b) => {
        const s = `${a}${b}`.replaceAll('<', '');
        expect(plainText(s)).toBe(s);
      }),
    );
  });
});
