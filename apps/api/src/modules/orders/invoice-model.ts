import { formatDate } from '@bedesten/core/i18n/dates';
import type { Language } from '@bedesten/core/i18n/languages';
import { formatAmount } from '@bedesten/core/money/format-money';
import { formatPercent } from '@bedesten/core/money/percent';
import { formatIban } from '@bedesten/core/stores/bank-account';
import { vatRateLabel } from '@bedesten/core/pricing/vat-names';
import { countryName } from './country-name.ts';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels.ts';
import type { OrderBundle } from './orders.repository.ts';
import {
  itemName,
  sizeNameOf,
  paymentMethodLabel,
  settlingPayment,
  statusLabel,
  transactionIdOf,
  vatLinesOf,
} from './to-order-views.ts';

/** Unpaid invoices fall due two weeks after the order (a paid one is due the day it was paid). */
export const INVOICE_DUE_DAYS = 14;

export interface InvoiceModel {
  lang: Language;
  labels: InvoiceLabels;
  number: string;
  issued: string;
  due: string;
  status: string;
  seller: string[];
  buyer: string[];
  lines: { name: string; quantity: string; price: string; vat: string; amount: string }[];
  vatLines: { rate: string; net: string; vat: string; gross: string }[];
  totals: { label: string; value: string; strong?: boolean }[];
  payment: { type: string; status: string; transactionId: string | null };
  /** How to pay an unpaid bank-transfer order (ADR 0089): label and value rows, then the notes. */
  bankTransfer: { rows: [string, string][]; notes: string[] } | null;
}

/** How the invoice writes amounts, rates and dates in the reader's language (SPEC.md §9: dates day-month-year). */
interface InvoiceText {
  lang: Language;
  labels: InvoiceLabels;
  money: (minor: number) => string;
  percent: (basisPoints: number) => string;
  date: (at: Date) => string;
}

function invoiceText(lang: Language, currency: string): InvoiceText {
  return {
    lang,
    labels: INVOICE_LABELS[lang],
    money: (minor) => formatAmount(minor, currency, lang),
    percent: (basisPoints) => formatPercent(basisPoints, lang),
    date: (at) => formatDate(at, lang, 'numeric'),
  };
}

/** The store's name, address, licence and contacts. */
function sellerLines({ store }: OrderBundle, { lang, labels }: InvoiceText): string[] {
  return [
    store.title,
    ...(store.brandName && store.brandName !== store.title ? [store.brandName] : []),
    store.address,
    [store.postalCode, store.city].filter(Boolean).join(' '),
    countryName(store.country, lang),
    ...(store.licenseNumber ? [`${labels.registration} ${store.licenseNumber}`] : []),
    ...(store.email ? [store.email] : []),
    ...(store.phoneNumber ? [[store.countryCode, store.phoneNumber].filter(Boolean).join(' ')] : []),
  ].filter((line) => line.trim() !== '');
}

/** The customer with the delivery address, or "Store pickup". */
function buyerLines({ order }: OrderBundle, { lang, labels }: InvoiceText): string[] {
  const address = order.address;
  return [
    order.contactName,
    ...(address
      ? [
          address.address,
          ...(address.landmark ? [address.landmark] : []),
          [address.zip_code, address.city].filter(Boolean).join(' '),
          countryName(address.country, lang),
        ]
      : [labels.pickup]),
    order.contact,
    ...(order.email ? [order.email] : []),
  ].filter((line) => line.trim() !== '');
}

function itemLines(bundle: OrderBundle, { lang, money, percent }: InvoiceText): InvoiceModel['lines'] {
  return bundle.items.map((item) => ({
    name: [itemName(item, lang), sizeNameOf(item, lang)].filter(Boolean).join(' · '),
    quantity: String(item.quantity),
    price: money(item.sellingPrice),
    vat: percent(item.vatRateBasisPoints),
    amount: money(item.sellingPrice * item.quantity),
  }));
}

/** VAT per rate (ADR 0024: after the coupon, to the cent). */
function vatSummary(bundle: OrderBundle, { lang, money }: InvoiceText): InvoiceModel['vatLines'] {
  return vatLinesOf(bundle).map((line) => ({
    // The stored name says the rate in English ("Reduced 5%"): written once, in the reader's language.
    rate: vatRateLabel(line.name, line.rate_basis_points, lang),
    net: money(line.net),
    vat: money(line.vat),
    gross: money(line.gross),
  }));
}

/** Items, discounts, coupon, delivery, platform fee, the total, and what is paid or due. */
function totalLines({ order }: OrderBundle, { labels, money }: InvoiceText): InvoiceModel['totals'] {
  const totals: InvoiceModel['totals'] = [{ label: labels.itemsTotal, value: money(order.mrpTotal) }];
  if (order.itemsDiscount > 0) totals.push({ label: labels.discount, value: `−${money(order.itemsDiscount)}` });
  if (order.couponAmount > 0) {
    const code = order.couponCode ? ` (${order.couponCode})` : '';
    totals.push({ label: `${labels.coupon}${code}`, value: `−${money(order.couponAmount)}` });
  }
  totals.push({ label: labels.delivery, value: money(order.deliveryCharges) });
  if (order.platformAmount > 0) totals.push({ label: labels.platform, value: money(order.platformAmount) });
  totals.push({ label: labels.total, value: money(order.orderTotal), strong: true });
  totals.push({
    label: order.paymentStatus === 'paid' ? labels.paid : labels.unpaid,
    value: money(order.orderTotal),
  });
  return totals;
}

/** The account, reference and amount of an unpaid bank-transfer order; null once paid, cancelled or otherwise paid. */
function bankTransferSection(
  { order, store, bankTransfer }: OrderBundle,
  text: InvoiceText,
): InvoiceModel['bankTransfer'] {
  if (!bankTransfer || order.paymentStatus === 'paid' || order.status === 'cancelled') return null;
  const { labels } = text;
  const rows: [string, string][] = [
    [labels.accountHolder, bankTransfer.accountHolder],
    [labels.iban, formatIban(bankTransfer.iban)],
    ...(bankTransfer.bic ? [[labels.bic, bankTransfer.bic] as [string, string]] : []),
    [labels.reference, bankTransfer.paymentReference],
    [labels.transferAmount, text.money(bankTransfer.amount)],
  ];
  const notes: string[] = [labels.referenceNote];
  if (bankTransfer.payee === 'platform') notes.push(labels.platformCollects.replace('{store}', store.title));
  return { rows, notes };
}

/** Everything the invoice says, as text in the reader's language (the renderer only lays it out). */
export function invoiceModel(bundle: OrderBundle, lang: Language): InvoiceModel {
  const { order } = bundle;
  const text = invoiceText(lang, order.currency);
  const { labels } = text;
  const dueDate = order.paidAt ?? new Date(order.placedAt.getTime() + INVOICE_DUE_DAYS * 86_400_000);
  return {
    lang,
    labels,
    number: String(order.number),
    issued: text.date(order.placedAt),
    due: text.date(dueDate),
    status: statusLabel(order.status, lang),
    seller: sellerLines(bundle, text),
    buyer: buyerLines(bundle, text),
    lines: itemLines(bundle, text),
    vatLines: vatSummary(bundle, text),
    totals: totalLines(bundle, text),
    payment: {
      type: paymentMethodLabel(order.paymentMethod, lang),
      status: order.paymentStatus === 'paid' ? labels.paid : labels.unpaid,
      transactionId: transactionIdOf(settlingPayment(bundle)),
    },
    bankTransfer: bankTransferSection(bundle, text),
  };
}
