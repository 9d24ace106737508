import type { AuditDetails } from '../../../../shared/audit.ts';
import { formatDate } from '../../../lib/format.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import type { TFunction, TranslationKey } from '../../../lib/i18n.ts';
import type { AuditEntry } from '../api/get-audit-log.ts';

/**
 * An entry as the list words it: the action and summary as recorded now. Rows written by
 * an earlier version carried fixed English phrases in their summary ("Published school",
 * "downloaded", "Reordered the albums", "REF-1: contacted"…); they are read back into the
 * same structure, so old and new rows read alike in either language.
 */
export type ReadEntry = Omit<AuditEntry, 'details'> & { details: AuditDetails };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readEntry(entry: AuditEntry): ReadEntry {
  const read: ReadEntry = { ...entry, details: entry.details ?? {} };
  const { entity, action, summary } = entry;
  const as = (changes: Partial<ReadEntry>): ReadEntry => ({ ...read, ...changes });
  const old = (pattern: RegExp) => pattern.exec(summary);
  if (entity === 'content' && action === 'update' && old(/^Published /)) return as({ summary: '' });
  if (entity === 'backup' && action === 'create') {
    const m = old(/^downloaded(?: (.+))?$/);
    if (m) return as({ action: 'download', summary: m[1] ?? '' });
  }
  if (entity === 'album' && action === 'update') {
    if (summary === 'Reordered the albums') return as({ action: 'reorder', summary: '' });
    const added = old(/^Added (\d+) image\(s\) to (.*)$/);
    if (added)
      return as({
        action: 'add-images',
        summary: added[2] ?? '',
        details: { ...read.details, count: Number(added[1]) },
      });
    const replaced = old(/^Replaced an image of (.*)$/);
    if (replaced) return as({ action: 'replace-image', summary: replaced[1] ?? '' });
    const removed = old(/^Removed an image from (.*)$/);
    if (removed) return as({ action: 'remove-image', summary: removed[1] ?? '' });
    const reordered = old(/^Reordered (.*)$/);
    if (reordered) return as({ action: 'reorder', summary: reordered[1] ?? '' });
  }
  if (entity === 'staff' && action === 'update' && summary === 'Reordered the staff list')
    return as({ action: 'reorder', summary: '' });
  if (entity === 'demo' && old(/^removed the demo school/)) {
    const m = old(/(\d+) accounts, (\d+) posts, (\d+) files, (\d+) page texts/);
    return as({
      summary: '',
      details: m
        ? { accounts: Number(m[1]), posts: Number(m[2]), files: Number(m[3]), pages: Number(m[4]) }
        : read.details,
    });
  }
  if (entity === 'admission' && action === 'status' && !read.details.status) {
    const m = old(/^(.+): (\w+)$/);
    if (m) return as({ summary: m[1] ?? '', details: { ...read.details, status: m[2] } });
  }
  if (entity === 'notice') {
    const m = old(/^Notice of (\d{4}-\d{2}-\d{2})$/);
    if (m) return as({ summary: m[1] ?? '' });
  }
  return read;
}

/** A text the locales may not have (a code a newer server sends): undefined then. */
function known(t: TFunction, key: string, options?: Record<string, unknown>): string | undefined {
  const text = t(key as TranslationKey, options);
  return text === key ? undefined : text;
}

/** What was done, as a sentence in the reader's language ("Edited blog", "ব্লগ সম্পাদনা করেছেন"). */
export function describeAction(entry: ReadEntry, t: TFunction, language: string): string {
  const { action, entity, entityId, details } = entry;
  const n = (value: number | undefined) => formatNumber(value ?? 0, language);
  if (entity === 'content' && action === 'update' && entityId)
    return t('audit.events.contentPublished', {
      page: known(t, `content.pages.${entityId}`) ?? entityId,
    });
  if (action === 'reorder' && !entityId && entity === 'album')
    return t('audit.events.albumsReordered');
  if (action === 'reorder' && !entityId && entity === 'staff')
    return t('audit.events.staffReordered');
  if (action === 'reorder' && !entityId && entity === 'teacher-account')
    return t('audit.events.teachersReordered');
  if (action === 'download' && entity === 'backup' && !entityId)
    return t('audit.events.backupDownloaded');
  if (entity === 'demo' && action === 'delete')
    return details.accounts === undefined
      ? t('audit.events.demoRemoved')
      : t('audit.events.demoRemovedCounts', {
          accounts: n(details.accounts),
          posts: n(details.posts),
          files: n(details.files),
          pages: n(details.pages),
        });
  if (entity === 'exam-results') {
    const grade = details.grade ? (known(t, `grades.${details.grade}`) ?? details.grade) : null;
    if (action === 'import') {
      const read = grade
        ? t('audit.events.resultsImported', { n: n(details.count), grade })
        : t('audit.events.resultsImportedAnyClass', { n: n(details.count) });
      return details.added === undefined
        ? read
        : `${read} (${t('audit.events.resultsImportedChanges', {
            added: n(details.added),
            changed: n(details.changed),
            removed: n(details.removed),
          })})`;
    }
    if (action === 'publish')
      return grade
        ? t('audit.events.resultsPublished', { grade })
        : t('audit.events.resultsPublishedAnyClass');
    if (action === 'withdraw')
      return grade
        ? t('audit.events.resultsWithdrawn', { grade })
        : t('audit.events.resultsWithdrawnAnyClass');
    if (action === 'delete' && grade) return t('audit.events.resultsDeleted', { grade });
  }
  const thing = known(t, `audit.entities.${entity}`) ?? entity;
  return (
    known(t, `audit.actions.${action}`, { entity: thing, n: n(details.count) }) ??
    `${action} ${thing}`
  );
}

