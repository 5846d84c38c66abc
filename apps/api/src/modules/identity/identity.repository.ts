/**
 * @deprecated Identity has one repository per concern now (accounts.repository.ts,
 * sessions.repository.ts, one-time-codes.repository.ts, password-resets.repository.ts,
 * sign-in-failures.repository.ts, account-settings.repository.ts), each built in buildApp.
 * Only notifications.test.ts still builds the auth plugin's session reader by this
 * name; this file goes once it imports createSessionsRepository.
 */
export { createSessionsRepository as createIdentityRepository } from './sessions.repository.ts';
