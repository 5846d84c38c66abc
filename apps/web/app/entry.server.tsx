import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { CSP_NONCE_HEADER } from '@bedesten/core/http/internal-headers';
import { isMessageKey, message } from '@bedesten/core/messages/catalogue';
import { fieldLabel } from '@bedesten/core/messages/field-labels';
import { adoptWholeCatalogue } from './lib/messages.ts';
import { signedInMarkScript } from './lib/signed-in-mark.server.ts';
import { withoutModulePreloads } from './lib/module-preloads.server.ts';

// The server has both languages' error texts at hand (lib/messages.ts).
adoptWholeCatalogue({ message, isMessageKey, fieldLabel });

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the CSP nonce the API process
 * passes in a header, so inline hydration scripts run without
 * 'unsafe-inline' (ADR 0005), and without module preloads (ADR 0054).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(CSP_NONCE_HEADER) ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const html = withoutModulePreloads(signedInMarkScript(nonce));
          html.pipe(body);
          pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
