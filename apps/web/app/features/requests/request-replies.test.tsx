import type { BroadcastRequestReplies } from '@bedesten/core/schemas/requests';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { RequestReplies } from './components/request-replies.tsx';

function render(lang: 'en' | 'tr', node: ReactNode): string {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: node, loader: () => null }], {
    hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
  });
  return renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const replies: BroadcastRequestReplies = [
  {
    store_id: '00000000-0000-4000-8000-000000000001',
    store_title: 'Ledra Bakery',
    store_slug: 'ledra-bakery',
    store_image_url: null,
    replied_at: '2026-11-20T08:30:00.000Z',
    message: 'We bake chocolate or lemon cakes; €35 for twelve people.',
    conversation_id: '00000000-0000-4000-8000-0000000000c1',
  },
  {
    store_id: '00000000-0000-4000-8000-000000000002',
    store_title: 'Closed Patisserie',
    store_slug: null,
    store_image_url: null,
    replied_at: '2026-11-20T09:00:00.000Z',
    message: null,
    conversation_id: '00000000-0000-4000-8000-0000000000c2',
  },
];

describe('the shops that replied to a request', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('lists each shop with its name, its reply and a link to the chat with it', () => {
    const html = render('en', <RequestReplies replies={replies} />);
    expect(text(html)).toContain('2 shops replied');
    expect(html).toContain('href="/stores/ledra-bakery"');
    expect(text(html)).toContain('We bake chocolate or lemon cakes; €35 for twelve people.');
    expect(html).toContain('href="/chat?c=00000000-0000-4000-8000-0000000000c1"');
    expect(html).toContain('aria-label="Open the chat with Ledra Bakery"');
    // A store customers can no longer open is named without a link; a reply without words says where it is.
    expect(html).not.toContain('href="/stores/null"');
    expect(text(html)).toContain('Closed Patisserie');
    expect(text(html)).toContain('Replied in the chat.');
    expect(html).toContain('href="/chat?c=00000000-0000-4000-8000-0000000000c2"');
  });

  it('speaks Turkish, and says when no shop has replied yet', () => {
    const html = render('tr', <RequestReplies replies={replies.slice(0, 1)} />);
    expect(text(html)).toContain('1 mağaza cevap verdi');
    expect(html).toContain('aria-label="Ledra Bakery ile sohbeti aç"');
    const none = render('en', <RequestReplies replies={[]} />);
    expect(text(none)).toContain('Replies from shops');
    expect(text(none)).toContain('No shop has replied yet.');
    expect(none).not.toContain('<ul');
  });
});
