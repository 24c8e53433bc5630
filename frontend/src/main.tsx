import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './lib/i18n/i18n';
import { activeLanguage } from './lib/i18n/active-language';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The server sends / already rendered in the visitor's language (dist/landing/<language>.html, prerender.tsx).
const prerenderedIn = container.hasChildNodes() ? document.documentElement.lang : null;
// A partner's link (/?partner=CODE) is kept for the visit: the wizard counts the booking for that partner. A chunk of
// its own, fetched only for such an address: the landing page's first load stays as it was.
if (location.search.includes('partner=')) void import('./lib/partner-link-capture');

// The first render waits for the visitor's language: English is bundled, another language's landing catalogue is one
// small chunk. A catalogue that fails to load still lets the page render.
void startI18n()
  .catch((error: unknown) => console.error('Languages could not start', error))
  .then(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // Hydrated where the page is already there in the language chosen here; otherwise rendered afresh (the
    // prerendered page's language was the server's guess, and the visitor's stored choice differs). As a transition,
    // hydration yields to the browser every few milliseconds instead of holding the main thread for the whole page
    // (the page is painted already: nothing waits for it but clicks, which React hydrates first).
    if (prerenderedIn === activeLanguage()) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  });
