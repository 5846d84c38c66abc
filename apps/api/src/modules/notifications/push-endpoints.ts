/**
 * The browser push services a subscription may point at (ADR 0083). The
 * server POSTs to whatever endpoint is stored, so an endpoint anywhere else
 * would let a signed-in person aim the server at any address.
 * Chrome, Edge on Android, Opera, Samsung Internet and Brave: FCM; Firefox:
 * Mozilla autopush; Safari: Apple; Edge on Windows: WNS.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com'];

/** Whole domains the push services own, for the hosts they hand out per region or shard (e.g. `wns2-db5p.notify.windows.com`). */
export const PUSH_SERVICE_DOMAINS = ['push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** One or more DNS labels (the URL parser has lower-cased them). */
const LABELS = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** Whether `endpoint` is an https address on port 443 at a known push service, with no credentials in it. */
export function isKnownPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // The URL parser drops a default `:443`, so any port left is another one.
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname;
  if (PUSH_SERVICE_HOSTS.includes(host)) return true;
  return PUSH_SERVICE_DOMAINS.some(
    (domain) => host.endsWith(`.${domain}`) && LABELS.test(host.slice(0, -domain.length - 1)),
  );
}
