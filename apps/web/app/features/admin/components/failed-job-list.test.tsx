import { I18nProvider } from '~/lib/i18n-react.tsx';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import type { FailedJob } from '../failed-jobs-api.ts';
import { FailedJobList } from './failed-job-list.tsx';

function render(lang: 'en' | 'tr', staffRole: string, jobs: FailedJob[]): string {
  const user = { id: 'u1', name: 'Staff', type: 'user', staff_role: staffRole };
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <FailedJobList jobs={jobs} />, loader: () => null }],
    { hydrationData: { loaderData: { root: { lang, user, sessionKnown: true, demo: false } } } },
  );
  const html = renderToString(
    <I18nProvider i18n={createI18n(lang)}>
      <ClientStateProvider>
        <RouterProvider router={router} />
      </ClientStateProvider>
    </I18nProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const jobs: FailedJob[] = [
  {
    id: '42',
    name: 'message.send',
    attempts: 5,
    last_error: 'connect ECONNREFUSED 10.0.0.5:587',
    failed_at: '2026-11-27T09:30:00.000Z',
  },
  { id: '43', name: 'some.new-job', attempts: 1, last_error: 'boom', failed_at: '2026-11-27T09:31:00.000Z' },
];

describe('staff failed-jobs list (ADR 0058)', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('shows what each job does, its attempts, last error and when, with retry and discard for a manager', () => {
    const html = render('en', 'manager', jobs);
    expect(html).toContain('E-mail or text message');
    expect(html).toContain('Attempts 5');
    expect(html).toContain('Last error: connect ECONNREFUSED 10.0.0.5:587');
    // A job the page has no words for is named by its job name.
    expect(html).toContain('some.new-job');
    expect(html).toContain('Retry E-mail or text message');
    expect(html).toContain('Discard E-mail or text message');
  });

  it('leaves the actions out for plain staff, and speaks Turkish', () => {
    const html = render('tr', 'staff', jobs);
    expect(html).toContain('E-posta veya kısa mesaj');
    expect(html).toContain('Deneme 5');
    expect(html).not.toContain('Yeniden dene');
    expect(html).not.toContain('Sil');
  });
});
