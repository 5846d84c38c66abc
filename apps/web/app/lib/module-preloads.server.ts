const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const HEAD_END = '</head>';
const HEAD_START = /<head\b[^>]*>/;

/**
 * The document without React Router's `<link rel="modulepreload">` tags in
 * its head, and with `headStart` (the signed-in mark's script) written first
 * in the head; the body is untouched (ADR 0054).
 *
 * Why: those links ask for every module of the page at high priority before
 * the first paint. Over HTTP/1.1 on a slow phone link they share six
 * connections and the bandwidth with the stylesheet, the font and the first
 * picture, so the page paints after ~150 KB of scripts it does not need to
 * paint (it is rendered on the server). Without them the module script at
 * the end of the body still imports the same modules, one step later.
 */
export function withoutModulePreloads(html: string, headStart = ''): string {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html.replace(MODULE_PRELOAD, '');
  const head = html.slice(0, end).replace(MODULE_PRELOAD, '').replace(HEAD_START, `$&${headStart}`);
  return head + html.slice(end);
}
