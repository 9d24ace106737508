import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PageFormAnswer, PageFormName } from '../../shared/ssr.ts';
import { ApiError, apiError } from './api.ts';
import { formMessage } from './field-message.ts';
import { pageFormKey } from './lazy-part.ts';

/** A form answered by the server: what was sent, and its answer as the form's own call gives it. */
export type ServerAnswer<T> = {
  values: Record<string, string>;
  /** The answer, when the server took the form. */
  data?: T;
  /** The refusal, as the form's own call would have thrown it. */
  error?: ApiError;
};

/**
 * The server's answer to this form, if the page was drawn with one: read once, when the
 * form is first drawn, then dropped from the cache, so that a family's answer is not drawn
 * again for the next reader of a shared phone, nor when the page is opened again.
 */
export function useServerAnswer<T>(form: PageFormName): ServerAnswer<T> | undefined {
  const client = useQueryClient();
  const [answer] = useState(() => {
    const kept = client.getQueryData<PageFormAnswer>(pageFormKey);
    if (kept?.form !== form) return undefined;
    const ok = kept.status >= 200 && kept.status < 300;
    return {
      values: kept.values,
      ...(ok ? { data: kept.body as T } : { error: apiError(kept.status, kept.body) }),
    };
  });
  useEffect(() => {
    if (answer) client.removeQueries({ queryKey: pageFormKey, exact: true });
  }, [answer, client]);
  return answer;
}

/**
 * What the reader typed into a form the server drew before the form's code took it over
 * (its id: the form element's): the form starts from it, so nothing typed is lost. Read
 * while the browser takes the server's drawing over; empty anywhere else (the server, a
 * form the browser draws itself). Files are not read: a photo is chosen again.
 */
export function typedBefore(formId: string): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') typed[name] = value;
  return typed;
}

/** A file chosen in a form the server drew before its code took it over, or null. */
export function typedBeforeFile(formId: string, name: string): File | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const file = new FormData(form).get(name);
  return file instanceof File && file.size > 0 ? file : null;
}

/**
 * A form's starting values: the server's answer's (a form sent without the code comes back
 * as it was typed), else `empty`; and what was typed before the code came over them.
 * `drawn` is what the server drew (the fields' defaultValue), `start` what the form starts
 * from (react-hook-form's defaultValues).
 */
export function useFormStart<V extends Record<string, unknown>>(
  formId: string,
  empty: V,
  answered: Record<string, string> | undefined,
): { drawn: V; start: V } {
  const [values] = useState(() => {
    const drawn = { ...empty };
    const known = Object.keys(empty);
    const pick = (from: Record<string, string>) => {
      const picked: Record<string, string> = {};
      for (const [name, value] of Object.entries(from))
        if (known.includes(name)) picked[name] = value;
      return picked;
    };
    Object.assign(drawn, pick(answered ?? {}));
    return { drawn, start: { ...drawn, ...pick(typedBefore(formId)) } as V };
  });
  return values;
}

/** The fields a refusal names, each with its message (as the form's setError keeps them). */
export function serverFieldMessages(error: ApiError | undefined | null): Record<string, string> {
  return Object.fromEntries(
    (error?.fields ?? []).map((field) => [field.field, formMessage(field)]),
  );
}

/**
 * A form's refusal, from its own call (a mutation's error) or else the server's answer to
 * the form sent without the code: a failure that is no ApiError (a bug's) as one the
 * general message words.
 */
export function refusalOf(
  error: Error | null,
  answered: ApiError | undefined,
): ApiError | undefined {
  if (!error) return answered;
  return error instanceof ApiError ? error : new ApiError(-1, 'unknown', error.message);
}
