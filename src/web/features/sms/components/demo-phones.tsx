import { RefreshCw, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { localizeDigits } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { useDemoPhones } from '../api/get-demo-phones.ts';
import { useSmsGateway } from '../api/get-sms-gateway.ts';

/** The phones shown at first (the newest messages'): a demo batch reaches every guardian. */
const SHOWN = 4;

/**
 * What the demo gateway's phones received (only while the site sends through it): one
 * phone per number, its messages as a phone shows them, the oldest on top. Lets a school
 * try SMS, and a visitor see it work, without sending a real one.
 */
export function DemoPhones() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const gateway = useSmsGateway();
  const fake = gateway.data?.provider === 'fake';
  const phones = useDemoPhones(fake);
  const [all, setAll] = useState(false);
  if (!fake) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-primary">
          {t('sms.demoPhones.heading')}
        </h2>
        <button
          type="button"
          className="btn btn-outline min-h-11"
          // Never greyed out while it asks: a second tap asks nothing more, and a button
          // that greys and comes back under the reader's thumb (or a checker) is a flicker.
          aria-busy={phones.isFetching}
          onClick={() => void phones.refetch()}
        >
          <RefreshCw
            aria-hidden="true"
            className={phones.isFetching ? 'size-4 animate-spin' : 'size-4'}
          />
          {t('sms.demoPhones.refresh')}
        </button>
      </div>
      <p className="max-w-prose">{t('sms.demoPhones.intro')}</p>
      <QueryState
        query={phones}
        isEmpty={(data) => data.items.length === 0}
        empty={t('sms.demoPhones.empty')}
      >
        {(data) => (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {(all ? data.items : data.items.slice(0, SHOWN)).map((phone) => {
                const number = localizeDigits(phone.phone, language);
                const messages = [...phone.messages].sort((a, b) => a.at.localeCompare(b.at));
                return (
                  <li
                    key={phone.phone}
                    aria-label={t('sms.demoPhones.phoneOf', { name: phone.name, phone: number })}
                    className="min-w-0 rounded-[2rem] border-4 border-neutral bg-base-200 p-3"
                  >
                    <p className="mb-2 flex items-center gap-2 border-b border-base-300 pb-2 text-sm font-medium">
                      <Smartphone aria-hidden="true" className="size-4 shrink-0" />
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        {phone.name ? `${phone.name} · ${number}` : number}
                      </span>
                    </p>
                    <ol className="max-h-96 space-y-1 overflow-y-auto">
                      {messages.map((message, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a phone's messages never reorder
                        <li key={index} className="chat chat-start">
                          <p className="chat-bubble whitespace-pre-line [overflow-wrap:anywhere]">
                            {message.text}
                          </p>
                          <time dateTime={message.at} className="chat-footer text-xs">
                            {formatDateTime(message.at, language)}
                          </time>
                        </li>
                      ))}
                    </ol>
                  </li>
                );
              })}
            </ul>
            {!all && data.items.length > SHOWN ? (
              <button
                type="button"
                className="btn btn-outline min-h-11"
                onClick={() => setAll(true)}
              >
                {t('sms.demoPhones.showAll', { count: data.items.length })}
              </button>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
