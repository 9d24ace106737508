import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../locales/forms.ts';
import '../locales/pages.ts';
import { i18n } from '../lib/i18n.ts';

// Lazy screens load their code first; on a busy shared machine that takes longer than
// Testing Library's default second. A wait that is not met still fails, just later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // A test that switched to Bangla leaves the next one in English, with nothing stored.
  i18n.changeLanguage('en');
  localStorage.removeItem('lang');
  // biome-ignore lint/suspicious/noDocumentCookie: the language's one cookie, cleared
  document.cookie = 'lang=; path=/; max-age=0';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no layout: scrolling (React Router's scroll restoration) is a no-op here.
window.scrollTo = () => {};

// jsdom has <dialog> without showModal() and close(): enough of them for the dialogs' tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
