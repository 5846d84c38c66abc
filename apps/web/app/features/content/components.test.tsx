import { I18nProvider } from '~/lib/i18n-react.tsx';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { FaqList } from './components/faq-list.tsx';
import { HomeBanners } from './components/home-banners.tsx';
import { MarkdownEditor } from './components/markdown-editor.tsx';
import { SupportDetails } from './components/support-details.tsx';

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

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('content components', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('the Markdown editor has a labelled text area per language, with its error tied to it', () => {
    const html = render(
      'en',
      <MarkdownEditor
        label="Answer"
        value={{ en: 'Hello **there**', tr: 'Merhaba' }}
        onChange={() => undefined}
        errors={{ tr: 'Turkish text is required' }}
      />,
    );
    expect(html).toContain('<legend class="md-editor__legend">Answer</legend>');
    expect(text(html)).toContain('Answer (English)');
    expect(text(html)).toContain('Answer (Turkish)');
    expect(html).toMatch(/<textarea[^>]*lang="en"[^>]*>Hello \*\*there\*\*<\/textarea>/);
    const tr = /<textarea([^>]*)lang="tr"([^>]*)>/.exec(html)?.[0] ?? '';
    expect(tr).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="([^"]+)"/.exec(tr)?.[1] ?? 'none';
    expect(html).toContain(`id="${errorId}"`);
    expect(text(html)).toContain('Turkish text is required');
    // English is the pane shown first on a phone; on a wide screen both show (CSS).
    expect(html).toMatch(/aria-pressed="true"[^>]*>English/);
    expect(html.match(/md-editor__pane--shown/g)).toHaveLength(1);
  });

  it('the editor speaks Turkish in Turkish', () => {
    const html = text(
      render('tr', <MarkdownEditor label="Metin" value={{ en: '', tr: '' }} onChange={() => undefined} />),
    );
    expect(html).toContain('Metin, İngilizce');
    expect(html).toContain('Metin, Türkçe');
    expect(html).toContain('Önizleme');
  });

  it('FAQ answers are the API’s HTML inside native disclosures', () => {
    const html = render(
      'en',
      <FaqList entries={[{ id: 'a1', question: 'How?', answer_html: '<p>Like <strong>this</strong></p>' }]} />,
    );
    expect(html).toContain('<details class="faq" id="faq-a1">');
    expect(html).toContain('<summary class="faq__question">How?</summary>');
    expect(html).toContain('<p>Like <strong>this</strong></p>');
  });

  it('home banners follow only same-site links', () => {
    const html = render(
      'en',
      <HomeBanners
        banners={[
          { id: '1', title: 'Cabs', subtitle: 'To the airport', link_url: '/cab', image_url: null },
          { id: '2', title: 'Away', subtitle: '', link_url: '//evil.example', image_url: null },
        ]}
      />,
    );
    expect(html).toContain('href="/cab"');
    expect(html).not.toContain('evil.example');
    expect(text(html)).toContain('Cabs To the airport');
    expect(render('en', <HomeBanners banners={[]} />)).toBe('');
  });

  it('support details link the e-mail and phone, and always lead to the contact form', () => {
    const html = render(
      'en',
      <SupportDetails
        details={{
          email: 'help@bedesten.cy',
          phone: '+357 22 000 000',
          whatsapp: null,
          hours: 'Mon–Fri 9:00–17:00',
          address: '',
          updated_at: '2026-01-01T00:00:00.000Z',
        }}
      />,
    );
    expect(html).toContain('href="mailto:help@bedesten.cy"');
    expect(html).toContain('href="tel:+35722000000"');
    expect(html).not.toContain('wa.me');
    expect(html).toContain('href="/contact-us"');
    expect(render('en', <SupportDetails details={null} />)).toContain('href="/contact-us"');
  });
});
