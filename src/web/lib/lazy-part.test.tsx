import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A frame later and a task after it: when the part's tap is given again. */
const nextFrame = () =>
  act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 10))));

describe('lazyPart', () => {
  it('asks for the code of a part the server drew only when the reader starts on it', async () => {
    const load = vi.fn(async () => () => <p>The form, taken over</p>);
    const part = lazyPart('first-part', load);
    render(
      <div data-part="first-part">
        <input aria-label="Roll" />
        <Suspense fallback={<p>waiting</p>}>
          <part.Deferred />
        </Suspense>
      </div>,
    );
    await act(async () => {
      await new Promise((done) => setTimeout(done, 20));
    });
    expect(load).not.toHaveBeenCalled();
    // A focus elsewhere in the page is no start on the part.
    const outside = document.body.appendChild(document.createElement('input'));
    fireEvent.focusIn(outside);
    expect(load).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByLabelText('Roll'));
    expect(await screen.findByText('The form, taken over')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-part="first-part"]')).toHaveAttribute('data-taken', '');
  });

  it('asks at once for a part the browser draws itself', async () => {
    const load = vi.fn(async () => () => <p>Drawn here</p>);
    const part = lazyPart('second-part', load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('Drawn here')).toBeInTheDocument();
  });

  it('gives a button’s tap again once the code has come, and leaves a send button to the form', async () => {
    const part = lazyPart('third-part', async () => () => null);
    document.body.innerHTML = `<div data-part="third-part"><form><button type="button">Check</button><button type="submit">Send</button></form></div>`;
    const check = document.querySelector('button[type=button]') as HTMLButtonElement;
    const taps: boolean[] = [];
    check.addEventListener('click', (event) => taps.push(event.defaultPrevented));
    check.click();
    expect(taps).toEqual([true]);
    await act(() => part.preload().then(() => undefined));
    await nextFrame();
    expect(taps).toEqual([true, false]);
    const send = document.querySelector('button[type=submit]') as HTMLButtonElement;
    const sent: boolean[] = [];
    const form = document.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented);
      event.preventDefault();
    });
    send.click();
    expect(sent).toEqual([false]);
  });
});
