import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_KIND_NAMES,
  AUDIT_KINDS,
} from '../../../../shared/audit.ts';
import { CONTENT_KEYS } from '../../../../shared/constants.ts';
import { postKinds } from '../../../../shared/post-kinds.ts';
import { contentSchemas } from '../../../../shared/schemas/content.ts';
import { i18n } from '../../../lib/i18n.ts';
import { bn } from '../../../locales/bn.ts';
import { bnForms } from '../../../locales/bn-forms.ts';
import { enForms } from '../../../locales/en-forms.ts';
import { describeAction, describeChanges, groupRepeated, readEntry } from './audit-wording.ts';

const texts = (dict: typeof enForms | typeof bnForms) =>
  dict.audit as unknown as {
    actions: Record<string, string>;
    entities: Record<string, string>;
    kinds: Record<string, string>;
  };

describe('the audit log’s words', () => {
  it.each([
    ['English', enForms],
    ['Bangla', bnForms],
  ])('has %s words for every action, entity and kind the server records', (_name, dict) => {
    const audit = texts(dict);
    for (const action of AUDIT_ACTIONS) expect(audit.actions[action], action).toBeTruthy();
    for (const entity of AUDIT_ENTITIES) expect(audit.entities[entity], entity).toBeTruthy();
    for (const kind of AUDIT_KIND_NAMES) expect(audit.kinds[kind], kind).toBeTruthy();
    // A 'content' entry names its page by key.
    const pages = dict.content.pages as Record<string, string>;
    for (const key of CONTENT_KEYS) expect(pages[key], key).toBeTruthy();
  });

  it('declares every entity a kind of post is recorded as, each in one kind', () => {
    for (const kind of Object.values(postKinds)) expect(AUDIT_ENTITIES).toContain(kind.entity);
    expect(new Set(AUDIT_ENTITIES).size).toBe(AUDIT_ENTITIES.length);
    expect(Object.keys(AUDIT_KINDS)).toEqual(AUDIT_KIND_NAMES);
  });

  it('finds only declared actions and entities written in the server’s audit.record( calls', () => {
    // record() takes only the declared ones (its parameters' types); this catches a call
    // that casts its way around them.
    const root = path.resolve(__dirname, '../../../../server/modules');
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    let calls = 0;
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of source.matchAll(
        /audit\.record\(\s*[^,]+,\s*'([^']+)',\s*(?:'([^']+)'|`([^`]+)`)?/g,
      )) {
        calls++;
        expect(AUDIT_ACTIONS, `${file}: ${m[1]}`).toContain(m[1]);
        if (m[2]) expect(AUDIT_ENTITIES, `${file}: ${m[2]}`).toContain(m[2]);
        if (m[3])
          for (const role of ['student', 'teacher', 'admin'])
            expect(AUDIT_ENTITIES, `${file}: ${m[3]}`).toContain(m[3].replace(/\$\{[^}]+\}/, role));
      }
    }
    expect(calls).toBeGreaterThan(20);
  });
});

const base = {
  id: 'a',
  at: '2026-07-01T06:00:00Z',
  actorId: 'p1',
  actorName: 'Rina',
  actorRole: 'teacher',
  entityId: null,
  details: null,
};

describe('describeChanges', () => {
  it.each([
    ['en', enForms],
    ['bn', { ...bn, ...bnForms }],
  ])('names every field of every site content page by its editor label (%s)', (lng, dict) => {
    i18n.addResources(lng, dict);
    i18n.changeLanguage(lng);
    const other = i18n.t('audit.fields.other');
    for (const [page, schema] of Object.entries(contentSchemas)) {
      for (const field of Object.keys(schema.shape)) {
        const entry = readEntry({
          id: '1',
          at: '2026-11-20T04:00:00.000Z',
          actorId: null,
          actorName: 'Admin',
          actorRole: 'admin',
          action: 'update',
          entity: 'content',
          entityId: page,
          summary: '',
          details: { changes: { [field]: { before: 'a', after: 'b' } } },
        });
        const [change] = describeChanges(entry, i18n.t, lng);
        expect(change?.text.startsWith(`${other}:`), `${page}.${field}`).toBe(false);
      }
    }
    i18n.changeLanguage('en');
  });
});

describe('describeAction', () => {
  it.each([
    ['staff', 'Reordered the staff list'],
    ['teacher-account', 'Reordered the teachers'],
  ] as const)('words a new order of a whole list (%s)', (entity, text) => {
    i18n.addResources('en', enForms);
    const entry = readEntry({
      id: '1',
      at: '2026-11-20T04:00:00.000Z',
      actorId: null,
      actorName: 'Admin',
      actorRole: 'admin',
      action: 'reorder',
      entity,
      entityId: null,
      summary: '',
      details: null,
    });
    expect(describeAction(entry, i18n.t, 'en')).toBe(text);
  });
});

describe('describeAction of exam results (issue 21)', () => {
  const entry = (action: string, details: object | null) =>
    readEntry({
      id: '1',
      at: '2026-11-20T04:00:00.000Z',
      actorId: null,
      actorName: 'Admin',
      actorRole: 'admin',
      action,
      entity: 'exam-results',
      entityId: 'exam-1:vi',
      summary: 'Half-yearly Examination 2026',
      details,
    });
  const imported = { count: 42, added: 2, changed: 3, removed: 1, grade: 'vi' };

  it.each([
    [
      'en',
      enForms,
      [
        'Read in the marks of 42 students of class Six (vi) (2 new, 3 changed, 1 removed)',
        'Published the results of class Six (vi)',
        'Withdrew the results of class Six (vi)',
        'Removed the results of class Six (vi)',
        'Published exam results',
      ],
    ],
    [
      'bn',
      { ...bn, ...bnForms },
      [
        'ষষ্ঠ শ্রেণির ৪২ জন শিক্ষার্থীর নম্বর তুলেছেন (নতুন ২, বদলেছে ৩, বাদ ১)',
        'ষষ্ঠ শ্রেণির ফলাফল প্রকাশ করেছেন',
        'ষষ্ঠ শ্রেণির ফলাফল প্রত্যাহার করেছেন',
        'ষষ্ঠ শ্রেণির ফলাফল মুছে ফেলেছেন',
        'পরীক্ষার ফলাফল প্রকাশ করেছেন',
      ],
    ],
  ] as const)('words a class’s marks read in, published and withdrawn (%s)', (lng, dict, texts) => {
    i18n.addResources(lng, dict);
    i18n.changeLanguage(lng);
    expect(
      [
        entry('import', imported),
        entry('publish', { grade: 'vi' }),
        entry('withdraw', { grade: 'vi' }),
        entry('delete', { grade: 'vi' }),
        entry('publish', null),
      ].map((e) => describeAction(e, i18n.t, lng)),
    ).toEqual(texts);
    i18n.changeLanguage('en');
  });

  it('says a lottery’s publishing as before', () => {
    i18n.addResources('en', enForms);
    const lottery = readEntry({
      ...base,
      action: 'publish',
      entity: 'admission-period',
      summary: 'Six',
    });
    expect(describeAction(lottery, i18n.t, 'en')).toBe('Published the lottery of admission period');
  });
});

describe('readEntry', () => {
  it.each([
    [
      { entity: 'content', action: 'update', entityId: 'history', summary: 'Published history' },
      { action: 'update', summary: '' },
    ],
    [
      { entity: 'backup', action: 'create', summary: 'downloaded school-2026.tar.gz' },
      { action: 'download', summary: 'school-2026.tar.gz' },
    ],
    [
      { entity: 'backup', action: 'create', summary: 'downloaded' },
      { action: 'download', summary: '' },
    ],
    [
      { entity: 'album', action: 'update', summary: 'Added 3 image(s) to Sports day' },
      { action: 'add-images', summary: 'Sports day', details: { count: 3 } },
    ],
    [
      { entity: 'album', action: 'update', summary: 'Removed an image from Sports day' },
      { action: 'remove-image', summary: 'Sports day' },
    ],
    [
      { entity: 'album', action: 'update', summary: 'Reordered Sports day' },
      { action: 'reorder', summary: 'Sports day' },
    ],
    [
      { entity: 'staff', action: 'update', summary: 'Reordered the staff list' },
      { action: 'reorder', summary: '' },
    ],
    [
      {
        entity: 'demo',
        action: 'delete',
        summary: 'removed the demo school: 17 accounts, 40 posts, 9 files, 12 page texts',
      },
      { summary: '', details: { accounts: 17, posts: 40, files: 9, pages: 12 } },
    ],
    [
      { entity: 'admission', action: 'status', summary: 'ADM-1: contacted' },
      { summary: 'ADM-1', details: { status: 'contacted' } },
    ],
    [
      { entity: 'notice', action: 'create', summary: 'Notice of 2026-07-01' },
      { summary: '2026-07-01' },
    ],
    // A title that only looks like an old phrase stays as written for other entities.
    [
      { entity: 'blog', action: 'create', summary: 'Published history' },
      { action: 'create', summary: 'Published history' },
    ],
  ])('reads an old row %o as %o', (row, read) => {
    expect(readEntry({ ...base, ...row })).toMatchObject(read);
  });
});

describe('groupRepeated', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 6, 1, 6, 60 - minute)).toISOString();
  const e = (id: string, minute: number, over: object = {}) =>
    readEntry({
      ...base,
      id,
      at: at(minute),
      action: 'reorder',
      entity: 'album',
      entityId: 'x',
      summary: '',
      ...over,
    });

  it('groups consecutive same actions on the same thing by the same person within minutes', () => {
    const groups = groupRepeated([
      e('1', 0),
      e('2', 1),
      e('3', 5),
      e('4', 11), // six minutes after the one before
      e('5', 12, { actorId: 'p2' }),
      e('6', 13, { entityId: 'y' }),
      e('7', 14, { action: 'update' }),
      e('8', 15, { action: 'update' }),
    ]);
    expect(groups.map((g) => g.map((x) => x.id))).toEqual([
      ['1', '2', '3'],
      ['4'],
      ['5'],
      ['6'],
      ['7', '8'],
    ]);
  });
});
