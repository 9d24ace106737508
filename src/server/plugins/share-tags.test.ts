import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { makeImage, makeNotice } from '../test/factories.ts';
import { makeAccount, signIn } from '../test/sign-in.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';

/** The web app's index.html as the build leaves it (its frame; the server fills #root). */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-web-share-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  fs
    .readFileSync(path.resolve('src/web/index.html'), 'utf8')
    .replace('<script type="module" src="/main.tsx"></script>', ''),
);
const ssrEntry = path.resolve('src/web/entry-server.tsx');
const SITE = 'https://school.example.edu.bd';

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const metaOf = (html: string, property: string) =>
  headOf(html)
    .match(new RegExp(`<meta property="${property}" content="([^"]*)"/>`))?.[1]
    ?.replace(/&amp;/g, '&');
const footerOf = (html: string) => html.match(/<footer[\s\S]*<\/footer>/)?.[0] ?? '';
const mainOf = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';

/** The og:image a page names, fetched as a messaging app would: its address on the site. */
async function fetchImage(ctx: TestContext, html: string) {
  const url = metaOf(html, 'og:image');
  expect(url?.startsWith(`${SITE}/`), url).toBe(true);
  return ctx.app.inject({ url: url!.slice(SITE.length) });
}

describeEachDatabase(
  "what a shared link and a search result show: the school's name, a picture every app previews",
  (ctx) => {
    let admin: Record<string, string>;
    const putSchool = async (change: Record<string, unknown>) => {
      const current = (await ctx().app.inject({ url: '/api/site' })).json().school;
      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/content/school',
        headers: admin,
        payload: { ...current, ...change },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    beforeAll(async () => {
      const { app, database } = ctx();
      await makeAccount(database.db, 'admin', { loginId: 'share-admin' });
      admin = { cookie: (await signIn(app, 'admin', 'share-admin')).cookie };
    });

    it("titles every page with the school's name, in the reader's language", async () => {
      const notices = await ctx().app.inject({ url: '/notice' });
      expect(titleOf(notices.body)).toBe('Notices · Our School');
      expect(metaOf(notices.body, 'og:site_name')).toBe('Our School');
      expect(metaOf(notices.body, 'og:title')).toBe('Notices');
      expect(metaOf(notices.body, 'og:type')).toBe('website');
      expect(metaOf(notices.body, 'og:locale')).toBe('en_GB');
      // The site's own address (SITE_URL), whatever name the page was asked for by.
      expect(metaOf(notices.body, 'og:url')).toBe(`${SITE}/notice`);
      const bangla = await ctx().app.inject({ url: '/notice', headers: { cookie: 'lang=bn' } });
      expect(titleOf(bangla.body)).toBe('নোটিশসমূহ · আমাদের বিদ্যালয়');
      expect(metaOf(bangla.body, 'og:site_name')).toBe('আমাদের বিদ্যালয়');
      expect(metaOf(bangla.body, 'og:locale')).toBe('bn_BD');
      // The home page: the school's name alone while it has no address.
      expect(titleOf((await ctx().app.inject({ url: '/' })).body)).toBe('Our School');
      expect(titleOf((await ctx().app.inject({ url: '/no-such-page' })).body)).toBe(
        'Page Not Found · Our School',
      );

      await putSchool({
        name: { en: 'Char Nilkamal Secondary School', bn: 'চর নীলকমল মাধ্যমিক বিদ্যালয়' },
        address: {
          en: 'Char Nilkamal, Bhola Sadar, Bhola, Bangladesh',
          bn: 'চর নীলকমল, ভোলা সদর, ভোলা, বাংলাদেশ',
        },
      });
      const home = await ctx().app.inject({ url: '/' });
      expect(titleOf(home.body)).toBe('Char Nilkamal Secondary School · Bhola');
      expect(metaOf(home.body, 'og:site_name')).toBe('Char Nilkamal Secondary School');
      const bnHome = await ctx().app.inject({ url: '/', headers: { cookie: 'lang=bn' } });
      expect(titleOf(bnHome.body)).toBe('চর নীলকমল মাধ্যমিক বিদ্যালয় · ভোলা');
      const history = await ctx().app.inject({ url: '/history', headers: { cookie: 'lang=bn' } });
      expect(titleOf(history.body)).toMatch(/ · চর নীলকমল মাধ্যমিক বিদ্যালয়$/);
      // A school with no Bangla name: its English name on Bangla pages.
      await putSchool({ name: { en: 'Char Nilkamal Secondary School', bn: '' } });
      const fallback = await ctx().app.inject({ url: '/notice', headers: { cookie: 'lang=bn' } });
      expect(titleOf(fallback.body)).toBe('নোটিশসমূহ · Char Nilkamal Secondary School');
    });

    it('shows a notice without a picture by a card drawn with the school’s name, a PNG (no logo yet)', async () => {
      const notice = await makeNotice(ctx().database.db, {
        title: 'School closed for the cyclone',
        noticeDate: '2026-10-24',
      });
      ctx().app.dropPublicCache();
      const page = await ctx().app.inject({ url: `/notice/${notice.id}` });
      expect(page.statusCode).toBe(200);
      expect(titleOf(page.body)).toBe(
        'School closed for the cyclone · Char Nilkamal Secondary School',
      );
      expect(metaOf(page.body, 'og:type')).toBe('article');
      expect(metaOf(page.body, 'og:url')).toBe(`${SITE}/notice/${notice.id}`);
      expect(metaOf(page.body, 'og:image')).toBe(`${SITE}/school-card.png`);
      expect(metaOf(page.body, 'og:image:width')).toBe('1200');
      expect(metaOf(page.body, 'og:image:height')).toBe('630');
      expect(metaOf(page.body, 'og:image:alt')).toBe('Char Nilkamal Secondary School');
      const card = await fetchImage(ctx(), page.body);
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/png');
      expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      // Kept, not drawn again: the same bytes, and not sent again to a browser that has them.
      const again = await ctx().app.inject({ url: '/school-card.png' });
      expect(again.rawPayload.equals(card.rawPayload)).toBe(true);
      const cached = await ctx().app.inject({
        url: '/school-card.png',
        headers: { 'if-none-match': String(card.headers.etag) },
      });
      expect(cached.statusCode).toBe(304);
    });

    it('names a JPEG of the notice’s picture, or of the logo, never the WebP', async () => {
      const { database, app } = ctx();
      const picture = await makeImage(database.db, app.files);
      const notice = await makeNotice(database.db, {
        title: 'Prize giving day',
        noticeDate: '2026-11-02',
        imageId: picture.id,
      });
      const page = await app.inject({ url: `/notice/${notice.id}` });
      expect(metaOf(page.body, 'og:image')).toBe(`${SITE}/uploads/${picture.id}-1200.jpg`);
      expect(metaOf(page.body, 'og:image:type')).toBe('image/jpeg');
      expect(metaOf(page.body, 'og:image:alt')).toBe('Prize giving day');
      const jpeg = await fetchImage(ctx(), page.body);
      expect(jpeg.statusCode).toBe(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const sharp = (await import('sharp')).default;
      const size = await sharp(jpeg.rawPayload).metadata();
      expect([size.width, size.height].map(String)).toEqual([
        metaOf(page.body, 'og:image:width'),
        metaOf(page.body, 'og:image:height'),
      ]);
      expect(await app.files.localPath('uploads', `${picture.id}-1200.jpg`)).toBeTruthy();

      // With a logo, a page without a picture of its own is shown by the logo's JPEG.
      const logo = await makeImage(database.db, app.files);
      await putSchool({ logoImageId: logo.id });
      const plain = await app.inject({ url: '/notice' });
      expect(metaOf(plain.body, 'og:image')).toBe(`${SITE}/uploads/${logo.id}-1200.jpg`);
      const logoJpeg = await fetchImage(ctx(), plain.body);
      expect(logoJpeg.statusCode).toBe(200);
      expect(logoJpeg.headers['content-type']).toBe('image/jpeg');
      await putSchool({ logoImageId: null });
    });

    it('shows the year the school was founded in the reader’s digits, as it shows the EIIN', async () => {
      await putSchool({ established: '১৯৬৫', eiin: '০৯৯৯০১' });
      const english = await ctx().app.inject({ url: '/notice', headers: { cookie: 'lang=en' } });
      expect(footerOf(english.body)).toContain('Established 1965');
      expect(footerOf(english.body)).not.toContain('১৯৬৫');
      const bangla = await ctx().app.inject({ url: '/notice', headers: { cookie: 'lang=bn' } });
      expect(footerOf(bangla.body)).toContain('স্থাপিত ১৯৬৫');
    });

    it('shows the office hours the school gives on the contact page, today’s by default', async () => {
      await putSchool({ phone: '+880 1700-000000' });
      const before = await ctx().app.inject({ url: '/contact' });
      expect(mainOf(before.body)).toContain('Office hours');
      expect(mainOf(before.body)).toContain('Saturday to Thursday, 10:00 am - 04:00 pm');
      await putSchool({
        officeHours: {
          en: 'Sunday to Thursday, 9 am to 3 pm',
          bn: 'রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে বিকাল ৩টা',
        },
      });
      const after = await ctx().app.inject({ url: '/contact' });
      expect(mainOf(after.body)).toContain('Sunday to Thursday, 9 am to 3 pm');
      expect(mainOf(after.body)).not.toContain('Saturday to Thursday');
      const bangla = await ctx().app.inject({ url: '/contact', headers: { cookie: 'lang=bn' } });
      expect(mainOf(bangla.body)).toContain('রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে বিকাল ৩টা');
      const stored = (await ctx().app.inject({ url: '/api/content/school' })).json();
      expect(stored.value.officeHours.en).toBe('Sunday to Thursday, 9 am to 3 pm');
    });
  },
  { webDir, ssrEntry, siteHosts: ['school.example.edu.bd'], siteUrl: SITE },
);
