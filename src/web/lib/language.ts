import { addMonthNames } from './format.ts';
import { i18n } from './i18n.ts';

/**
 * The reader's language: English (in the first load) or Bangla (downloaded only when
 * chosen). The choice is a display preference kept in the cookie 'lang', which the server
 * reads to draw a page in it and sets itself when the switch is used before the app has
 * taken the page over (plugins/web-app.ts). Earlier versions kept it in localStorage.
 */
export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'lang';

/**
 * Each language's texts beyond English, in parts. Bangla's public ones, the pages' and the
 * public forms' (bn.ts and bn-public-forms.ts), are downloaded together and only for a
 * Bangla reader: a form then opens in Bangla at once, and its lazily loaded chunk needs no
 * top-level await (which splits the first load apart). A part of the app with texts of its
 * own adds their loader as its code arrives (the dashboard's, locales/forms.ts), so a
 * public page never downloads them.
 */
export const languageTexts: Record<Language, (() => Promise<void>)[]> = {
  bn: [
    () =>
      Promise.all([import('../locales/bn.ts'), import('../locales/bn-public-forms.ts')]).then(
        ([{ bn, bnMonths }, { bnPublicForms }]) => {
          i18n.addResources('bn', { ...bn, ...bnPublicForms });
          addMonthNames('bn', bnMonths);
        },
      ),
  ],
  en: [],
};
const loaded = new Map<() => Promise<void>, Promise<void>>();

/**
 * Downloads (once) a language's texts, every part added so far, and then any part added
 * meanwhile (the dashboard's code arrived during the download).
 */
export function loadLanguage(lng: Language): Promise<void> {
  const parts = languageTexts[lng];
  const count = parts.length;
  return Promise.all(
    parts.map((loader) => {
      let done = loaded.get(loader);
      if (!done) {
        done = loader();
        // A failed download (offline) may be tried again on the next switch.
        done.catch(() => loaded.delete(loader));
        loaded.set(loader, done);
      }
      return done;
    }),
  ).then(() => (parts.length > count ? loadLanguage(lng) : undefined));
}

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The reader's choice as the cookie keeps it (the server drew the page in it). */
export function cookieLanguage(): Language | null {
  const value = /\blang=(\w+)/.exec(document.cookie)?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * A choice only earlier versions kept, in localStorage. Its first reading opens the site's
 * storage, which cost a phone up to 170 ms of one task (a CPU profile at 4x CPU): a page
 * the server drew asks for it only after the app has the page (main.tsx).
 */
export function legacyLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked: fall back to the browser's languages
  }
}

/** The stored choice, else Bangla when the browser lists Bangla at all, else English (as the server decides, plugins/web-app.ts). */
export function initialLanguage(
  languages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  // The reader's own choice, when this browser keeps one: the cookie, else localStorage.
  return (
    cookieLanguage() ?? legacyLanguage() ?? (languages.some((l) => /^bn\b/i.test(l)) ? 'bn' : 'en')
  );
}

/**
 * Switches every screen to a language (after downloading its texts) and, when the
 * reader chose it (not when the browser's languages did), remembers it.
 */
export async function setLanguage(lng: Language, { remember = true } = {}): Promise<void> {
  await loadLanguage(lng);
  i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
  if (remember) rememberLanguage(lng);
}

/** Keeps the reader's choice for a year: the server draws the next page in it too (plugins/web-app.ts). */
export function rememberLanguage(lng: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference, no Cookie Store API on older phones
  document.cookie = `${STORAGE_KEY}=${lng}; path=/; max-age=31536000; samesite=lax`;
}
