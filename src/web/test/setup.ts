import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// Initialises i18next with the English texts, synchronously.
import '../app/i18n.ts';
import '../locales/forms.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom has no layout: scrolling (React Router's scroll restoration) is a no-op here.
window.scrollTo = () => {};
