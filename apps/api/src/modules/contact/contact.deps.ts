import type { Messenger } from '../messaging/messenger.ts';
import type { ContactRepository } from './contact.repository.ts';

/** What buildApp hands the contact module. */
export interface ContactDeps {
  repository: ContactRepository;
  messenger: Messenger;
  /** Where staff are e-mailed when the need-help details have no address (config SUPPORT_EMAIL). */
  supportEmail: string;
  /** The site's absolute address, for the link in the staff e-mail. */
  siteUrl: () => string;
}
