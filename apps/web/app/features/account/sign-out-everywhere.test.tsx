import { message } from '@bedesten/core/messages/catalogue';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ClientStateProvider } from '~/lib/client-state/provider.tsx';
import { I18nProvider } from '~/lib/i18n-react.tsx';
import { createI18n, loadLanguage } from '~/lib/i18n.ts';
import { SignOutEverywhere } from './components/sign-out-everywhere.tsx';
import { signOutEverywhere, type SignOutEverywhereAnswer } from './sign-out-everywhere.ts';

function steps(answer: SignOutEverywhereAnswer) {
  const done: string[] = [];
  return {
    done,
    steps: {
      call: async () => {
        done.push('call');
        return answer;
      },
      forget: () => done.push('forget'),
      notify: (text: string) => done.push(`notify: ${text}`),
      goHome: async () => {
        done.push('home');
      },
    },
  };
}

describe('sign out of all devices', () => {
  beforeAll(async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('tr')]);
  });

  it('forgets the person, says what the API said, and goes home once every session has ended', async () => {
    const { done, steps: run } = steps({
      ok: true,
      status: 200,
      data: { data: { message: 'You have been logged out of all devices' } },
    });
    expect(await signOutEverywhere(run, 'en')).toBeNull();
    expect(done).toEqual(['call', 'forget', 'notify: You have been logged out of all devices', 'home']);
  });

  it('counts a session that had already ended as done', async () => {
    const { done, steps: run } = steps({
      ok: false,
      status: 401,
      reason: 'http',
      error: { error: 'Your session expired please login', code: 'session_expired' },
    } as SignOutEverywhereAnswer);
    expect(await signOutEverywhere(run, 'en')).toBeNull();
    expect(done).toEqual(['call', 'forget', 'home']);
  });

  it('keeps the person signed in and where they are when the call fails, with a message in their language', async () => {
    const { done, steps: run } = steps({ ok: false, status: 0, reason: 'network', error: null });
    const summary = await signOutEverywhere(run, 'tr');
    expect(summary).toBe(message('no_internet', 'tr'));
    expect(done).toEqual(['call']);
  });

  it.each([
    ['en', 'Sign out of all devices'],
    ['tr', 'Tüm cihazlardan çıkış yap'],
  ] as const)('offers the button in %s, behind a confirmation', (lang, label) => {
    const router = createMemoryRouter([{ id: 'root', path: '/', element: <SignOutEverywhere />, loader: () => null }], {
      hydrationData: { loaderData: { root: { lang, user: null, sessionKnown: true, demo: false } } },
    });
    const html = renderToString(
      <I18nProvider i18n={createI18n(lang)}>
        <ClientStateProvider>
          <RouterProvider router={router} />
        </ClientStateProvider>
      </I18nProvider>,
    );
    expect(html).toContain(`>${label}</button>`);
    // The confirmation is not shown until asked for.
    expect(html).not.toContain(lang === 'en' ? 'Yes, sign out everywhere' : 'Evet, her yerden çıkış yap');
  });
});
