/**
 * Headers the API process adds to requests it hands to the web renderer.
 * The API strips them from incoming requests, so they cannot be forged.
 */

/** The script nonce of the response's Content-Security-Policy (ADR 0005). */
export const CSP_NONCE_HEADER = 'x-bedesten-csp-nonce';
