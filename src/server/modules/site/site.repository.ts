import { desc, gte } from 'drizzle-orm';
import { DEFAULT_OFFICE_HOURS } from '../../../shared/schemas/content.ts';
import type { SchoolIdentity } from '../../../shared/schemas/site.ts';
import {
  MESSAGE_CONTENT_KEY,
  MESSAGE_KEYS,
  type SchoolMessage,
  type Site,
} from '../../../shared/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { blogs, notices } from '../../db/schema.ts';
import { contentRepository } from '../content/content.repository.ts';
import { today } from '../posts/today.ts';

const blank = { en: '', bn: '' };

/** What the frame shows before the admin has entered the school's identity. */
export const EMPTY_SCHOOL: SchoolIdentity = {
  name: { en: 'Our School', bn: 'আমাদের বিদ্যালয়' },
  // None, so the footer's copyright names the school as above, not a bare "School".
  shortName: blank,
  eiin: '',
  schoolCode: '',
  phone: '',
  email: '',
  address: blank,
  mapUrl: '',
  established: '',
  officeHours: { ...DEFAULT_OFFICE_HOURS },
  logoImageId: null,
  social: { facebook: '', youtube: '', twitter: '' },
  dateOrder: 'day-first',
};

/** The combined answers every page needs, built from the site's content. */
export function siteRepository(db: Db) {
  const content = contentRepository(db);
  return {
    async site(): Promise<Site> {
      const [school, headline, explore, links, activities, recent, pinned] = await Promise.all([
        content.get('school'),
        content.get('headline'),
        content.get('explore-links'),
        content.get('useful-links'),
        content.get('recent-activities'),
        db
          .select({ id: blogs.id, subject: blogs.subject })
          .from(blogs)
          .orderBy(desc(blogs.blogDate), desc(blogs.createdAt))
          .limit(3),
        // The urgent notice: pinned until today or later (Bangladesh's day), the newest.
        db
          .select({ id: notices.id, title: notices.title, date: notices.noticeDate })
          .from(notices)
          .where(gte(notices.pinnedUntil, today()))
          .orderBy(desc(notices.noticeDate), desc(notices.createdAt))
          .limit(1),
      ]);
      const identity = school?.value ?? EMPTY_SCHOOL;
      const logoId = identity.logoImageId;
      const logo = logoId ? ((await content.images([logoId]))[logoId] ?? null) : null;
      return {
        school: identity,
        logo,
        headline: headline?.value ?? { title: blank, body: blank },
        exploreLinks: explore?.value.items ?? [],
        usefulLinks: links?.value.items ?? [],
        recentActivities: activities?.value.items ?? [],
        recentBlogTitles: recent,
        pinnedNotice: pinned[0] ?? null,
      };
    },
    async messages(): Promise<SchoolMessage[]> {
      const stored = await Promise.all(
        MESSAGE_KEYS.map((k) => content.get(MESSAGE_CONTENT_KEY[k])),
      );
      const refs = await content.images(
        stored.flatMap((m) => (m?.value.imageId ? [m.value.imageId] : [])),
      );
      return MESSAGE_KEYS.flatMap((key, i) => {
        const m = stored[i];
        if (!m) return [];
        const { imageId, ...rest } = m.value;
        return [{ key, ...rest, image: (imageId && refs[imageId]) || null }];
      });
    },
  };
}
