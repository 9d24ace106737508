import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydratedFieldset } from './hydrated-fieldset.tsx';

/** How many times the field below has been drawn. */
let drawn = 0;

function Field() {
  drawn++;
  return <input name="mobile" aria-label="Mobile" />;
}

function Form() {
  return (
    <form>
      <HydratedFieldset className="grid">
        <Field />
      </HydratedFieldset>
    </form>
  );
}

/**
 * A public form the server drew: its fields are off until the browser has taken the page
 * over, then on, and turning them on draws the fieldset again, not the form's fields.
 */
describe('HydratedFieldset', () => {
  it('is off in the server’s drawing, on once taken over, and the fields are drawn once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const fieldset = container.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);
    expect(fieldset.className).toBe('grid');

    drawn = 0;
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    // The same element, taken over and turned on.
    expect(container.querySelector('fieldset')).toBe(fieldset);
    expect(fieldset.disabled).toBe(false);
    // Drawn by the takeover only: turning the fields on did not draw them again.
    expect(drawn).toBe(1);
    container.remove();
  });
});
