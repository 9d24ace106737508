import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import { initialLanguage, setLanguage } from './lib/language.ts';

// index.html carries a <title> for crawlers without JavaScript; each page renders its own.
document.head.querySelector('title')?.remove();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

function render(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <AppProvider client={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
}

// A Bangla reader's first paint is already in Bangla: its texts are awaited before rendering
// (then, not a top-level await, which would make the bundler split the first load apart).
const language = initialLanguage();
if (language === 'en') render(root);
else
  setLanguage(language, { remember: false })
    .catch(() => undefined) // the Bangla texts did not arrive: English, rather than nothing
    .finally(() => render(root));
