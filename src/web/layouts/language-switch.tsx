import { useTranslation } from '../lib/i18n.ts';
import { type Language, setLanguage } from '../lib/language.ts';

/**
 * Each language's name in itself, so a reader finds theirs whatever the page is in. The
 * Bangla name is drawn (styles.css, .bangla-label), not set in the Bangla font.
 */
const CHOICES: { lng: Language; label: string }[] = [
  { lng: 'bn', label: 'বাংলা' },
  { lng: 'en', label: 'English' },
];

/** Bangla | English: switches every screen at once and is remembered (localStorage 'lang'). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset
      aria-label={t('nav.language')}
      className="join m-0 ms-auto min-w-0 shrink-0 border-0 p-0"
    >
      {CHOICES.map(({ lng, label }) => {
        const current = i18n.language === lng;
        return (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-label={lng === 'bn' ? label : undefined}
            aria-pressed={current}
            onClick={() => void setLanguage(lng).catch(() => undefined)}
            className={`btn join-item btn-xs h-7 px-3 text-sm font-medium ${
              current
                ? 'border-primary-content bg-primary-content text-primary'
                : 'border-primary-content/70 bg-primary text-primary-content'
            }`}
          >
            {lng === 'bn' ? <span className="bangla-label" /> : label}
          </button>
        );
      })}
    </fieldset>
  );
}
