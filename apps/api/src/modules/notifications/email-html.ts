import type { Language } from '@bedesten/core/i18n/languages';

/**
 * The HTML of Bedesten's e-mails, without a library: tables and inline
 * styles, which every mail client (Outlook's Word engine, Gmail's stripped
 * <style>) renders alike. Every value that reaches the markup goes through
 * `escapeHtml`, by `markup` or in the caller's `Html` pieces: names,
 * addresses, reasons and notes are typed by people.
 */

/** A piece of markup that is already safe; plain strings are always escaped. */
export interface Html {
  readonly html: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * Markup from a template: interpolated strings and numbers are escaped,
 * `Html` pieces (and arrays of them) kept, null left out. (Not named `html`:
 * Prettier would reformat the templates, and whitespace matters in mail.)
 */
export function markup(strings: TemplateStringsArray, ...values: (string | number | Html | Html[] | null)[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((piece) => piece.html).join('');
    else if (value !== null && typeof value === 'object') out += value.html;
    else if (value !== null) out += escapeHtml(String(value));
    out += strings[i + 1]!;
  });
  return { html: out };
}

/** Pieces one after another, each on its own line; null ones left out. */
export function blocks(...pieces: (Html | Html[] | null | false)[]): Html {
  return {
    html: pieces
      .flat()
      .filter((piece): piece is Html => Boolean(piece))
      .map((piece) => piece.html)
      .join('\n'),
  };
}

/** A second, smaller line under a cell's text (a size, "2 × €4.50"). */
export const subline = (text: string): Html => markup`<br><span style="color:${MUTED};font-size:13px">${text}</span>`;

/** A link in the small print. */
export const smallLink = (label: string, href: string): Html =>
  markup`<a href="${href}" style="color:${MUTED}">${label}</a>`;

/** Text with its line breaks kept (an address, a bank block written as lines). */
export const lines = (text: string): Html => ({ html: escapeHtml(text).replace(/\r?\n/g, '<br>') });

/** Style pieces: constants of this file, never people's words, so kept as they are. */
const css = (text: string): Html => ({ html: text });
const FONT = css("font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif");
const MONO = css("font-family:Menlo,Consolas,'Courier New',monospace");
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0b6e4f';
const TABLE = css('role="presentation" width="100%" cellpadding="0" cellspacing="0"');

export const paragraph = (content: string | Html, muted = false): Html =>
  markup`<p style="margin:0 0 12px;${FONT};font-size:15px;line-height:22px;color:${muted ? MUTED : INK}">${content}</p>`;

export const heading = (content: string): Html =>
  markup`<h2 style="margin:20px 0 8px;${FONT};font-size:17px;line-height:24px;color:${INK}">${content}</h2>`;

/** A box set off from the text (the bank details, a cancellation's reason). */
export const panel = (content: Html): Html =>
  markup`<table ${TABLE} style="margin:8px 0 16px;border-collapse:collapse"><tr><td style="padding:14px 16px;background:#f0f7f4;border:1px solid #cfe6dc;border-radius:6px">${content}</td></tr></table>`;

/** Rows of label and value (totals, bank details); `strong` rows stand out (the total), `mono` ones are codes. */
export function keyValues(rows: { label: string; value: string; strong?: boolean; mono?: boolean }[]): Html {
  const cells = rows.map(({ label, value, strong, mono }) => {
    const weight = css(strong ? 'font-weight:700;' : '');
    return markup`<tr><td style="padding:4px 12px 4px 0;${FONT};font-size:14px;color:${MUTED};${weight}">${label}</td><td align="right" style="padding:4px 0;${mono ? MONO : FONT};font-size:14px;color:${INK};${weight}">${value}</td></tr>`;
  });
  return markup`<table ${TABLE} style="border-collapse:collapse">${cells}</table>`;
}

/** A table with a header row; the last column is right-aligned (amounts). */
export function dataTable(head: string[], rows: (string | Html)[][]): Html {
  const align = (i: number, n: number) => (i === n - 1 ? 'right' : 'left');
  const th = head.map(
    (label, i) =>
      markup`<th align="${align(i, head.length)}" style="padding:6px 8px;${FONT};font-size:13px;color:${MUTED};border-bottom:1px solid #d9e2ec">${label}</th>`,
  );
  const tr = rows.map(
    (cells) =>
      markup`<tr>${cells.map(
        (cell, i) =>
          markup`<td align="${align(i, cells.length)}" valign="top" style="padding:8px;${FONT};font-size:14px;line-height:20px;color:${INK};border-bottom:1px solid #eef2f6">${cell}</td>`,
      )}</tr>`,
  );
  return markup`<table ${TABLE} style="border-collapse:collapse;margin:4px 0 12px"><tr>${th}</tr>${tr}</table>`;
}

/** The call to action; `href` must be an absolute http(s) link (anything else leaves the button out). */
export function button(label: string, href: string): Html {
  if (!/^https?:\/\//i.test(href)) return { html: '' };
  return markup`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0"><tr><td style="border-radius:6px;background:${BRAND}"><a href="${href}" style="display:inline-block;padding:12px 22px;${FONT};font-size:15px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px">${label}</a></td></tr></table>`;
}

/**
 * The whole document: a centred 600 px column on a grey ground, the
 * wordmark on top, the content, and a muted footer. `preheader` is the line
 * inboxes show after the subject.
 */
export function emailDocument(options: {
  lang: Language;
  title: string;
  preheader: string;
  body: Html;
  footer: Html;
}): string {
  const { lang, title, preheader, body, footer } = options;
  return markup`<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${preheader}</div>
<table ${TABLE} style="background:#f2f4f7;border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;border-collapse:collapse">
<tr><td style="padding:0 4px 12px;${FONT};font-size:22px;font-weight:800;color:${BRAND}">Bedesten</td></tr>
<tr><td style="padding:24px;background:#ffffff;border-radius:8px;border:1px solid #e4e7eb">${body}</td></tr>
<tr><td style="padding:16px 4px;${FONT};font-size:12px;line-height:18px;color:${MUTED}">${footer}</td></tr>
</table></td></tr></table>
</body></html>`.html;
}
