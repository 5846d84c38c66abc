import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { CSP_NONCE_HEADER } from '@bedesten/core/http/internal-headers';
import { withRenderedHtml } from '@bedesten/core/http/rendered-html';
import { isMessageKey, message } from '@bedesten/core/messages/catalogue';
import { fieldLabel } from '@bedesten/core/messages/field-labels';
import { adoptWholeCatalogue } from './lib/messages.ts';
import { createRouteMatchMemory } from './lib/route-matches.server.ts';
import { signedInMarkScript } from './lib/signed-in-mark.server.ts';
import { withoutModulePreloads } from './lib/module-preloads.server.ts';

// The server has both languages' error texts at hand (lib/messages.ts).
adoptWholeCatalogue({ message, isMessageKey, fieldLabel });

export const streamTimeout = 5_000;

const routeMatches = createRouteMatchMemory();

/**
 * Where React writes the page: its text, kept in memory. React writes
 * strings and UTF-8 views (each of whole characters; the decoder would join a
 * split one anyway), and asks a destination only for write, end, destroy (on
 * a fatal error) and listeners for 'drain', 'error' and 'close', which this
 * one never emits: writing to memory cannot fail or fill. (React's types ask
 * for a whole Node stream.)
 */
function memoryDestination(onEnd: (html: string) => void) {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const destination = {
    write(chunk: Uint8Array | string) {
      parts.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      return true;
    },
    end() {
      parts.push(decoder.decode());
      // One flat string (a join copies once; appending builds a rope that the first search flattens).
      onEnd(parts.join(''));
    },
    destroy() {},
    on() {
      return destination;
    },
  };
  return destination;
}

/**
 * The page, drawn whole before anything is sent, with the CSP nonce the API
 * process passes in a header, so inline hydration scripts run without
 * 'unsafe-inline' (ADR 0005), and without module preloads (ADR 0054).
 *
 * Whole, not streamed (ADR 0075): no loader defers data, so the shell is
 * ready only a moment before the rest, and a shared page is read whole anyway
 * for its ETag and the micro-cache. Drawn into memory, the HTML reaches the
 * API process as a string (core/http/rendered-html.ts) instead of through
 * React's Node stream, a transform, a web stream and a decode; the body holds
 * the same bytes for any other server.
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
  routeMatches.remember(routerContext.staticHandlerContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const destination = memoryDestination((drawn) => {
      clearTimeout(timeoutId);
      const html = withoutModulePreloads(drawn, signedInMarkScript(nonce));
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      // Bytes made only if some server other than the API process reads the body (no high-water mark: a
      // stream pulls its first chunk at once otherwise).
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            controller.enqueue(new TextEncoder().encode(html));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      resolve(withRenderedHtml(new Response(body, { headers: responseHeaders, status: responseStatusCode }), html));
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(destination as unknown as NodeJS.WritableStream);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          // As when the shell was sent first: an error after it (a boundary React draws again in the browser) is
          // logged and leaves the status; one before it makes the page a 500 (React Router logs those).
          if (shellRendered) console.error(error);
          else responseStatusCode = 500;
        },
      },
    );
  });
}
