import type PDFDocument from 'pdfkit';

let loading: Promise<typeof PDFDocument> | undefined;

/**
 * pdfkit's document class, loaded on the first PDF (an invoice, a ride
 * receipt) rather than at start-up: pdfkit and fontkit under it are ~7 MB of
 * heap, and ~30 MB of resident memory, that most processes never use.
 */
export function loadPdfDocument(): Promise<typeof PDFDocument> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}
