import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import type { SessionUser } from '~/lib/root-data.ts';
import { NotificationsLink } from './components/notifications-link.tsx';

const user = { id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'Ayşe Demir', first_name: 'Ayşe' } as SessionUser;

function html(lang: 'en' | 'tr', signedIn: SessionUser | null, element: ReactElement): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: signedIn, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('the header’s notifications link (issue 43)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('leads a signed-in person to their notifications, named in their language, with no count before it is read', () => {
    const en = html('en', user, <NotificationsLink />);
    expect(en).toContain('href="/notifications"');
    expect(en).toContain('aria-label="Notifications"');
    expect(en).not.toContain('notice-badge');
    const tr = html('tr', user, <NotificationsLink to="/vendor/notifications" />);
    expect(tr).toContain('href="/vendor/notifications"');
    expect(tr).toContain('aria-label="Bildirimler"');
  });

  it('draws nothing for someone signed out', () => {
    expect(html('en', null, <NotificationsLink />)).toBe('');
  });
});
