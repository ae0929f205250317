import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n, { i18nReady } from './i18n';
import { App } from './app/App';
import { preloadScreen } from './app/routes';

// The first screen's code (and its strings) is fetched now, beside the session and the language's strings.
const first = preloadScreen(window.location.pathname);

// The first render waits for the language's first strings (Khmer's are fetched; English's are in this bundle).
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// (If they cannot be fetched the screens show the English fallback rather than nothing.)
void i18nReady.then(render, render);
if (first.namespaces) void i18n.loadNamespaces(first.namespaces).catch(() => {});
