/**
 * A page the web renderer drew whole carries its HTML as a string beside its
 * body, under a registry symbol (the server bundle has its own copy of this
 * module). The API process, which serves the page from the same process,
 * takes the string and never reads the body: that saves encoding the page to
 * a stream and decoding it again (~0.1–0.25 ms of a ~45 KB page, every
 * render). Anything else that serves the Response (the dev server) reads its
 * body, which holds the same HTML.
 */
const RENDERED_HTML = Symbol.for('bedesten.rendered-html');

interface Carrier {
  [RENDERED_HTML]?: string;
}

export function withRenderedHtml<T extends object>(response: T, html: string): T {
  (response as Carrier)[RENDERED_HTML] = html;
  return response;
}

/** The HTML a response carries, or undefined when it was not drawn whole by the renderer. */
export function renderedHtmlOf(response: object): string | undefined {
  return (response as Carrier)[RENDERED_HTML];
}
