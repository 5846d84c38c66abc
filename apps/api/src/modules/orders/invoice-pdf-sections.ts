import type { InvoiceModel } from './invoice-model.ts';

/**
 * The invoice's parts, top to bottom: header with the invoice's facts, seller
 * and buyer, the lines table, totals, VAT by rate and payment. Each draws at
 * the document's cursor and leaves it below itself.
 */

/** The page being drawn on and how text is written on it (fonts without ş get plain letters). */
export interface InvoicePage {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  width: number;
  write: (text: string) => string;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

function rule({ doc, left, right }: InvoicePage): void {
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor(RULE).lineWidth(0.5).stroke();
  doc.moveDown(0.4);
}

/** "Invoice 100123" with the brand, then number, issue date, due date and order status. */
export function drawHeader(page: InvoicePage, model: InvoiceModel): void {
  const { doc, left, width, write } = page;
  const { labels } = model;
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(INK)
    .text(write(`${labels.invoice} ${model.number}`), left, 48);
  doc.font('regular').fontSize(9).fillColor(MUTED).text('Bedesten', left, 52, { width, align: 'right' });
  doc.moveDown(1.2);
  const facts: [string, string][] = [
    [labels.number, model.number],
    [labels.issued, model.issued],
    [labels.due, model.due],
    [labels.status, model.status],
  ];
  const factsTop = doc.y;
  facts.forEach(([label, value], index) => {
    const y = factsTop + index * 14;
    doc.font('regular').fontSize(9).fillColor(MUTED).text(write(label), left, y, { width: 110 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(write(value), left + 110, y, { width: 150 });
  });
  doc.y = factsTop + facts.length * 14 + 14;
}

/** Seller and buyer side by side. */
export function drawParties(page: InvoicePage, model: InvoiceModel): void {
  const { doc, left, width, write } = page;
  const partiesTop = doc.y;
  const column = width / 2 - 12;
  const party = (title: string, lines: string[], x: number) => {
    doc.font('bold').fontSize(10).fillColor(INK).text(write(title), x, partiesTop, { width: column });
    doc.font('regular').fontSize(9);
    for (const line of lines) doc.text(write(line), x, doc.y, { width: column });
    return doc.y;
  };
  const sellerEnd = party(model.labels.seller, model.seller, left);
  const buyerEnd = party(model.labels.buyer, model.buyer, left + width / 2 + 12);
  doc.y = Math.max(sellerEnd, buyerEnd) + 16;
}

/** Item, quantity, unit price, VAT rate and amount per line, between rules; a long table runs onto new pages. */
export function drawLinesTable(page: InvoicePage, model: InvoiceModel): void {
  const { doc, left, width, write } = page;
  const { labels } = model;
  const cols = [
    { key: 'name', label: labels.item, x: left, w: width * 0.44, align: 'left' },
    { key: 'quantity', label: labels.qty, x: left + width * 0.44, w: width * 0.1, align: 'right' },
    { key: 'price', label: labels.price, x: left + width * 0.54, w: width * 0.17, align: 'right' },
    { key: 'vat', label: labels.vatRate, x: left + width * 0.71, w: width * 0.11, align: 'right' },
    { key: 'amount', label: labels.amount, x: left + width * 0.82, w: width * 0.18, align: 'right' },
  ] as const;
  const row = (values: Record<string, string>, font: 'regular' | 'bold') => {
    const top = doc.y;
    let bottom = top;
    for (const col of cols) {
      doc
        .font(font)
        .fontSize(9)
        .fillColor(INK)
        .text(write(values[col.key] ?? ''), col.x, top, { width: col.w - 4, align: col.align });
      bottom = Math.max(bottom, doc.y);
    }
    doc.y = bottom + 4;
    if (doc.y > doc.page.height - 120) doc.addPage();
  };
  row(Object.fromEntries(cols.map((col) => [col.key, col.label])), 'bold');
  rule(page);
  for (const line of model.lines) row(line, 'regular');
  rule(page);
}

/** The totals, right-aligned, the order total in bold. */
export function drawTotals(page: InvoicePage, model: InvoiceModel): void {
  const { doc, left, width, write } = page;
  const labelX = left + width * 0.45;
  for (const total of model.totals) {
    const y = doc.y;
    doc
      .font(total.strong ? 'bold' : 'regular')
      .fontSize(total.strong ? 11 : 9)
      .fillColor(INK);
    doc.text(write(total.label), labelX, y, { width: width * 0.35 });
    doc.text(write(total.value), left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.moveDown(1);
}

/** VAT per rate (ADR 0024: after the coupon, to the cent): rate, net, VAT, gross. */
export function drawVatSummary(page: InvoicePage, model: InvoiceModel): void {
  const { doc, left, width, write } = page;
  const { labels } = model;
  doc.font('bold').fontSize(10).fillColor(INK).text(write(labels.vatSummary), left, doc.y);
  doc.moveDown(0.3);
  const vatRow = (values: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    values.forEach((value, index) => {
      doc
        .font(font)
        .fontSize(9)
        .text(write(value), left + index * (width / 4), y, {
          width: width / 4 - 4,
          align: index === 0 ? 'left' : 'right',
        });
    });
    doc.y = y + 13;
  };
  vatRow([labels.rate, labels.net, labels.vat, labels.gross], 'bold');
  for (const line of model.vatLines) vatRow([line.rate, line.net, line.vat, line.gross], 'regular');
  doc.moveDown(1);
}

/** How to pay an unpaid bank-transfer order: account holder, IBAN, BIC, reference and amount, then the notes. */
export function drawBankTransfer(page: InvoicePage, model: InvoiceModel): void {
  const section = model.bankTransfer;
  if (!section) return;
  const { doc, left, width, write } = page;
  if (doc.y > doc.page.height - 180) doc.addPage();
  doc.font('bold').fontSize(10).fillColor(INK).text(write(model.labels.bankTransfer), left, doc.y);
  doc.moveDown(0.3);
  for (const [label, value] of section.rows) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(MUTED).text(write(label), left, y, { width: 110 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(write(value), left + 110, y, { width: width - 110 });
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.font('regular').fontSize(9).fillColor(INK);
  for (const note of section.notes) doc.text(write(note), left, doc.y, { width });
  doc.moveDown(1);
}

/** Payment type and status, the transaction id once there is one, and the closing lines. */
export function drawPayment(page: InvoicePage, model: InvoiceModel): void {
  const { doc, left, write } = page;
  const { labels } = model;
  doc.font('bold').fontSize(10).text(write(labels.payment), left, doc.y);
  doc.font('regular').fontSize(9);
  doc.text(write(`${labels.paymentType}: ${model.payment.type} (${model.payment.status})`));
  if (model.payment.transactionId) doc.text(write(`${labels.transaction}: ${model.payment.transactionId}`));
  doc.moveDown(1);
  doc.fillColor(MUTED).text(write(labels.pricesIncludeVat));
  doc.text(write(labels.thanks));
}
