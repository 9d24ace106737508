import { smsParts } from '../../../../shared/sms.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * A message box's live count, as the gateway counts it: "71 characters · 2 parts (Bangla:
 * 70 per SMS, 67 each when split)". A Bangla letter or an emoji makes the whole text
 * Unicode; in the English box that is a surprise, so it is said in words.
 */
export function SmsCounter({ text, warnUnicode = false }: { text: string; warnUnicode?: boolean }) {
  const { t } = useTranslation();
  const count = smsParts(text);
  if (count.units === 0) return <span>{t('sms.compose.empty')}</span>;
  return (
    <>
      <span>
        {t('sms.compose.counter', {
          count: count.units,
          parts: t('sms.compose.parts', { count: count.parts }),
          rule: t(`sms.compose.encodings.${count.encoding}`),
        })}
      </span>
      {warnUnicode && count.encoding === 'ucs2' ? (
        <span className="mt-1 block font-medium">{t('sms.compose.unicodeNote')}</span>
      ) : null}
    </>
  );
}
