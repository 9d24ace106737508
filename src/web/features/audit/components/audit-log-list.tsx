import { useId, useState } from 'react';
import { AUDIT_KIND_NAMES, type AuditKind } from '../../../../shared/audit.ts';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { ListPager } from '../../../components/ui/list-pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAddressFilters } from '../../../lib/address-filters.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { type TFunction, type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime, todayIso } from '../../../lib/local-date.ts';
import {
  AUDIT_PAGE_SIZE,
  type AuditFilter,
  useAuditActors,
  useAuditLog,
} from '../api/get-audit-log.ts';
import {
  describeAction,
  describeChanges,
  describeSummary,
  groupRepeated,
  type ReadEntry,
  readEntry,
} from './audit-wording.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTER_NAMES = ['actor', 'kind', 'from', 'to'] as const;

/** The filters the address holds; a value that is not one (an edited link) is left out. */
function filterOf(params: URLSearchParams): AuditFilter {
  const actor = params.get('actor') ?? '';
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(UUID.test(actor) ? { actor } : {}),
    ...(AUDIT_KIND_NAMES.includes(kind as AuditKind) ? { kind: kind as AuditKind } : {}),
    ...(ISO_DATE.test(from) ? { from } : {}),
    ...(ISO_DATE.test(to) ? { to } : {}),
  };
}

const dayBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Who changed what and when, newest first, a page at a time (admins): filtered by person,
 * kind and days (kept in the address, so a reload or a shared link keeps them), repeated
 * actions shown as one row.
 */
