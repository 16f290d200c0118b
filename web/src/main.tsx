import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's base; each component's own sheet comes with it (vite.config.ts), except from the dev server. Its CSS
// variables come from MantineProvider (app.tsx), not from the sheet of their defaults.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app/focus.css';
import { App } from './app/app';

if (import.meta.env.DEV) {
  await Promise.all([import('@mantine/core/styles.css'), import('@mantine/notifications/styles.css'), import('@mantine/dropzone/styles.css')]);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
