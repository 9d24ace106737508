import { useState } from 'react';
import { Pager } from '../../../components/ui/pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { type TranslationKey, useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { AUDIT_PAGE_SIZE, type AuditEntry, useAuditLog } from '../api/get-audit-log.ts';

/** Who changed what and when, newest first, a page at a time (admins). */
export function AuditLogList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const log = useAuditLog(page);
  return (
    <QueryState query={log} isEmpty={(data) => data.total === 0} empty={t('audit.empty')}>
      {(data) => (
        <>
          <ol
            aria-busy={log.isPlaceholderData}
            className={`divide-y divide-base-300 rounded-box border border-base-300 bg-base-100 ${log.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {data.total > AUDIT_PAGE_SIZE ? (
            <Pager
              page={page}
              pageCount={Math.ceil(data.total / AUDIT_PAGE_SIZE)}
              onChange={(next) => {
                setPage(next);
                window.scrollTo({ top: 0 });
              }}
              label={t('audit.pagesLabel')}
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  // Codes the texts know are translated; a new one shows as the server wrote it.
  const label = (key: string, raw: string) => {
    const text = t(key as TranslationKey);
    return text === key ? raw : text;
  };
  const role = label(`audit.roles.${entry.actorRole}`, entry.actorRole);
  const action = label(`audit.actions.${entry.action}`, entry.action);
  const entity = label(`audit.entities.${entry.entity}`, entry.entity);
  return (
    <li className="grid gap-1 p-3 text-sm sm:grid-cols-[12rem_12rem_minmax(0,1fr)] sm:gap-4">
      <p>
        <span className="sr-only">{t('audit.when')}: </span>
        <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
      </p>
      <p className="[overflow-wrap:anywhere]">
        <span className="sr-only">{t('audit.who')}: </span>
        <span className="font-medium">{entry.actorName}</span> ({role})
      </p>
      <p className="[overflow-wrap:anywhere]">
        <span className="sr-only">{t('audit.what')}: </span>
        <span className="font-medium">
          {action} {entity}
        </span>
        {entry.summary ? <>: {entry.summary}</> : null}
      </p>
    </li>
  );
}
