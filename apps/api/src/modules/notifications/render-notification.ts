import { placeNameIn } from '@bedesten/core/geo/place-names';
import { isLanguage, type Language } from '@bedesten/core/i18n/languages';
import { isMessageKey, message, type MessageParams } from '@bedesten/core/messages/catalogue';
import { formatAmount } from '@bedesten/core/money/format-money';
import { ORDER_STATUSES, type OrderStatus } from '@bedesten/core/orders/order-status';
import type { AppNotification } from '@bedesten/core/schemas/orders';
import type { NotificationRow } from './notifications.repository.ts';

const isStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * A catalogue message with its stored parameters in the reader's language:
 * a status code becomes its name ("packed" → "Paketlendi"), an amount in
 * minor units with its currency becomes money, a name kept in both
 * languages shows in the reader's, a ride's places are named in the
 * reader's language ("Nicosia" → "Lefkoşa"). A key the catalogue no
 * longer has shows itself (SPEC.md §1: a missing translation shows its key).
 */
export function renderMessage(key: string, params: MessageParams, lang: Language): string {
  if (!isMessageKey(key)) return key;
  const shown: MessageParams = { ...params };
  if (isStatus(params.status)) shown.status = message(`order_status_${params.status}`, lang);
  // A name given per language (a product's) is read in the reader's; a failure reason is a catalogue word.
  const ownName = params[`name_${lang}`];
  if (typeof ownName === 'string' && ownName) shown.name = ownName;
  const reason = `payment_failure_${String(params.reason)}`;
  if (key === 'payment_failed_notice' && isMessageKey(reason)) shown.reason = message(reason, lang);
  // A ride keeps its places as the customer wrote them: the stored row stays raw, so each reader (a Turkish
  // customer, an English driver) gets them in their own language whenever the notice is read or sent.
  if (key.startsWith('ride_')) {
    for (const place of ['from', 'to'] as const) {
      const name = params[place];
      if (typeof name === 'string') shown[place] = placeNameIn(name, lang);
    }
  }
  if (typeof params.amount === 'number' && typeof params.currency === 'string') {
    shown.amount = formatAmount(params.amount, params.currency, lang);
  }
  return message(key, lang, shown);
}

export function toNotification(row: NotificationRow, lang: Language): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    message: renderMessage(row.messageKey, row.params, lang),
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export const languageOf = (value: string | null | undefined): Language => (isLanguage(value) ? value : 'en');
