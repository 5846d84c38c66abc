import type { Language } from '@bedesten/core/i18n/languages';
import { countryName } from './country-name.ts';
import type { OrderBundle } from './orders.repository.ts';
import {
  itemName,
  paymentMethodLabel,
  settlingPayment,
  statusLabel,
  transactionIdOf,
  vatLinesOf,
} from './to-order-views.ts';

/** Unpaid invoices fall due two weeks after the order (a paid one is due the day it was paid). */
export const INVOICE_DUE_DAYS = 14;

const LABELS = {
  en: {
    invoice: 'Invoice',
    number: 'Invoice number',
    order: 'Order',
    issued: 'Issue date',
    due: 'Due date',
    status: 'Order status',
    seller: 'Seller',
    buyer: 'Buyer',
    registration: 'Licence no.',
    pickup: 'Store pickup',
    item: 'Item',
    qty: 'Qty',
    price: 'Unit price',
    vatRate: 'VAT',
    amount: 'Amount',
    vatSummary: 'VAT by rate',
    rate: 'Rate',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    itemsTotal: 'Items total',
    discount: 'Item discounts',
    coupon: 'Coupon',
    delivery: 'Delivery',
    platform: 'Platform fee',
    total: 'Total',
    paid: 'Paid',
    unpaid: 'Amount due',
    payment: 'Payment',
    paymentType: 'Payment type',
    transaction: 'Transaction id',
    pricesIncludeVat: 'Prices include VAT.',
    thanks: 'Thank you for shopping with Bedesten.',
  },
  tr: {
    invoice: 'Fatura',
    number: 'Fatura numarası',
    order: 'Sipariş',
    issued: 'Düzenleme tarihi',
    due: 'Son ödeme tarihi',
    status: 'Sipariş durumu',
    seller: 'Satıcı',
    buyer: 'Alıcı',
    registration: 'Ruhsat no.',
    pickup: 'Mağazadan teslim alma',
    item: 'Ürün',
    qty: 'Adet',
    price: 'Birim fiyat',
    vatRate: 'KDV',
    amount: 'Tutar',
    vatSummary: 'Oranlara göre KDV',
    rate: 'Oran',
    net: 'Net',
    vat: 'KDV',
    gross: 'Brüt',
    itemsTotal: 'Ürün toplamı',
    discount: 'Ürün indirimleri',
    coupon: 'Kupon',
    delivery: 'Teslimat',
    platform: 'Platform ücreti',
    total: 'Toplam',
    paid: 'Ödendi',
    unpaid: 'Ödenecek tutar',
    payment: 'Ödeme',
    paymentType: 'Ödeme türü',
    transaction: 'İşlem numarası',
    pricesIncludeVat: 'Fiyatlara KDV dahildir.',
    thanks: 'Bedesten’den alışveriş yaptığınız için teşekkür ederiz.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type InvoiceLabels = (typeof LABELS)[Language];

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
}

const LOCALES: Record<Language, string> = { en: 'en-CY', tr: 'tr-CY' };

function formatters(lang: Language, currency: string) {
  const money = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency });
  // SPEC.md §9: dates day-month-year.
  const date = new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Nicosia',
  });
  const percent = (basisPoints: number) =>
    new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  return { money: (minor: number) => money.format(minor / 100), date: (d: Date) => date.format(d), percent };
}

/** Everything the invoice says, as text in the reader's language (the renderer only lays it out). */
export function invoiceModel(bundle: OrderBundle, lang: Language): InvoiceModel {
  const { order, store } = bundle;
  const labels = LABELS[lang];
  const f = formatters(lang, order.currency);
  const dueDate = order.paidAt ?? new Date(order.placedAt.getTime() + INVOICE_DUE_DAYS * 86_400_000);
  const payment = settlingPayment(bundle);
  const address = order.address;
  const money = (minor: number) => f.money(minor);
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

  return {
    lang,
    labels,
    number: String(order.number),
    issued: f.date(order.placedAt),
    due: f.date(dueDate),
    status: statusLabel(order.status, lang),
    seller: [
      store.title,
      ...(store.brandName && store.brandName !== store.title ? [store.brandName] : []),
      store.address,
      [store.postalCode, store.city].filter(Boolean).join(' '),
      countryName(store.country, lang),
      ...(store.licenseNumber ? [`${labels.registration} ${store.licenseNumber}`] : []),
      ...(store.email ? [store.email] : []),
      ...(store.phoneNumber ? [[store.countryCode, store.phoneNumber].filter(Boolean).join(' ')] : []),
    ].filter((line) => line.trim() !== ''),
    buyer: [
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
    ].filter((line) => line.trim() !== ''),
    lines: bundle.items.map((item) => ({
      name: [itemName(item, lang), item.sizeName].filter(Boolean).join(' · '),
      quantity: String(item.quantity),
      price: money(item.sellingPrice),
      vat: f.percent(item.vatRateBasisPoints),
      amount: money(item.sellingPrice * item.quantity),
    })),
    vatLines: vatLinesOf(bundle).map((line) => ({
      rate: `${line.name} ${f.percent(line.rate_basis_points)}`,
      net: money(line.net),
      vat: money(line.vat),
      gross: money(line.gross),
    })),
    totals,
    payment: {
      type: paymentMethodLabel(order.paymentMethod, lang),
      status: order.paymentStatus === 'paid' ? labels.paid : labels.unpaid,
      transactionId: transactionIdOf(payment),
    },
  };
}
