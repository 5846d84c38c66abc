import { readFileSync } from 'node:fs';
import type { ChatMessage } from '@bedesten/core/schemas/chat';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { outgoingOf } from './components/composer.tsx';
import { MessageBubble } from './components/message-bubble.tsx';
import { PicturePreview } from './components/picture-preview.tsx';

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

const PICTURE = '/uploads/images/0b9f4a43-8a4b-4a59-b3fb-3b1c1b3c9a01/800.webp';

const message = (extra: Partial<ChatMessage>): ChatMessage => ({
  id: '00000000-0000-4000-8000-000000000001',
  conversation_id: '00000000-0000-4000-8000-000000000002',
  sender_side: 'vendor',
  kind: 'text',
  body: 'Hello',
  attachment_url: null,
  duration_seconds: null,
  quote: null,
  created_at: '2026-11-02T10:00:00.000Z',
  delivered_at: null,
  read_at: null,
  ...extra,
});

describe('chat composer: a picture waits for Send', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('sends the chosen picture with the text as its caption, or the text alone, or nothing', () => {
    expect(outgoingOf('  Is this the one? ', PICTURE)).toEqual({
      kind: 'image',
      attachment_url: PICTURE,
      body: 'Is this the one?',
    });
    expect(outgoingOf('   ', PICTURE)).toEqual({ kind: 'image', attachment_url: PICTURE });
    expect(outgoingOf(' Hi ', null)).toEqual({ kind: 'text', body: 'Hi' });
    expect(outgoingOf('  ', null)).toBeNull();
  });

  it('shows the picture before it is sent, with a way to remove it, in both languages', () => {
    const en = render('en', <PicturePreview url={PICTURE} onRemove={() => undefined} disabled={false} />);
    expect(en).toContain(`src="${PICTURE}"`);
    expect(en).toContain('alt="The picture you are about to send"');
    expect(en).toContain('>Remove picture</button>');
    const tr = render('tr', <PicturePreview url={PICTURE} onRemove={() => undefined} disabled={false} />);
    expect(tr).toContain('alt="Göndermek üzere olduğunuz fotoğraf"');
    expect(tr).toContain('>Fotoğrafı kaldır</button>');
  });
});

describe('chat voice notes', () => {
  beforeAll(async () => {
    await loadLanguage('en');
  });

  it('gives a voice note’s bubble a width of its own, on both sides, and leaves other bubbles alone', () => {
    const voice = message({ kind: 'voice', body: null, attachment_url: '/uploads/audio/x.webm', duration_seconds: 12 });
    for (const side of ['customer', 'vendor'] as const) {
      const html = render('en', <MessageBubble message={voice} side={side} />);
      expect(html).toMatch(/class="chat-message chat-message--(own|other) chat-message--voice"/);
      expect(html).toContain('<audio class="chat-message__voice"');
    }
    expect(render('en', <MessageBubble message={message({})} side="customer" />)).not.toContain('chat-message--voice');
  });

  it('sizes that bubble in rem, not in a percentage a content-sized bubble would shrink to nothing', () => {
    const css = readFileSync(new URL('../../styles/chat.css', import.meta.url), 'utf8');
    const rule = /\.chat-message--voice\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/(^|;|\s)width:\s*\d+(\.\d+)?rem/);
    const player = /\.chat-message__voice\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(player).toMatch(/width:\s*100%/);
  });
});
