import type { Page } from '@playwright/test';

/** The phone width every layout check runs at (PRODUCT.md: cheap Android phones). */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
/** The smallest touch target, in CSS pixels (WCAG 2.5.5; Android and iOS guidelines). */
export const MIN_TARGET = 44;

/**
 * What is wrong with the page's layout at the current width: the page scrolls sideways,
 * or content sticks out of the screen (cut off by the frame's overflow-x clip) outside a
 * region that scrolls or clips on purpose (a table wrapper, the photo slider).
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth} px)`);
    const width = root.clientWidth;
    // Inside something that scrolls or clips on its own; the frame's own clip (the wrapper
    // in #root) does not count: what only it hides is cut off.
    const contained = (el: Element) => {
      for (let a = el.parentElement; a && a.parentElement?.id !== 'root'; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of document.querySelectorAll('header *, main *, footer *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1 || contained(el)) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`;
      problems.push(`${name} sticks out to ${Math.round(rect.right)} px`);
      if (problems.length > 5) break;
    }
    return problems;
  });
}

/**
 * Buttons, links, form controls and menu entries in the header, the menus and the main
 * content that are smaller than MIN_TARGET either way. Links inside a paragraph's running
 * text are allowed (they are as tall as the line); a checkbox or radio counts with its label.
 */
export async function smallTargets(page: Page, min = MIN_TARGET): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const seen = new Set<Element>();
    const small: string[] = [];
    for (const region of document.querySelectorAll('header, nav, main'))
      for (const el of region.querySelectorAll(selector)) {
        if (seen.has(el)) continue;
        seen.add(el);
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (el.closest('[inert], [aria-hidden="true"]')) continue;
        const style = getComputedStyle(el);
        if (el.tagName === 'A' && style.display === 'inline' && el.closest('p')) continue;
        const box =
          el instanceof HTMLInputElement &&
          (el.type === 'checkbox' || el.type === 'radio') &&
          el.closest('label')
            ? (el.closest('label') as Element)
            : el;
        const rect = box.getBoundingClientRect();
        // Visually hidden (sr-only) until focused, such as the skip link.
        if (rect.width <= 1 || rect.height <= 1) continue;
        if (rect.width >= min - 0.5 && rect.height >= min - 0.5) continue;
        const label = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30);
        small.push(
          `${el.tagName.toLowerCase()} "${label}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        );
      }
    return small;
  }, min);
}

/**
 * The main content's images: each with width and height (no shift when it arrives; but
 * academic files, whose size is not stored); an
 * uploaded one with the server's WebP renditions in srcset and a sizes attribute; and
 * any that starts below the fold of this screen loaded lazily. Checked with the page
 * scrolled to its top.
 */
export async function imageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const fold = window.innerHeight;
    for (const img of document.querySelectorAll<HTMLImageElement>('main img')) {
      const src = img.getAttribute('src') ?? '';
      const name = `img ${src.split('/').pop()} "${img.alt.slice(0, 30)}"`;
      // An academic file shown as an image (the calendar) has no stored size: not an upload.
      const academicFile = src.startsWith('/api/documents/');
      if (!academicFile && (!img.getAttribute('width') || !img.getAttribute('height')))
        problems.push(`${name} has no width and height`);
      if (src.startsWith('/uploads/')) {
        const candidates = (img.getAttribute('srcset') ?? '').split(',').filter(Boolean);
        if (!candidates.every((c) => /\/uploads\/\S+\.webp \d+w$/.test(c.trim())))
          problems.push(`${name} srcset is not the uploads' WebP widths`);
        if (candidates.length > 1 && !img.getAttribute('sizes'))
          problems.push(`${name} has a srcset but no sizes`);
      }
      const top = img.getBoundingClientRect().top + window.scrollY;
      if (top > fold && img.loading !== 'lazy' && img.checkVisibility())
        problems.push(`${name} is below the fold (${Math.round(top)} px) but not lazy`);
    }
    return problems;
  });
}
