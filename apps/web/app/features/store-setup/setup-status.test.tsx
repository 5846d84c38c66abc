import { readFileSync } from 'node:fs';
import type { JoiningFeeAnswer } from '@bedesten/core/schemas/joining-fee';
import type { VendorStore } from '@bedesten/core/schemas/stores';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { ApprovalStatus } from './components/approval-status.tsx';
import { JoiningFee } from './components/joining-fee.tsx';
import { SetupTabs } from './components/setup-tabs.tsx';
import { StoreActiveSwitch, switchTexts } from './components/store-active-switch.tsx';
import { SETUP_TABS, type SetupTab } from './form-values.ts';

function render(lang: 'en' | 'tr', node: ReactNode): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: node, loader: () => null }], {
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
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** Only what these components read of a store. */
const store = (extra: Partial<VendorStore>) =>
  ({
    id: '5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10',
    status: 'approved',
    is_active: true,
    is_approved: true,
    submitted_at: null,
    rejection_reason: null,
    ...extra,
  }) as VendorStore;

const fee = (extra: Partial<JoiningFeeAnswer>): JoiningFeeAnswer => ({
  status: 'unpaid',
  amount: 2500,
  currency: 'EUR',
  paid_at: null,
  store_id: '5c0e2d56-3f43-4f3c-9d1e-0d8a1e3f2b10',
  store_status: 'pending',
  redirect_url: null,
  last_failure: null,
  ...extra,
});

describe('what the store pages say about the store', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('names the switch by the state it is in, and promises customers nothing before approval', () => {
    expect(switchTexts({ is_active: true, status: 'approved' })).toEqual({
      label: 'details.active',
      text: 'details.activeOn',
    });
    for (const status of ['draft', 'pending', 'rejected'] as const) {
      expect(switchTexts({ is_active: true, status }).text).toBe('details.activeOnPending');
    }
    expect(switchTexts({ is_active: false, status: 'approved' })).toEqual({
      label: 'details.inactive',
      text: 'details.activeOff',
    });

    const pending = text(
      render('en', <StoreActiveSwitch store={store({ status: 'pending' })} onChanged={() => undefined} />),
    );
    expect(pending).toContain('Store is open');
    expect(pending).toContain('customers can see it only once a moderator approves it');
    expect(pending).not.toContain('Customers can see your store');
    const closed = text(
      render('tr', <StoreActiveSwitch store={store({ is_active: false })} onChanged={() => undefined} />),
    );
    expect(closed).toContain('Mağaza kapalı');
    expect(closed).not.toContain('Mağaza açık');
  });

  it('says an approved but closed store is not seen by customers', () => {
    expect(text(render('en', <ApprovalStatus store={store({ is_active: false })} />))).toContain(
      'Your store is approved, but it is closed: customers cannot see it until you open it.',
    );
    expect(text(render('en', <ApprovalStatus store={store({})} />))).toContain(
      'Your store is approved and customers can find it.',
    );
  });

  it('says a joining-fee card was declined, and offers to try again', () => {
    const declined = render('en', <JoiningFee fee={fee({ last_failure: 'declined' })} />);
    expect(text(declined)).toContain('Card declined');
    expect(declined).toContain('role="alert"');
    expect(text(declined)).toContain('Your card was declined and no money was taken.');
    expect(text(declined)).toMatch(/Try again: pay €25\.00/);
    const tr = text(render('tr', <JoiningFee fee={fee({ last_failure: 'declined' })} />));
    expect(tr).toContain('Kart reddedildi');
    expect(tr).toContain('Kartınız reddedildi ve hiç para çekilmedi.');
    expect(text(render('en', <JoiningFee fee={fee({ last_failure: 'cancelled' })} />))).toContain(
      'The card payment was not finished and no money was taken.',
    );
    const first = text(render('en', <JoiningFee fee={fee({})} />));
    expect(first).toContain('Awaiting joining fee');
    expect(first).not.toContain('declined');
  });
});

describe('the setup tabs on a phone', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  it('renders all seven tabs in one row that wraps rather than scrolls out of sight', () => {
    const panels = Object.fromEntries(SETUP_TABS.map((tab) => [tab, null])) as Record<SetupTab, ReactNode>;
    const html = render(
      'en',
      <SetupTabs id="t" tab="bank_details" onTab={() => undefined} withErrors={[]} panels={panels} />,
    );
    expect(html.match(/role="tab"/g)).toHaveLength(7);
    expect(html).toMatch(/aria-selected="true"[^>]*data-tab="bank_details"/);
    const css = readFileSync(new URL('../../styles/store-setup.css', import.meta.url), 'utf8');
    const list = /\.setup-tabs__list\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(list).toMatch(/flex-wrap:\s*wrap/);
    expect(list).not.toMatch(/overflow-x:\s*auto/);
  });
});