/** What the entry names (a title, a name, a login id), worded where it is a code or a date. */
export function describeSummary(entry: ReadEntry, t: TFunction, language: string): string {
  const { summary, details } = entry;
  const named = ISO_DATE.test(summary) ? formatDate(summary, language) : summary;
  if (entry.entity === 'admission' && details.status) {
    const status = known(t, `admissions.statuses.${details.status}`) ?? details.status;
    return named ? `${named}: ${status}` : status;
  }
  return named;
}

const isBilingual = (v: unknown): v is { en: string; bn: string } =>
  !!v && typeof v === 'object' && typeof (v as { en?: unknown }).en === 'string';

/** A content field named by the editor's heading of the group it is edited in. */
const CONTENT_GROUP_OF: Record<string, string> = { students: 'classes' };

/**
 * A changed field's name and values, for "What changed" (modules/audit's changesOf): an
 * image as added, removed or replaced, a text in both languages in the reader's, a list
 * or a group of fields only as changed. Fields are named by the profile form's, the staff form's and the site
 * content editor's labels (a list or a group of fields by its heading), or "other parts".
 */
export function describeChanges(
  entry: ReadEntry,
  t: TFunction,
  language: string,
): { field: string; text: string }[] {
  const changes = entry.details.changes ?? {};
  const value = (v: unknown): string => {
    if (isBilingual(v)) return value((language === 'bn' ? v.bn : v.en) || v.en || v.bn);
    if (v === null || v === undefined || v === '') return t('audit.nothing');
    if (typeof v === 'string' && ISO_DATE.test(v)) return formatDate(v, language);
    return typeof v === 'string' ? v : JSON.stringify(v);
  };
  return Object.entries(changes).map(([field, change]) => {
    const image = field === 'photo' || /imageId$/i.test(field);
    const name =
      (entry.entity.endsWith('-profile') ? known(t, `profile.${field}`) : undefined) ??
      known(t, `audit.fields.${field}`) ??
      known(t, `content.fields.${field}`) ??
      known(t, `content.lists.${field}`) ??
      known(t, `content.groupsOfFields.${CONTENT_GROUP_OF[field] ?? field}`) ??
      (image ? t('audit.fields.photo') : t('audit.fields.other'));
    if (image) {
      const how = !change.before
        ? t('audit.photoAdded')
        : !change.after
          ? t('audit.photoRemoved')
          : t('audit.photoReplaced');
      return { field, text: `${name}: ${how}` };
    }
    if (change.before === true && change.after === true)
      return { field, text: `${name}: ${t('audit.changedValue')}` };
    return { field, text: `${name}: ${value(change.before)} → ${value(change.after)}` };
  });
}

/**
 * Repeated actions, shown as one row: consecutive entries of the same person doing the
 * same to the same thing within a few minutes of the one before (replacing a gallery photo
 * writes a "Reordered" entry for each photo moved).
 *
 * Grouped here, in the browser, for the page shown, not in SQL: the server's pages stay
 * plain slices of the log (its total, the pager and the filters count entries, so a page
 * is always the same rows however they are grouped), and a run cut by a page's edge shows
 * as two groups, one on each page, which is still correct. Grouping in SQL (gaps and
 * islands with window functions) would make every page depend on the rows around it and
 * the totals count groups, for little gain on a log read twenty entries at a time.
 */
export const GROUP_WINDOW_MS = 5 * 60_000;

export function groupRepeated(entries: ReadEntry[]): ReadEntry[][] {
  const groups: ReadEntry[][] = [];
  for (const entry of entries) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (
      group &&
      last &&
      (last.actorId ?? last.actorName) === (entry.actorId ?? entry.actorName) &&
      last.action === entry.action &&
      last.entity === entry.entity &&
      last.entityId === entry.entityId &&
      Math.abs(Date.parse(last.at) - Date.parse(entry.at)) <= GROUP_WINDOW_MS
    )
      group.push(entry);
    else groups.push([entry]);
  }
  return groups;
}
