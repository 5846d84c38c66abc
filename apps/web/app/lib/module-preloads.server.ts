import { Transform, type TransformCallback } from 'node:stream';

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
const HEAD_END = '</head>';
const HEAD_START = /<head\b[^>]*>/;

/**
 * Drops React Router's `<link rel="modulepreload">` tags from the document's
 * head and passes everything else through untouched (ADR 0054).
 *
 * Why: those links ask for every module of the page at high priority before
 * the first paint. Over HTTP/1.1 on a slow phone link they share six
 * connections and the bandwidth with the stylesheet, the font and the first
 * picture, so the page paints after ~150 KB of scripts it does not need to
 * paint (it is rendered on the server). Without them the module script at
 * the end of the body still imports the same modules, one step later.
 *
 * `headStart` is written first in the head (the signed-in mark's script).
 *
 * The head arrives in React's first chunk; text is held back only until
 * `</head>` has passed, so a tag split across two chunks is still found.
 */
export function withoutModulePreloads(headStart = ''): Transform {
  let pending = '';
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      if (headDone) {
        callback(null, chunk);
        return;
      }
      pending += chunk.toString();
      const end = pending.indexOf(HEAD_END);
      if (end < 0) {
        callback();
        return;
      }
      headDone = true;
      const head = pending.slice(0, end).replace(MODULE_PRELOAD, '').replace(HEAD_START, `$&${headStart}`);
      const text = head + pending.slice(end);
      pending = '';
      callback(null, text);
    },
    flush(callback: TransformCallback) {
      callback(null, pending ? pending.replace(MODULE_PRELOAD, '') : null);
    },
  });
}
