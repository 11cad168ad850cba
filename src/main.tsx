import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/app.tsx';
import { loadBackend } from './backend/load-backend.ts';
import { applyColorMode } from './stores/display/color-mode.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import { offerReloadOnStaleChunks } from './pwa/update-flow.ts';
import './app/global.css';

document.documentElement.dataset.appVersion = __APP_VERSION__;
applyColorMode();
// Zod probes for eval (new Function) to compile fast parsers; the site's Content-Security-Policy
// forbids eval, and Chromium reports the probe as a violation even though zod catches it.
zodConfig({ jitless: true });
// Before anything lazy loads: a chunk gone since a deploy offers a reload.
offerReloadOnStaleChunks();

const backend = await loadBackend(import.meta.env);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App backend={backend} />
  </StrictMode>,
);
registerServiceWorker();
