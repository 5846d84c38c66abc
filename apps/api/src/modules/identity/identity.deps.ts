import type { Language } from '@bedesten/core/i18n/languages';
import type { Config } from '../../config.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { IdentityRepository } from './identity.repository.ts';

/** What identity use cases work with; routes build it once. */
export interface IdentityDeps {
  repository: IdentityRepository;
  messenger: Messenger;
  config: Pick<Config, 'SESSION_SECRET' | 'SESSION_TTL_DAYS'>;
}

/** The caller as far as sign-in cares: limits count by address, messages go out in its language. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** A browser request (it sent Origin or Sec-Fetch headers): its session is meant for the cookie. */
  browser: boolean;
  lang: Language;
}
