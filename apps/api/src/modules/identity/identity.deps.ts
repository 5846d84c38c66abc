import type { Language } from '@bedesten/core/i18n/languages';
import type { Config } from '../../config.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { AccountSettingsRepository } from './account-settings.repository.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import type { OneTimeCodesRepository } from './one-time-codes.repository.ts';
import type { PasswordResetsRepository } from './password-resets.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { SignInFailuresRepository } from './sign-in-failures.repository.ts';

/** Identity's repositories, one per concern; buildApp builds each. */
export interface IdentityRepositories {
  accounts: AccountsRepository;
  sessions: SessionsRepository;
  codes: OneTimeCodesRepository;
  resets: PasswordResetsRepository;
  signInFailures: SignInFailuresRepository;
  settings: AccountSettingsRepository;
}

/** What identity use cases work with; buildApp hands it to identity's routes. */
export interface IdentityDeps extends IdentityRepositories {
  messenger: Messenger;
  config: Pick<Config, 'SESSION_SECRET' | 'SESSION_TTL_DAYS' | 'DEMO_PUBLIC' | 'isProduction'>;
}

/** The caller as far as sign-in cares: limits count by address, messages go out in its language. */
export interface ClientInfo {
  ip: string;
  /** Holds this start's demo token (ADR 0084): may use the demo accounts, which otherwise need DEMO_PUBLIC. */
  trusted: boolean;
  userAgent: string | null;
  /** A browser request (it sent Origin or Sec-Fetch headers): its session is meant for the cookie. */
  browser: boolean;
  lang: Language;
}
