import type { Language } from '@bedesten/core/i18n/languages';
import { isMessageKey, message, type MessageKey } from '@bedesten/core/messages/catalogue';
import { formatAmount } from '@bedesten/core/money/format-money';
import { formatIban } from '@bedesten/core/stores/bank-account';
import {
  blocks,
  button,
  dataTable,
  emailDocument,
  heading,
  keyValues,
  lines,
  markup,
  panel,
  paragraph,
  smallLink,
  subline,
  type Html,
} from './email-html.ts';

/** A line of the order as the e-mail shows it, in both languages (the reader's is picked when it is written). */
export interface OrderMailLine {
  name: string;
  name_tr: string | null;
  size: string | null;
  size_tr: string | null;
  quantity: number;
  /** Minor units, the price each was sold at. */
  unit_price: number;
}

/** Where an order goes, as checkout copied it. */
export interface OrderMailAddress {
  name: string;
  contact: string;
  address: string;
  landmark?: string | null;
  city: string;
  zip_code?: string | null;
}

/** A bank-transfer order's payment instructions (the order-placed event's `bank_transfer`, ADR 0089). */
export interface OrderMailBankTransfer {
  payee: 'store' | 'platform';
  iban: string;
  bic: string | null;
  account_holder: string;
  payment_reference: string;
  amount: number;
  currency: string;
}

/** The facts of an order an e-mail is written from: plain JSON, so it travels in a job's payload. */
export interface OrderMailFacts {
  number: number;
  status: string;
  fulfilment: 'delivery' | 'pickup';
  payment_method: string;
  currency: string;
  store: { title: string; address: string; city: string; phone: string | null };
  customer: { name: string; contact: string };
  address: OrderMailAddress | null;
  items: OrderMailLine[];
  totals: { items: number; coupon: number; coupon_code: string | null; delivery: number; fee: number; total: number };
  notes: string | null;
  /** Why it was cancelled (the vendor's or the customer's words), when it was. */
  reason: string | null;
}

