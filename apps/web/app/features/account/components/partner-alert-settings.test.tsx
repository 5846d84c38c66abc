import { CUSTOMER_TOPICS } from '@bedesten/core/notifications/topics';
import { DEFAULT_NOTIFICATION_SETTINGS, type AccountSettings } from '@bedesten/core/schemas/profile';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { PANELS } from '~/lib/panel-nav.ts';
import { NotificationSettings } from './notification-settings.tsx';
import { PartnerAlertSettings } from './partner-alert-settings.tsx';

function render(lang: 'en' | 'tr', element: ReactElement): string {
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

const settings: AccountSettings = {
  notifications: {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    partner_orders: { email: false, sms: true, push: true },
  },
  vat_number: null,
  language: 'en',
};

describe('the partner panels’ alert settings (issue 43)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('are in the vendor’s and the driver’s panel navigation', () => {
    const keys = (kind: 'vendor' | 'driver') => PANELS[kind].nav.flatMap((group) => group.pages.map((p) => p.key));
    expect(keys('vendor')).toContain('vendor-notification-settings');
    expect(keys('driver')).toContain('driver-notification-settings');
  });

  it('show the vendor the partner topics, with the saved switches, and no customer-only topic', () => {
    const html = render('en', <PartnerAlertSettings kind="vendor" settings={settings} push={null} />);
    expect(html).toContain('Approvals');
    expect(html).toContain('New orders, requests and rides');
    expect(html).toContain('Customer messages');
    expect(html).not.toContain('Offers and news');
    expect(html).not.toContain('Order updates');
    // Three switches per topic, the saved ones on: partner_orders e-mail is the one off among the first two topics.
    const switches = [...html.matchAll(/<input type="checkbox" role="switch"([^>]*)>/g)].map((m) => m[1]!);
    expect(switches).toHaveLength(4 * 3);
    expect(switches.slice(0, 6).map((attrs) => attrs.includes('checked'))).toEqual([
      true,
      true,
      true,
      false,
      true,
      true,
    ]);
  });

  it('show the driver only approvals and new work, in Turkish on a Turkish page', () => {
    const html = render('tr', <PartnerAlertSettings kind="driver" settings={settings} push={null} />);
    expect(html).toContain('Onaylar');
    expect(html).toContain('Yeni siparişler, talepler ve yolculuklar');
    expect(html).not.toContain('Müşteri mesajları');
    expect([...html.matchAll(/role="switch"/g)]).toHaveLength(2 * 3);
  });

  it('leave the partner topics off the customer’s account settings', () => {
    const html = render('en', <NotificationSettings initial={settings.notifications} topics={CUSTOMER_TOPICS} />);
    expect(html).toContain('Order updates');
    expect(html).not.toContain('Approvals');
  });
});
