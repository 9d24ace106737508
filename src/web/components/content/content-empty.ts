import type { ContentKey, ContentValue, Localized } from '../../../shared/schemas/content.ts';

const blank = (v: Localized) => !v.en.trim() && !v.bn.trim();
const noText = (v: { body: Localized }) => blank(v.body);
const noTextNorImage = (v: { body: Localized; imageId: string | null }) =>
  blank(v.body) && !v.imageId;
const noItems = (v: { items: unknown[] }) => v.items.length === 0;

/** When a page has nothing to show: it says "not published yet" instead. */
const EMPTY: { [K in ContentKey]: (value: ContentValue<K>) => boolean } = {
  school: () => false,
  headline: (v) => blank(v.title) && blank(v.body),
  'message-chairman': (v) => blank(v.name) && blank(v.body),
  'message-principal': (v) => blank(v.name) && blank(v.body),
  'message-vice-principal': (v) => blank(v.name) && blank(v.body),
  'message-teacher': (v) => blank(v.name) && blank(v.body),
  history: noText,
  'extra-curricular': noText,
  'admission-instruction': noText,
  library: noTextNorImage,
  canteen: noTextNorImage,
  guardian: noTextNorImage,
  prayer: (v) => blank(v.body) && blank(v.verse) && !v.imageId,
  sports: (v) => blank(v.intro) && v.items.length === 0,
  'explore-links': noItems,
  'useful-links': noItems,
  'recent-activities': noItems,
  videos: noItems,
  'academic-hours': (v) => blank(v.intro) && v.rows.length === 0,
  institution: (v) =>
    blank(v.recognition) &&
    blank(v.mpo) &&
    blank(v.citizenCharter) &&
    blank(v.informationOfficer.name) &&
    v.committee.length === 0 &&
    !v.sections.some((s) => s.sections > 0) &&
    !v.students.some((s) => s.girls > 0 || s.boys > 0),
};

export function isContentEmpty<K extends ContentKey>(
  key: K,
  value: ContentValue<K> | null | undefined,
): boolean {
  return !value || (EMPTY[key] as (v: ContentValue<K>) => boolean)(value);
}
