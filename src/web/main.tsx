import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './app/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The stored language's texts must be there before the first render: no Turkish flash.
void initI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
