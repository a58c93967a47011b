import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { scheduleEffectsAfterRender } from './app/runtime/effect-scheduling';
import { registerServiceWorker } from './app/service-worker';
import { env } from './services/env';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

scheduleEffectsAfterRender();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// seed 001 §4: the service worker, once the page has loaded (not in dev, where Vite serves modules).
if (!env.isDev) {
  window.addEventListener('load', () => {
    void registerServiceWorker({
      container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
      reload: () => window.location.reload(),
    });
  });
}
