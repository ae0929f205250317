import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n';
import { App } from './app/App';

// The first render waits for the language's first strings (Khmer's are fetched; English's are in this bundle).
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// (If they cannot be fetched the screens show the English fallback rather than nothing.)
void i18nReady.then(render, render);
