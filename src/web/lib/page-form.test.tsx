import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { pageFormKey } from './lazy-part.ts';
import {
  refusalOf,
  serverFieldMessages,
  typedBefore,
  typedBeforeFile,
  useFormStart,
  useServerAnswer,
} from './page-form.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's drawing of a form, typed into before its code came. */
function drawnForm() {
  document.body.innerHTML = `<form id="f">
    <input name="roll" value="">
    <select name="grade"><option value="">Choose</option><option value="ix">Nine</option></select>
    <input type="radio" name="by" value="dateOfBirth" checked>
    <input type="radio" name="by" value="birthRegistration">
    <input type="file" name="photo">
    <input name="other" value="x">
  </form>`;
  (document.querySelector('[name=roll]') as HTMLInputElement).value = '১৭';
  (document.querySelector('[name=grade]') as HTMLSelectElement).value = 'ix';
  (document.querySelector('[value=birthRegistration]') as HTMLInputElement).checked = true;
}

describe('a form the server drew, taken over', () => {
  it('reads what was typed before the code came, files apart', () => {
    drawnForm();
    expect(typedBefore('f')).toEqual({
      roll: '১৭',
      grade: 'ix',
      by: 'birthRegistration',
      other: 'x',
    });
    expect(typedBeforeFile('f', 'photo')).toBeNull();
    expect(typedBefore('no-such-form')).toEqual({});
  });

  it('starts from the server’s answer, with what was typed over it, and only the form’s own fields', () => {
    drawnForm();
    const { result } = renderHook(() =>
      useFormStart(
        'f',
        { roll: '', grade: '', by: 'dateOfBirth', exam: '' },
        { exam: 'e1', roll: '3' },
      ),
    );
    expect(result.current.drawn).toEqual({ roll: '3', grade: '', by: 'dateOfBirth', exam: 'e1' });
    expect(result.current.start).toEqual({
      roll: '১৭',
      grade: 'ix',
      by: 'birthRegistration',
      exam: 'e1',
    });
  });

  it('reads the server’s answer once, as the form’s own call gives it, and drops it', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    client.setQueryData(pageFormKey, {
      form: 'result-lookup',
      values: { roll: '' },
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Invalid',
          details: { fields: [{ field: 'roll', message: 'This field is required' }] },
        },
      },
    });
    const other = renderHook(() => useServerAnswer('admission'), { wrapper });
    expect(other.result.current).toBeUndefined();
    const { result } = renderHook(() => useServerAnswer('result-lookup'), { wrapper });
    expect(result.current?.values).toEqual({ roll: '' });
    expect(result.current?.error).toBeInstanceOf(ApiError);
    expect(serverFieldMessages(result.current?.error)).toEqual({
      roll: 'This field is required',
    });
    expect(client.getQueryData(pageFormKey)).toBeUndefined();
  });

  it('takes the form’s own refusal over the server’s', () => {
    const server = new ApiError(404, 'not_found', 'No match');
    expect(refusalOf(null, server)).toBe(server);
    const own = new ApiError(429, 'too_many_requests', 'Slow down');
    expect(refusalOf(own, server)).toBe(own);
    expect(refusalOf(new Error('bug'), server)?.status).toBe(-1);
  });
});
