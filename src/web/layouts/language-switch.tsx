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

/**
 * Bangla | English: switches every screen at once and is remembered (the cookie 'lang').
 * Its buttons submit the form they are in (the top bar, site-header.tsx): pressed before
 * the app has taken the page over (a phone's first seconds on slow data) or without
 * JavaScript, they ask for the page again with ?lang=, and the server keeps the choice
 * and draws the page in it (plugins/web-app.ts).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset aria-label={t('nav.language')} className="join ms-auto min-w-0 shrink-0">
      {CHOICES.map(({ lng, label }) => {
        const current = i18n.language === lng;
        return (
          // biome-ignore lint/a11y/useButtonType: a submit button (its default), of the top bar's form
          <button
            key={lng}
            name="lang"
            value={lng}
            lang={lng}
            aria-label={lng === 'bn' ? label : undefined}
            aria-pressed={current}
            onClick={(event) => {
              event.preventDefault();
              void setLanguage(lng).catch(() => undefined);
            }}
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
