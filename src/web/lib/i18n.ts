import { createContext, useContext, useSyncExternalStore } from 'react';
import { en, type Widen } from '../locales/en.ts';
import type { enForms } from '../locales/en-forms.ts';
import type { enPages } from '../locales/en-pages.ts';
import type { enPublicForms } from '../locales/en-public-forms.ts';

/**
 * The site's texts, in the shape of i18next's `t` (nested keys, {{interpolation}},
 * `_one`/`_other` plurals, `returnObjects`) in about a kilobyte: i18next and
 * react-i18next cost 18 KB gzipped, which the home page's 110 KB budget cannot carry
 * (docs/decisions/0001-small-i18n-and-declarative-router.md).
 */

/**
 * Every text of the site: the first load's (always there), the other public pages', the
 * public forms' and the dashboard's (each loaded with its code: locales/pages.ts,
 * locales/public-forms.ts, locales/forms.ts).
 */
type Dictionary = typeof en & typeof enPages & typeof enPublicForms & typeof enForms;
/** The same shape with any text: what another language brings. */
type Texts = Partial<Widen<Dictionary>>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K extends `${infer B}_${'one' | 'other'}` ? B : K}`
    : T[K] extends readonly unknown[]
      ? `${P}${K}`
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<Dictionary>;
type Options = { count?: number; returnObjects?: boolean; [name: string]: unknown };

const resources: Record<string, Texts> = { en };
let language = 'en';
const listeners = new Set<() => void>();

function lookup(dict: unknown, key: string): unknown {
  let node = dict;
  for (const part of key.split('.')) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * How `{{n, number}}` is written: Intl, unless a part of the site brought a faster writer
 * (the public forms bring format-number.ts's: the first Intl.NumberFormat costs a phone
 * about 100 ms of one task, a CPU profile of /onlineAdmission at 4x CPU; the first load
 * has no room for it).
 */
let writeNumber = (v: number, lng: string): string => new Intl.NumberFormat(lng).format(v);

function interpolate(text: string, options: Options, lng: string): string {
  return text.replace(
    /\{\{\s*(\w+)(?:\s*,\s*(number))?\s*\}\}/g,
    (_m, name: string, format?: string) => {
      const v = options[name];
      if (v == null) return '';
      return format === 'number' && typeof v === 'number' ? writeNumber(v, lng) : String(v);
    },
  );
}

function translate<T = string[]>(
  key: TranslationKey,
  options: Options & { returnObjects: true },
): T;
function translate(key: TranslationKey, options?: Options): string;
function translate(key: TranslationKey, options: Options = {}): unknown {
  return translateIn(language, key, options);
}

function translateIn(wanted: string, key: TranslationKey, options: Options = {}): unknown {
  for (const lng of [wanted, 'en']) {
    const dict = resources[lng];
    let value = lookup(dict, key);
    if (value === undefined && typeof options.count === 'number') {
      const form = new Intl.PluralRules(lng).select(options.count);
      value = lookup(dict, `${key}_${form}`) ?? lookup(dict, `${key}_other`);
    }
    if (value === undefined) continue;
    if (typeof value === 'string') return interpolate(value, options, lng);
    if (options.returnObjects) {
      return Array.isArray(value)
        ? value.map((v) => (typeof v === 'string' ? interpolate(v, options, lng) : v))
        : value;
    }
  }
  return key;
}

export type TFunction = typeof translate;

export const i18n = {
  get language() {
    return language;
  },
  t: translate,
  /** Adds texts of a language: a part of the site that loads later brings its own. */
  addResources(lng: string, dict: Texts) {
    resources[lng] = { ...resources[lng], ...dict };
  },
  changeLanguage(lng: string) {
    if (!resources[lng] || lng === language) return;
    language = lng;
    // On the server (entry-server.tsx) there is no document: the page's HTML says its language.
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
    for (const l of listeners) l();
  },
  /** Writes numbers in texts with `write` from now on (see writeNumber). */
  writeNumbers(write: (v: number, lng: string) => string) {
    writeNumber = write;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * A part of the screen in another language than the rest (the dashboard's preview of a
 * page in English or Bangla): `<LanguageScope value="bn">`. Its texts must be loaded.
 */
export const LanguageScope = createContext<string | null>(null);

const scoped = new Map<string, { t: TFunction; i18n: typeof i18n }>();
function scopedTo(lng: string) {
  let texts = scoped.get(lng);
  if (!texts) {
    const t = ((key: TranslationKey, options?: Options) =>
      translateIn(lng, key, options)) as TFunction;
    texts = { t, i18n: { ...i18n, language: lng, t } };
    scoped.set(lng, texts);
  }
  return texts;
}

/** Texts for a component, which renders again when the language changes. */
export function useTranslation() {
  useSyncExternalStore(
    i18n.subscribe,
    () => language,
    () => language,
  );
  const scope = useContext(LanguageScope);
  return scope && scope !== language ? scopedTo(scope) : { t: translate, i18n };
}
