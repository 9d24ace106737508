import { localizeDigits } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import type { ContentViewProps } from './content-page.tsx';
import { RichText } from './rich-text.tsx';
import '../../locales/pages.ts';

/** The school's history: the year it was founded (from its identity), then the admin's text. */
export function HistoryView({
  value,
  established,
}: Pick<ContentViewProps<'history'>, 'value'> & { established: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {established ? (
        <p className="mb-4 text-lg font-semibold">
          {t('history.established', { year: localizeDigits(established, i18n.language) })}
        </p>
      ) : null}
      <RichText value={value.body} />
    </>
  );
}
