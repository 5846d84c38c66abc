import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  drawBankTransfer,
  drawHeader,
  drawLinesTable,
  drawParties,
  drawPayment,
  drawTotals,
  drawVatSummary,
  type InvoicePage,
} from './invoice-pdf-sections.ts';
import type { InvoiceModel } from './invoice-model.ts';
import { loadPdfDocument } from '../../lib/pdf-document.ts';

/**
 * pdfkit's built-in Helvetica has no ş, ğ, ı or İ, so invoices use DejaVu
 * Sans from Debian's fonts-dejavu-core when it is installed. Without it the
 * Turkish letters it lacks are written as their plain Latin neighbours
 * rather than dropped.
 */
const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';
const REGULAR = `${DEJAVU_DIR}/DejaVuSans.ttf`;
const BOLD = `${DEJAVU_DIR}/DejaVuSans-Bold.ttf`;

export const invoiceFont: 'dejavu' | 'helvetica' = existsSync(REGULAR) && existsSync(BOLD) ? 'dejavu' : 'helvetica';

const PLAIN: Record<string, string> = { ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', '−': '-', '’': "'" };
const write = (text: string) => (invoiceFont === 'dejavu' ? text : text.replace(/[şŞğĞıİ−’]/g, (c) => PLAIN[c]!));

function registerFonts(doc: PDFKit.PDFDocument): void {
  if (invoiceFont === 'dejavu') {
    doc.registerFont('regular', REGULAR);
    doc.registerFont('bold', BOLD);
  } else {
    doc.registerFont('regular', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
}

/**
 * The invoice as a PDF (A4), in the language its model was built in, as the
 * stream pdfkit writes: the reply sends its chunks as the socket takes them
 * (ADR 0081) instead of gathering and copying them into one Buffer first.
 * It is drawn before this answers, so a failure to draw is still an error
 * answer, not a cut-off file.
 */
export async function renderInvoice(model: InvoiceModel): Promise<Readable> {
  const PDFDocument = await loadPdfDocument();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    lang: model.lang,
    info: { Title: `${model.labels.invoice} ${model.number}`, Author: 'Bedesten', Subject: model.labels.invoice },
  });
  registerFonts(doc);

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const page: InvoicePage = { doc, left, right, width: right - left, write };
  drawHeader(page, model);
  drawParties(page, model);
  drawLinesTable(page, model);
  drawTotals(page, model);
  drawVatSummary(page, model);
  drawBankTransfer(page, model);
  drawPayment(page, model);

  doc.end();
  return doc;
}
