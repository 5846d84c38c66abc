import type { Language } from '@bedesten/core/i18n/languages';
import type { ApiResult } from '~/lib/api-client.ts';
import { formFailure } from '~/lib/form/form-failure.ts';

export type SignOutEverywhereAnswer = ApiResult<{ data: { message: string } }>;

/** What ending every session touches in the browser; the component hands in the real ones. */
export interface SignOutEverywhereSteps {
  /** `POST /api/logout-all`: every session of the account ends, this one too. */
  call(): Promise<SignOutEverywhereAnswer>;
  /** Forgets the person in the browser (client state and the deferred session), as a logout does. */
  forget(): void;
  notify(text: string): void;
  goHome(): Promise<void>;
}

/**
 * "Sign out of all devices": once the API has ended every session, the
 * browser forgets the person and goes home with the API's words. A session
 * that had already ended elsewhere (401) counts as done, since what was asked
 * for is true; any other failure is answered as a summary to show, and the
 * person stays where they are, still signed in.
 */
export async function signOutEverywhere(steps: SignOutEverywhereSteps, lang: Language): Promise<string | null> {
  const answer = await steps.call();
  if (!answer.ok && answer.status !== 401) {
    return formFailure(answer, lang, { fields: [] }).summary ?? null;
  }
  steps.forget();
  if (answer.ok) steps.notify(answer.data.data.message);
  await steps.goHome();
  return null;
}
