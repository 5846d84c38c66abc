/**
 * VAT (SPEC.md §3 "VAT: name, rate"). Shelf prices in Cyprus include VAT, so
 * the VAT of a line is the part of its gross price that is tax. Rates are in
 * basis points (19 % = 1900) so no amount is ever a float.
 */

/** The VAT inside a gross amount at `rateBasisPoints`, rounded to the nearest minor unit. */
export function vatIncluded(grossMinor: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0) return 0;
  return Math.round((grossMinor * rateBasisPoints) / (10_000 + rateBasisPoints));
}

export interface VatLine {
  name: string;
  rate_basis_points: number;
  /** Gross amount taxed at this rate. */
  gross: number;
  vat: number;
  net: number;
}

/**
 * An invoice's VAT lines: one per rate, over the lines' gross amounts after
 * any coupon (spread over the lines in proportion to their value, the
 * largest remainder going to the last line so the sums agree to the cent).
 */
export function vatBreakdown(
  lines: readonly { gross: number; vat_name: string; rate_basis_points: number }[],
  couponAmount = 0,
): VatLine[] {
  const total = lines.reduce((sum, line) => sum + line.gross, 0);
  let couponLeft = Math.min(couponAmount, total);
  const byRate = new Map<string, VatLine>();
  lines.forEach((line, index) => {
    const share =
      index === lines.length - 1 ? couponLeft : total > 0 ? Math.floor((couponAmount * line.gross) / total) : 0;
    couponLeft -= share;
    const gross = line.gross - share;
    const key = `${line.rate_basis_points}:${line.vat_name}`;
    const current = byRate.get(key) ?? {
      name: line.vat_name,
      rate_basis_points: line.rate_basis_points,
      gross: 0,
      vat: 0,
      net: 0,
    };
    current.gross += gross;
    byRate.set(key, current);
  });
  return [...byRate.values()].map((line) => {
    const vat = vatIncluded(line.gross, line.rate_basis_points);
    return { ...line, vat, net: line.gross - vat };
  });
}
