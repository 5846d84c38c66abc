/**
 * E.164 for the outbox link: "+357" + "99 123 456" -> "+35799123456". Sign-in, the address book
 * and account settings all name the number a code went to, so it lives here rather than in one
 * of those features.
 */
export function e164Of(countryCode: string, mobile: string): string {
  return `${countryCode}${mobile.replace(/[^\d]/g, '').replace(/^0+/, '')}`;
}
