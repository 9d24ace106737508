/**
 * The admission form's answers kept on the phone until they are sent (issue 20): a reload,
 * a closed tab or an hour without a connection loses nothing. Kept in localStorage, which
 * only this site reads; cleared once the school has the application, or by "Clear the
 * form". The photo is kept too, already shrunk (a few tens of kilobytes).
 */
const KEY = 'admission-draft';
/** What was typed is stale after a month: the next season's form starts empty. */
const KEPT_MS = 31 * 24 * 3600_000;

export type AdmissionDraft = Record<string, string>;

/** Whether anything was typed: a class chosen alone (the form may choose it) is nothing. */
function typed(values: AdmissionDraft): boolean {
  return Object.entries(values).some(([name, value]) => name !== 'grade' && value !== '');
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that refuses storage (private mode, turned off): the form works without.
    return null;
  }
}

/** The answers kept on this phone, or null when there are none (or none usable). */
export function loadDraft(now = Date.now()): AdmissionDraft | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as { savedAt?: unknown; values?: unknown };
    if (typeof kept.savedAt !== 'number' || now - kept.savedAt > KEPT_MS) return null;
    if (!kept.values || typeof kept.values !== 'object') return null;
    const values: AdmissionDraft = {};
    for (const [name, value] of Object.entries(kept.values))
      if (typeof value === 'string') values[name] = value;
    return typed(values) ? values : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the answers; a form with nothing typed clears what was kept. A phone whose storage is full
 * keeps them without the photo rather than not at all.
 */
export function saveDraft(values: AdmissionDraft, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  if (!typed(values)) {
    store.removeItem(KEY);
    return;
  }
  try {
    store.setItem(KEY, JSON.stringify({ savedAt: now, values }));
  } catch {
    try {
      store.setItem(KEY, JSON.stringify({ savedAt: now, values: { ...values, photo: '' } }));
    } catch {
      // Nothing more can be kept; the form still holds the answers.
    }
  }
}

export function clearDraft(): void {
  storage()?.removeItem(KEY);
}

/** Whether this phone keeps answers (maybe stale): the page then wants the form's code at once. */
export function hasDraft(): boolean {
  return Boolean(storage()?.getItem(KEY));
}
