import { useEffect } from 'react';

/**
 * The attribute lib/signed-in-mark.server.ts puts on `<html>` before the first
 * paint when the browser has a session: the stylesheet keeps the guest's
 * "Sign in" out of sight meanwhile (ADR 0071).
 */
export const SIGNED_IN_MARK = 'data-signed-in';

/** Takes the mark off once the page knows no one is signed in, so "Sign in" shows. */
export function useSignedOutUnmark(signedOut: boolean): void {
  useEffect(() => {
    if (signedOut) document.documentElement.removeAttribute(SIGNED_IN_MARK);
  }, [signedOut]);
}
