import type { z } from 'zod';
import type { cabVehicleListResponse, Ride } from '@bedesten/core/schemas/cabs';

/** The `cab-vehicle-list` answer. */
export type VehicleListAnswer = z.infer<typeof cabVehicleListResponse>;
export type { Ride };

/** The ride's receipt as a PDF, in the page's language (a plain link: the browser downloads it). */
export function receiptHref(id: string, lang: string): string {
  return `/api/ride-receipt?id=${encodeURIComponent(id)}&lang=${lang}`;
}
