import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadBackend } from './backend/load-backend.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import './app/global.css';

const backend = await loadBackend(import.meta.env);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App backend={backend} />
  </StrictMode>,
);
registerServiceWorker();
