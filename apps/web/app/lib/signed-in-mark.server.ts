import { SIGNED_IN_COOKIE } from '@bedesten/core/http/session-cookies';
import { SIGNED_IN_MARK } from './signed-in-mark.ts';

const CHECK = `if(document.cookie.split('; ').indexOf('${SIGNED_IN_COOKIE}=1')>=0)document.documentElement.setAttribute('${SIGNED_IN_MARK}','')`;

/**
 * A shared page is drawn for no one (ADR 0071); its person comes after
 * hydration. This script, first in the head, marks the document when the
 * session's readable cookie is there, before anything is painted, so a
 * signed-in visitor never sees "Sign in" flash. It is written into the HTML
 * on the server (entry.server.tsx), not rendered by React, so no page's
 * JavaScript carries it.
 */
export function signedInMarkScript(nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${CHECK}</script>`;
}
