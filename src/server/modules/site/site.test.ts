import { beforeAll, expect, it } from 'vitest';
import { makeBlog, makeImage } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { siteRepository } from './site.repository.ts';

describeEachDatabase('site content', (ctx) => {
  beforeAll(async () => {
    const { database, config } = ctx();
    const site = siteRepository(database.db);
    const photo = await makeImage(database.db, config.uploadsDir);
    await site.set('school', {
      name: 'Test School',
      shortName: 'TS',
      eiin: '123456',
      schoolCode: '1234',
      phone: '01700000000',
      email: 'office@school.example',
      address: 'Village',
      mapUrl: '',
      established: '1972',
      social: { facebook: '', youtube: '', twitter: '' },
    });
    await site.set('headline', { title: 'Good education', body: 'For everyone' });
    await site.set('message.principal', {
      heading: 'Message from Principal',
      name: 'P',
      title: 'Head Teacher',
      location: 'Here',
      body: ['One', 'Two'],
      imageId: photo.id,
    });
    await site.set('pageImages', {
      logo: photo.id,
      prayer: photo.id,
      calendar: null,
      sports: { cricket: photo.id },
      facilities: { library: null },
    });
    for (const [i, subject] of ['Oldest', 'Third', 'Second', 'Newest'].entries()) {
      await makeBlog(database.db, { subject, blogDate: `2026-0${i + 1}-01` });
    }
  });

  it('gives the identity, headline, logo and the three newest blog titles', async () => {
    const res = await ctx().app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.school).toMatchObject({ name: 'Test School', eiin: '123456', schoolCode: '1234' });
    expect(body.headline.title).toBe('Good education');
    expect(body.logo.url).toMatch(/\.webp$/);
    expect(body.recentBlogTitles.map((b: { subject: string }) => b.subject)).toEqual([
      'Newest',
      'Second',
      'Third',
    ]);
  });

  it('gives the stored messages with their photos', async () => {
    const items = (await ctx().app.inject({ url: '/api/messages' })).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ key: 'principal', body: ['One', 'Two'] });
    expect(items[0].image.thumbUrl).toMatch(/-240\.webp$/);
  });

  it('resolves page images and leaves missing ones null', async () => {
    const body = (await ctx().app.inject({ url: '/api/page-images' })).json();
    expect(body.prayer.url).toMatch(/\.webp$/);
    expect(body.calendar).toBeNull();
    expect(body.sports.cricket.url).toMatch(/\.webp$/);
    expect(body.facilities.library).toBeNull();
  });
});
