import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useContentErrors } from './content-message.ts';

const LANGUAGES = ['en', 'bn'] as const;

type Props = {
  /** The path of a { en, bn } value in the form. */
  name: string;
  label: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** Paragraphs: say that a blank line starts a new one and that web addresses become links. */
  rich?: boolean;
};

/**
 * One text of the site in English and Bangla: two fields side by side on wide screens and
 * one above the other on phones, each labelled with its language and marked with its
 * lang, so spelling checks and screen readers use the right language.
 */
export function LocalizedField({ name, label, rows, rich = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { register } = useFormContext();
  const errorOf = useContentErrors();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-x-4 gap-y-3 md:grid-cols-2">
      {LANGUAGES.map((lng) => {
        const path = `${name}.${lng}`;
        const error = errorOf(path);
        const invalid = error ? (rows ? 'textarea-error' : 'input-error') : '';
        return (
          <FormField
            key={lng}
            id={`${id}-${lng}`}
            label={t(lng === 'en' ? 'content.inEnglish' : 'content.inBangla', { label })}
            error={error}
          >
            {(aria) => {
              const props = {
                ...aria,
                'aria-describedby':
                  [aria['aria-describedby'], rich ? hintId : ''].filter(Boolean).join(' ') ||
                  undefined,
                lang: lng,
                ...register(path),
              };
              return rows ? (
                <textarea {...props} rows={rows} className={`textarea w-full ${invalid}`} />
              ) : (
                <input
                  {...props}
                  type="text"
                  autoComplete="off"
                  className={`input w-full ${invalid}`}
                />
              );
            }}
          </FormField>
        );
      })}
      {rich ? (
        <p id={hintId} className="text-sm md:col-span-2">
          {t('content.richHint')}
        </p>
      ) : null}
    </div>
  );
}
