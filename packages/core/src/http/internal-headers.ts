/**
 * Headers the API process adds to requests it hands to the web renderer.
 * The API strips them from incoming requests, so they cannot be forged.
 */

/** The script nonce of the response's Content-Security-Policy (ADR 0005). */
export const CSP_NONCE_HEADER = 'x-bedesten-csp-nonce';

/**
 * The visitor, for server-rendered pages whose data calls reach the API from
 * loopback: rate limits and abuse counters must see the person, not the
 * renderer. The address, whether the visitor holds this start's demo token
 * ("1"/"0", for the demo outbox and demo accounts, ADR 0084), and a signature
 * over both with a key that never leaves the API process. Believed only from
 * a loopback peer.
 */
export const CLIENT_IP_HEADER = 'x-bedesten-client-ip';
export const CLIENT_TRUSTED_HEADER = 'x-bedesten-client-trusted';
export const CLIENT_IP_SIGNATURE_HEADER = 'x-bedesten-client-ip-signature';

/** Headers the web renderer passes on unchanged from its request to its API calls. */
export const FORWARDED_INTERNAL_HEADERS = [
  CLIENT_IP_HEADER,
  CLIENT_TRUSTED_HEADER,
  CLIENT_IP_SIGNATURE_HEADER,
] as const;
