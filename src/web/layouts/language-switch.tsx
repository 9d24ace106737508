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
 * A form too: pressed before the app has taken the page over (a phone's first seconds on
 * slow data) or without JavaScript, it asks for the page again with ?lang=, and the
 * server keeps the choice and draws the page in it (plugins/web-app.ts).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form, so the buttons work before the app has the page; a group, as a fieldset would be
    <form role="group" aria-label={t('nav.language')} className="join ms-auto shrink-0">
      {CHOICES.map(({ lng, label }) => {
        const current = i18n.language === lng;
        return (
          <button
            key={lng}
            type="submit"
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
    </form>
  );
}
