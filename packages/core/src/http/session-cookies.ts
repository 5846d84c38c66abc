/** The API's session cookie (ADR 0010): httpOnly, signed. */
export const SESSION_COOKIE = 'bedesten_session';
/**
 * Set and cleared with the session cookie, readable by the page's scripts and
 * worth nothing to an attacker: it tells a shared page, before it asks the
 * API, that this browser has a session whose person to draw.
 */
export const SIGNED_IN_COOKIE = 'bedesten_signed_in';
