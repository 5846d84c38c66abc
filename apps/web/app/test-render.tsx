import type { Language } from '@bedesten/core/i18n/languages';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n } from '~/lib/i18n.ts';

/**
 * For tests: `element` drawn on the server as the root route would hold it (a signed-out visitor in `lang`),
 * with the translations and client state a page has. The test loads the language's messages first.
 */
export function renderInRoot(lang: Language, element: ReactNode): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  );
}

/** The words of rendered markup, tags as spaces and apostrophes unescaped, for `toContain`. */
export const visibleText = (markup: string): string =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
