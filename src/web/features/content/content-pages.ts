import { CONTENT_KEYS, GRADES } from '../../../shared/constants.ts';
import { DEFAULT_OFFICE_HOURS } from '../../../shared/office-hours.ts';
import { paths } from '../../../shared/paths.ts';
import type { ContentKey, ContentValue, Localized } from '../../../shared/schemas/content.ts';

/** The Site content screen's groups, in the order the admin meets the pages on the site. */
export const CONTENT_GROUPS = [
  { id: 'identity', keys: ['school'] },
  {
    id: 'home',
    keys: ['headline', 'explore-links', 'useful-links', 'recent-activities', 'videos'],
  },
  {
    id: 'messages',
    keys: ['message-chairman', 'message-principal', 'message-vice-principal', 'message-teacher'],
  },
  { id: 'about', keys: ['history', 'institution'] },
  { id: 'academic', keys: ['academic-hours', 'extra-curricular', 'admission-instruction'] },
  { id: 'facilities', keys: ['library', 'canteen', 'guardian', 'prayer', 'sports'] },
] as const satisfies readonly { id: string; keys: readonly ContentKey[] }[];

/** Where visitors see each content: the editor links to it. */
export const CONTENT_PATHS: Record<ContentKey, string> = {
  school: paths.contact,
  headline: paths.root,
  'explore-links': paths.root,
  'useful-links': paths.root,
  'recent-activities': paths.root,
  videos: paths.video,
  'message-chairman': paths.chairmanMessage,
  'message-principal': paths.principalMessage,
  'message-vice-principal': paths.vicePrincipalMessage,
  'message-teacher': paths.teacherMessage,
  history: paths.history,
  institution: paths.institution,
  'academic-hours': paths.academicHour,
  'extra-curricular': paths.extraCurricular,
  'admission-instruction': paths.admissionInstruction,
  library: paths.library,
  canteen: paths.canteen,
  guardian: paths.guardian,
  prayer: paths.prayer,
  sports: paths.sport,
};

export function isContentKey(value: string | undefined): value is ContentKey {
  return CONTENT_KEYS.includes(value as ContentKey);
}

export function contentEditorUrl(key: ContentKey): string {
  return `${paths.dashboard}/content/${key}`;
}

const text = (): Localized => ({ en: '', bn: '' });

/** A value with every field empty: what an editor starts from when nothing is published. */
const EMPTY: { [K in ContentKey]: () => ContentValue<K> } = {
  school: () => ({
    name: text(),
    shortName: text(),
    eiin: '',
    schoolCode: '',
    phone: '',
    email: '',
    address: text(),
    mapUrl: '',
    established: '',
    officeHours: { ...DEFAULT_OFFICE_HOURS },
    logoImageId: null,
    social: { facebook: '', youtube: '', twitter: '' },
    dateOrder: 'day-first',
  }),
  headline: () => ({ title: text(), body: text() }),
  'message-chairman': () => emptyMessage(),
  'message-principal': () => emptyMessage(),
  'message-vice-principal': () => emptyMessage(),
  'message-teacher': () => emptyMessage(),
  history: () => ({ body: text() }),
  'extra-curricular': () => ({ body: text() }),
  'admission-instruction': () => ({ body: text() }),
  library: () => ({ body: text(), imageId: null }),
  canteen: () => ({ body: text(), imageId: null }),
  guardian: () => ({ body: text(), imageId: null }),
  prayer: () => ({ body: text(), verse: text(), verseSource: text(), imageId: null }),
  sports: () => ({ intro: text(), items: [] }),
  'explore-links': () => ({ items: [] }),
  'useful-links': () => ({ items: [] }),
  'recent-activities': () => ({ items: [] }),
  videos: () => ({ items: [] }),
  'academic-hours': () => ({ intro: text(), rows: [] }),
  institution: () => ({
    recognition: text(),
    recognitionDate: '',
    mpo: text(),
    sections: GRADES.map((grade) => ({ grade, sections: 0 })),
    students: GRADES.map((grade) => ({ grade, girls: 0, boys: 0 })),
    committee: [],
    citizenCharter: text(),
    informationOfficer: { name: text(), designation: text(), phone: '', email: '' },
  }),
};

function emptyMessage(): ContentValue<'message-principal'> {
  return { name: text(), title: text(), location: text(), body: text(), imageId: null };
}

/** `value` with every field the form needs: missing ones empty (an older stored value). */
function withDefaults(empty: unknown, value: unknown): unknown {
  if (value === undefined || value === null) return empty;
  if (empty && typeof empty === 'object' && !Array.isArray(empty)) {
    if (typeof value !== 'object' || Array.isArray(value)) return empty;
    const merged: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(empty)) merged[k] = withDefaults(v, (value as never)[k]);
    return merged;
  }
  return value;
}

/** What an editor starts from: the published value, or an empty one; the classes in order, each once. */
export function formValuesOf<K extends ContentKey>(
  key: K,
  value: ContentValue<K> | null,
): ContentValue<K> {
  const values = withDefaults(EMPTY[key](), value) as ContentValue<K>;
  if (key !== 'institution') return values;
  const v = values as ContentValue<'institution'>;
  return {
    ...v,
    sections: GRADES.map(
      (grade) => v.sections.find((s) => s.grade === grade) ?? { grade, sections: 0 },
    ),
    students: GRADES.map(
      (grade) => v.students.find((s) => s.grade === grade) ?? { grade, girls: 0, boys: 0 },
    ),
  } as ContentValue<K>;
}
