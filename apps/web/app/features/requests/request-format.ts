import type { Language } from '@bedesten/core/i18n/languages';
import { localeOf } from '@bedesten/core/i18n/locales';
import type { BroadcastRequestStatus } from '@bedesten/core/requests/request-status';

const distanceFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A distance as the reader's language writes it: one decimal under 10 km
 * ("0.3 km", "0,3 km" in Turkish), whole kilometres beyond.
 */
export function formatDistance(km: number, lang: Language): string {
  const digits = km < 10 ? 1 : 0;
  const key = `${lang}|${digits}`;
  let formatter = distanceFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(lang), {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'short',
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    });
    distanceFormatters.set(key, formatter);
  }
  return formatter.format(km);
}

/** The badge tone of each status: waiting, open to shops, refused, over. */
export const STATUS_TONE: Record<BroadcastRequestStatus, 'warning' | 'success' | 'danger' | 'muted'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  closed: 'muted',
};

/** Whether the owner may still edit or close a request (the lifecycle table's own rule). */
export function isOpenForOwner(status: BroadcastRequestStatus): boolean {
  return status !== 'closed';
}
