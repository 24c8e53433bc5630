import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './lib/i18n/i18n';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint waits for the visitor's language: English is bundled, another language's landing catalogue is one
// small chunk. A catalogue that fails to load still lets the page render.
void startI18n()
  .catch((error: unknown) => console.error('Languages could not start', error))
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
