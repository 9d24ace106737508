/**
 * The texts tied to a field through aria-describedby (its hint, error, the date in words),
 * in order, joined by ' | ': what a screen reader reads after the field's name.
 */
export function describedText(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}
