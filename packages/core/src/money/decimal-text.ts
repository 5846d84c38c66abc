/**
 * Whole numbers scaled by a power of ten, to and from the plain decimal
 * text people type and spreadsheets read ("12.50"), without floating-point
 * arithmetic. Shared by minor units (cents) and basis points.
 */

/**
 * "12.50" or "12,50" with `digits` 2 -> 1250. Digits, then optionally a dot
 * or a comma and at most `digits` more digits; anything else (empty text,
 * signs, thousands separators, too many decimals, amounts past
 * Number.MAX_SAFE_INTEGER) is null.
 */
export function parseScaled(text: string, digits: number): number | null {
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const value = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/** 1250 with `digits` 2 -> "12.50"; -5 -> "-0.05"; `digits` 0 -> "1250". */
export function scaledToText(value: number, digits: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const scale = 10 ** digits;
  const whole = String(Math.floor(abs / scale));
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(abs % scale).padStart(digits, '0')}`;
}