/** An order e-mail: the order, who it is for, and which moment of the order it tells of. */
export interface OrderMail extends OrderMailFacts {
  audience: 'customer' | 'vendor';
  event: 'placed' | 'status' | 'paid' | 'cancelled_by_customer';
  bank_transfer?: OrderMailBankTransfer | null;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface OrderEmailContext {
  lang: Language;
  /** The notice's own sentence ("Your order 100001 is now Dispatched"): the subject and the lead. */
  headline: string;
  /** The reader's name, for the greeting (none: no greeting). */
  name: string | null;
  /** The order's page, absolute. */
  link: string | null;
  /** Where the reader changes which messages they get, absolute. */
  settingsLink: string;
  /** Paragraphs the notice adds to its e-mail, rendered (the bank block's text, ADR 0089). */
  details: string[];
}

const say = (key: MessageKey, lang: Language, params: Record<string, string | number> = {}) =>
  message(key, lang, params);

function statusName(status: string, lang: Language): string {
  const key = `order_status_${status}`;
  return isMessageKey(key) ? message(key, lang) : status;
}

function paymentName(method: string, lang: Language): string {
  const key = `email_payment_${method}`;
  return isMessageKey(key) ? message(key, lang) : method;
}

/** Every e-mail's small print: where to change what one receives, the link written out, and who sent it. */
function footerOf(lang: Language, link: string | null, settingsLink: string): Html {
  return blocks(
    paragraph(smallLink(say('email_settings', lang), settingsLink), true),
    link ? paragraph(say('email_link_fallback', lang, { link }), true) : null,
    paragraph(say('email_tagline', lang), true),
  );
}

/** The sentence under "What happens next", or none when the moment has nothing to add. */
function nextStep(mail: OrderMail, lang: Language): string | null {
  const store = mail.store.title;
  if (mail.audience === 'vendor') {
    if (mail.event === 'cancelled_by_customer') return say('email_next_vendor_cancelled', lang);
    return mail.event === 'placed' ? say('email_next_vendor_new', lang) : null;
  }
  if (mail.event === 'paid') return say('email_next_paid', lang, { store });
  const status = mail.event === 'placed' ? 'placed' : mail.status;
  switch (status) {
    case 'placed':
      return say(mail.payment_method === 'bank_transfer' ? 'email_next_placed_bank' : 'email_next_placed', lang, {
        store,
      });
    case 'accepted':
      return say('email_next_accepted', lang, { store });
    case 'packed':
      return say(mail.fulfilment === 'pickup' ? 'email_next_packed_pickup' : 'email_next_packed_delivery', lang);
    case 'dispatched':
      return say('email_next_dispatched', lang);
    case 'delivered':
      return say('email_next_delivered', lang);
    case 'cancelled':
      return say('email_next_cancelled', lang);
    default:
      return null;
  }
}

const lineName = (line: OrderMailLine, lang: Language) => (lang === 'tr' && line.name_tr) || line.name;
const lineSize = (line: OrderMailLine, lang: Language) => (lang === 'tr' && line.size_tr) || line.size;

/** Where it goes (a delivery) or where it is collected (a pickup), as lines. */
function placeLines(mail: OrderMail, lang: Language): { title: string; lines: string[] } {
  if (mail.fulfilment === 'pickup' || !mail.address) {
    const { store } = mail;
    return {
      title: say('email_pickup_at', lang),
      lines: [
        store.title,
        store.address,
        store.city,
        ...(store.phone ? [say('email_phone', lang, { phone: store.phone })] : []),
      ].filter(Boolean),
    };
  }
  const a = mail.address;
  return {
    title: say('email_delivery_to', lang),
    lines: [
      a.name,
      a.address,
      a.landmark ?? '',
      [a.zip_code, a.city].filter(Boolean).join(' '),
      say('email_phone', lang, { phone: a.contact }),
    ].filter(Boolean),
  };
}

function totalRows(mail: OrderMail, lang: Language) {
  const money = (minor: number) => formatAmount(minor, mail.currency, lang);
  const { totals } = mail;
  return [
    { label: say('email_subtotal', lang), value: money(totals.items) },
    ...(totals.coupon > 0
      ? [
          {
            label: say('email_coupon', lang, { code: totals.coupon_code ?? '' }).trim(),
            value: `−${money(totals.coupon)}`,
          },
        ]
      : []),
    ...(mail.fulfilment === 'delivery'
      ? [
          {
            label: say('email_delivery_charge', lang),
            value: totals.delivery > 0 ? money(totals.delivery) : say('email_free', lang),
          },
        ]
      : []),
    ...(totals.fee > 0 ? [{ label: say('email_platform_fee', lang), value: money(totals.fee) }] : []),
    { label: say('email_total', lang), value: money(totals.total), strong: true },
  ];
}

function bankRows(bank: OrderMailBankTransfer, lang: Language) {
  return [
    { label: say('email_bank_amount', lang), value: formatAmount(bank.amount, bank.currency, lang), strong: true },
    { label: say('email_bank_holder', lang), value: bank.account_holder },
    // IBAN and BIC are the same words in both languages.
    { label: 'IBAN', value: formatIban(bank.iban), mono: true },
    ...(bank.bic ? [{ label: 'BIC', value: bank.bic, mono: true }] : []),
    { label: say('email_bank_reference', lang), value: bank.payment_reference, mono: true, strong: true },
  ];
}

/**
 * An order's e-mail in the reader's language: what happened, what happens
 * next, the items with quantities and prices, the totals, where it goes
 * (or where it is collected), how it is paid (with the bank details of a
 * bank transfer), and the order's link; as HTML and as the same text plain.
 */
export function renderOrderEmail(mail: OrderMail, context: OrderEmailContext): RenderedEmail {
  const { lang, headline, link, settingsLink } = context;
  const money = (minor: number) => formatAmount(minor, mail.currency, lang);
  const greeting = context.name ? say('email_greeting', lang, { name: context.name }) : null;
  const meta = `${say('email_order_number', lang, { number: mail.number })} · ${say('email_status', lang, {
    status: statusName(mail.status, lang),
  })}`;
  const reason =
    mail.status === 'cancelled' && mail.reason ? say('email_cancel_reason', lang, { reason: mail.reason }) : null;
  const bank = mail.audience === 'customer' && mail.event === 'placed' ? (mail.bank_transfer ?? null) : null;
  const next = nextStep(mail, lang);
  const place = placeLines(mail, lang);
  const payment = say('email_payment', lang, { method: paymentName(mail.payment_method, lang) });
  const vendorLines =
    mail.audience === 'vendor'
      ? [
          say('email_customer', lang, { name: `${mail.customer.name}, ${mail.customer.contact}` }),
          ...(mail.notes ? [say('email_notes', lang, { notes: mail.notes })] : []),
        ]
      : [];
  const cta = say(mail.audience === 'vendor' ? 'email_open_in_panel' : 'email_view_order', lang);
  const totals = totalRows(mail, lang);
  const bankNote =
    bank?.payee === 'platform' ? say('order_bank_transfer_email_platform', lang, { store: mail.store.title }) : null;

  const itemRows = mail.items.map((line) => {
    const size = lineSize(line, lang);
    const total = money(line.unit_price * line.quantity);
    return [
      markup`${lineName(line, lang)}${size ? subline(size) : null}`,
      String(line.quantity),
      markup`${total}${line.quantity > 1 ? subline(`${line.quantity} × ${money(line.unit_price)}`) : null}`,
    ];
  });
  const bankBlock = bank
    ? blocks(
        heading(say('email_bank_title', lang)),
        paragraph(say('email_bank_intro', lang, { amount: formatAmount(bank.amount, bank.currency, lang) })),
        panel(keyValues(bankRows(bank, lang))),
        bankNote ? paragraph(bankNote, true) : null,
      )
    : null;

  const body = blocks(
    greeting ? paragraph(greeting) : null,
    paragraph(markup`<strong>${headline}</strong>`),
    paragraph(meta, true),
    reason ? panel(paragraph(reason)) : null,
    bank ? bankBlock : context.details.map((detail) => paragraph(lines(detail))),
    next ? blocks(heading(say('email_next_title', lang)), paragraph(next)) : null,
    link ? button(cta, link) : null,
    heading(say('email_items_title', lang)),
    dataTable([say('email_col_item', lang), say('email_col_quantity', lang), say('email_col_price', lang)], itemRows),
    keyValues(totals),
    heading(place.title),
    paragraph(lines(place.lines.join('\n'))),
    paragraph(payment),
    vendorLines.map((line) => paragraph(line)),
  );
  const footer = footerOf(lang, link, settingsLink);

  const text = [
    ...(greeting ? [greeting] : []),
    `${headline}\n${meta}`,
    ...(reason ? [reason] : []),
    // The bank block as the notice wrote it, so the text part says exactly what the order page says.
    ...(bank ? [say('email_bank_title', lang), ...context.details] : context.details),
    ...(next ? [`${say('email_next_title', lang)}\n${next}`] : []),
    [
      say('email_items_title', lang),
      ...mail.items.map((line) => {
        const size = lineSize(line, lang);
        const name = `${lineName(line, lang)}${size ? ` (${size})` : ''}`;
        return `- ${line.quantity} × ${name}: ${money(line.unit_price * line.quantity)}`;
      }),
    ].join('\n'),
    totals.map((row) => `${row.label}: ${row.value}`).join('\n'),
    [place.title, ...place.lines].join('\n'),
    payment,
    ...vendorLines,
    ...(link ? [`${cta}: ${link}`] : []),
    `${say('email_settings', lang)}: ${settingsLink}`,
    'Bedesten',
  ].join('\n\n');

  return {
    subject: headline,
    text,
    html: emailDocument({ lang, title: headline, preheader: next ?? meta, body, footer }),
  };
}

/**
 * Any other notice's e-mail (a staff decision, a reply, a ride): its sentence
 * and the page it leads to, as HTML and as plain text.
 */
export function renderNoticeEmail(context: {
  lang: Language;
  headline: string;
  details: string[];
  link: string | null;
  settingsLink: string;
}): RenderedEmail {
  const { lang, headline, details, link, settingsLink } = context;
  const open = link ? message('notification_email_footer', lang, { link }) : null;
  const body = blocks(
    paragraph(markup`<strong>${headline}</strong>`),
    details.map((detail) => paragraph(lines(detail))),
    link ? button(say('email_open', lang), link) : null,
  );
  const footer = footerOf(lang, link, settingsLink);
  return {
    subject: headline,
    text: [
      headline,
      ...details,
      ...(open ? [open] : []),
      `${say('email_settings', lang)}: ${settingsLink}`,
      'Bedesten',
    ].join('\n\n'),
    html: emailDocument({ lang, title: headline, preheader: headline, body, footer }),
  };
}
