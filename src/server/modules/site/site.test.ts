import { beforeAll, expect, it } from 'vitest';
import { DEMO_CONTENT } from '../../db/seed/demo-pages.ts';
import { makeBlog, makeImage } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { contentRepository } from '../content/content.repository.ts';

describeEachDatabase('the frame and messages, from the site content', (ctx) => {
  beforeAll(async () => {
    const { database } = ctx();
    const content = contentRepository(database.db);
    const photo = await makeImage(database.db, ctx().app.files);
    await content.set('school', { ...DEMO_CONTENT.school, logoImageId: photo.id });
    await content.set('headline', DEMO_CONTENT.headline);
    await content.set('explore-links', DEMO_CONTENT['explore-links']);
    await content.set('useful-links', DEMO_CONTENT['useful-links']);
    await content.set('message-principal', {
      ...DEMO_CONTENT['message-principal'],
      imageId: photo.id,
    });
    for (const [i, subject] of ['Oldest', 'Third', 'Second', 'Newest'].entries()) {
      await makeBlog(database.db, { subject, blogDate: `2026-0${i + 1}-01` });
    }
  });

  it('gives the identity in both languages, logo, headline, sidebar and the three newest blog titles', async () => {
    const res = await ctx().app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.school).toMatchObject({ eiin: '999901', name: DEMO_CONTENT.school.name });
    expect(body.headline.title.bn).toMatch(/শিক্ষা/);
    expect(body.logo.url).toMatch(/\.webp$/);
    expect(body.exploreLinks).toEqual(DEMO_CONTENT['explore-links'].items);
    expect(body.exploreLinks.map((l: { label: { en: string } }) => l.label.en)).toEqual([
      'IT Club',
      'Current Affairs',
      'Science Club',
      'English News Paper',
    ]);
    expect(body.usefulLinks).toEqual(DEMO_CONTENT['useful-links'].items);
    for (const link of [...body.exploreLinks, ...body.usefulLinks])
      expect(link.url, link.label.en).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/$/);
    expect(body.recentActivities).toEqual([]);
    expect(body.recentBlogTitles.map((b: { subject: string }) => b.subject)).toEqual([
      'Newest',
      'Second',
      'Third',
    ]);
  });

  it('gives the published messages with their photos', async () => {
    const items = (await ctx().app.inject({ url: '/api/messages' })).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: 'principal',
      name: DEMO_CONTENT['message-principal'].name,
    });
    expect(items[0].image.thumbUrl).toMatch(/-240\.webp$/);
  });
});
