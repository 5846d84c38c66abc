import type { JobRunner } from '../../lib/jobs/job-runner.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { RequestsRepository } from './requests.repository.ts';

/** What buildApp hands the requests module. */
export interface RequestsDeps {
  repository: RequestsRepository;
  notifier: Notifier;
  /** One of the caller's checked voice notes by URL, with the length read from the file (the uploads module). */
  findVoiceNote(ownerId: string, url: string): Promise<{ durationSeconds: number | null } | undefined>;
  /** Whether each picture URL is one of the caller's checked image uploads, in order (the uploads module). */
  ownsPictures(ownerId: string, urls: string[]): Promise<boolean[]>;
  /** Opens (or finds) the chat between a customer and a store: the chat module's conversation id. */
  openChat(customerUserId: string, storeId: string): Promise<string>;
  /**
   * Counts a notice to the customer as the conversation's (the chat module's
   * one notice while it is unread): the reply's message that follows at once
   * then sends no second e-mail. False when the conversation had one already.
   */
  claimChatNotice(conversationId: string): Promise<boolean>;
  /** The deployment's currency, which budgets are in. */
  currency: string;
  /** How often requests past their close date are marked closed; 0: never. */
  sweepSeconds: number;
  /** Runs that sweep (once across instances with Redis). */
  jobs: JobRunner;
}