export function AuditLogList() {
  const { t, i18n } = useTranslation();
  const { params, page, setParams } = useAddressFilters();
  const filter = filterOf(params);
  const filtered = Object.keys(filter).length > 0;
  const log = useAuditLog(filter, page);

  return (
    <>
      <AuditFilters filter={filter} onChange={setParams} />
      <QueryState
        query={log}
        isEmpty={(data) => data.total === 0}
        empty={filtered ? t('audit.emptyFiltered') : t('audit.empty')}
      >
        {(data) => (
          <>
            <p className="mb-2 font-semibold" aria-live="polite">
              {t('audit.filters.total', { total: formatNumber(data.total, i18n.language) })}
            </p>
            <ol
              aria-label={t('audit.heading')}
              aria-busy={log.isPlaceholderData}
              className={`divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 ${log.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {groupRepeated(data.items.map(readEntry)).map((group) => (
                <AuditRow key={group[0]!.id} group={group} />
              ))}
            </ol>
            <ListPager
              page={page}
              total={data.total}
              size={AUDIT_PAGE_SIZE}
              onChange={(next) => setParams({ page: next ? String(next) : '' })}
              label={t('audit.pagesLabel')}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

/** The filter form: each change applies at once (and goes into the address). */
function AuditFilters({
  filter,
  onChange,
}: {
  filter: AuditFilter;
  onChange: (changes: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const actors = useAuditActors();
  const today = todayIso();
  const yesterday = dayBefore(today);
  const setDate = (name: 'from' | 'to', value: string) => {
    // A date input gives '' while a date is half typed: only whole dates are applied.
    if (value === '' || ISO_DATE.test(value)) onChange({ [name]: value });
  };
  const day = (value: string) => onChange({ from: value, to: value });
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mb-6 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id={`${id}-heading`} className="mb-3 font-semibold">
        {t('audit.filters.heading')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${id}-actor`} className="mb-1 block font-medium">
            {t('audit.filters.person')}
          </label>
          <select
            id={`${id}-actor`}
            className="select w-full"
            value={filter.actor ?? ''}
            onChange={(event) => onChange({ actor: event.target.value })}
          >
            <option value="">{t('audit.filters.everyone')}</option>
            {(actors.data?.items ?? []).map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name} ({roleName(t, actor.role)})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-kind`} className="mb-1 block font-medium">
            {t('audit.filters.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className="select w-full"
            value={filter.kind ?? ''}
            onChange={(event) => onChange({ kind: event.target.value })}
          >
            <option value="">{t('audit.filters.allKinds')}</option>
            {AUDIT_KIND_NAMES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`audit.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block font-medium">
            {t('audit.filters.from')}
          </label>
          <DateInput
            id={`${id}-from`}
            value={filter.from ?? ''}
            max={filter.to}
            aria-describedby={`${id}-zone`}
            onChange={(value) => setDate('from', value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block font-medium">
            {t('audit.filters.to')}
          </label>
          <DateInput
            id={`${id}-to`}
            value={filter.to ?? ''}
            min={filter.from}
            aria-describedby={`${id}-zone`}
            onChange={(value) => setDate('to', value)}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-pressed={filter.from === today && filter.to === today}
          onClick={() => day(today)}
        >
          {t('audit.filters.today')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-pressed={filter.from === yesterday && filter.to === yesterday}
          onClick={() => day(yesterday)}
        >
          {t('audit.filters.yesterday')}
        </button>
        {Object.keys(filter).length > 0 ? (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => onChange(Object.fromEntries(FILTER_NAMES.map((n) => [n, ''])))}
          >
            {t('audit.filters.clear')}
          </button>
        ) : null}
        <p id={`${id}-zone`} className="basis-full text-sm sm:basis-auto">
          {t('audit.filters.timeNote')}
        </p>
      </div>
    </section>
  );
}

function roleName(t: TFunction, role: string) {
  const key = `audit.roles.${role}` as TranslationKey;
  const text = t(key);
  return text === key ? role : text;
}

/** One entry, or a run of the same action repeated (×n), which opens to show each. */
function AuditRow({ group }: { group: ReadEntry[] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const entry = group[0]!;
  const language = i18n.language;
  const summary = describeSummary(entry, t, language);
  const n = formatNumber(group.length, language);
  return (
    <li className="grid gap-1 p-3 text-sm sm:grid-cols-[12rem_12rem_minmax(0,1fr)] sm:gap-4">
      <p>
        <span className="sr-only">{t('audit.when')}: </span>
        <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
      </p>
      <p className="[overflow-wrap:anywhere]">
        <span className="sr-only">{t('audit.who')}: </span>
        <span className="font-medium">{entry.actorName}</span> ({roleName(t, entry.actorRole)})
      </p>
      <div className="[overflow-wrap:anywhere]">
        <p>
          <span className="sr-only">{t('audit.what')}: </span>
          <span className="font-medium">{describeAction(entry, t, language)}</span>
          {summary ? <>: {summary}</> : null}
          {group.length > 1 ? (
            <>
              {' '}
              <span className="badge badge-neutral badge-sm">
                <span aria-hidden="true">×{n}</span>
                <span className="sr-only">{t('audit.repeatedLabel', { n })}</span>
              </span>
            </>
          ) : null}
        </p>
        {group.length === 1 ? <Changes entry={entry} /> : null}
        {group.length > 1 ? (
          <>
            <button
              type="button"
              className="btn btn-ghost btn-xs mt-1"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen(!open)}
            >
              {open ? t('audit.hideAll', { n }) : t('audit.showAll', { n })}
            </button>
            <ol
              id={listId}
              hidden={!open}
              className="mt-1 grid gap-1 border-s-2 border-base-300 ps-3"
            >
              {open
                ? group.map((one) => {
                    const text = describeSummary(one, t, language);
                    return (
                      <li key={one.id}>
                        <time dateTime={one.at}>{formatDateTime(one.at, language)}</time>
                        {text ? <>: {text}</> : null}
                        <Changes entry={one} />
                      </li>
                    );
                  })
                : null}
            </ol>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** An edit's changed fields, before and after. */
function Changes({ entry }: { entry: ReadEntry }) {
  const { t, i18n } = useTranslation();
  const changes = describeChanges(entry, t, i18n.language);
  if (changes.length === 0) return null;
  return (
    <div className="mt-1">
      <p className="text-xs font-medium">{t('audit.changed')}</p>
      <ul className="list-inside list-disc text-xs">
        {changes.map((c) => (
          <li key={c.field}>{c.text}</li>
        ))}
      </ul>
    </div>
  );
}
