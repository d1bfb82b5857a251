import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readThemePreference, resolveThemeMode } from './app/theme';

// Resolve the theme before the first paint so the page never flashes the wrong mode.
document.documentElement.dataset.theme = resolveThemeMode(
  readThemePreference(),
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches,
);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
