import { DEFAULT_LANGUAGE, isLanguage } from '@bedesten/core/i18n/languages';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguage } from './lib/i18n.ts';

// The server rendered <html lang> with the chosen language: load exactly those
// strings, then hydrate, so the first client render matches the server's.
const lang = document.documentElement.lang;

void loadLanguage(isLanguage(lang) ? lang : DEFAULT_LANGUAGE)
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
